import { defaultNotificationSettings } from "@shared/settings";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";
import { NotificationSettingsForm } from "./NotificationSettings";

afterEach(() => vi.unstubAllGlobals());

const settings = defaultNotificationSettings("Hope Alert");

describe("templates in other languages", () => {
  it("edits the Portuguese SMS on its tab and saves the translations with the templates", async () => {
    const { calls } = stubApi({
      "PUT /api/admin/settings": () => json({ notifications: settings, updatedAt: null, updatedById: null }),
    });
    renderWithClient(<NotificationSettingsForm settings={settings} section="templates" />);
    expect((screen.getByLabelText("SMS (Español)") as HTMLTextAreaElement).value).toBe(
      settings.translations.es.smsTemplate,
    );
    await userEvent.click(screen.getByRole("tab", { name: "Português" }));
    const sms = (await screen.findByLabelText("SMS (Português)")) as HTMLTextAreaElement;
    expect(sms.value).toBe(settings.translations.pt.smsTemplate);
    fireEvent.change(sms, { target: { value: "ALERTA: [Name], [Age] anos. [Hotline] [Link]" } });
    fireEvent.click(screen.getByRole("button", { name: /save/i }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    const body = calls.find((c) => c.method === "PUT")!.body as {
      notifications: typeof settings;
    };
    expect(body.notifications.translations).toEqual({
      es: settings.translations.es,
      pt: { ...settings.translations.pt, smsTemplate: "ALERTA: [Name], [Age] anos. [Hotline] [Link]" },
    });
    expect(body.notifications.smsTemplate).toBe(settings.smsTemplate);
  });
});
