import type { ChannelProviderState, ProvidersResponse } from "@shared/provider-tests";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";
import { ProviderSettings } from "./ProviderSettings";

afterEach(() => vi.unstubAllGlobals());

const providers: ChannelProviderState[] = [
  { channel: "sms", provider: "gateway", configured: true, testable: true, lastTest: null },
  {
    channel: "whatsapp",
    provider: "twilio",
    configured: true,
    testable: true,
    lastTest: {
      provider: "twilio",
      passed: false,
      at: "2026-11-27T14:05:00Z",
      error: "provider answered 401 (code 20003)",
      to: "+*******678",
    },
  },
  { channel: "email", provider: "log", configured: false, testable: false, lastTest: null },
  { channel: "push", provider: "webpush", configured: true, testable: false, lastTest: null },
];

const section = (name: string) => screen.getByRole("region", { name });

describe("Providers in the admin settings", () => {
  it("shows each channel's true state: not configured, not tested, last test failed and why", async () => {
    stubApi({ "GET /api/admin/providers": () => json({ providers } satisfies ProvidersResponse) });
    renderWithClient(<ProviderSettings />);
    const email = await screen.findByRole("region", { name: "E-mail" });
    expect(within(email).getByTestId("provider-state-email").textContent).toBe(
      "Not configured (messages are written to the log)",
    );
    expect(within(email).queryByRole("button", { name: "Send a test message" })).toBeNull();
    expect(within(section("SMS")).getByText("Provider: SMS gateway (phones with local SIMs)")).toBeTruthy();
    expect(within(section("SMS")).getByTestId("provider-state-sms").textContent).toBe("Not tested yet");
    expect(within(section("WhatsApp")).getByTestId("provider-state-whatsapp").textContent).toBe(
      "Last test failed: provider answered 401 (code 20003)",
    );
    expect(
      within(section("WhatsApp")).getByText("Tried at November 27, 2026 at 10:05 AM, to +*******678"),
    ).toBeTruthy();
    expect(within(section("Push")).queryByRole("button")).toBeNull();
  });

  it("sends a test message to the number typed and shows when it passed", async () => {
    const passed: ChannelProviderState = {
      ...providers[0]!,
      lastTest: {
        provider: "gateway",
        passed: true,
        at: "2026-11-27T18:30:00Z",
        error: null,
        to: "+*******234",
      },
    };
    const { calls } = stubApi({
      "GET /api/admin/providers": () => json({ providers }),
      "POST /api/admin/providers/sms/test": () => json(passed),
    });
    renderWithClient(<ProviderSettings />);
    const sms = await screen.findByRole("region", { name: "SMS" });
    const send = within(sms).getByRole("button", { name: "Send a test message" }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(within(sms).getByLabelText("Phone number"), { target: { value: "+592 600 1234" } });
    fireEvent.click(send);
    await waitFor(() =>
      expect(within(sms).getByTestId("provider-state-sms").textContent).toBe(
        "Last test passed at November 27, 2026 at 2:30 PM",
      ),
    );
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ to: "+592 600 1234" });
  });

  it("shows the server's message for a number it refuses", async () => {
    stubApi({
      "GET /api/admin/providers": () => json({ providers }),
      "POST /api/admin/providers/sms/test": () =>
        json(
          { message: "to: must be a phone number with its country code, e.g. +592 600 1234", field: "to" },
          400,
        ),
    });
    renderWithClient(<ProviderSettings />);
    const sms = await screen.findByRole("region", { name: "SMS" });
    fireEvent.change(within(sms).getByLabelText("Phone number"), { target: { value: "call me" } });
    fireEvent.click(within(sms).getByRole("button", { name: "Send a test message" }));
    expect((await within(sms).findByRole("alert")).textContent).toContain("to: must be a phone number");
    expect(within(sms).getByTestId("provider-state-sms").textContent).toBe("Not tested yet");
  });
});
