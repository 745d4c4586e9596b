import { DEMO_POPUP_GAP_MS, DEMO_POPUP_VISIBLE_MS } from "@shared/constants";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEMO_ALERTS, DISMISSED_DEMO_ALERTS_KEY } from "../demo-alerts";
import { DemoAlertPopup } from "./DemoAlertPopup";

const shownName = () => screen.queryByTestId("demo-alert-name")?.textContent ?? null;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe("demo alert popup", () => {
  it("shows each of the 4 samples for 8 s, the next 0.5 s later, and cycles", () => {
    render(<DemoAlertPopup />);
    expect(shownName()).toBeNull();
    advance(DEMO_POPUP_GAP_MS);
    const seen: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const name = shownName();
      expect(name).not.toBeNull();
      seen.push(name!);
      advance(DEMO_POPUP_VISIBLE_MS - 1);
      expect(shownName()).toBe(name);
      advance(1);
      expect(shownName()).toBeNull();
      advance(DEMO_POPUP_GAP_MS - 1);
      expect(shownName()).toBeNull();
      advance(1);
    }
    const names = DEMO_ALERTS.map((a) => `${a.name}, ${a.age}`);
    expect(seen).toEqual([...names, names[0]]);
  });

  it("has a REPORT button and a dismiss button; a dismissed sample is stored and never shown again", () => {
    const { unmount } = render(<DemoAlertPopup />);
    advance(DEMO_POPUP_GAP_MS);
    expect(screen.getByRole("link", { name: "REPORT" })).toHaveProperty(
      "href",
      expect.stringMatching(/\/report$/),
    );
    fireEvent.click(screen.getByRole("button", { name: `Dismiss sample alert for ${DEMO_ALERTS[0]!.name}` }));
    expect(shownName()).toBeNull();
    expect(JSON.parse(localStorage.getItem(DISMISSED_DEMO_ALERTS_KEY)!)).toEqual([DEMO_ALERTS[0]!.id]);
    advance(DEMO_POPUP_GAP_MS);
    expect(shownName()).toBe(`${DEMO_ALERTS[1]!.name}, ${DEMO_ALERTS[1]!.age}`);
    unmount();

    // A new visit (reload) starts with the next sample and never shows the dismissed one.
    render(<DemoAlertPopup />);
    const seen = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      advance(DEMO_POPUP_GAP_MS);
      seen.add(shownName()!);
      advance(DEMO_POPUP_VISIBLE_MS);
    }
    expect(seen).toEqual(new Set(DEMO_ALERTS.slice(1).map((a) => `${a.name}, ${a.age}`)));
  });

  it("removes the popup and its floating button once all 4 are dismissed", () => {
    render(<DemoAlertPopup />);
    expect(screen.getByTestId("demo-alert-toggle")).toBeTruthy();
    for (const alert of DEMO_ALERTS) {
      advance(DEMO_POPUP_GAP_MS);
      fireEvent.click(screen.getByRole("button", { name: `Dismiss sample alert for ${alert.name}` }));
    }
    expect(screen.queryByTestId("demo-alert")).toBeNull();
    expect(screen.queryByTestId("demo-alert-toggle")).toBeNull();
    advance(60_000);
    expect(screen.queryByTestId("demo-alert")).toBeNull();
  });

  it("stays hidden on a visit after all were dismissed", () => {
    localStorage.setItem(DISMISSED_DEMO_ALERTS_KEY, JSON.stringify(DEMO_ALERTS.map((a) => a.id)));
    const { container } = render(<DemoAlertPopup />);
    advance(10_000);
    expect(container.innerHTML).toBe("");
  });

  it("pauses and resumes with the floating button", () => {
    render(<DemoAlertPopup />);
    advance(DEMO_POPUP_GAP_MS);
    expect(shownName()).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Pause sample alerts" }));
    expect(shownName()).toBeNull();
    advance(60_000);
    expect(shownName()).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Show sample alerts" }));
    advance(DEMO_POPUP_GAP_MS);
    expect(shownName()).not.toBeNull();
  });
});
