import { COUNT_POLL_MS, COUNT_REFETCH_MS } from "@shared/constants";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";
import { SubscriberCountSection } from "./SubscriberCountSection";
import { formatCount, formatProgress, goalProgress, supportiveLine } from "./supporters";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const supporters = [
  { id: 3, name: "Keisha Chung", profilePhotoUrl: "/api/photos/k", location: "Georgetown, Guyana" },
  { id: 2, name: "Marco Diaz", profilePhotoUrl: null, location: "Toronto, Canada" },
  { id: 1, name: "vishnu", profilePhotoUrl: null, location: null },
];

describe("subscriber count section", () => {
  it("shows loading states, then the count, the capped progress and the supporters newest first", async () => {
    let release: () => void = () => {};
    stubApi({
      "GET /api/subscribers/count": () => new Promise((r) => (release = () => r(json({ count: 75_000 })))),
      "GET /api/subscribers": () => json(supporters),
    });
    renderWithClient(<SubscriberCountSection />);
    expect(screen.getByTestId("subscriber-count").textContent).toBe("Loading...");
    expect(screen.getByText("Loading supporters...")).toBeTruthy();
    act(() => release());
    expect(await screen.findByText("75,000")).toBeTruthy();
    const bar = screen.getByRole("progressbar");
    expect(bar.getAttribute("aria-valuenow")).toBe("100");
    expect(screen.getByTestId("subscriber-progress").style.width).toContain("100%");
    expect(screen.getByRole("link", { name: "Subscribe Now" }).getAttribute("href")).toBe("/subscribe");

    const items = within(await screen.findByTestId("recent-supporters")).getAllByRole("listitem");
    expect(items.map((li) => li.querySelector("[data-testid=supporter-name]")?.textContent)).toEqual([
      "Keisha Chung",
      "Marco Diaz",
      "vishnu",
    ]);
    expect(items[0]!.querySelector("img")?.getAttribute("src")).toBe("/api/photos/k");
    expect(items[1]!.textContent).toContain("M");
    expect(items[2]!.textContent).toContain("V");
    expect(items[0]!.textContent).toContain("Proud to help keep Guyana's children safe");
    expect(items[1]!.textContent).toContain("Helping bring missing children home");
  });

  it("shows 'Be the first to subscribe!' with no subscribers", async () => {
    stubApi({
      "GET /api/subscribers/count": () => json({ count: 0 }),
      "GET /api/subscribers": () => json([]),
    });
    renderWithClient(<SubscriberCountSection />);
    expect(await screen.findByText("Be the first to subscribe!")).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("0");
  });

  it("polls every 10 s, re-fetches every 30 s and on the refresh button", async () => {
    vi.useFakeTimers();
    const { calls } = stubApi({
      "GET /api/subscribers/count": () => json({ count: 12 }),
      "GET /api/subscribers": () => json([]),
    });
    renderWithClient(<SubscriberCountSection />);
    const countCalls = () => calls.filter((c) => c.url === "/api/subscribers/count").length;
    const listCalls = () => calls.filter((c) => c.url === "/api/subscribers").length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(countCalls()).toBe(1);
    expect(listCalls()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(COUNT_POLL_MS);
    });
    expect(countCalls()).toBe(2);
    expect(listCalls()).toBe(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(COUNT_REFETCH_MS - COUNT_POLL_MS);
    });
    // Polls at 20 s and 30 s, plus the 30 s re-fetch.
    expect(countCalls()).toBeGreaterThanOrEqual(4);
    const before = countCalls();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Refresh subscriber count" }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(countCalls()).toBe(before + 1);
  });
});

describe("supporter helpers", () => {
  it("writes counts with thousands separators", () => {
    expect([0, 7, 999, 1000, 12_345, 1_234_567, -4321].map(formatCount)).toEqual([
      "0",
      "7",
      "999",
      "1,000",
      "12,345",
      "1,234,567",
      "-4,321",
    ]);
  });

  it("caps progress at 100% and never shows a young network as 0.0%", () => {
    expect(goalProgress(25_000)).toBe(50);
    expect(goalProgress(50_000)).toBe(100);
    expect(goalProgress(1_000_000)).toBe(100);
    expect(goalProgress(-3)).toBe(0);
    expect(formatProgress(goalProgress(18))).toBe("0.04%");
    expect(formatProgress(50)).toBe("50%");
  });

  it("gives a different line when the location mentions Guyana", () => {
    expect(supportiveLine("Linden, guyana")).not.toBe(supportiveLine("London, UK"));
    expect(supportiveLine(null)).toBe(supportiveLine("London, UK"));
  });
});
