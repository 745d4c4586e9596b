import type { StaffAlert } from "@shared/alerts";
import type { PendingSighting } from "@shared/moderation";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { staffAlert } from "../../../../test/fixtures";
import { ModerationArea } from "./ModerationArea";
import { filterAlerts, filterSightings } from "./search";

const TOKEN = "t".repeat(43);
const CODE = "ABCD-EFGH-JKMN-PQRS-TVWX";

const alert = (overrides: Partial<StaffAlert>): StaffAlert => staffAlert(overrides);

const sighting = (overrides: Partial<PendingSighting>): PendingSighting => ({
  id: 31,
  alertId: 1,
  alertName: "Aaliyah Persaud",
  alertAge: 9,
  reporterName: "Nadira Khan",
  reporterContact: "nadira.khan@example.gy",
  source: "web",
  location: "Camp Street, near the Demico House",
  latitude: 6.8079,
  longitude: -58.1578,
  sightingTime: "2025-05-01T10:00:00.000Z",
  description: "Saw a child in a school uniform crying near the bus stop.",
  createdAt: "2025-05-01T10:10:00.000Z",
  ...overrides,
});

interface Server {
  alerts: StaffAlert[];
  sightings: PendingSighting[];
  calls: { method: string; url: string; authorization: string | null; body?: string }[];
  fail?: { url: string; status: number; body: string };
}
let server: Server;

