import { PUSH_TICKET_EXPIRED_MESSAGE } from "@shared/push";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";

// "Alerts on this phone" on the subscribe form (decision 015). jsdom has no Push API, so the
// browser's parts (Notification, service worker registration, PushManager) are stood in for
// here; the real browser path is e2e/push.spec.ts.
vi.mock("@/components/maps/LocationPicker", () => import("../../../../test/location-picker"));
const { SubscribeForm } = await import("./SubscribeForm");

const field = (name: RegExp) => screen.getByLabelText(name);
const TICKET = "t".repeat(32);
const SUBSCRIPTION = {
  endpoint: "https://push.example.net/send/abc",
  keys: { p256dh: `B${"a".repeat(86)}`, auth: "b".repeat(22) },
};

function stubBrowserPush(permission: NotificationPermission, answer: NotificationPermission) {
  const requestPermission = vi.fn(async () => answer);
  const subscribe = vi.fn(async () => ({ toJSON: () => SUBSCRIPTION, options: {} }));
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("Notification", { permission, requestPermission });
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { ready: Promise.resolve(registration) },
  });
  return { requestPermission, subscribe };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

async function fillForm() {
  await userEvent.type(field(/^Full Name/), "Andrea Singh");
  await userEvent.type(field(/^Phone\/WhatsApp Number/), "+592 600 1234");
  await userEvent.type(field(/^Current Address/), "Lot 12 Robb Street, Georgetown, Guyana");
  await userEvent.click(field(/I agree to receive emergency alerts/));
}

/** Sends the filled form and closes the thank-you: the supporter pop-up. */
async function sendAndOpenSupporterPopup() {
  await userEvent.click(screen.getByRole("button", { name: "Subscribe Now" }));
  const thanks = await screen.findByRole("dialog", { name: "Thank You for Subscribing!" });
  await userEvent.click(within(thanks).getAllByRole("button", { name: "Close" })[0]!);
  return screen.findByRole("dialog", { name: "Congratulations, Andrea Singh!" });
}

describe("alerts on this phone", () => {
  it("is not offered where the browser cannot show push notifications", () => {
    stubApi({});
    renderWithClient(<SubscribeForm />);
    expect(screen.queryByLabelText("Alerts on this phone")).toBeNull();
  });

  it("is not offered once notifications were blocked for the site", () => {
    stubBrowserPush("denied", "denied");
    stubApi({});
    renderWithClient(<SubscribeForm />);
    expect(screen.queryByLabelText("Alerts on this phone")).toBeNull();
  });

  it("asks for permission when ticked and sends the phone's subscription with the form", async () => {
    const browser = stubBrowserPush("default", "granted");
    const { calls } = stubApi({
      "GET /api/push/public-key": () => json({ publicKey: "BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }),
      "POST /api/subscribers": () => json({ status: "received", pushTicket: TICKET }, 201),
    });
    renderWithClient(<SubscribeForm />);
    await fillForm();
    await userEvent.click(field(/^Alerts on this phone/));
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Subscribe Now" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(browser.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      name: "Andrea Singh",
      phone: "+592 600 1234",
      push: SUBSCRIPTION,
    });
  });

  it("unticks itself and says why when permission is refused; the form still subscribes without push", async () => {
    const browser = stubBrowserPush("default", "denied");
    const { calls } = stubApi({
      "POST /api/subscribers": () => json({ status: "received", pushTicket: TICKET }, 201),
    });
    renderWithClient(<SubscribeForm />);
    await fillForm();
    const box = field(/^Alerts on this phone/) as HTMLInputElement;
    await userEvent.click(box);
    expect(await screen.findByText("Alerts on this phone are off")).toBeTruthy();
    expect(screen.getByText(/Notifications are blocked for this site/)).toBeTruthy();
    await waitFor(() => expect(box.checked).toBe(false));
    await userEvent.click(screen.getByRole("button", { name: "Subscribe Now" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).not.toHaveProperty("push");
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it("the supporter pop-up offers them with the new subscription's ticket", async () => {
    const browser = stubBrowserPush("default", "granted");
    const { calls } = stubApi({
      "GET /api/push/public-key": () => json({ publicKey: "BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }),
      "POST /api/subscribers": () => json({ status: "received", pushTicket: TICKET }, 201),
      [`PUT /api/push/tickets/${TICKET}`]: () => json({ enabled: true }),
    });
    renderWithClient(<SubscribeForm />);
    await fillForm();
    const popup = await sendAndOpenSupporterPopup();
    const offer = within(popup).getByRole("region", { name: "Alerts on this phone" });
    await userEvent.click(within(offer).getByRole("button", { name: "Turn on alerts on this phone" }));
    expect(await within(offer).findByTestId("push-offer-on")).toBeTruthy();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(calls.find((c) => c.method === "PUT")).toMatchObject({
      url: `/api/push/tickets/${TICKET}`,
      body: SUBSCRIPTION,
    });
    expect(within(offer).queryByRole("button")).toBeNull();
  });

  it("the supporter pop-up says they are on when the form turned them on", async () => {
    stubBrowserPush("granted", "granted");
    stubApi({
      "GET /api/push/public-key": () => json({ publicKey: "BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }),
      "POST /api/subscribers": () => json({ status: "received", pushTicket: TICKET }, 201),
    });
    renderWithClient(<SubscribeForm />);
    await fillForm();
    await userEvent.click(field(/^Alerts on this phone/));
    const popup = await sendAndOpenSupporterPopup();
    expect(within(popup).getByTestId("push-offer-on")).toBeTruthy();
    expect(within(popup).queryByRole("button", { name: "Turn on alerts on this phone" })).toBeNull();
  });

  it("the supporter pop-up says why the offer failed (an expired ticket) and keeps offering", async () => {
    stubBrowserPush("granted", "granted");
    stubApi({
      "GET /api/push/public-key": () => json({ publicKey: "BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" }),
      "POST /api/subscribers": () => json({ status: "received", pushTicket: TICKET }, 201),
      [`PUT /api/push/tickets/${TICKET}`]: () => json({ message: PUSH_TICKET_EXPIRED_MESSAGE }, 404),
    });
    renderWithClient(<SubscribeForm />);
    await fillForm();
    const popup = await sendAndOpenSupporterPopup();
    await userEvent.click(within(popup).getByRole("button", { name: "Turn on alerts on this phone" }));
    expect(await screen.findByText(PUSH_TICKET_EXPIRED_MESSAGE)).toBeTruthy();
    expect(within(popup).queryByTestId("push-offer-on")).toBeNull();
    expect(within(popup).getByRole("button", { name: "Turn on alerts on this phone" })).toBeTruthy();
  });
});
