import type { SearchAreaView } from "@shared/levels";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";
import { SearchAreaPanel } from "./SearchAreaPanel";

const TOKEN = "t".repeat(43);
const reach = (sms: number, whatsapp: number, email: number, push: number) => ({
  sms,
  whatsapp,
  email,
  push,
});

/** A Red case on foot verified at 14:00 Guyana time: its first ring ran, the next is due at 14:30. */
function area(overrides: Partial<SearchAreaView> = {}): SearchAreaView {
  return {
    alertId: 7,
    level: "red",
    travelMode: "foot",
    state: "growing",
    nextStepAt: "2026-11-25T18:30:00.000Z",
    circles: [
      {
        id: 1,
        source: "last_seen",
        sightingId: null,
        label: "Stabroek Market",
        latitude: 6.8054,
        longitude: -58.1608,
        radiusKm: 3,
        startedAt: "2026-11-25T17:30:00.000Z",
      },
    ],
    rings: [
      {
        seq: 1,
        circleId: 1,
        kind: "start",
        radiusKm: 3,
        dueAt: "2026-11-25T18:00:00.000Z",
        status: "done",
        ranAt: "2026-11-25T18:00:02.000Z",
        reached: reach(4, 1, 2, 0),
      },
      {
        seq: 2,
        circleId: 1,
        kind: "scheduled",
        radiusKm: 6,
        dueAt: "2026-11-25T18:30:00.000Z",
        status: "scheduled",
        ranAt: null,
        reached: reach(0, 0, 0, 0),
      },
    ],
    ...overrides,
  };
}

/** The area once "Expand now" ran the second ring early. */
const expanded = area({
  nextStepAt: "2026-11-25T19:30:00.000Z",
  rings: [
    area().rings[0]!,
    {
      ...area().rings[1]!,
      kind: "expanded",
      status: "done",
      ranAt: "2026-11-25T18:10:00.000Z",
      reached: reach(7, 0, 3, 1),
    },
    {
      seq: 3,
      circleId: 1,
      kind: "scheduled",
      radiusKm: 12,
      dueAt: "2026-11-25T19:30:00.000Z",
      status: "scheduled",
      ranAt: null,
      reached: reach(0, 0, 0, 0),
    },
  ],
});

afterEach(() => vi.unstubAllGlobals());

const rowTexts = () =>
  screen
    .getAllByTestId("ring-row")
    .map((row) => [
      row.getAttribute("data-status"),
      within(row).getByTestId("reach-sms").textContent,
      within(row).getByTestId("reach-total").textContent,
    ]);

