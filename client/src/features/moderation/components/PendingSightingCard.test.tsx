import type { PendingSighting } from "@shared/moderation";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PendingSightingCard } from "./PendingSightingCard";

const sighting = (overrides: Partial<PendingSighting>): PendingSighting => ({
  id: 41,
  alertId: 7,
  alertName: "Aaliyah Persaud",
  alertAge: 9,
  reporterName: null,
  reporterContact: "+5926001234",
  source: "sms",
  location: "Not given (reply by SMS)",
  latitude: null,
  longitude: null,
  sightingTime: "2025-05-01T10:00:00.000Z",
  description: "Saw her by the ferry stelling at Vreed-en-Hoop.",
  createdAt: "2025-05-01T10:00:00.000Z",
  ...overrides,
});

const renderCard = (s: PendingSighting) =>
  render(<PendingSightingCard sighting={s} busy={false} onVerify={() => {}} />);

describe("PendingSightingCard", () => {
  it("marks a reply to an alert text 'by SMS' and shows the number it came from", () => {
    renderCard(sighting({}));
    expect(screen.getByText("by SMS")).toBeTruthy();
    expect(screen.getByText("+5926001234")).toBeTruthy();
    expect(screen.getByText("Anonymous")).toBeTruthy();
  });

  it("marks a WhatsApp reply 'by WhatsApp'", () => {
    renderCard(sighting({ source: "whatsapp", location: "Not given (reply by WhatsApp)" }));
    expect(screen.getByText("by WhatsApp")).toBeTruthy();
    expect(screen.queryByText("by SMS")).toBeNull();
  });

  it("adds no source label to a sighting from the web forms", () => {
    renderCard(sighting({ source: "web", location: "Camp Street", reporterContact: "nadira@example.gy" }));
    expect(screen.queryByText("by SMS")).toBeNull();
    expect(screen.queryByText("by WhatsApp")).toBeNull();
    expect(screen.getByText("Camp Street")).toBeTruthy();
  });
});
