import type { ManagedSubscription } from "@shared/subscribers.schema";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";

// The real picker (map + gazetteer) is proven end to end in Chromium; here a plain field stands in.
vi.mock("@/components/maps/LocationPicker", () => import("../../../../test/location-picker"));
const { ManageSubscription } = await import("./ManageSubscription");

afterEach(() => vi.unstubAllGlobals());

const token = "D".repeat(32);
const url = `/api/subscribers/manage/${token}`;
const subscription: ManagedSubscription = {
  name: "Marisa Ramdin",
  locality: "Georgetown, Guyana",
  hasPin: true,
  email: "m***@example.gy",
  phone: null,
  whatsappEnabled: false,
  smsOptedOut: false,
  isActive: true,
  places: [],
  quietHours: null,
  drillOptIn: false,
  language: "en",
};

describe("Delete my data on the manage page", () => {
  it("asks for a confirmation, deletes through the link, then says the data is gone", async () => {
    let exists = true;
    const api = stubApi({
      [`GET ${url}`]: () => (exists ? json(subscription) : json({ message: "not valid" }, 404)),
      [`DELETE ${url}`]: () => {
        exists = false;
        return json({ status: "deleted" });
      },
    });
    const user = userEvent.setup();
    renderWithClient(<ManageSubscription token={token} />);
    const region = await screen.findByRole("region", { name: "Delete my data" });
    expect(region.textContent).toContain("cannot be undone");

    await user.click(screen.getByRole("button", { name: "Delete my data" }));
    expect(api.calls.some((c) => c.method === "DELETE")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Yes, delete my data" }));

    expect(await screen.findByText("Your data has been deleted")).toBeTruthy();
    expect(screen.queryByText("Marisa Ramdin")).toBeNull();
    expect(api.calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual([url]);
  });

  it("can be called off, and shows a refusal without losing the page", async () => {
    stubApi({
      [`GET ${url}`]: () => json(subscription),
      [`DELETE ${url}`]: () => json({ message: "Too many requests, please try again later." }, 429),
    });
    const user = userEvent.setup();
    renderWithClient(<ManageSubscription token={token} />);
    await user.click(await screen.findByRole("button", { name: "Delete my data" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Delete my data" }));
    await user.click(screen.getByRole("button", { name: "Yes, delete my data" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Too many requests");
    expect(screen.getByText("Marisa Ramdin")).toBeTruthy();
  });
});
