import { WHATSAPP_OPT_IN_STORAGE_KEY } from "@shared/subscribers";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";

// The real picker (map + gazetteer) is proven end to end in Chromium; here a plain field stands in.
vi.mock("@/components/maps/LocationPicker", () => import("../../../../test/location-picker"));
vi.mock("@/lib/image", () => ({ processPhotoFile: vi.fn(async () => "data:image/jpeg;base64,/9j/AAAA") }));
const { SubscribeForm } = await import("./SubscribeForm");

let openSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  openSpy = vi.fn();
  vi.stubGlobal("open", openSpy);
});
afterEach(() => vi.unstubAllGlobals());

const field = (name: RegExp) => screen.getByLabelText(name);

describe("subscribe form", () => {
  it("shows the spec's validation messages and sends nothing", async () => {
    const { calls } = stubApi({});
    renderWithClient(<SubscribeForm />);
    await userEvent.click(screen.getByRole("button", { name: "Subscribe Now" }));
    expect(await screen.findByText("You must agree to receive alerts")).toBeTruthy();
    const contact = screen.getByText("At least one contact method (email or phone/WhatsApp) is required");
    // Shown on the e-mail field.
    expect(field(/^Email Address/).getAttribute("aria-describedby")).toContain(contact.id);
    expect(screen.getByText("Name must be at least 2 characters")).toBeTruthy();
    expect(screen.getByText("Please enter your current address")).toBeTruthy();
    expect(calls.filter((c) => c.method !== "GET")).toHaveLength(0);
  });

  it("keeps WhatsApp disabled until a phone is entered, and sets and clears the browser flag", async () => {
    stubApi({});
    renderWithClient(<SubscribeForm />);
    const whatsapp = field(/Also receive alerts on WhatsApp/) as HTMLInputElement;
    expect(whatsapp.disabled).toBe(true);
    await userEvent.type(field(/^Phone\/WhatsApp Number/), "+592 600 1234");
    expect(whatsapp.disabled).toBe(false);
    expect(screen.getByText(/Include your country code with a \+ prefix/)).toBeTruthy();
    await userEvent.click(whatsapp);
    expect(localStorage.getItem(WHATSAPP_OPT_IN_STORAGE_KEY)).toBe("true");
    expect(screen.getByText(/you will be redirected to WhatsApp/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open WhatsApp now" }).getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/\d*\?text=join$/,
    );
    await userEvent.click(whatsapp);
    expect(localStorage.getItem(WHATSAPP_OPT_IN_STORAGE_KEY)).toBeNull();
    expect(await screen.findByText("WhatsApp Notifications Disabled")).toBeTruthy();
    // Clearing the phone turns the option off again.
    await userEvent.click(whatsapp);
    await userEvent.clear(field(/^Phone\/WhatsApp Number/));
    await waitFor(() => expect(whatsapp.checked).toBe(false));
    expect(whatsapp.disabled).toBe(true);
    expect(localStorage.getItem(WHATSAPP_OPT_IN_STORAGE_KEY)).toBeNull();
  });

  it("subscribes: 'Processing...', no consent flag sent, thank-you dialog, reset, then the supporter pop-up", async () => {
    let release: () => void = () => {};
    const { calls } = stubApi({
      "POST /api/subscribers": () =>
        new Promise((resolve) => {
          release = () =>
            // The same answer whether or not the contact was already on file.
            resolve(json({ status: "received", pushTicket: "t".repeat(32) }, 201));
        }),
    });
    renderWithClient(<SubscribeForm />);
    await userEvent.type(field(/^Full Name/), "Andrea Singh");
    await userEvent.type(field(/^Phone\/WhatsApp Number/), "+592 600 1234");
    await userEvent.type(field(/^Current Address/), "Lot 12 Robb Street, Georgetown, Guyana");
    await userEvent.upload(field(/^Profile Photo/), new File(["x"], "me.png", { type: "image/png" }));
    expect(await screen.findByTestId("subscribe-photo-preview")).toBeTruthy();
    await userEvent.click(field(/I agree to receive emergency alerts about missing persons/));
    await userEvent.click(field(/Also receive alerts on WhatsApp/));
    await userEvent.click(screen.getByRole("button", { name: "Subscribe Now" }));

    const processing = await screen.findByRole("button", { name: "Processing..." });
    expect((processing as HTMLButtonElement).disabled).toBe(true);
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Andrea Singh",
      email: null,
      phone: "+592 600 1234",
      location: "Lot 12 Robb Street, Georgetown, Guyana",
      latitude: 6.8119,
      longitude: -58.1587,
      profilePhotoUrl: "data:image/jpeg;base64,/9j/AAAA",
      whatsappEnabled: true,
      // The page's language unless the person picks another.
      language: "en",
    });
    release();

    const thanks = await screen.findByRole("dialog", { name: "Thank You for Subscribing!" });
    expect(thanks.textContent).toContain("Andrea Singh");
    expect(await screen.findByText("WhatsApp Setup")).toBeTruthy();
    expect(
      screen.getByText("Opening WhatsApp with 'join' message. Click send to complete setup."),
    ).toBeTruthy();
    expect(openSpy).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/wa\.me\/\d*\?text=join$/),
      "_blank",
      "noopener,noreferrer",
    );
    // The form reset and the photo preview cleared.
    expect((field(/^Full Name/) as HTMLInputElement).value).toBe("");
    expect((field(/^Phone\/WhatsApp Number/) as HTMLInputElement).value).toBe("");
    expect(screen.queryByTestId("subscribe-photo-preview")).toBeNull();
    expect((field(/I agree to receive/) as HTMLInputElement).checked).toBe(false);

    await userEvent.click(within(thanks).getAllByRole("button", { name: "Close" })[0]!);
    expect(await screen.findByRole("dialog", { name: "Congratulations, Andrea Singh!" })).toBeTruthy();
  });

  it("shows 'Error subscribing' with the server's message", async () => {
    stubApi({
      "POST /api/subscribers": () => json({ message: "email: Please enter a valid email address" }, 400),
    });
    renderWithClient(<SubscribeForm />);
    await userEvent.type(field(/^Full Name/), "Andrea Singh");
    await userEvent.type(field(/^Email Address/), "andrea@example.gy");
    await userEvent.type(field(/^Current Address/), "Georgetown, Guyana");
    await userEvent.click(field(/I agree to receive/));
    await userEvent.click(screen.getByRole("button", { name: "Subscribe Now" }));
    expect(await screen.findByText("Error subscribing")).toBeTruthy();
    expect(screen.getByText("email: Please enter a valid email address")).toBeTruthy();
    expect((field(/^Full Name/) as HTMLInputElement).value).toBe("Andrea Singh");
    expect(screen.getByRole("button", { name: "Subscribe Now" })).toBeTruthy();
  });
});
