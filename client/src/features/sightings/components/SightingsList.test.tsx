import type { AlertSighting } from "@shared/sightings";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SightingsList } from "./SightingsList";
import { sightingFormSchema, toCreateSightingInput } from "./sighting-form-schema";
import { verifiedSightingMarkers } from "./sighting-markers";

const sighting = (overrides: Partial<AlertSighting>): AlertSighting => ({
  id: 1,
  alertId: 1,
  reporterName: "Carl Fraser",
  location: "Avenue of the Republic",
  latitude: 6.8107,
  longitude: -58.1599,
  sightingTime: "2025-05-10T14:30:00.000Z",
  description: "Girl with a pink backpack walking north.",
  isVerified: true,
  status: "verified",
  createdAt: "2025-05-10T14:40:00.000Z",
  ...overrides,
});

describe("SightingsList", () => {
  it("shows the loading state", () => {
    render(<SightingsList sightings={undefined} isLoading error={null} />);
    expect(screen.getByRole("status").textContent).toContain("Loading sightings...");
  });

  it("shows the empty state", () => {
    render(<SightingsList sightings={[]} isLoading={false} error={null} />);
    expect(screen.getByText("No sightings have been reported yet.")).toBeTruthy();
  });

  it("shows cards: location, time, Verified badge, description, reporter; green or amber border", () => {
    render(
      <SightingsList
        sightings={[
          sighting({}),
          sighting({ id: 2, isVerified: false, reporterName: null, location: "Camp Street" }),
        ]}
        isLoading={false}
        error={null}
      />,
    );
    const [verified, pending] = screen.getAllByTestId("sighting-card");
    expect(within(verified!).getByText("Avenue of the Republic")).toBeTruthy();
    expect(within(verified!).getByText("Verified")).toBeTruthy();
    expect(within(verified!).getByText("Girl with a pink backpack walking north.")).toBeTruthy();
    expect(verified!.textContent).toContain("Reported by: Carl Fraser");
    expect(verified!.className).toContain("border-l-green-600");
    expect(within(pending!).queryByText("Verified")).toBeNull();
    expect(pending!.className).toContain("border-l-amber-500");
    expect(pending!.textContent).toContain("Reported by: Anonymous");
  });
});

describe("verified sighting markers", () => {
  it("marks only verified sightings that have coordinates", () => {
    const markers = verifiedSightingMarkers(
      [
        sighting({ id: 1 }),
        sighting({ id: 2, isVerified: false }),
        sighting({ id: 3, latitude: null, longitude: null }),
      ],
      "Verified Sighting",
      (value) => value,
    );
    expect(markers).toHaveLength(1);
    expect(markers[0]).toMatchObject({
      title: "Verified Sighting",
      type: "sighting",
      position: [6.8107, -58.1599],
    });
  });
});

describe("sighting form rules", () => {
  const values = {
    reporterName: "Rhonda",
    reporterContact: "+592 655 0001",
    location: { address: "Kitty, Georgetown", latitude: 6.8253, longitude: -58.1469 },
    sightingTime: "2025-05-10T09:15",
    description: "Boy in a red jersey at the shop.",
  };

  it("requires all five fields with the shared location and description messages", () => {
    const result = sightingFormSchema.safeParse({
      reporterName: "",
      reporterContact: "",
      location: { address: "Kit", latitude: null, longitude: null },
      sightingTime: "",
      description: "short",
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Please enter your name",
        "Please enter a phone number or e-mail address",
        "Location must be at least 5 characters",
        "Please enter the date and time of the sighting",
        "Please provide more details about the sighting",
      ]),
    );
  });

  it("builds the API payload with coordinates and an ISO time", () => {
    vi.useFakeTimers({ now: new Date("2025-06-01T00:00:00Z") });
    expect(sightingFormSchema.safeParse(values).success).toBe(true);
    vi.useRealTimers();
    expect(toCreateSightingInput(7, values)).toEqual({
      alertId: 7,
      reporterName: "Rhonda",
      reporterContact: "+592 655 0001",
      location: "Kitty, Georgetown",
      latitude: 6.8253,
      longitude: -58.1469,
      sightingTime: new Date("2025-05-10T09:15").toISOString(),
      description: "Boy in a red jersey at the shop.",
    });
  });
});
