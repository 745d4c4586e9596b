import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../../../../test/api";
import { publicAlert } from "../../../../test/fixtures";
import { AlertPhotoPanel } from "./AlertDetail";

const verified = publicAlert({ id: 31, name: "Aaliyah Persaud" });

function renderPanel(alert = verified) {
  return render(<AlertPhotoPanel alert={alert} onReportSighting={() => {}} onBack={() => {}} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("alert page: poster and share image", () => {
  it("links the A4 poster (downloaded) and the portrait share image of a verified alert", async () => {
    renderPanel();
    expect(screen.queryByTestId("do-not-forward")).toBeNull();
    // The links load just after the photo (their code is fetched on demand).
    const poster = await screen.findByRole("link", { name: "Download poster" });
    expect(poster.getAttribute("href")).toBe("/api/alerts/31/poster.pdf");
    expect(poster.hasAttribute("download")).toBe(true);
    const image = screen.getByRole("link", { name: "Share image" });
    expect(image.getAttribute("href")).toBe("/api/alerts/31/poster.jpg");
    // Keyboard users reach both: real links, in the tab order.
    for (const link of [poster, image]) expect(link.tabIndex).toBe(0);
  });

  it("offers neither for a report still pending verification (staff see those here)", async () => {
    renderPanel(publicAlert({ id: 32, isVerified: false, status: "pending" }));
    // Once the links' code has loaded, a verified alert would show them by now.
    await import("./AlertShareFiles");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole("link", { name: "Download poster" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Share image" })).toBeNull();
  });

  it("offers neither for a recipients-only alert, and asks its readers not to pass it on", async () => {
    renderPanel(publicAlert({ id: 33, sharingPolicy: "recipients_only" }));
    expect(screen.getByTestId("do-not-forward").textContent).toBe(
      "Please do not forward or share this alert.",
    );
    await import("./AlertShareFiles");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole("link", { name: "Download poster" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Share image" })).toBeNull();
  });

  it("hands the image file to the phone's share sheet where the browser can share files", async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
    const { calls } = stubApi({
      "GET /api/alerts/31/poster.jpg": () =>
        new Response(jpeg, { headers: { "content-type": "image/jpeg" } }),
    });
    const share = vi.fn(async (_data: ShareData) => {});
    vi.stubGlobal("navigator", { ...navigator, share, canShare: () => true });
    renderPanel();
    const followed = fireEvent.click(await screen.findByRole("link", { name: "Share image" }));
    expect(followed).toBe(false); // the link is not followed: the share sheet opens instead
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(calls.map((call) => call.url)).toEqual(["/api/alerts/31/poster.jpg"]);
    const file = share.mock.calls[0]![0].files![0]!;
    expect([file.name, file.type, file.size]).toEqual(["missing-31.jpg", "image/jpeg", 4]);
    expect(share.mock.calls[0]![0].title).toBe("MISSING: Aaliyah Persaud");
  });

  it("names a found person's shared file FOUND", async () => {
    stubApi({ "GET /api/alerts/33/poster.jpg": () => new Response(new Uint8Array([1, 2])) });
    const share = vi.fn(async (_data: ShareData) => {});
    vi.stubGlobal("navigator", { ...navigator, share, canShare: () => true });
    const found = publicAlert({
      id: 33,
      name: "Ravi Singh",
      isVerified: true,
      isActive: false,
      publicOutcome: "found",
    });
    renderPanel(found);
    fireEvent.click(await screen.findByRole("link", { name: "Share image" }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]![0].files![0]!.name).toBe("found-33.jpg");
    expect(share.mock.calls[0]![0].title).toBe("FOUND: Ravi Singh");
  });

  it("follows the link to the image where files cannot be shared", () => {
    const { fetchMock } = stubApi({});
    vi.stubGlobal("navigator", { ...navigator, share: undefined, canShare: undefined });
    renderPanel();
    const link = screen.getByRole("link", { name: "Share image" });
    // Seen after the app's own handler (React listens at its root): did it stop the link?
    let stopped: boolean | undefined;
    const afterApp = (event: Event) => {
      stopped = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot navigate
    };
    window.addEventListener("click", afterApp);
    fireEvent.click(link);
    window.removeEventListener("click", afterApp);
    expect(stopped).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(link.getAttribute("target")).toBe("_blank");
  });
});
