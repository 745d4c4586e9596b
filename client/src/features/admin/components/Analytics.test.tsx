import type { AnalyticsResponse } from "@shared/admin";
import type { ChannelProviderStatus } from "@shared/notifications";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";
import { Analytics, analyticsCsv } from "./Analytics";
import { ProviderNotice } from "./ProviderNotice";

afterEach(() => vi.unstubAllGlobals());

const perDay = [{ day: "2025-06-15", count: 0 }];
const provider = (channel: "sms" | "whatsapp" | "email", configured: boolean): ChannelProviderStatus => ({
  channel,
  provider: configured ? (channel === "email" ? "smtp" : "twilio") : "log",
  configured,
});

function figures(notifications: Partial<AnalyticsResponse["notifications"]>): AnalyticsResponse {
  return {
    days: 30,
    from: "2025-05-16T12:00:00.000Z",
    to: "2025-06-15T12:00:00.000Z",
    reports: {
      total: 0,
      approved: 0,
      denied: 0,
      pending: 0,
      approvedRate: 0,
      avgReviewHours: null,
      perDay,
      byLevel: [
        { level: "red", count: 2 },
        { level: "concern", count: 5 },
        { level: "local", count: 0 },
      ],
    },
    subscribers: { total: 0, newInPeriod: 0, inactive: 0, perDay },
    notifications: {
      totalSent: 0,
      byChannel: [],
      providers: [],
      deliveryRate: null,
      avgSecondsToSend: null,
      perDay,
      ...notifications,
    },
  };
}

async function openMetrics(a: AnalyticsResponse) {
  stubApi({ "GET /api/admin/analytics": () => json(a) });
  renderWithClient(<Analytics />);
  await userEvent.click(await screen.findByRole("tab", { name: "Notification Metrics" }));
  return screen.getByRole("tabpanel");
}

describe("Notification Metrics", () => {
  it("counts only what a provider sent, shows logged messages apart and says which channel has no provider", async () => {
    const panel = await openMetrics(
      figures({
        totalSent: 2,
        byChannel: [
          { channel: "sms", sent: 0, delivered: 0, failed: 0, logged: 10 },
          { channel: "whatsapp", sent: 0, delivered: 0, failed: 0, logged: 5 },
          { channel: "email", sent: 2, delivered: 0, failed: 0, logged: 0 },
        ],
        providers: [provider("sms", false), provider("whatsapp", false), provider("email", true)],
      }),
    );
    expect(within(panel).getByTestId("figure-Total Sent").textContent).toBe("2");
    expect(
      within(panel).getByText(
        "SMS: 0 sent, 10 logged (not sent) · WhatsApp: 0 sent, 5 logged (not sent) · E-mail: 2 sent",
      ),
    ).toBeTruthy();
    const notice = within(panel).getByRole("region", { name: "Notification providers" });
    expect(
      within(notice).getByText("SMS: no provider configured — messages are logged, not sent"),
    ).toBeTruthy();
    expect(
      within(notice).getByText("WhatsApp: no provider configured — messages are logged, not sent"),
    ).toBeTruthy();
    expect(within(notice).queryByText(/E-mail/)).toBeNull();
  });

  it("shows no notice when every channel has a provider", async () => {
    const panel = await openMetrics(
      figures({
        totalSent: 3,
        byChannel: [{ channel: "sms", sent: 3, delivered: 2, failed: 0, logged: 0 }],
        providers: [provider("sms", true), provider("whatsapp", true), provider("email", true)],
      }),
    );
    expect(within(panel).getByTestId("figure-Total Sent").textContent).toBe("3");
    expect(within(panel).queryByRole("region", { name: "Notification providers" })).toBeNull();
  });

  it("exports logged messages apart from sent ones", () => {
    const csv = analyticsCsv(
      figures({ byChannel: [{ channel: "sms", sent: 0, delivered: 0, failed: 0, logged: 4 }] }),
    );
    expect(csv).toContain("Sent by sms,0\r\n");
    expect(csv).toContain("Logged by sms (no provider configured; not sent),4\r\n");
  });
});

describe("Missing Reports", () => {
  it("counts the verified reports by level, under the names the admin gave the levels", async () => {
    const levels = {
      red: { name: "Urgent", colour: "#7f1d1d", startRadiusKm: { youngChildFoot: 3, foot: 8, vehicle: 25 } },
      concern: {
        name: "Concern",
        colour: "#c2410c",
        startRadiusKm: { youngChildFoot: 2, foot: 5, vehicle: 15 },
      },
      local: { name: "Nearby", colour: "#fde68a", startRadiusKm: { youngChildFoot: 1, foot: 2, vehicle: 5 } },
    };
    stubApi({
      "GET /api/admin/analytics": () => json(figures({})),
      "GET /api/admin/settings": () =>
        json({ notifications: { levels }, updatedAt: null, updatedById: null }),
    });
    renderWithClient(<Analytics />);
    const byLevel = await screen.findByTestId("analytics-by-level");
    await within(byLevel).findByText("Urgent");
    expect(
      within(byLevel)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Alert level: Urgent2", "Alert level: Concern5", "Alert level: Nearby0"]);
    // A light colour gets dark text.
    expect(within(byLevel).getByText("Nearby").closest("span")!.style.color).toBe("rgb(17, 24, 39)");
    expect(analyticsCsv(figures({}))).toContain("Verified at level Red Alert,2\r\n");
  });
});

describe("the dashboard's provider notice", () => {
  it("lists the channels without a provider, and nothing when all are configured", () => {
    const { rerender } = render(
      <ProviderNotice
        providers={[provider("sms", true), provider("whatsapp", false), provider("email", false)]}
      />,
    );
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "WhatsApp: no provider configured — messages are logged, not sent",
      "E-mail: no provider configured — messages are logged, not sent",
    ]);
    rerender(<ProviderNotice providers={[provider("sms", true)]} />);
    expect(screen.queryByTestId("provider-notice")).toBeNull();
    rerender(<ProviderNotice providers={undefined} />);
    expect(screen.queryByTestId("provider-notice")).toBeNull();
  });
});
