import { defaultNotificationSettings } from "@shared/settings";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";
import { ChannelCostSettingsForm } from "./ChannelCostSettings";

afterEach(() => vi.unstubAllGlobals());

const settings = defaultNotificationSettings("Hope Alert");

describe("Channels & Costs settings", () => {
  it("shows the WhatsApp limit and the prices in force, and saves only those", async () => {
    const { calls } = stubApi({
      "PUT /api/admin/settings": () => json({ notifications: settings, updatedAt: null, updatedById: null }),
    });
    renderWithClient(<ChannelCostSettingsForm settings={settings} />);
    const tier = screen.getByLabelText(
      /different people the WhatsApp account may message/,
    ) as HTMLSelectElement;
    expect(tier.value).toBe("250");
    expect((screen.getByLabelText("SMS, per segment") as HTMLInputElement).value).toBe("0.05");
    expect((screen.getByLabelText("WhatsApp, per message") as HTMLInputElement).value).toBe("0.016");
    fireEvent.change(tier, { target: { value: "2000" } });
    fireEvent.change(screen.getByLabelText("SMS, per segment"), { target: { value: "0.062" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Your changes have been saved successfully.")).toBeTruthy();
    const body = calls.find((c) => c.method === "PUT")!.body as { notifications: Record<string, unknown> };
    expect(body.notifications).toEqual({
      whatsAppTier: "2000",
      messagePrices: { smsSegment: 0.062, whatsApp: 0.016, email: 0, push: 0 },
    });
  });

  it("sends a price that is not a number as typed, and shows the server's refusal", async () => {
    const { calls } = stubApi({
      "PUT /api/admin/settings": () =>
        json(
          {
            message: "messagePrices.push: must be a price in US dollars",
            field: "notifications.messagePrices.push",
          },
          400,
        ),
    });
    renderWithClient(<ChannelCostSettingsForm settings={settings} />);
    fireEvent.change(screen.getByLabelText("Push, per message"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain("must be a price in US dollars"),
    );
    const body = calls.find((c) => c.method === "PUT")!.body as {
      notifications: { messagePrices: Record<string, unknown> };
    };
    expect(body.notifications.messagePrices.push).toBe("");
  });
});