function json(status: number, body: unknown) {
  return new Response(typeof body === "string" ? body : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

beforeEach(() => {
  server = { alerts: [], sightings: [], calls: [] };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const headers = new Headers(init.headers);
      server.calls.push({
        method,
        url: input,
        authorization: headers.get("authorization"),
        body: init.body as string | undefined,
      });
      if (server.fail && input === server.fail.url) return json(server.fail.status, server.fail.body);
      if (input === "/api/moderation/unlock") {
        const { code } = JSON.parse(String(init.body));
        return code === CODE
          ? json(200, {
              token: TOKEN,
              expiresAt: "2025-05-01T14:00:00Z",
              staff: { id: 2, username: "mod", role: "moderator" },
            })
          : json(401, { message: "Invalid access code" });
      }
      if (headers.get("authorization") !== `Bearer ${TOKEN}`)
        return json(401, { message: "Sign-in required" });
      if (input === "/api/alerts?verified=false&active=true") return json(200, server.alerts);
      if (input === "/api/moderation/sightings/pending") return json(200, server.sightings);
      const verify = /^\/api\/alerts\/(\d+)\/(verify|resolve)$/.exec(input);
      if (verify && method === "POST") {
        const id = Number(verify[1]);
        const found = server.alerts.find((a) => a.id === id)!;
        server.alerts = server.alerts.filter((a) => a.id !== id);
        return json(200, { ...found, isVerified: verify[2] === "verify" });
      }
      const sv = /^\/api\/sightings\/(\d+)\/verify$/.exec(input);
      if (sv && method === "POST") {
        server.sightings = server.sightings.filter((s) => s.id !== Number(sv[1]));
        return json(200, { id: Number(sv[1]) });
      }
      return json(404, { message: "Not found" });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderArea() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ModerationArea />
      <Toaster />
    </QueryClientProvider>,
  );
}

async function unlock() {
  fireEvent.change(screen.getByLabelText("Moderator Access Code"), { target: { value: CODE } });
  fireEvent.click(screen.getByRole("button", { name: "Verify Access" }));
  await screen.findByRole("heading", { name: "Moderator Dashboard" });
}

const toastText = async (title: string) => {
  const toast = await screen.findByText(title);
  return toast.closest("[data-testid=toast]")?.textContent ?? "";
};

describe("moderator gate", () => {
  it("refuses a wrong code with the spec's toast and stays locked", async () => {
    renderArea();
    expect(screen.getByLabelText("Moderator Access Code")).toHaveProperty("type", "password");
    fireEvent.change(screen.getByLabelText("Moderator Access Code"), { target: { value: "wrong" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify Access" }));
    expect(await toastText("Invalid access code")).toContain(
      "Please enter the correct moderator access code.",
    );
    expect(screen.queryByRole("heading", { name: "Moderator Dashboard" })).toBeNull();
    expect(server.calls.filter((c) => c.url !== "/api/moderation/unlock")).toEqual([]);
  });

  it("shows the server's wait message when wrong codes are rate limited", async () => {
    server.fail = {
      url: "/api/moderation/unlock",
      status: 429,
      body: JSON.stringify({ message: "Too many failed attempts. Please wait 15 minutes and try again." }),
    };
    renderArea();
    fireEvent.change(screen.getByLabelText("Moderator Access Code"), { target: { value: CODE } });
    fireEvent.click(screen.getByRole("button", { name: "Verify Access" }));
    expect(await toastText("Too many attempts")).toContain("Please wait 15 minutes");
  });

  it("unlocks with the right code, toasts, and sends the token as a bearer token", async () => {
    server.alerts = [alert({})];
    renderArea();
    await unlock();
    expect(await toastText("Access granted")).toContain("You now have moderator access to verify reports.");
    await screen.findByText("Ravi Singh");
    // The two queues, and each card's estimate of what verifying would send.
    await waitFor(() =>
      expect(server.calls.some((c) => c.url.includes("/distribution-preview?level="))).toBe(true),
    );
    const reads = server.calls.filter((c) => c.method === "GET");
    expect(reads.map((c) => c.url.split("?")[0]).sort()).toEqual([
      "/api/alerts",
      `/api/alerts/${server.alerts[0]!.id}/distribution-preview`,
      "/api/moderation/sightings/pending",
    ]);
    for (const call of reads) expect(call.authorization).toBe(`Bearer ${TOKEN}`);
    // Nothing is kept in browser storage: a reload relocks.
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});

describe("moderator dashboard", () => {
  it("shows every field of a pending alert and of a pending sighting, with count badges", async () => {
    server.alerts = [alert({}), alert({ id: 8, name: "Tiffany Gonsalves", circumstances: null })];
    server.sightings = [sighting({})];
    renderArea();
    await unlock();
    const card = (await screen.findAllByTestId("pending-alert"))[0]!;
    expect(screen.getByPlaceholderText("Search reports or sightings...")).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: /Pending Sightings/ }).textContent).toBe("Pending Sightings1"),
    );
    expect(screen.getByRole("tab", { name: /Pending Alerts/ }).textContent).toBe("Pending Alerts2");

    const text = card.textContent ?? "";
    for (const expected of [
      "PENDING VERIFICATION",
      "Ravi Singh",
      "Age: 12 years",
      "Last Location: Parika Stelling, East Bank Essequibo",
      "Last Seen: ",
      "Description: Short black hair, slim build.",
      "Clothing: Blue school shirt, khaki pants.",
      "Circumstances: Did not come home from school.",
      "Reported by: Indra Singh (Father)",
      "Contact: +592 655 0000",
      "Submitted: ",
    ]) {
      expect(text).toContain(expected);
    }
    expect(within(card).getByText("No photo")).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Verify & Send Alert" })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Reject" })).toBeTruthy();
    expect(screen.getAllByTestId("pending-alert")[1]!.textContent).not.toContain("Circumstances");

    fireEvent.mouseDown(screen.getByRole("tab", { name: /Pending Sightings/ }));
    const sCard = await screen.findByTestId("pending-sighting");
    const sText = sCard.textContent ?? "";
    for (const expected of [
      "SIGHTING REPORT",
      "Case #1",
      "Related to: Aaliyah Persaud, 9 years",
      "Location: Camp Street, near the Demico House",
      "Time: ",
      "Description: Saw a child in a school uniform crying near the bus stop.",
      "Reporter: Nadira Khan",
      "Contact: nadira.khan@example.gy",
      "Submitted: ",
    ]) {
      expect(sText).toContain(expected);
    }
    expect(within(sCard).getByRole("button", { name: "Verify Sighting" })).toBeTruthy();
  });

  it("shows the empty states, without count badges", async () => {
    renderArea();
    await unlock();
    expect(await screen.findByText("No pending alerts")).toBeTruthy();
    expect(screen.getByText("All reported missing person alerts have been verified.")).toBeTruthy();
    expect(screen.getByRole("tab", { name: /Pending Alerts/ }).textContent).toBe("Pending Alerts");
    fireEvent.mouseDown(screen.getByRole("tab", { name: /Pending Sightings/ }));
    expect(await screen.findByText("No pending sightings")).toBeTruthy();
    expect(screen.getByText("All reported sightings have been verified.")).toBeTruthy();
  });

  it("searches case-insensitively and says when nothing matches", async () => {
    server.alerts = [
      alert({}),
      alert({ id: 8, name: "Tiffany Gonsalves", lastLocation: "Linden, Region 10" }),
    ];
    server.sightings = [sighting({})];
    renderArea();
    await unlock();
    await screen.findByText("Ravi Singh");
    const search = screen.getByPlaceholderText("Search reports or sightings...");
    fireEvent.change(search, { target: { value: "LINDEN" } });
    expect(screen.getAllByTestId("pending-alert").map((c) => c.querySelector("h3")?.textContent)).toEqual([
      "Tiffany Gonsalves",
    ]);
    fireEvent.change(search, { target: { value: "nobody at all" } });
    expect(screen.getByText("No alerts match your search")).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole("tab", { name: /Pending Sightings/ }));
    expect(await screen.findByText("No sightings match your search")).toBeTruthy();
    fireEvent.change(search, { target: { value: "BUS STOP" } });
    expect(await screen.findByTestId("pending-sighting")).toBeTruthy();
  });

  it("verifies an alert at the level chosen on the card: calls the endpoint, toasts, and the card leaves the list", async () => {
    server.alerts = [
      alert({
        suggestedLevel: {
          level: "red",
          travelMode: "foot",
          reasons: ["Age 12: at or under the high-priority age (12)"],
        },
      }),
    ];
    renderArea();
    await unlock();
    const card = await screen.findByTestId("pending-alert");
    // The suggestion is preselected, with its reason beside it; the moderator changes both choices.
    expect(within(card).getByText("Age 12: at or under the high-priority age (12)")).toBeTruthy();
    expect(
      (within(card).getByRole("radio", { name: "Red Alert (suggested)" }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(card).getByRole("radio", { name: "Concern" }));
    fireEvent.click(within(card).getByRole("radio", { name: "In a vehicle" }));
    // The sharing policy follows the level (Concern: shared widely) until the moderator picks one.
    const policy = (name: string) => within(card).getByRole("radio", { name }) as HTMLInputElement;
    expect(policy("Share widely (suggested)").checked).toBe(true);
    fireEvent.click(within(card).getByRole("radio", { name: "Local" }));
    expect(policy("Recipients only (suggested)").checked).toBe(true);
    fireEvent.click(within(card).getByRole("radio", { name: "Concern" }));
    fireEvent.click(policy("Recipients only"));
    fireEvent.click(within(card).getByRole("button", { name: "Verify & Send Alert" }));
    expect(await toastText("Alert verified")).toContain(
      "The alert has been verified and will be distributed to subscribers.",
    );
    await screen.findByText("No pending alerts");
    const post = server.calls.find((c) => c.method === "POST" && c.url === "/api/alerts/7/verify")!;
    expect(post.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(post.body!)).toEqual({
      level: "concern",
      travelMode: "vehicle",
      sharingPolicy: "recipients_only",
    });
  });

  it("rejects an alert through the resolve endpoint", async () => {
    server.alerts = [alert({})];
    renderArea();
    await unlock();
    fireEvent.click(await screen.findByRole("button", { name: "Reject" }));
    expect(await toastText("Alert resolved")).toContain("The alert has been marked as resolved.");
    expect(server.calls.some((c) => c.method === "POST" && c.url === "/api/alerts/7/resolve")).toBe(true);
  });

  it("verifies a sighting", async () => {
    server.sightings = [sighting({})];
    renderArea();
    await unlock();
    fireEvent.mouseDown(screen.getByRole("tab", { name: /Pending Sightings/ }));
    fireEvent.click(await screen.findByRole("button", { name: "Verify Sighting" }));
    expect(await toastText("Sighting verified")).toContain(
      "The sighting has been verified and will be visible to the community.",
    );
    await screen.findByText("No pending sightings");
  });

  it("shows the spec's error toasts with the server's message", async () => {
    server.alerts = [alert({})];
    server.sightings = [sighting({})];
    renderArea();
    await unlock();
    server.fail = {
      url: "/api/alerts/7/verify",
      status: 409,
      body: JSON.stringify({ message: "Already closed" }),
    };
    fireEvent.click(await screen.findByRole("button", { name: "Verify & Send Alert" }));
    expect(await toastText("Error verifying alert")).toContain("Already closed");
    server.fail = { url: "/api/alerts/7/resolve", status: 500, body: "" };
    fireEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(await toastText("Error resolving alert")).toContain("Please try again.");
    server.fail = {
      url: "/api/sightings/31/verify",
      status: 404,
      body: JSON.stringify({ message: "Sighting not found" }),
    };
    fireEvent.mouseDown(screen.getByRole("tab", { name: /Pending Sightings/ }));
    fireEvent.click(await screen.findByRole("button", { name: "Verify Sighting" }));
    expect(await toastText("Error verifying sighting")).toContain("Sighting not found");
  });

  it("locks again when the server no longer accepts the unlock, and on Lock", async () => {
    server.alerts = [alert({})];
    renderArea();
    await unlock();
    await screen.findByText("Ravi Singh");
    fireEvent.click(screen.getByRole("button", { name: "Lock" }));
    expect(await screen.findByLabelText("Moderator Access Code")).toBeTruthy();
    expect(screen.queryByText("Ravi Singh")).toBeNull();

    await unlock();
    server.fail = {
      url: "/api/alerts/7/verify",
      status: 401,
      body: JSON.stringify({ message: "Sign-in required" }),
    };
    fireEvent.click(await screen.findByRole("button", { name: "Verify & Send Alert" }));
    await waitFor(() => expect(screen.getByLabelText("Moderator Access Code")).toBeTruthy());
  });
});

describe("search rules", () => {
  it("matches alerts on name or last location, sightings on location or description", () => {
    const alerts = [
      alert({ name: "Ravi Singh", lastLocation: "Parika" }),
      alert({ id: 9, name: "Amy", lastLocation: "Linden" }),
    ];
    expect(filterAlerts(alerts, "ravi").map((a) => a.name)).toEqual(["Ravi Singh"]);
    expect(filterAlerts(alerts, "  LINDEN ").map((a) => a.name)).toEqual(["Amy"]);
    expect(filterAlerts(alerts, "school shirt")).toEqual([]); // clothing is not searched
    expect(filterAlerts(alerts, "")).toHaveLength(2);
    const sightings = [sighting({}), sighting({ id: 32, location: "Lethem", description: "Near the river" })];
    expect(filterSightings(sightings, "camp street").map((s) => s.id)).toEqual([31]);
    expect(filterSightings(sightings, "RIVER").map((s) => s.id)).toEqual([32]);
    expect(filterSightings(sightings, "Nadira")).toEqual([]); // reporter is not searched
  });
});
