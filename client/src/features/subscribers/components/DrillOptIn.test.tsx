import type { ManagedSubscription } from "@shared/subscribers.schema";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";

// The public drills are asked for on the subscribe form and the manage page; unticked, the
// subscribe body stays the spec's own fields.
vi.mock("@/components/maps/LocationPicker", () => import("../../../../test/location-picker"));
const { SubscribeForm } = await import("./SubscribeForm");
const { ManageSubscription } = await import("./ManageSubscription");

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const LABEL = "Also send me the twice-yearly test alerts (drills)";
const field = (name: RegExp | string) => screen.getByLabelText(name);

async function subscribeWith(drills: boolean) {
  const api = stubApi({
    "POST /api/subscribers": () => json({ status: "received", pushTicket: "t".repeat(32) }, 201),
  });
  renderWithClient(<SubscribeForm />);
  await userEvent.type(field(/^Full Name/), "Andrea Singh");
  await userEvent.type(field(/^Email Address/), "andrea@example.gy");
  await userEvent.type(field(/^Current Address/), "Lot 12 Robb Street, Georgetown, Guyana");
  await userEvent.click(field(/I agree to receive emergency alerts about missing persons/));
  expect((field(LABEL) as HTMLInputElement).checked).toBe(false);
  if (drills) await userEvent.click(field(LABEL));
  await userEvent.click(screen.getByRole("button", { name: "Subscribe Now" }));
  await screen.findByRole("dialog", { name: "Thank You for Subscribing!" });
  return api.calls.find((c) => c.method === "POST")!.body as Record<string, unknown>;
}

describe("the drills on the subscribe form", () => {
  it("are sent only when ticked", async () => {
    expect(await subscribeWith(false)).not.toHaveProperty("drillOptIn");
  });

  it("ticked, the subscription asks for them", async () => {
    expect((await subscribeWith(true)).drillOptIn).toBe(true);
  });
});

describe("the drills on the manage page", () => {
  const token = "T".repeat(32);
  const url = `/api/subscribers/manage/${token}`;
  const andrea: ManagedSubscription = {
    name: "Andrea Singh",
    locality: "Georgetown, Guyana",
    hasPin: true,
    email: "a***@example.gy",
    phone: null,
    whatsappEnabled: false,
    smsOptedOut: false,
    isActive: true,
    places: [],
    quietHours: null,
    drillOptIn: false,
    language: "en",
  };

  it("shows the choice and changes it alone", async () => {
    let current = { ...andrea };
    const { calls } = stubApi({
      [`GET ${url}`]: () => json(current),
      [`PATCH ${url}`]: (_u, init) => {
        current = { ...current, ...(JSON.parse(String(init?.body)) as Partial<ManagedSubscription>) };
        return json(current);
      },
    });
    renderWithClient(<ManageSubscription token={token} />);
    expect((await screen.findByTestId("subscription-Test alerts (drills)")).textContent).toBe("Off");
    await userEvent.click(field(LABEL));
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Changes saved")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PATCH").map((c) => c.body)).toEqual([{ drillOptIn: true }]);
    expect(screen.getByTestId("subscription-Test alerts (drills)").textContent).toBe("On");
    expect((field(LABEL) as HTMLInputElement).checked).toBe(true);
  });
});
