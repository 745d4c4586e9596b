import type { StaffAlert } from "@shared/alerts";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithClient, stubApi } from "../../../../test/api";
import { PendingAlertCard } from "./PendingAlertCard";

const TOKEN = "t".repeat(43);
const pending = {
  id: 7,
  name: "Ravi Singh",
  age: 12,
  description: "Short black hair.",
  clothing: "Blue school shirt.",
  lastLocation: "Parika Stelling",
  lastSeen: "2025-05-01T08:00:00.000Z",
  latitude: null,
  longitude: null,
  circumstances: null,
  photoUrl: "/api/photos/pendingPhoto123",
  isVerified: false,
  isActive: true,
  status: "pending",
  createdAt: "2025-05-01T09:00:00.000Z",
  reporterName: "Indra Singh",
  reporterRelationship: "Father",
  reporterPhone: "+592 655 0000",
  reporterEmail: "indra@example.gy",
  adminNotes: null,
  notificationRadius: 50,
  highPriority: false,
  reviewedAt: null,
  reviewedById: null,
} satisfies StaffAlert;

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
    expect(calls[0]?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it("shows the no-photo placeholder when the photo cannot be loaded", async () => {
    const { calls } = stubApi({});
    renderWithClient(
      <PendingAlertCard alert={pending} token={TOKEN} busy={false} onVerify={() => {}} onReject={() => {}} />,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByText("No photo")).toBeTruthy();
    expect(screen.queryByRole("img", { name: "Ravi Singh" })).toBeNull();
  });
});
