import type { ManagedSubscription } from "@shared/subscribers.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";
import { PIN } from "../../../../test/location-picker";

// The real picker (map + gazetteer) is proven end to end in Chromium; here a plain field stands in.
vi.mock("@/components/maps/LocationPicker", () => import("../../../../test/location-picker"));
const { ManageSubscription } = await import("./ManageSubscription");

afterEach(() => vi.unstubAllGlobals());

const token = "T".repeat(32);
const url = `/api/subscribers/manage/${token}`;
const andrea: ManagedSubscription = {
  name: "Andrea Singh",
  locality: "Georgetown, Guyana",
  hasPin: true,
  email: "a***@example.gy",
  phone: "+592 ***-**34",
  whatsappEnabled: true,
  smsOptedOut: false,
  isActive: true,
  places: [],
  quietHours: null,
  drillOptIn: false,
  language: "en",
};

/** A server holding one subscription: GET shows it, PATCH changes it. */
function serverWith(initial: ManagedSubscription) {
  let current = { ...initial };
  const api = stubApi({
    [`GET ${url}`]: () => json(current),
    [`PATCH ${url}`]: (_u, init) => {
      current = { ...current, ...(JSON.parse(String(init?.body)) as Partial<ManagedSubscription>) };
      return json(current);
    },
    "POST /api/subscribers/unsubscribe": () => {
      current = { ...current, isActive: false };
      return json({ status: "unsubscribed" });
    },
  });
  return { ...api, patches: () => api.calls.filter((c) => c.method === "PATCH").map((c) => c.body) };
}

/** Every control on the page has an accessible name. */
function expectEveryControlLabelled(root: HTMLElement) {
  for (const input of root.querySelectorAll("input, select, textarea")) {
    const labelled =
      (input as HTMLInputElement).labels?.length || input.getAttribute("aria-label") || input.id === "";
    expect(labelled, `control ${input.outerHTML} has no label`).toBeTruthy();
  }
  for (const button of root.querySelectorAll("button, a")) {
    const name =
      button.getAttribute("aria-label") ??
      ((button as HTMLButtonElement).labels?.[0]?.textContent || button.textContent?.trim());
    expect(name, `control ${button.outerHTML} has no name`).toBeTruthy();
  }
}

