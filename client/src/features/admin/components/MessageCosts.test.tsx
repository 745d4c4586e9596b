import type { MessageCostsResponse } from "@shared/costs";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";
import { MessageCosts } from "./MessageCosts";

afterEach(() => vi.unstubAllGlobals());

const figures = (sms: number, segments: number, whatsapp: number, cost: number) => ({
  messages: { sms, whatsapp, email: 0, push: 0 },
  smsSegments: segments,
  cost,
});

const body: MessageCostsResponse = {
  days: 90,
  from: "2026-03-12T12:00:00.000Z",
  to: "2026-06-10T12:00:00.000Z",
  currency: "USD",
  prices: { smsSegment: 0.05, whatsApp: 0.016, email: 0, push: 0 },
  total: figures(1300, 1500, 250, 79),
  byMonth: [
    { month: "2026-05", ...figures(100, 100, 0, 5) },
    { month: "2026-06", ...figures(1200, 1400, 250, 74) },
  ],
  byAlert: [
    {
      alertId: 12,
      name: "Aaliyah Persaud",
      isDrill: false,
      firstSentAt: "2026-06-08T15:00:00.000Z",
      ...figures(1200, 1400, 250, 74),
    },
    {
      alertId: 9,
      name: "TEST - this is a drill",
      isDrill: true,
      firstSentAt: "2026-05-20T10:00:00.000Z",
      ...figures(100, 100, 0, 5),
    },
  ],
};

describe("message costs in analytics", () => {
  it("shows the period's total, each month and each alert, SMS by segments", async () => {
    const { calls } = stubApi({ "GET /api/admin/costs": () => json(body) });
    renderWithClient(<MessageCosts days="90" />);
    expect((await screen.findByTestId("message-costs-total")).textContent).toBe("$79.00 USD");
    expect(calls[0]!.url).toBe("/api/admin/costs?days=90");
    const months = screen.getByRole("table", { name: "Message costs per month" });
    expect(within(months).getByRole("row", { name: /June 2026/ }).textContent).toBe(
      "June 20261,200 SMS (1,400 segments) · 250 WhatsApp$74.00",
    );
    const alerts = screen.getByRole("table", { name: "Message costs per alert" });
    expect(within(alerts).getByRole("row", { name: /#12 Aaliyah Persaud/ }).textContent).toContain("$74.00");
    expect(within(alerts).getByRole("row", { name: /#9 TEST - this is a drill \(drill\)/ }).textContent).toBe(
      "#9 TEST - this is a drill (drill)100 SMS$5.00",
    );
    expect(screen.getByText(/SMS \$0.05 a segment, WhatsApp \$0.016,/)).toBeTruthy();
  });

  it("says when nothing was sent through a provider", async () => {
    stubApi({
      "GET /api/admin/costs": () =>
        json({
          ...body,
          total: figures(0, 0, 0, 0),
          byMonth: [],
          byAlert: [],
        } satisfies MessageCostsResponse),
    });
    renderWithClient(<MessageCosts days="30" />);
    expect(await screen.findByText("No message was sent through a provider in this period.")).toBeTruthy();
  });
});
