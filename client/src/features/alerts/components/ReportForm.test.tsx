import { fireEvent, screen, waitFor, within } from "@testing-library/react";
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
    fireEvent.click(screen.getByRole("checkbox", { name: /I confirm/ }));
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

  it("sends the intake answers given, and only the police report's details with a yes", async () => {
    const { calls } = stubApi({
      "POST /api/alerts": () =>
        json({ id: 2, status: "pending", isVerified: false, isActive: true, createdAt: "" }, 201),
    });
    const onSubmitted = vi.fn();
    renderWithClient(<ReportForm onSubmitted={onSubmitted} />);
    fill(/^Full Name/, "Aaliyah Persaud");
    fill(/^Age/, "9");
    fill(/^Physical Description/, "Slim build");
    fill(/^Clothing/, "School uniform");
    fill(/^Last Known Location/, "Stabroek Market");
    fill(/^Date and Time Last Seen/, "2025-01-05T10:30");
    fill(/^Your Name/, "Savitri Persaud");
    fill(/^Relationship/, "Mother");
    fill(/^Phone/, "+592 600 1234");
    fill(/^E-mail|^Email/, "savitri@example.gy");
    fill(/^Medical needs or medication/, " Asthma, uses an inhaler ");
    fireEvent.click(screen.getByRole("checkbox", { name: /Water/ }));
    fireEvent.click(
      within(screen.getByRole("group", { name: "Do they need medication?" })).getByLabelText("Yes"),
    );
    fireEvent.click(
      within(screen.getByRole("group", { name: /custody or protection order/ })).getByLabelText("Don't know"),
    );
    fireEvent.click(
      within(screen.getByRole("group", { name: "Are you their legal guardian?" })).getByLabelText("No"),
    );
    fill(/^Make and model/, "Toyota Allion");
    fill(/^Number plate/, "PAA 1234");
    // The police report's details appear with a yes, and go only with a yes.
    expect(screen.queryByLabelText(/^Incident number/)).toBeNull();
    const police = within(screen.getByRole("group", { name: "Have you reported this to the police?" }));
    fireEvent.click(police.getByLabelText("Yes"));
    fill(/^Police station/, "Brickdam");
    fill(/^Incident number/, "GPF-0412");
    fireEvent.click(police.getByLabelText("No"));
    fireEvent.click(screen.getByRole("checkbox", { name: /I confirm/ }));
    fireEvent.click(screen.getByRole("button", { name: /Submit/ }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect((calls[0]!.body as { intake: unknown }).intake).toEqual({
      medicalNeeds: "Asthma, uses an inhaler",
      needsMedication: "yes",
      nearWater: true,
      nearBush: false,
      nearMainRoad: false,
      missingBefore: null,
      lastSeenWith: null,
      vehicleMake: "Toyota Allion",
      vehicleColour: null,
      vehiclePlate: "PAA 1234",
      custodyOrder: "unknown",
      legalGuardian: "no",
      policeReportMade: "no",
      policeStation: null,
      policeIncidentNumber: null,
      policeOfficer: null,
    });
  });

  it.each([
    [500, '{"message":"Something went wrong"}', "Something went wrong"],
    [503, "", "Please try again."],
  ])(
    "an answer of %i shows 'Error submitting report', is not kept on the phone, and keeps what was typed",
    async (status, body, description) => {
      const { calls } = stubApi({ "POST /api/alerts": () => new Response(body || null, { status }) });
      const onSubmitted = vi.fn();
      renderWithClient(<ReportForm onSubmitted={onSubmitted} />);
      fill(/^Full Name/, "Aaliyah Persaud");
      fill(/^Age/, "9");
      fill(/^Physical Description/, "Slim build");
      fill(/^Clothing/, "School uniform");
      fill(/^Last Known Location/, "Stabroek Market");
      fill(/^Date and Time Last Seen/, "2025-01-05T10:30");
      fill(/^Your Name/, "Savitri Persaud");
      fill(/^Relationship/, "Mother");
      fill(/^Phone/, "+592 600 1234");
      fill(/^E-mail|^Email/, "savitri@example.gy");
      fireEvent.click(screen.getByRole("checkbox", { name: /I confirm/ }));
      fireEvent.click(screen.getByRole("button", { name: /Submit/ }));

      // The toaster is the app's one store: wait for this answer's message, not an earlier toast.
      expect(await screen.findByText(description)).toBeTruthy();
      expect(screen.getByText("Error submitting report")).toBeTruthy();
      expect(screen.queryByText("Saved on this phone")).toBeNull();
      expect(screen.queryByText(/No connection/)).toBeNull();
      expect(calls).toHaveLength(1);
      expect(onSubmitted).not.toHaveBeenCalled();
      await waitFor(() =>
        expect(screen.getByRole("button", { name: "Submit Report" })).toHaveProperty("disabled", false),
      );
      expect((screen.getByLabelText(/^Full Name/) as HTMLInputElement).value).toBe("Aaliyah Persaud");
      expect((screen.getByLabelText(/^Last Known Location/) as HTMLInputElement).value).toBe(
        "Stabroek Market",
      );
      expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).value).toBe("+592 600 1234");
      expect((screen.getByRole("checkbox", { name: /I confirm/ }) as HTMLInputElement).checked).toBe(true);
    },
  );
});
