import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SightingDialog } from "@/features/home/components/SightingDialog";
import { CACHED_AT_HEADER, FROM_CACHE_HEADER, noteResponse } from "@/lib/connectivity";
import { inTurn, json, renderWithClient, stubApi, stubOnline } from "../../../test/api";
import HomeSightingForm from "../pages/HomeSightingForm";
import { ConnectionNotices } from "./ConnectionNotices";

// The offline journey as the layout shows it (ConnectionNotices): a sighting whose request gets no
// answer is kept on the phone ("will be sent when you are back online"), sent when the connection
// returns, and a refusal after the reconnect is shown with the server's reason. The notices' code
// loads only once there is something to say.

let net: { online: boolean };
beforeEach(() => {
  net = stubOnline();
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const created = {
  id: 9,
  alertId: 1,
  status: "pending",
  isVerified: false,
  createdAt: "2026-11-22T20:00:00.000Z",
};

function renderPage() {
  return renderWithClient(
    <>
      <ConnectionNotices />
      <SightingDialog open onOpenChange={() => {}} renderForm={(slot) => <HomeSightingForm {...slot} />} />
    </>,
  );
}

async function submitSighting(location: string) {
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  fill("Sighting Location", location);
  fill("Description of Sighting", "A girl in a navy uniform walking east with an older woman.");
  fireEvent.click(screen.getByRole("button", { name: "Submit Sighting Report" }));
}

const goOnline = () =>
  act(() => {
    net.online = true;
    window.dispatchEvent(new Event("online"));
  });

describe("offline submissions in the layout", () => {
  it("keeps a sighting sent without a connection, says so, and sends it once when back online", async () => {
    const { calls } = stubApi({
      "POST /api/sightings": inTurn(new TypeError("Failed to fetch"), json(created, 201)),
    });
    renderPage();
    await submitSighting("Bourda Market, Regent Street");

    expect(screen.queryByTestId("outbox-status")).toBeNull();
    expect(await screen.findByText("Saved on this phone")).toBeTruthy();
    const status = await screen.findByTestId("outbox-status");
    await waitFor(() =>
      expect(status.textContent).toContain(
        "Your sighting at Bourda Market, Regent Street is saved on this phone and will be sent when you are back online.",
      ),
    );

    await goOnline();
    await waitFor(() =>
      expect(status.textContent).toContain(
        "Sent: Your sighting at Bourda Market, Regent Street has reached us.",
      ),
    );
    expect(status.textContent).not.toContain("will be sent when you are back online");
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers["Idempotency-Key"]).toBe(calls[0]!.headers["Idempotency-Key"]);
  });

  it("shows a refusal after the reconnect with the server's reason and what was written, until dismissed", async () => {
    net.online = false;
    const { calls } = stubApi({
      "POST /api/sightings": async () => json({ message: "Alert not found" }, 404),
    });
    renderPage();
    await submitSighting("Stabroek Market wharf");
    const status = await screen.findByTestId("outbox-status");
    await waitFor(() => expect(status.textContent).toContain("will be sent when you are back online"));
    expect(calls).toHaveLength(0);

    await goOnline();
    // The open dialog hides the rest of the page from the accessibility tree: { hidden: true }.
    const refusal = await waitFor(() => within(status).getByRole("alert", { hidden: true }));
    await waitFor(() =>
      expect(refusal.textContent).toContain(
        "Your sighting at Stabroek Market wharf could not be sent: Alert not found",
      ),
    );
    expect(within(refusal).getByText("Stabroek Market wharf")).toBeTruthy();
    fireEvent.click(within(refusal).getByRole("button", { name: "Dismiss", hidden: true }));
    await waitFor(() => expect(within(status).queryByRole("alert", { hidden: true })).toBeNull());
    expect(calls).toHaveLength(1);
  });

  it("says the service could not take it yet, not 'when you are back online', after a 5xx on the resend", async () => {
    const { calls } = stubApi({
      "POST /api/sightings": inTurn(
        new TypeError("Failed to fetch"),
        json({ message: "Something went wrong" }, 503),
        json(created, 201),
      ),
    });
    renderPage();
    await submitSighting("Parika Stelling bus park");
    const status = await screen.findByTestId("outbox-status");
    await waitFor(() => expect(status.textContent).toContain("will be sent when you are back online"));

    await goOnline();
    await waitFor(() =>
      expect(status.textContent).toContain(
        "Your sighting at Parika Stelling bus park is saved on this phone. The service could not take your sighting yet; we will retry.",
      ),
    );
    expect(status.textContent).not.toContain("when you are back online");
    expect(calls).toHaveLength(2);

    await goOnline();
    await waitFor(() =>
      expect(status.textContent).toContain("Sent: Your sighting at Parika Stelling bus park has reached us."),
    );
    expect(calls).toHaveLength(3);
  });
});

describe("offline banner", () => {
  it("says when the data on screen was saved once it comes from the phone, and nothing while fresh", async () => {
    renderWithClient(<ConnectionNotices />);
    const banner = screen.getByTestId("offline-banner");
    expect(banner.getAttribute("role")).toBe("status");
    expect(banner.textContent).toBe("");

    const fiveMinutesAgo = Date.now() - 5 * 60_000;
    act(() =>
      noteResponse(
        "/api/alerts/4",
        new Response("{}", {
          headers: { [FROM_CACHE_HEADER]: "1", [CACHED_AT_HEADER]: String(fiveMinutesAgo) },
        }),
      ),
    );
    await waitFor(() => expect(banner.textContent).toContain("Offline: last updated 5 minutes ago"));
    expect(within(banner).getByRole("button", { name: "Try again" })).toBeTruthy();

    act(() => noteResponse("/api/alerts/4", new Response("{}")));
    expect(banner.textContent).toBe("");
  });

  it("shows as soon as the browser goes offline", async () => {
    renderWithClient(<ConnectionNotices />);
    const banner = screen.getByTestId("offline-banner");
    act(() => {
      net.online = false;
      window.dispatchEvent(new Event("offline"));
    });
    await waitFor(() => expect(banner.textContent).toMatch(/^Offline: /));
    expect(within(banner).queryByRole("button", { name: "Try again" })).toBeNull();
    await goOnline();
    expect(banner.textContent).toBe("");
  });
});

describe("connection notices on a page loaded online", () => {
  it("load neither the banner nor the queue while online with nothing kept, and the queue once something was", async () => {
    const { unmount } = renderWithClient(<ConnectionNotices />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByTestId("offline-banner").textContent).toBe("");
    expect(screen.queryByTestId("outbox-status")).toBeNull();
    unmount();

    // A later page, with a submission kept on this phone by an earlier one.
    localStorage.setItem("offline-outbox:kept", "1");
    renderWithClient(<ConnectionNotices />);
    expect(await screen.findByTestId("outbox-status")).toBeTruthy();
  });
});