describe("SearchAreaPanel", () => {
  it("shows the level, the next step's time, each ring's time and reach by channel", async () => {
    const { calls } = stubApi({ "GET /api/alerts/7/search-area": () => json(area()) });
    renderWithClient(<SearchAreaPanel alertId={7} token={TOKEN} />);
    const panel = await screen.findByTestId("search-area");
    expect(calls[0]!.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(within(panel).getByTestId("level-badge").textContent).toBe("Alert level: Red Alert");
    expect(within(panel).getByTestId("area-state").textContent).toBe("Growing");
    expect(within(panel).getByTestId("next-step").textContent).toBe(
      "Next step: November 25, 2026 at 2:30 PM — the area grows to 6 km",
    );
    const table = within(panel).getByRole("table", { name: "Rings and the people each reached, by channel" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Ring", "Around", "Radius", "When", "SMS", "WhatsApp", "E-mail", "Push", "Total"]);
    const [first, second] = within(table).getAllByTestId("ring-row");
    expect(within(first!).getByRole("rowheader").textContent).toBe("1 · First area");
    expect(first!.textContent).toContain("Reached November 25, 2026 at 2:00 PM");
    expect(second!.textContent).toContain("Due November 25, 2026 at 2:30 PM");
    expect(rowTexts()).toEqual([
      ["done", "4", "7"],
      ["scheduled", "—", "—"],
    ]);
    // The map draws the ring that ran and the next one.
    await waitFor(() => expect(within(panel).getByTestId("map").getAttribute("data-circle-count")).toBe("2"));
  });

  it("Expand now shows its progress, then the new ring's counts", async () => {
    let answer = area();
    let release: () => void = () => {};
    const { calls } = stubApi({
      "GET /api/alerts/7/search-area": () => json(answer),
      "POST /api/alerts/7/search-area/expand": async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        answer = expanded;
        return json(expanded);
      },
    });
    renderWithClient(<SearchAreaPanel alertId={7} token={TOKEN} />);
    fireEvent.click(await screen.findByRole("button", { name: "Expand now" }));
    expect((await screen.findByRole("button", { name: "Expanding..." })).hasAttribute("disabled")).toBe(true);
    expect((screen.getByRole("button", { name: "Pause growth" }) as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() =>
      expect(rowTexts()).toEqual([
        ["done", "4", "7"],
        ["done", "7", "11"],
        ["scheduled", "—", "—"],
      ]),
    );
    expect(screen.getByTestId("next-step").textContent).toContain("the area grows to 12 km");
    expect(await screen.findByText("Area expanded")).toBeTruthy();
    const post = calls.find((c) => c.method === "POST")!;
    expect(post.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it("stops growth only after the confirmation, and says when an action fails", async () => {
    const { calls } = stubApi({
      "GET /api/alerts/7/search-area": () => json(area()),
      "POST /api/alerts/7/search-area/stop": () => json({ message: "The case is closed" }, 409),
    });
    renderWithClient(<SearchAreaPanel alertId={7} />);
    fireEvent.click(await screen.findByRole("button", { name: "Stop growth" }));
    const dialog = await screen.findByRole("dialog", { name: "Stop the area's growth?" });
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Stop growth" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Stop the area's growth?" })).getByRole("button", {
        name: "Stop growth",
      }),
    );
    expect((await screen.findByTestId("area-action-error")).textContent).toBe(
      "Could not stop the growth: The case is closed",
    );
    // An admin's call: the session cookie, no bearer token.
    expect(calls.find((c) => c.method === "POST")!.headers.Authorization).toBeUndefined();
  });

  it("offers Resume for a paused area, and no step while it is paused", async () => {
    let answer = area({ state: "paused", nextStepAt: null });
    stubApi({
      "GET /api/alerts/7/search-area": () => json(answer),
      "POST /api/alerts/7/search-area/resume": () => {
        answer = area();
        return json(answer);
      },
    });
    renderWithClient(<SearchAreaPanel alertId={7} />);
    expect((await screen.findByTestId("next-step")).textContent).toBe(
      "No step is due while growth is paused.",
    );
    expect(screen.queryByRole("button", { name: "Pause growth" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Resume growth" }));
    expect(await screen.findByRole("button", { name: "Pause growth" })).toBeTruthy();
    expect(screen.getByTestId("area-state").textContent).toBe("Growing");
  });

  it("changes the level and travel mode through PUT /level", async () => {
    let answer = area();
    const { calls } = stubApi({
      "GET /api/alerts/7/search-area": () => json(answer),
      "PUT /api/alerts/7/level": () => {
        answer = area({ level: "concern", travelMode: "vehicle" });
        return json(answer);
      },
    });
    renderWithClient(<SearchAreaPanel alertId={7} />);
    await screen.findByTestId("search-area");
    const change = screen.getByRole("button", { name: "Change level" }) as HTMLButtonElement;
    expect(change.disabled).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "Concern" }));
    fireEvent.click(screen.getByRole("radio", { name: "In a vehicle" }));
    fireEvent.click(change);
    expect(await screen.findByText("The case is now Concern.")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")!.body).toEqual({ level: "concern", travelMode: "vehicle" });
    expect(screen.getByTestId("level-badge").textContent).toBe("Alert level: Concern");
  });
});
