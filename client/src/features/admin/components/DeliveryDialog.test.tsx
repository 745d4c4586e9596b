import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";
import { DeliveryDialog } from "./DeliveryDialog";

const url = "GET /api/admin/alerts/7/notifications";

afterEach(() => vi.unstubAllGlobals());

/** The delivery endpoint answering with these counts (and no single messages). */
const stubCounts = (counts: Array<{ channel: string; status: string; count: number }>) =>
  stubApi({ [url]: () => json({ counts, items: [] }) });

async function openDelivery() {
  await userEvent.click(screen.getByRole("button", { name: "Delivery of the alert for Ravi Singh" }));
  return screen.findByRole("dialog", { name: "Delivery: Ravi Singh" });
}

describe("delivery of an approved alert", () => {
  it("loads nothing until opened, then shows each channel's messages by state", async () => {
    const { calls } = stubCounts([
      { channel: "sms", status: "sent", count: 1200 },
      { channel: "sms", status: "failed", count: 3 },
      { channel: "email", status: "delivered", count: 40 },
      { channel: "email", status: "queued", count: 0 },
    ]);
    renderWithClient(<DeliveryDialog alertId={7} name="Ravi Singh" />);
    expect(calls).toHaveLength(0);
    const dialog = await openDelivery();
    const table = await within(dialog).findByTestId("delivery-table");
    const sms = within(table).getByRole("row", { name: /^SMS/ });
    const cells = within(sms)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    // Queued, Sending, Logged, Sent, Delivered, Failed, Opted out, Cancelled
    expect(cells).toEqual(["0", "0", "0", "1,200", "0", "3", "0", "0"]);
    const email = within(table).getByRole("row", { name: /^E-mail/ });
    expect(within(email).getAllByRole("cell")[4]!.textContent).toBe("40");
    expect(within(dialog).queryByTestId("delivery-logged-note")).toBeNull();
    expect(within(table).queryByRole("row", { name: /^WhatsApp/ })).toBeNull();
  });

  it("shows messages the log transport handled as logged, never as sent, and opt-outs apart from cancellations", async () => {
    stubCounts([
      { channel: "sms", status: "logged", count: 10 },
      { channel: "sms", status: "opted_out", count: 1 },
      { channel: "whatsapp", status: "logged", count: 5 },
      { channel: "email", status: "sent", count: 2 },
      { channel: "email", status: "cancelled", count: 1 },
    ]);
    renderWithClient(<DeliveryDialog alertId={7} name="Ravi Singh" />);
    const dialog = await openDelivery();
    const table = await within(dialog).findByTestId("delivery-table");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual([
      "Channel",
      "Queued",
      "Sending",
      "Logged (no provider configured)",
      "Sent",
      "Delivered",
      "Failed",
      "Opted out",
      "Cancelled",
    ]);
    const cellsOf = (name: RegExp) =>
      within(within(table).getByRole("row", { name }))
        .getAllByRole("cell")
        .map((c) => c.textContent);
    expect(cellsOf(/^SMS/)).toEqual(["0", "0", "10", "0", "0", "0", "1", "0"]);
    expect(cellsOf(/^WhatsApp/)).toEqual(["0", "0", "5", "0", "0", "0", "0", "0"]);
    expect(cellsOf(/^E-mail/)).toEqual(["0", "0", "0", "2", "0", "0", "0", "1"]);
    expect(within(dialog).getByTestId("delivery-logged-note").textContent).toContain(
      "SMS, WhatsApp: no provider configured",
    );
  });

  it("says so when no message was planned", async () => {
    stubCounts([]);
    renderWithClient(<DeliveryDialog alertId={7} name="Ravi Singh" />);
    const dialog = await openDelivery();
    expect(await within(dialog).findByText("No messages")).toBeTruthy();
  });

  it("shows the server's error and can try again", async () => {
    let failing = true;
    stubApi({
      [url]: () =>
        failing
          ? json({ message: "Database unavailable" }, 503)
          : json({ counts: [{ channel: "whatsapp", status: "sending", count: 2 }], items: [] }),
    });
    renderWithClient(<DeliveryDialog alertId={7} name="Ravi Singh" />);
    const dialog = await openDelivery();
    expect(await within(dialog).findByText("Could not load delivery")).toBeTruthy();
    expect(within(dialog).getByText(/Database unavailable/)).toBeTruthy();
    failing = false;
    await userEvent.click(within(dialog).getByRole("button", { name: /try again|retry/i }));
    const row = await within(dialog).findByRole("row", { name: /^WhatsApp/ });
    expect(within(row).getAllByRole("cell")[1]!.textContent).toBe("2");
  });
});
