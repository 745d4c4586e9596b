import { EMPTY_INTAKE } from "@shared/intake";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";
import { staffAlert } from "../../../../test/fixtures";
import { PendingAlertCard } from "./PendingAlertCard";

// The moderator's view of a report's intake answers and of its police confirmation: the flag
// while one is required, the way to ask the police for it, and the confirmation once recorded.

const TOKEN = "t".repeat(43);

const flagged = staffAlert({
  id: 31,
  intake: {
    ...EMPTY_INTAKE,
    medicalNeeds: "Epilepsy, takes Keppra",
    needsMedication: "yes",
    nearWater: true,
    missingBefore: "no",
    lastSeenWith: "Her uncle Dev",
    vehicleMake: "Toyota Allion",
    vehiclePlate: "PAA 1234",
    custodyOrder: "yes",
    legalGuardian: "no",
    policeReportMade: "yes",
    policeStation: "Brickdam",
  },
  policeConfirmationReasons: ["custody or protection order", "the reporter is not the legal guardian"],
});

const renderCard = (alert = flagged) =>
  renderWithClient(
    <PendingAlertCard alert={alert} token={TOKEN} busy={false} onVerify={() => {}} onReject={() => {}} />,
  );

afterEach(() => vi.unstubAllGlobals());

describe("a report's intake answers and police confirmation on the moderator's card", () => {
  it("shows every answer given", () => {
    stubApi({});
    renderCard();
    const answers = within(screen.getByRole("region", { name: "Intake answers" }));
    expect(answers.getByText("Epilepsy, takes Keppra")).toBeTruthy();
    expect(answers.getByText("Last seen near:")).toBeTruthy();
    expect(answers.getByText("water")).toBeTruthy();
    expect(answers.getByText("Toyota Allion, plate PAA 1234")).toBeTruthy();
    expect(answers.getByText("Her uncle Dev")).toBeTruthy();
    expect(answers.getByText("Yes, station Brickdam")).toBeTruthy();
    expect(answers.getByText("Gone missing before:")).toBeTruthy();
  });

  it("leaves out the questions not answered", () => {
    stubApi({});
    renderCard(staffAlert({ intake: { ...EMPTY_INTAKE, missingBefore: "unknown" } }));
    const answers = within(screen.getByRole("region", { name: "Intake answers" }));
    expect(answers.getByText("Gone missing before:")).toBeTruthy();
    expect(answers.getByText("Don't know")).toBeTruthy();
    expect(answers.getAllByRole("term")).toHaveLength(1);
  });

  it("flags that a police confirmation is required, with the reasons, and asks the police for one", async () => {
    const { calls } = stubApi({
      "POST /api/alerts/31/police-confirmation/request": () =>
        json({ transport: "smtp", expiresAt: "2026-11-30T12:00:00.000Z" }),
    });
    renderCard();
    const flag = within(screen.getByTestId("police-confirmation-required"));
    expect(flag.getByText("Police confirmation required")).toBeTruthy();
    expect(flag.getByText("Custody or protection order")).toBeTruthy();
    expect(flag.getByText("The reporter is not the legal guardian")).toBeTruthy();
    fireEvent.click(flag.getByRole("button", { name: "Request police confirmation" }));
    expect(await screen.findByText("Confirmation link sent")).toBeTruthy();
    expect(calls[0]!.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it("shows the recorded confirmation instead of the flag, and nothing for a report that needs none", () => {
    stubApi({});
    const { unmount } = renderCard({
      ...flagged,
      policeConfirmed: true,
      policeConfirmation: {
        station: "Brickdam",
        incidentNumber: "GPF-0412",
        officer: "Cpl. R. Persaud",
        confirmedAt: "2026-11-27T12:00:00.000Z",
        confirmedById: 4,
      },
    });
    expect(screen.queryByTestId("police-confirmation-required")).toBeNull();
    expect(screen.getByText(/incident GPF-0412, officer Cpl\. R\. Persaud/)).toBeTruthy();
    unmount();
    renderCard(staffAlert());
    expect(screen.queryByTestId("police-confirmation-required")).toBeNull();
    expect(screen.queryByRole("region", { name: "Intake answers" })).toBeNull();
  });
});
