import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";
import { UnsubscribeConfirm } from "./UnsubscribeConfirm";

afterEach(() => vi.unstubAllGlobals());
const token = "A".repeat(32);

describe("unsubscribe page", () => {
  it("unsubscribes the link's subscriber after one click and confirms", async () => {
    const { calls } = stubApi({
      "POST /api/subscribers/unsubscribe": () => json({ status: "unsubscribed" }),
    });
    renderWithClient(<UnsubscribeConfirm token={token} />);
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0); // nothing happens on load: mail scanners open links too
    await userEvent.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByText("You have been unsubscribed")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toMatchObject([
      { method: "POST", url: "/api/subscribers/unsubscribe", body: { token } },
    ]);
    // Subscribing again would not undo it (a stranger could re-subscribe anyone): the link does.
    expect(screen.getByText(/Open the link from the message again to turn them back on/)).toBeTruthy();
  });

  it("says so when the link is not valid", async () => {
    stubApi({ "POST /api/subscribers/unsubscribe": () => json({ message: "not valid" }, 404) });
    renderWithClient(<UnsubscribeConfirm token={token} />);
    await userEvent.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByText("This unsubscribe link is not valid")).toBeTruthy();
  });

  it("does not offer the button for a malformed link", () => {
    stubApi({});
    renderWithClient(<UnsubscribeConfirm token="abc" />);
    expect(screen.getByText("This unsubscribe link is not valid")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).toBeNull();
  });
});
