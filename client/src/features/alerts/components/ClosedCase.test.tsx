import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithClient } from "../../../../test/api";
import { ClosedCaseBanner, RedactedAlertView } from "./ClosedCase";

describe("a closed case on the public alert page", () => {
  it("says found, and nothing of how, for a found person", () => {
    render(<ClosedCaseBanner outcome="found" />);
    expect(screen.getByRole("status").textContent).toBe("Found - thank you for sharing");
  });

  it("says only closed for a case closed for another reason, and nothing while the search goes on", () => {
    const { unmount } = render(<ClosedCaseBanner outcome="closed" />);
    expect(screen.getByRole("status").textContent).toBe("This alert is closed - thank you for sharing");
    unmount();
    render(<ClosedCaseBanner outcome={null} />);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows a redacted record as the first name, RESOLVED, found and the dates", () => {
    renderWithClient(
      <RedactedAlertView
        alert={{
          id: 4,
          redacted: true,
          firstName: "Aaliyah",
          publicOutcome: "found",
          isActive: false,
          lastSeen: "2026-01-10T15:00:00.000Z",
          createdAt: "2026-01-10T16:00:00.000Z",
          closedAt: "2026-01-12T09:00:00.000Z",
        }}
      />,
    );
    expect(screen.getByTestId("alert-name").textContent).toBe("Aaliyah");
    expect(screen.getByTestId("alert-status-badge").textContent).toBe("RESOLVED");
    expect(screen.getByText("Found - thank you for sharing")).toBeTruthy();
    expect(screen.getByText("Found")).toBeTruthy();
    expect(screen.getByText(/no longer shown/)).toBeTruthy();
  });

  it("shows an appeal that ended as only that: no name, no outcome, no dates", () => {
    renderWithClient(<RedactedAlertView alert={{ id: 4, redacted: true, ended: true, isActive: false }} />);
    expect(screen.getByTestId("appeal-ended").textContent).toBe(
      "This appeal has ended.Thank you for your help.",
    );
    expect(screen.getByTestId("alert-status-badge").textContent).toBe("RESOLVED");
    expect(screen.queryByTestId("alert-name")).toBeNull();
    expect(screen.queryByText(/Found/)).toBeNull();
  });
});
