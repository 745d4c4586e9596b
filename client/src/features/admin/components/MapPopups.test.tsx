import type { StaffAlert } from "@shared/alerts";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { unpackPlaces } from "../api/map-points";
import { AlertPopup, SubscriberPopup } from "./MapPopups";

const subscriber = {
  id: 4,
  name: "Marcia Ramdin",
  email: null,
  phone: null,
  location: null,
  latitude: 6.80448,
  longitude: -58.15527,
  profilePhotoUrl: null,
  isActive: true,
  whatsappEnabled: false,
  whatsappStatus: "not_opted_in",
  whatsappOptInDate: null,
  whatsappOptOutDate: null,
  createdAt: "2025-05-01T09:00:00.000Z",
  places: [
    { label: "work", location: "Lot 3 Camp Street, Georgetown", latitude: 6.8066, longitude: -58.1625 },
    { label: "school", location: "Queen's College, Camp Road", latitude: 6.8205, longitude: -58.1536 },
  ],
  quietHours: null,
};

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      url === "/api/admin/subscribers/4"
        ? new Response(JSON.stringify(subscriber), { status: 200 })
        : new Response("{}", { status: 404 }),
    ),
  );
});

describe("map popups", () => {
  it("alert: every spec field; description cut to 100; status upper case; 6 decimals", () => {
    const alert = {
      id: 1,
      name: "Aaliyah Persaud",
      age: 9,
      description: "d".repeat(120),
      lastLocation: "Stabroek Market, Georgetown",
      lastSeen: "2025-05-01T08:00:00.000Z",
      latitude: 6.8066,
      longitude: -58.1625,
      status: "pending",
      photoUrl: "/api/photos/abc",
    } as StaffAlert;
    render(<AlertPopup alert={alert} />);
    expect(screen.getByText("Aaliyah Persaud")).toBeTruthy();
    expect(screen.getByText("Age: 9")).toBeTruthy();
    expect(screen.getByText(/^Missing since: /)).toBeTruthy();
    expect(screen.getByText("Last seen: Stabroek Market, Georgetown")).toBeTruthy();
    expect(screen.getByText(`${"d".repeat(100)}...`)).toBeTruthy();
    expect(screen.getByText("PENDING")).toBeTruthy();
    expect(screen.getByText("Coordinates: 6.806600, -58.162500")).toBeTruthy();
    expect(screen.getByRole("img").getAttribute("src")).toBe("/api/photos/abc");
  });

  it("subscriber: loads the details, with the spec's fallbacks", async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SubscriberPopup id={4} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("Marcia Ramdin")).toBeTruthy();
    expect(screen.getByText("Address: Address not provided")).toBeTruthy();
    expect(screen.getByText("Email: Not provided")).toBeTruthy();
    expect(screen.getByText("Phone: Not provided")).toBeTruthy();
    expect(screen.getByText("Coordinates: 6.804480, -58.155270")).toBeTruthy();
    expect(screen.queryByTestId("subscriber-popup-place")).toBeNull();
  });

  it("a subscriber's other place: names the kind of place and its address, then the home", async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SubscriberPopup id={4} place={{ label: "school", position: [6.8205, -58.1536] }} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("Marcia Ramdin")).toBeTruthy();
    expect(screen.getByTestId("subscriber-popup-place").textContent).toBe(
      "School place: Queen's College, Camp RoadCoordinates: 6.820500, -58.153600",
    );
    expect(screen.getByText("Home address: Address not provided")).toBeTruthy();
  });
});

describe("map points", () => {
  it("unpacks the subscribers' other places with their kind", () => {
    expect(unpackPlaces([4, 0, 6.8066, -58.1625, 4, 1, 6.8205, -58.1536, 9, 2, 6, -58.3])).toEqual([
      { id: 4, label: "work", position: [6.8066, -58.1625] },
      { id: 4, label: "school", position: [6.8205, -58.1536] },
      { id: 9, label: "other", position: [6, -58.3] },
    ]);
    // A kind this client does not know yet reads as "other".
    expect(unpackPlaces([4, 7, 6.8, -58.1])[0]!.label).toBe("other");
  });
});