describe("manage my alerts", () => {
  it("shows a loading state, then the subscription with contacts masked", async () => {
    let release: () => void = () => {};
    stubApi({ [`GET ${url}`]: () => new Promise((r) => (release = () => r(json(andrea)))) });
    renderWithClient(<ManageSubscription token={token} />);
    expect(screen.getByRole("status").textContent).toContain("Loading your subscription...");
    release();
    expect(await screen.findByRole("heading", { name: "Your subscription" })).toBeTruthy();
    expect(screen.getByTestId("subscription-status").textContent).toBe("Receiving alerts");
    expect(screen.getByTestId("subscription-Name").textContent).toBe("Andrea Singh");
    expect(screen.getByTestId("subscription-Area").textContent).toBe("Georgetown, Guyana");
    expect(screen.getByTestId("subscription-E-mail").textContent).toBe("a***@example.gy");
    expect(screen.getByTestId("subscription-Text messages").textContent).toBe("+592 ***-**34");
    expect(screen.getByTestId("subscription-WhatsApp").textContent).toBe("On");
  });

  it("labels every control, and each can be reached with the keyboard", async () => {
    serverWith(andrea);
    const { container } = renderWithClient(<ManageSubscription token={token} />);
    await screen.findByRole("heading", { name: "Your subscription" });
    expect((screen.getByLabelText(/^Full Name/) as HTMLInputElement).value).toBe("Andrea Singh");
    expect(screen.getByLabelText("New Address (optional)")).toBeTruthy();
    expect((screen.getByLabelText("Receive alerts on WhatsApp") as HTMLInputElement).checked).toBe(true);
    expectEveryControlLabelled(container);

    const reached = new Set<Element>();
    for (let i = 0; i < 16; i += 1) {
      await userEvent.tab();
      if (document.activeElement) reached.add(document.activeElement);
    }
    for (const control of [
      screen.getByRole("button", { name: "Unsubscribe" }),
      screen.getByLabelText(/^Full Name/),
      screen.getByLabelText("New Address (optional)"),
      screen.getByLabelText("Receive alerts on WhatsApp"),
      screen.getByRole("button", { name: "Add a place" }),
      screen.getByRole("switch", { name: "Quiet hours" }),
      screen.getByRole("button", { name: "Save Changes" }),
    ]) {
      expect(reached.has(control), `${control.outerHTML} not reached by Tab`).toBe(true);
    }
  });

  it("says the link is not valid for an unknown token, and offers nothing to change", async () => {
    stubApi({ [`GET ${url}`]: () => json({ message: "This unsubscribe link is not valid." }, 404) });
    renderWithClient(<ManageSubscription token={token} />);
    expect(await screen.findByText("This unsubscribe link is not valid")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("does not even ask the server about a malformed link", () => {
    const { calls } = stubApi({});
    renderWithClient(<ManageSubscription token="abc" />);
    expect(screen.getByText("This unsubscribe link is not valid")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows an error with a retry when loading fails, and still lets the person unsubscribe", async () => {
    let fail = true;
    const { calls } = stubApi({
      [`GET ${url}`]: () => (fail ? json({ message: "Service unavailable" }, 503) : json(andrea)),
      "POST /api/subscribers/unsubscribe": () => json({ status: "unsubscribed" }),
    });
    renderWithClient(<ManageSubscription token={token} />);
    const error = await screen.findByRole("alert");
    expect(within(error).getByText("Could not load your subscription")).toBeTruthy();
    expect(within(error).getByText("Service unavailable")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Unsubscribe" })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Your subscription" })).toBeTruthy();
    expect(calls.filter((c) => c.url === url)).toHaveLength(2);
  });

  it("turns WhatsApp off with the link, and shows the saved choice", async () => {
    const server = serverWith(andrea);
    renderWithClient(<ManageSubscription token={token} />);
    await userEvent.click(await screen.findByLabelText("Receive alerts on WhatsApp"));
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Changes saved")).toBeTruthy();
    expect(server.patches()).toEqual([{ whatsappEnabled: false }]);
    expect(screen.getByTestId("subscription-WhatsApp").textContent).toBe("Off");
  });

  it("changes the name and the area, sending only what changed", async () => {
    const server = serverWith({ ...andrea, whatsappEnabled: false });
    renderWithClient(<ManageSubscription token={token} />);
    const name = await screen.findByLabelText(/^Full Name/);
    await userEvent.clear(name);
    await userEvent.type(name, "Andrea S.");
    await userEvent.type(screen.getByLabelText("New Address (optional)"), "Linden, Guyana");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() =>
      expect(server.patches()).toEqual([
        { name: "Andrea S.", location: "Linden, Guyana", latitude: PIN.latitude, longitude: PIN.longitude },
      ]),
    );
    expect(await screen.findByText("Changes saved")).toBeTruthy();
    expect(screen.getByTestId("subscription-Name").textContent).toBe("Andrea S.");
  });

  it("sends nothing when nothing changed, and checks the name first", async () => {
    const server = serverWith(andrea);
    renderWithClient(<ManageSubscription token={token} />);
    await userEvent.click(await screen.findByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Nothing to save")).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(/^Full Name/));
    await userEvent.type(screen.getByLabelText(/^Full Name/), "A");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Name must be at least 2 characters")).toBeTruthy();
    expect(screen.getByLabelText(/^Full Name/).getAttribute("aria-invalid")).toBe("true");
    expect(server.patches()).toEqual([]);
  });

  it("shows the server's refusal on the field it names", async () => {
    stubApi({
      [`GET ${url}`]: () => json(andrea),
      [`PATCH ${url}`]: () => json({ message: "name: must be at most 100 characters", field: "name" }, 400),
    });
    renderWithClient(<ManageSubscription token={token} />);
    await userEvent.type(await screen.findByLabelText(/^Full Name/), " Junior");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Error saving changes")).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText(/^Full Name/).getAttribute("aria-invalid")).toBe("true"),
    );
  });

  it("keeps WhatsApp off without a phone on file, and says why", async () => {
    serverWith({ ...andrea, phone: null, whatsappEnabled: false });
    renderWithClient(<ManageSubscription token={token} />);
    const whatsapp = (await screen.findByLabelText("Receive alerts on WhatsApp")) as HTMLInputElement;
    expect(whatsapp.disabled).toBe(true);
    expect(screen.getByText(/WhatsApp alerts need a phone number/)).toBeTruthy();
    expect(screen.getByTestId("subscription-Text messages").textContent).toBe("No phone number on file");
  });

  it("unsubscribes after one click, then turns alerts back on", async () => {
    const server = serverWith(andrea);
    renderWithClient(<ManageSubscription token={token} />);
    await userEvent.click(await screen.findByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("heading", { name: "You have been unsubscribed" })).toBeTruthy();
    expect(screen.getByTestId("subscription-status").textContent).toBe("Alerts switched off");
    await userEvent.click(screen.getByRole("button", { name: "Turn Alerts Back On" }));
    expect(await screen.findByText("Alerts turned back on")).toBeTruthy();
    expect(server.patches()).toEqual([{ isActive: true }]);
    expect(screen.getByTestId("subscription-status").textContent).toBe("Receiving alerts");
    expect(screen.getByRole("button", { name: "Unsubscribe" })).toBeTruthy();
  });

  it("offers someone who unsubscribed earlier to turn alerts back on", async () => {
    serverWith({ ...andrea, isActive: false });
    renderWithClient(<ManageSubscription token={token} />);
    expect(await screen.findByRole("heading", { name: "Your alerts are switched off" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Turn Alerts Back On" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).toBeNull();
  });
});
