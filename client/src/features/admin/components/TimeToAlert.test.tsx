import type { AnalyticsResponse } from "@shared/admin";
import type { ChannelTimeToAlert, DurationFigure, TimeToAlertResponse } from "@shared/time-to-alert";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";
import { Analytics } from "./Analytics";
import { TimeToAlert } from "./TimeToAlert";

afterEach(() => vi.unstubAllGlobals());

const none: DurationFigure = { median: null, worst: null, worstAlertId: null, cases: 0 };
const fig = (median: number, worst: number, worstAlertId: number, cases = 2): DurationFigure => ({
  median,
  worst,
  worstAlertId,
  cases,
});
const channel = (name: ChannelTimeToAlert["channel"], over: Partial<ChannelTimeToAlert> = {}) => ({
  channel: name,
  firstMessage: none,
  reach90: none,
  notReached: 0,
  ...over,
});

const times: TimeToAlertResponse = {
  days: 30,
  from: "2025-05-16T12:00:00.000Z",
  to: "2025-06-15T12:00:00.000Z",
  cases: 2,
  reportToVerified: fig(1_500, 7_500, 12),
  channels: [
    channel("any", { firstMessage: fig(4, 9, 12), reach90: fig(42, 190, 12) }),
    channel("sms", { firstMessage: fig(4, 9, 12), reach90: fig(42, 190, 12), notReached: 1 }),
    channel("whatsapp"),
    channel("email", { firstMessage: fig(60, 60, 7, 1) }),
    channel("push"),
  ],
};

describe("Time to alert", () => {
  it("shows the medians and worst cases in seconds or minutes, per channel", async () => {
    stubApi({ "GET /api/admin/time-to-alert": () => json(times) });
    renderWithClient(
      <TimeToAlert days="30" providers={[{ channel: "sms", provider: "log", configured: false }]} />,
    );
    const report = await screen.findByTestId("time-to-alert-report");
    expect(report.textContent).toBe("Report to verified: 25 min (worst 2 h 5 min, #12) · 2 cases");
    const sms = screen.getByTestId("time-to-alert-sms");
    const [first, reach] = within(sms).getAllByRole("cell");
    expect(first!.textContent).toBe("4 s (worst 9 s, #12)");
    expect(reach!.textContent).toBe("42 s (worst 3 min 10 s, #12)not reached in 1 case");
    // SMS has no provider here: its times are of messages logged, not sent.
    expect(within(sms).getByRole("rowheader").textContent).toBe("SMS(logged, not sent)");
    const whatsapp = within(screen.getByTestId("time-to-alert-whatsapp")).getAllByRole("cell");
    expect(whatsapp.map((c) => c.textContent)).toEqual(["—", "—"]);
    expect(within(screen.getByTestId("time-to-alert-any")).getAllByRole("cell")[0]!.textContent).toBe(
      "4 s (worst 9 s, #12)",
    );
  });

  it("says when no case was sent in the period", async () => {
    stubApi({
      "GET /api/admin/time-to-alert": () =>
        json({
          ...times,
          cases: 0,
          reportToVerified: none,
          channels: times.channels.map((c) => channel(c.channel)),
        }),
    });
    renderWithClient(<TimeToAlert days="7" />);
    expect(await screen.findByText("No case was verified and sent in this period.")).toBeTruthy();
    expect(screen.getByText("(last 7 days, medians)")).toBeTruthy();
  });

  it("puts Avg. Time to Notify in seconds, not minutes, and the times per channel beside it", async () => {
    const perDay = [{ day: "2025-06-15", count: 0 }];
    const analytics: AnalyticsResponse = {
      days: 30,
      from: times.from,
      to: times.to,
      reports: {
        total: 1,
        approved: 1,
        denied: 0,
        pending: 0,
        approvedRate: 100,
        avgReviewHours: 0.4,
        perDay,
        byLevel: [],
      },
      subscribers: { total: 1, newInPeriod: 1, inactive: 0, perDay },
      notifications: {
        totalSent: 3,
        byChannel: [],
        providers: [],
        deliveryRate: null,
        avgSecondsToSend: 42,
        perDay,
      },
    };
    const { calls } = stubApi({
      "GET /api/admin/analytics": () => json(analytics),
      "GET /api/admin/time-to-alert": () => json(times),
    });
    renderWithClient(<Analytics />);
    await userEvent.click(await screen.findByRole("tab", { name: "Notification Metrics" }));
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByTestId("figure-Avg. Time to Notify").textContent).toBe("42 s");
    await within(panel).findByTestId("time-to-alert-sms");
    expect(calls.some((c) => c.url === "/api/admin/time-to-alert?days=30")).toBe(true);
  });
});
