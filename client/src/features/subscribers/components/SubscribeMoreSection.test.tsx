import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";

// The subscribe form's optional "More places and quiet hours": collapsed at first, and what it
// holds goes into the POST body only when used. The home address picker is stood in for (see
// SubscribeForm.test.tsx); a place's address suggestions come from the stubbed geocoder.
vi.mock("@/components/maps/LocationPicker", () => import("../../../../test/location-picker"));
const { SubscribeForm } = await import("./SubscribeForm");

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const field = (name: RegExp | string) => screen.getByLabelText(name);
const camp = { label: "Camp Street, Georgetown, Guyana", latitude: 6.8066, longitude: -58.1625 };

function serverAndForm() {
  const api = stubApi({
    "POST /api/subscribers": () => json({ status: "received", pushTicket: "t".repeat(32) }, 201),
    "GET /api/geocode/search": () => json([camp]),
  });
  renderWithClient(<SubscribeForm />);
  return api;
}

async function fillSpecFields() {
  await userEvent.type(field(/^Full Name/), "Andrea Singh");
  await userEvent.type(field(/^Email Address/), "andrea@example.gy");
  await userEvent.type(field(/^Current Address/), "Lot 12 Robb Street, Georgetown, Guyana");
  await userEvent.click(field(/I agree to receive emergency alerts about missing persons/));
}

const toggle = () => screen.getByRole("button", { name: /More places and quiet hours/ });

describe("more places and quiet hours on the subscribe form", () => {
  it("is collapsed at first, and unused it adds nothing to what is sent", async () => {
    const { calls } = serverAndForm();
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("switch", { name: "Quiet hours" })).toBeNull();
    await fillSpecFields();
    await userEvent.click(screen.getByRole("button", { name: "Subscribe Now" }));
    await screen.findByRole("dialog", { name: "Thank You for Subscribing!" });
    const body = calls.find((c) => c.method === "POST")!.body as Record<string, unknown>;
    expect(body).not.toHaveProperty("places");
    expect(body).not.toHaveProperty("quietHours");
  });

  it("sends a work place chosen from the suggestions and the quiet hours", async () => {
    const { calls } = serverAndForm();
    await fillSpecFields();
    await userEvent.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("true");

    await userEvent.click(await screen.findByRole("button", { name: "Add a place" }));
    const place = screen.getByRole("group", { name: "Place 1" });
    expect((within(place).getByLabelText("Kind of place") as HTMLSelectElement).value).toBe("work");
    await userEvent.type(within(place).getByRole("combobox", { name: /Address/ }), "Camp");
    await userEvent.click(await screen.findByRole("option", { name: camp.label }));
    expect(within(place).getByText("Pin set at 6.80660, -58.16250")).toBeTruthy();

    await userEvent.click(screen.getByRole("switch", { name: "Quiet hours" }));
    expect((field("Quiet from") as HTMLInputElement).value).toBe("22:00");

    await userEvent.click(screen.getByRole("button", { name: "Subscribe Now" }));
    await screen.findByRole("dialog", { name: "Thank You for Subscribing!" });
    const body = calls.find((c) => c.method === "POST")!.body as Record<string, unknown>;
    expect(body.places).toEqual([
      { label: "work", location: camp.label, latitude: camp.latitude, longitude: camp.longitude },
    ]);
    expect(body.quietHours).toEqual({ start: "22:00", end: "06:00" });
  });

  it("a place typed but not chosen from the suggestions is refused before sending", async () => {
    const { calls } = serverAndForm();
    await fillSpecFields();
    await userEvent.click(toggle());
    await userEvent.click(await screen.findByRole("button", { name: "Add a place" }));
    await userEvent.type(screen.getByRole("combobox", { name: /Address/ }), "Somewhere");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe Now" }));
    expect(await screen.findByText("Choose a suggestion so we know where this place is")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("opens by itself when something in it is wrong, and offers at most two places", async () => {
    const { calls } = serverAndForm();
    await fillSpecFields();
    await userEvent.click(toggle());
    const add = await screen.findByRole("button", { name: "Add a place" });
    await userEvent.click(add);
    await userEvent.click(screen.getByRole("button", { name: "Add a place" }));
    expect(screen.queryByRole("button", { name: "Add a place" })).toBeNull();
    expect(
      (
        within(screen.getByRole("group", { name: "Place 2" })).getByLabelText(
          "Kind of place",
        ) as HTMLSelectElement
      ).value,
    ).toBe("school");
    await userEvent.click(screen.getByRole("button", { name: "Remove place 2" }));
    expect(screen.queryByRole("group", { name: "Place 2" })).toBeNull();

    // Collapsed with an unfinished place, sending opens the section on its error.
    await userEvent.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe Now" }));
    await waitFor(() => expect(toggle().getAttribute("aria-expanded")).toBe("true"));
    expect(await screen.findByText("Please enter the address of this place")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });
});
