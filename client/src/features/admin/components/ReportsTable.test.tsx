import type { StaffAlert } from "@shared/alerts";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { staffAlert } from "../../../../test/fixtures";
import { analyticsCsv } from "./Analytics";
import { coords, cutDescription } from "./format";
import { ReportsTable } from "./ReportsTable";

const alert = (overrides: Partial<StaffAlert>): StaffAlert =>
  staffAlert({ clothing: "Blue school shirt.", circumstances: null, ...overrides });

let alerts: StaffAlert[];
let calls: { method: string; url: string; contentType: string | null; body: unknown }[];
let fail: { url: string; status: number; body: string } | undefined;

const json = (status: number, body: unknown) =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

beforeEach(() => {
  alerts = [];
  calls = [];
  fail = undefined;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      calls.push({
        method,
        url,
        contentType: new Headers(init.headers).get("content-type"),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (fail && url === fail.url) return json(fail.status, fail.body);
      if (url === "/api/admin/alerts") return json(200, alerts);
      const review = /^\/api\/admin\/alerts\/(\d+)\/(approve|deny|request-info)$/.exec(url);
      if (review && method === "POST") {
        const found = alerts.find((a) => a.id === Number(review[1]))!;
        if (review[2] === "request-info")
          return json(200, { alertId: found.id, reporterName: found.reporterName });
        found.status = review[2] === "approve" ? "approved" : "denied";
        return json(200, found);
      }
      return json(404, { message: "Not found" });
    }),
  );
});

function renderTable(closeCase?: (a: StaffAlert) => React.ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ReportsTable closeCase={closeCase} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe("ReportsTable", () => {
  it("shows the police report reference the family gave, for the admin's review", async () => {
    alerts = [
      alert({ id: 7, policeReference: "Brickdam station, case 2026/0412" }),
      alert({ id: 8, name: "Asha Ali" }),
    ];
    renderTable();
    const row = (await screen.findByText("Ravi Singh")).closest("tr")!;
    expect(within(row).getByTestId("police-reference").textContent).toBe(
      "Police ref: Brickdam station, case 2026/0412",
    );
    const other = screen.getByText("Asha Ali").closest("tr")!;
    expect(within(other).queryByTestId("police-reference")).toBeNull();
  });

  it("offers the page's Close case control on an active approved alert, and marks a closed one", async () => {
    alerts = [
      alert({ id: 7, status: "approved", isVerified: true }),
      alert({ id: 9, name: "Asha Ali", status: "approved", isVerified: true, isActive: false }),
    ];
    renderTable((a) => <button type="button">Close case of {a.name}</button>);
    fireEvent.mouseDown(await screen.findByRole("tab", { name: "Approved" }));
    const active = (await screen.findByText("Ravi Singh")).closest("tr")!;
    expect(within(active).getByRole("button", { name: "Close case of Ravi Singh" })).toBeTruthy();
    const closed = screen.getByText("Asha Ali").closest("tr")!;
    expect(within(closed).queryByRole("button", { name: /Close case/ })).toBeNull();
    expect(within(closed).getByTestId("closed-badge").textContent).toBe("Closed");
  });

  it("shows the empty state of each tab", async () => {
    renderTable();
    expect(await screen.findByText("No Reports")).toBeTruthy();
    expect(screen.getByText("There are no pending reports to display at this time.")).toBeTruthy();
  });

  it("approves with the spec's toast and a JSON content type, and moves the row", async () => {
    alerts = [alert({ id: 7 }), alert({ id: 8, name: "Asha Ali", status: "denied" })];
    renderTable();
    const row = (await screen.findByText("Ravi Singh")).closest("tr")!;
    expect(
      within(row)
        .getByRole("link", { name: /View Details/ })
        .getAttribute("href"),
    ).toBe("/alert/7");
    expect(
      within(row)
        .getByRole("link", { name: /View Details/ })
        .getAttribute("target"),
    ).toBe("_blank");
    fireEvent.click(within(row).getByRole("button", { name: "Approve" }));
    // Approve asks for the level first; nothing is sent until it is confirmed.
    const dialog = await screen.findByRole("dialog", { name: "Approve the alert for Ravi Singh" });
    expect(calls.some((c) => c.url === "/api/admin/alerts/7/approve")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve & Send Alert" }));
    expect(
      await screen.findByText("Alert for Ravi Singh has been approved and notifications will be sent"),
    ).toBeTruthy();
    expect(screen.getByText("Alert approved")).toBeTruthy();
    const approved = calls.find((c) => c.url === "/api/admin/alerts/7/approve");
    expect(approved?.contentType).toBe("application/json");
    // No suggestion on this report: the default level, on foot, shared widely (Concern's default).
    expect(approved?.body).toEqual({ level: "concern", travelMode: "foot", sharingPolicy: "share_widely" });
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(screen.getByText("No Reports")).toBeTruthy());
  });

  it("shows 'Failed to deny alert: {message}' when the server refuses", async () => {
    alerts = [alert({ id: 9 })];
    fail = {
      url: "/api/admin/alerts/9/deny",
      status: 409,
      body: JSON.stringify({ message: "Already closed" }),
    };
    renderTable();
    fireEvent.click(await screen.findByRole("button", { name: "Deny" }));
    expect(await screen.findByText("Failed to deny alert: Already closed")).toBeTruthy();
    expect(screen.getByText("Error")).toBeTruthy();
  });

  it("Request More Info calls the server and shows the spec's text", async () => {
    alerts = [alert({ id: 11 })];
    renderTable();
    fireEvent.click(await screen.findByRole("button", { name: "Request More Info" }));
    expect(
      await screen.findByText("Requested more information about case #11 from Indra Singh"),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === "POST" && c.url === "/api/admin/alerts/11/request-info")).toBe(
      true,
    );
  });
});

