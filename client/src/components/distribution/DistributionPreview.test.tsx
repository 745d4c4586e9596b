import type { DistributionPreview as Preview } from "@shared/distribution-preview";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../test/api";
import { DistributionPreview } from "./DistributionPreview";

afterEach(() => vi.unstubAllGlobals());

const preview = (overrides: Partial<Preview> = {}): Preview => ({
  level: "red",
  travelMode: "foot",
  sharingPolicy: "share_widely",
  sends: true,
  firstRing: { radiusKm: 8, grows: true },
  channels: [
    { channel: "sms", messages: 1200, segmentsPerMessage: 2, cost: 120 },
    { channel: "whatsapp", messages: 300, segmentsPerMessage: null, cost: 3.68 },
    { channel: "email", messages: 40, segmentsPerMessage: null, cost: 0 },
    { channel: "push", messages: 75, segmentsPerMessage: null, cost: 0 },
  ],
  totalMessages: 1615,
  totalCost: 123.68,
  currency: "USD",
  whatsApp: { limit: 250, peopleToday: 20, newPeople: 300, overLimit: 70 },
  ...overrides,
});

const choice = { level: "red", travelMode: "foot", sharingPolicy: "share_widely" } as const;

describe("the cost before sending", () => {
  it("shows the messages per channel, the segments, the estimate and the WhatsApp warning", async () => {
    const { calls } = stubApi({ "GET /api/alerts/7/distribution-preview": () => json(preview()) });
    renderWithClient(<DistributionPreview alertId={7} choice={choice} bearer="unlock-token" />);
    const panel = await screen.findByRole("region", { name: "Messages and cost if verified now" });
    const row = (label: string) => within(panel).getByRole("row", { name: new RegExp(`^${label}`) });
    expect(row("SMS").textContent).toBe("SMS1,200 (2 segments each)$120.00");
    expect(row("WhatsApp").textContent).toBe("WhatsApp300$3.68");
    expect(row("E-mail").textContent).toBe("E-mail40$0.00");
    expect(within(panel).getByTestId("distribution-preview-cost").textContent).toBe("$123.68 USD");
    expect(within(panel).getByText("Within 8 km now; more messages follow as the area grows")).toBeTruthy();
    expect(within(panel).getByRole("alert").textContent).toBe(
      "WhatsApp: 20 of 250 people today. This alert would pass the account's limit by 70 people: they get their next channel (push, SMS or e-mail) instead.",
    );
    // Asked for the level, travel mode and sharing policy chosen, with the moderator's token.
    expect(calls[0]!.url).toBe(
      "/api/alerts/7/distribution-preview?level=red&travelMode=foot&sharingPolicy=share_widely",
    );
    expect(calls[0]!.headers.Authorization).toBe("Bearer unlock-token");
  });

  it("has no warning within the limit, and says when verifying sends nothing", async () => {
    stubApi({
      "GET /api/alerts/7/distribution-preview": () =>
        json(preview({ whatsApp: { limit: 250, peopleToday: 20, newPeople: 30, overLimit: 0 } })),
      "GET /api/alerts/8/distribution-preview": () =>
        json(preview({ sends: false, channels: [], totalMessages: 0, totalCost: 0 })),
    });
    renderWithClient(<DistributionPreview alertId={7} choice={choice} />);
    await screen.findByRole("region", { name: "Messages and cost if verified now" });
    expect(screen.queryByRole("alert")).toBeNull();
    renderWithClient(<DistributionPreview alertId={8} choice={{ ...choice, sharingPolicy: "staff_only" }} />);
    expect((await screen.findByText(/Verifying sends no messages/)).textContent).toContain(
      "staff and police only",
    );
  });

  it("says so when the estimate cannot be had", async () => {
    stubApi({
      "GET /api/alerts/7/distribution-preview": () => json({ message: "level: must be one of red" }, 400),
    });
    renderWithClient(<DistributionPreview alertId={7} choice={choice} />);
    expect((await screen.findByRole("alert")).textContent).toContain("Could not estimate the messages");
  });
});
