import type { DrillSummary, DrillsResponse } from "@shared/drills";
import type { ChannelReach } from "@shared/time-to-alert";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";
import { Drills } from "./Drills";

afterEach(() => vi.unstubAllGlobals());

const reach = (channel: ChannelReach["channel"], over: Partial<ChannelReach> = {}): ChannelReach => ({
  channel,
  recipients: 0,
  reached: 0,
  failed: 0,
  firstMessageSeconds: null,
  reach90Seconds: null,
  ...over,
});

const running: DrillSummary = {
  id: 41,
  startedAt: "2026-05-05T14:00:00.000Z",
  endedAt: null,
  startedBy: "admin",
  capMessages: [{ msgType: "Alert", sent: "2026-05-05T14:00:00.000Z", file: "41-1.xml" }],
  reach: [
    reach("any", { recipients: 120, reached: 118, failed: 2, firstMessageSeconds: 3, reach90Seconds: 42 }),
    reach("sms", { recipients: 100, reached: 98, failed: 2, firstMessageSeconds: 3, reach90Seconds: 190 }),
    reach("whatsapp"),
    reach("email", { recipients: 20, reached: 20, firstMessageSeconds: 5, reach90Seconds: 9 }),
    reach("push"),
  ],
};

describe("Drills", () => {
  it("shows a running drill's reach and time to alert, and sends its test Update and its end", async () => {
    let current: DrillsResponse = { optedIn: 120, drills: [running] };
    const { calls } = stubApi({
      "GET /api/admin/stats": () =>
        json({ providers: [{ channel: "email", provider: "log", configured: false }] }),
      "GET /api/admin/drills": () => json(current),
      "POST /api/admin/drills/41/update": () => {
        current = {
          ...current,
          drills: [
            {
              ...running,
              capMessages: [
                ...running.capMessages,
                { msgType: "Update", sent: running.startedAt, file: "41-2.xml" },
              ],
            },
          ],
        };
        return json(current.drills[0]);
      },
    });
    renderWithClient(<Drills />);
    const card = await screen.findByTestId("drill-41");
    expect(screen.getByTestId("drill-opted-in").textContent).toBe("120 subscribers opted in to the drills.");
    expect(within(card).getByText("(running)")).toBeTruthy();
    const sms = within(screen.getByTestId("drill-reach-sms")).getAllByRole("cell");
    expect(sms.map((c) => c.textContent)).toEqual(["98 of 100", "2", "3 s", "3 min 10 s"]);
    // E-mail has no provider here: it was logged, not sent.
    expect(
      await within(screen.getByTestId("drill-reach-email")).findByText("(logged, not sent)"),
    ).toBeTruthy();
    expect(within(screen.getByTestId("drill-reach-sms")).queryByText("(logged, not sent)")).toBeNull();
    expect(within(card).getByRole("link", { name: "Alert" }).getAttribute("href")).toBe(
      "/api/cap/messages/41-1.xml",
    );
    // One drill at a time.
    expect((screen.getByRole("button", { name: "Run a drill" }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(within(card).getByRole("button", { name: "Send the test Update" }));
    expect(await within(card).findByRole("link", { name: "Update" })).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual([
      "/api/admin/drills/41/update",
    ]);
    expect(within(card).getByRole("button", { name: "End the drill" })).toBeTruthy();
  });

  it("asks before running a drill, then starts it", async () => {
    let current: DrillsResponse = { optedIn: 1, drills: [] };
    const { calls } = stubApi({
      "GET /api/admin/drills": () => json(current),
      "POST /api/admin/drills": () => {
        current = { ...current, drills: [running] };
        return json(running, 201);
      },
    });
    renderWithClient(<Drills />);
    expect(await screen.findByText("No drill yet")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Run a drill" }));
    const dialog = await screen.findByRole("dialog", { name: "Run a drill?" });
    expect(dialog.textContent).toContain("the 1 subscriber who asked for the drills");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send the TEST alert" }));
    expect(await screen.findByTestId("drill-41")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual(["/api/admin/drills"]);
  });
});
