import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithClient, stubApi } from "../../../../test/api";
import { staffAlert } from "../../../../test/fixtures";
import { PendingAlertCard } from "./PendingAlertCard";

const TOKEN = "t".repeat(43);
const pending = staffAlert({ photoUrl: "/api/photos/pendingPhoto123" });

afterEach(() => vi.unstubAllGlobals());

describe("PendingAlertCard", () => {
  it("loads the staff-only photo with the moderator's token and shows it", async () => {
    const createObjectURL = vi.fn(() => "blob:pending-photo");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { calls } = stubApi({
      "GET /api/photos/pendingPhoto123": () =>
        new Response("jpeg bytes", { headers: { "content-type": "image/jpeg" } }),
    });
    renderWithClient(
      <PendingAlertCard alert={pending} token={TOKEN} busy={false} onVerify={() => {}} onReject={() => {}} />,
    );
    const img = await screen.findByRole("img", { name: "Ravi Singh" });
    expect(img.getAttribute("src")).toBe("blob:pending-photo");
    for (const call of calls) expect(call.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it("shows the no-photo placeholder when the photo cannot be loaded", async () => {
    const { calls } = stubApi({});
    renderWithClient(
      <PendingAlertCard alert={pending} token={TOKEN} busy={false} onVerify={() => {}} onReject={() => {}} />,
    );
    // The photo, and the estimate of what verifying would send (components/distribution).
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith("/api/photos/"))).toHaveLength(1));
    expect(screen.getByText("No photo")).toBeTruthy();
    expect(screen.queryByRole("img", { name: "Ravi Singh" })).toBeNull();
  });

  it("shows the police report reference the family gave, so verification can check it", () => {
    stubApi({});
    const withReference = staffAlert({ policeReference: "Brickdam station, case 2026/0412" });
    const { unmount } = renderWithClient(
      <PendingAlertCard
        alert={withReference}
        token={TOKEN}
        busy={false}
        onVerify={() => {}}
        onReject={() => {}}
      />,
    );
    expect(screen.getByText("Police report reference:")).toBeTruthy();
    expect(screen.getByText("Brickdam station, case 2026/0412")).toBeTruthy();
    unmount();
    renderWithClient(
      <PendingAlertCard
        alert={staffAlert()}
        token={TOKEN}
        busy={false}
        onVerify={() => {}}
        onReject={() => {}}
      />,
    );
    expect(screen.getByText("None given")).toBeTruthy();
  });

  it("flags a photo that matches an earlier case's, naming the case; no flag otherwise", () => {
    stubApi({});
    const card = (alert: ReturnType<typeof staffAlert>) => (
      <PendingAlertCard alert={alert} token={TOKEN} busy={false} onVerify={() => {}} onReject={() => {}} />
    );
    const { unmount } = renderWithClient(card(staffAlert({ photoReusedFromAlertId: 3 })));
    expect(screen.getByTestId("photo-reuse-flag").textContent).toBe("This photo matches case #3");
    unmount();
    renderWithClient(card(staffAlert()));
    expect(screen.queryByTestId("photo-reuse-flag")).toBeNull();
  });
});