describe("admin formats", () => {
  it("formats coordinates and cuts descriptions at 100", () => {
    expect(coords(6.804481234, -58.155271, 6)).toBe("6.804481, -58.155271");
    expect(coords(6.80448, -58.15527, 4)).toBe("6.8045, -58.1553");
    expect(coords(null, 1, 4)).toBe("—");
    expect(cutDescription("x".repeat(101))).toBe(`${"x".repeat(100)}...`);
    expect(cutDescription("short")).toBe("short");
  });

  it("exports the analytics figures and the daily series", () => {
    const perDay = [
      { day: "2025-06-14", count: 2 },
      { day: "2025-06-15", count: 1 },
    ];
    const csv = analyticsCsv({
      days: 7,
      from: "2025-06-08T12:00:00.000Z",
      to: "2025-06-15T12:00:00.000Z",
      reports: {
        total: 3,
        approved: 1,
        denied: 1,
        pending: 1,
        approvedRate: 33,
        avgReviewHours: 2.5,
        perDay,
        byLevel: [
          { level: "red", count: 1 },
          { level: "concern", count: 0 },
          { level: "local", count: 0 },
        ],
      },
      subscribers: { total: 10, newInPeriod: 4, inactive: 1, perDay },
      notifications: {
        totalSent: 5,
        byChannel: [{ channel: "sms", sent: 5, delivered: 4, failed: 0, logged: 0 }],
        providers: [],
        deliveryRate: 80,
        avgSecondsToSend: 90,
        perDay,
      },
    });
    expect(csv).toContain("Total Reports,3\r\n");
    expect(csv).toContain("Approved Rate (%),33\r\n");
    expect(csv).toContain("New Subscribers (7 days),4\r\n");
    expect(csv).toContain("Sent by sms,5\r\n");
    expect(csv).toContain("Verified at level Red Alert,1\r\n");
    expect(csv).toContain("2025-06-14,2,2,2\r\n");
  });
});
