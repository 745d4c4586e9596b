import type { ManagedSubscription } from "@shared/subscribers.schema";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";

// Places and quiet hours on "manage my alerts": what is on file shows (a place as its kind and
// town), and the PATCH carries the whole new list and the quiet hours only when they changed.
vi.mock("@/components/maps/LocationPicker", () => import("../../../../test/location-picker"));
const { ManageSubscription } = await import("./ManageSubscription");

afterEach(() => vi.unstubAllGlobals());

const token = "P".repeat(32);
const url = `/api/subscribers/manage/${token}`;
const linden = { label: "Linden, Upper Demerara-Berbice, Guyana", latitude: 6.0, longitude: -58.3 };
const andrea: ManagedSubscription = {
  name: "Andrea Singh",
  locality: "Georgetown, Guyana",
  hasPin: true,
  email: "a***@example.gy",
  phone: null,
  whatsappEnabled: false,
  smsOptedOut: false,
  isActive: true,
  places: [{ id: 41, label: "school", locality: "Georgetown, Guyana" }],
  quietHours: null,
  drillOptIn: false,
  language: "en",
};

/** GET answers `before`; PATCH answers `after` (what the server would make of the change). */
function server(before: ManagedSubscription, after: ManagedSubscription) {
  let current = before;
  return stubApi({
    [`GET ${url}`]: () => json(current),
    [`PATCH ${url}`]: () => {
      current = after;
      return json(current);
    },
    "GET /api/geocode/search": () => json([linden]),
  });
}

describe("places and quiet hours on the manage page", () => {
  it("show what is on file: each place by its kind and town, quiet hours off", async () => {
    server(andrea, andrea);
    renderWithClient(<ManageSubscription token={token} />);
    expect((await screen.findByTestId("subscription-Other places")).textContent).toBe(
      "School: Georgetown, Guyana",
    );
    expect(screen.getByTestId("subscription-Quiet hours").textContent).toBe("Off");
    const place = screen.getByRole("group", { name: "Place 1" });
    expect((within(place).getByLabelText("Kind of place") as HTMLSelectElement).value).toBe("school");
    expect(within(place).getByText("Georgetown, Guyana (saved)")).toBeTruthy();
    expect(within(place).queryByRole("combobox", { name: /Address/ })).toBeNull();
  });

  it("save a new work place, a changed kind and quiet hours in one PATCH, then show them", async () => {
    const saved: ManagedSubscription = {
      ...andrea,
      places: [
        { id: 41, label: "other", locality: "Georgetown, Guyana" },
        { id: 42, label: "work", locality: "Linden, Guyana" },
      ],
      quietHours: { start: "23:00", end: "06:00" },
    };
    const { calls } = server(andrea, saved);
    renderWithClient(<ManageSubscription token={token} />);
    const first = await screen.findByRole("group", { name: "Place 1" });
    await userEvent.selectOptions(within(first).getByLabelText("Kind of place"), "other");

    await userEvent.click(screen.getByRole("button", { name: "Add a place" }));
    const second = screen.getByRole("group", { name: "Place 2" });
    expect((within(second).getByLabelText("Kind of place") as HTMLSelectElement).value).toBe("work");
    await userEvent.type(within(second).getByRole("combobox", { name: /Address/ }), "Lin");
    await userEvent.click(await screen.findByRole("option", { name: linden.label }));
    // Two places besides home is the most.
    expect(screen.queryByRole("button", { name: "Add a place" })).toBeNull();

    await userEvent.click(screen.getByRole("switch", { name: "Quiet hours" }));
    fireEvent.change(screen.getByLabelText("Quiet from"), { target: { value: "23:00" } });
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Changes saved")).toBeTruthy();
    expect(calls.find((c) => c.method === "PATCH")!.body).toEqual({
      places: [
        { id: 41, label: "other" },
        { label: "work", location: linden.label, latitude: 6, longitude: -58.3 },
      ],
      quietHours: { start: "23:00", end: "06:00" },
    });
    expect(screen.getByTestId("subscription-Other places").textContent).toBe(
      "Other place: Georgetown, Guyana; Work: Linden, Guyana",
    );
    expect(screen.getByTestId("subscription-Quiet hours").textContent).toBe(
      "23:00 to 06:00 (Red alerts always come through)",
    );
    // The form now holds what was saved: both places on file, nothing more to send.
    await waitFor(() => expect(screen.getByText("Linden, Guyana (saved)")).toBeTruthy());
  });

  it("removes a place, and shows the server's refusal with the places", async () => {
    const { calls } = stubApi({
      [`GET ${url}`]: () => json(andrea),
      [`PATCH ${url}`]: () =>
        json({ message: "places.0.id: is not one of your places", field: "places.0.id" }, 400),
    });
    renderWithClient(<ManageSubscription token={token} />);
    await userEvent.click(await screen.findByRole("button", { name: "Remove place 1" }));
    expect(screen.queryByRole("group", { name: "Place 1" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Error saving changes")).toBeTruthy();
    expect(calls.find((c) => c.method === "PATCH")!.body).toEqual({ places: [] });
    expect(within(screen.getByTestId("manage-places")).getByRole("alert").textContent).toBe(
      "places.0.id: is not one of your places",
    );
  });
});
