import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";

// The real picker (map + gazetteer) is proven end to end in Chromium; here a plain field stands in.
vi.mock("@/components/maps/LocationPicker", () => import("../../../../test/location-picker"));
const { ReportForm } = await import("./ReportForm");

afterEach(() => vi.unstubAllGlobals());

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("report form", () => {
  it("shows the form's messages, then posts the shared contract's payload", async () => {
    const { calls } = stubApi({
      "POST /api/alerts": () =>
        json({ id: 1, status: "pending", isVerified: false, isActive: true, createdAt: "" }, 201),
    });
    const onSubmitted = vi.fn();
    renderWithClient(<ReportForm onSubmitted={onSubmitted} />);
    fireEvent.click(screen.getByRole("button", { name: /Submit/ }));
    expect(await screen.findByText("Please enter the missing person's full name")).toBeTruthy();
    expect(screen.getByText("Please enter the age")).toBeTruthy();
    expect(screen.getByText("Please enter the last known location")).toBeTruthy();
    expect(calls).toHaveLength(0);

    fill(/^Full Name/, " Aaliyah Persaud ");
    fill(/^Age/, "9");
    fill(/^Physical Description/, "Slim build");
    fill(/^Clothing/, "School uniform");
    fill(/^Last Known Location/, "Stabroek Market");
    fill(/^Date and Time Last Seen/, "2025-01-05T10:30");
    fill(/^Your Name/, "Savitri Persaud");
    fill(/^Relationship/, "Mother");
    fill(/^Phone/, "+592 600 1234");
    fill(/^E-mail|^Email/, "savitri@example.gy");
    fill(/^Police report reference/, " Brickdam station, case 2026/0412 ");
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: /Submit/ }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(calls[0]!.body).toEqual({
      name: "Aaliyah Persaud",
      age: 9,
      description: "Slim build",
      clothing: "School uniform",
      lastLocation: "Stabroek Market",
      latitude: 6.8119,
      longitude: -58.1587,
      lastSeen: new Date("2025-01-05T10:30").toISOString(),
      circumstances: null,
      photoUrl: "",
      reporterName: "Savitri Persaud",
      reporterRelationship: "Mother",
      reporterPhone: "+592 600 1234",
      reporterEmail: "savitri@example.gy",
      policeReference: "Brickdam station, case 2026/0412",
      isActive: true,
    });
  });
});
