import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";
import { StaleCasesCount, StaleCasesList } from "./StaleCases";

const TOKEN = "t".repeat(43);
const quiet = {
  staleAfterDays: 14,
  cases: [
    {
      id: 12,
      name: "Ravi Singh",
      age: 12,
      lastLocation: "Parika Stelling, East Bank Essequibo",
      lastUpdateAt: "2025-05-01T08:00:00.000Z",
      daysSinceUpdate: 16,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe("quiet cases ('still missing?')", () => {
  it("lists a quiet case with its count; 'Still missing' records the check with the moderator's token", async () => {
    const { calls } = stubApi({
      "GET /api/cases/stale": () => json(quiet),
      "POST /api/alerts/12/confirm-missing": () => json({ id: 12 }),
    });
    renderWithClient(
      <>
        <StaleCasesCount token={TOKEN} />
        <StaleCasesList token={TOKEN} />
      </>,
    );
    const card = await screen.findByTestId("stale-case");
    expect(within(card).getByText("Ravi Singh, 12")).toBeTruthy();
    expect(within(card).getByText(/16 days ago/)).toBeTruthy();
    expect(screen.getByTestId("stale-cases-badge").textContent).toBe("1");
    fireEvent.click(within(card).getByRole("button", { name: "Still missing" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    const post = calls.find((c) => c.method === "POST")!;
    expect(post.url).toBe("/api/alerts/12/confirm-missing");
    expect(post.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(await screen.findByText("Ravi Singh: checked today.")).toBeTruthy();
  });

  it("shows the empty state, and no badge, when every case is fresh", async () => {
    stubApi({ "GET /api/cases/stale": () => json({ staleAfterDays: 14, cases: [] }) });
    renderWithClient(
      <>
        <StaleCasesCount />
        <StaleCasesList />
      </>,
    );
    expect(await screen.findByText("No quiet cases")).toBeTruthy();
    expect(screen.getByText("Every active alert has had an update in the last 14 days.")).toBeTruthy();
    expect(screen.queryByTestId("stale-cases-badge")).toBeNull();
  });

  it("shows the loading state, then the server's reason when the list cannot be loaded", async () => {
    stubApi({ "GET /api/cases/stale": () => json({ message: "Sign-in required" }, 401) });
    renderWithClient(<StaleCasesList />);
    expect(screen.getByText("Loading quiet cases...")).toBeTruthy();
    expect(await screen.findByText("Could not load quiet cases")).toBeTruthy();
    expect(screen.getByText("Sign-in required")).toBeTruthy();
  });
});

describe("closing a case", () => {
  it("asks for the outcome, then posts it with the note and reports success", async () => {
    const { calls } = stubApi({
      "GET /api/cases/stale": () => json(quiet),
      "POST /api/alerts/12/close": () => json({ id: 12, isActive: false }),
    });
    renderWithClient(<StaleCasesList token={TOKEN} />);
    fireEvent.click(await screen.findByRole("button", { name: "Close case" }));
    const dialog = await screen.findByRole("dialog", { name: "Close the case of Ravi Singh" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Close case" }));
    expect(await within(dialog).findByText("Please choose how the case ended")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole("radio", { name: /Found safe/ }));
    fireEvent.change(within(dialog).getByLabelText(/Staff note/), {
      target: { value: " Home with his aunt. " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Close case" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    const post = calls.find((c) => c.method === "POST")!;
    expect(post.body).toEqual({ outcome: "found_safe", note: "Home with his aunt." });
    expect(post.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(await screen.findByText("Case closed")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("keeps the dialog open with the server's reason when closing fails", async () => {
    stubApi({
      "GET /api/cases/stale": () => json(quiet),
      "POST /api/alerts/12/close": () => json({ message: "This alert is already closed" }, 409),
    });
    renderWithClient(<StaleCasesList token={TOKEN} />);
    fireEvent.click(await screen.findByRole("button", { name: "Close case" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("radio", { name: /Closed for another reason/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Close case" }));
    expect(await within(dialog).findByText(/This alert is already closed/)).toBeTruthy();
  });
});
