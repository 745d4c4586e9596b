import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { WhatsAppUsage } from "./WhatsAppUsage";

describe("WhatsApp usage on the dashboard", () => {
  it('says "WhatsApp: 240 of 250 people today" and that the limit is close', () => {
    render(<WhatsAppUsage usage={{ peopleToday: 240, limit: 250 }} />);
    expect(screen.getByTestId("whatsapp-usage").textContent).toBe("WhatsApp: 240 of 250 people today");
    expect(screen.getByText(/Close to the account's 24-hour limit/)).toBeTruthy();
  });

  it("says when the limit is reached, and nothing more well below it", () => {
    const { rerender } = render(<WhatsAppUsage usage={{ peopleToday: 2000, limit: 2000 }} />);
    expect(screen.getByTestId("whatsapp-usage").textContent).toBe("WhatsApp: 2,000 of 2,000 people today");
    expect(screen.getByText(/limit is reached/)).toBeTruthy();
    rerender(<WhatsAppUsage usage={{ peopleToday: 12, limit: 250 }} />);
    expect(screen.queryByText(/limit/)).toBeNull();
  });

  it("an unlimited account shows the count alone", () => {
    render(<WhatsAppUsage usage={{ peopleToday: 1, limit: null }} />);
    expect(screen.getByTestId("whatsapp-usage").textContent).toBe(
      "WhatsApp: 1 person today (no daily limit)",
    );
  });
});
