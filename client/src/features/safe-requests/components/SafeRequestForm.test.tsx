import { SAFE_REQUEST_RECEIVED } from "@shared/safe-requests";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";
import { publicAlert } from "../../../../test/fixtures";
import { SafeRequestForm } from "./SafeRequestForm";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('"I\'m safe" form', () => {
  it("opened from an alert's page: sends that alert, the message and the contact, then says only that it was received", async () => {
    const { calls } = stubApi({
      "GET /api/alerts/12": () => json(publicAlert({ id: 12, name: "Kavita Ramdial", age: 19 })),
      "POST /api/safe-requests": () => json({ received: true }, 202),
    });
    renderWithClient(<SafeRequestForm alertId={12} />);
    expect((await screen.findByTestId("safe-appeal")).textContent).toContain("Kavita Ramdial");
    await userEvent.type(screen.getByLabelText("A message for our staff (optional)"), "I left on my own.");
    await userEvent.type(screen.getByLabelText("How we can check with you (optional)"), "+592 622 0000");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findByTestId("safe-request-received")).textContent).toBe(SAFE_REQUEST_RECEIVED);
    const sent = calls.find((c) => c.method === "POST");
    expect(sent?.body).toEqual({ alertId: 12, message: "I left on my own.", contact: "+592 622 0000" });
  });

  it("finds the appeal by name among the current appeals, and needs one to be chosen", async () => {
    const { calls } = stubApi({
      "GET /api/alerts": () => json([publicAlert({ id: 40, name: "Deonarine Singh", age: 22 })]),
      "POST /api/safe-requests": () => json({ received: true }, 202),
    });
    renderWithClient(<SafeRequestForm alertId={null} />);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByRole("alert").textContent).toBe("Please choose the appeal about you.");
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await userEvent.type(screen.getByLabelText("Which appeal is about you?"), "Deonarine");
    await userEvent.click(await screen.findByRole("button", { name: /Deonarine Singh, 22/ }));
    expect(screen.getByTestId("safe-appeal").textContent).toContain("Deonarine Singh");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ alertId: 40 }));
    const search = calls.find((c) => c.method === "GET")!.url;
    expect(search).toContain("search=Deonarine");
    expect(search).toContain("active=true");
  });
});
