import type { ProblemReportList, StaffProblemReport } from "@shared/problem-reports";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";
import { ProblemReportsCount, ProblemReportsQueue } from "./ProblemReportsQueue";

afterEach(() => vi.unstubAllGlobals());

const report: StaffProblemReport = {
  id: 5,
  alertId: 42,
  alertName: "Aaliyah Persaud",
  alertStatus: "approved",
  alertIsPublic: true,
  reason: "this_is_me",
  contact: "aaliyah@example.gy",
  message: "This is me, I am not missing.",
  status: "open",
  answer: null,
  answeredAt: null,
  alertTakenDownAt: null,
  closedAt: null,
  createdAt: "2026-11-20T10:00:00.000Z",
};
const list = (items: StaffProblemReport[]): ProblemReportList => ({ items, openCount: items.length });

describe("the staff queue of problem reports", () => {
  it("shows a loading state, then the empty state", async () => {
    let release: () => void = () => {};
    stubApi({ "GET /api/problem-reports": () => new Promise((r) => (release = () => r(json(list([]))))) });
    renderWithClient(<ProblemReportsQueue token="tok" />);
    expect(screen.getByRole("status").textContent).toContain("Loading problem reports...");
    release();
    expect(await screen.findByText("No open problem reports")).toBeTruthy();
  });

  it("shows an error with a retry that loads again", async () => {
    let fail = true;
    stubApi({
      "GET /api/problem-reports": () =>
        fail ? json({ message: "Database unavailable" }, 503) : json(list([report])),
    });
    const user = userEvent.setup();
    renderWithClient(<ProblemReportsQueue token="tok" />);
    expect(await screen.findByText("Could not load problem reports", {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("aaliyah@example.gy")).toBeTruthy();
  });

  it("shows each request with its alert link, reason, contact, message and date, and the badge count", async () => {
    const api = stubApi({ "GET /api/problem-reports": () => json(list([report])) });
    renderWithClient(
      <>
        <ProblemReportsCount token="tok" />
        <ProblemReportsQueue token="tok" />
      </>,
    );
    const card = await screen.findByRole("article", { name: "This is me and I am not missing" });
    expect(within(card).getByRole("link", { name: "Aaliyah Persaud (#42)" }).getAttribute("href")).toBe(
      "/alert/42",
    );
    expect(within(card).getByText("aaliyah@example.gy")).toBeTruthy();
    expect(within(card).getByText("This is me, I am not missing.")).toBeTruthy();
    expect(within(card).getByText(new Date(report.createdAt).toLocaleString())).toBeTruthy();
    expect(screen.getByLabelText("1 open problem reports").textContent).toBe("1");
    // The moderator's unlock token goes with the request.
    expect(api.calls[0]!.headers.Authorization).toBe("Bearer tok");
  });

  it("takes the alert down after a confirmation, answers and closes", async () => {
    let current = { ...report };
    const api = stubApi({
      "GET /api/problem-reports": () => json(list(current.status === "open" ? [current] : [])),
      "POST /api/problem-reports/5/take-down": () => {
        current = { ...current, alertStatus: "taken_down", alertIsPublic: false };
        return json(current);
      },
      "POST /api/problem-reports/5/answer": (_u, init) => {
        current = { ...current, answer: JSON.parse(String(init?.body)).answer };
        return json(current);
      },
      "POST /api/problem-reports/5/close": () => {
        current = { ...current, status: "closed" };
        return json(current);
      },
    });
    const user = userEvent.setup();
    renderWithClient(<ProblemReportsQueue token="tok" />);
    await user.click(await screen.findByRole("button", { name: "Take alert down" }));
    await user.click(screen.getByRole("button", { name: "Confirm: take alert down" }));
    expect(await screen.findByText("Taken down")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Take alert down" })).toBeNull();

    await user.type(screen.getByRole("textbox", { name: "Answer" }), "We have taken the alert down.");
    await user.click(screen.getByRole("button", { name: "Answer" }));
    expect(await screen.findByText("We have taken the alert down.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(await screen.findByText("No open problem reports")).toBeTruthy();
    expect(api.calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual([
      "/api/problem-reports/5/take-down",
      "/api/problem-reports/5/answer",
      "/api/problem-reports/5/close",
    ]);
  });

  it("tells the dashboard when the server no longer accepts the unlock", async () => {
    stubApi({ "GET /api/problem-reports": () => json({ message: "Sign-in required" }, 401) });
    const onAccessLost = vi.fn();
    renderWithClient(<ProblemReportsQueue token="expired" onAccessLost={onAccessLost} />);
    await vi.waitFor(() => expect(onAccessLost).toHaveBeenCalled());
  });
});
