import type { PoliceCaseView } from "@shared/intake";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";
import { PoliceLinkConfirmation } from "./PoliceLinkConfirmation";

const TOKEN = "p".repeat(43);
const PATH = `/api/police-confirmation/${TOKEN}`;

const view: PoliceCaseView = {
  alertId: 12,
  name: "Aaliyah Persaud",
  age: 9,
  lastLocation: "Stabroek Market, Georgetown",
  lastSeen: "2026-11-25T13:48:00.000Z",
  description: "Slim build",
  circumstances: null,
  reporterName: "Dev Persaud",
  reporterRelationship: "Uncle",
  reporterPhone: "+592 600 1234",
  legalGuardian: "no",
  custodyOrder: "yes",
  lastSeenWith: null,
  familyPoliceReport: { station: "Brickdam", incidentNumber: null, officer: null },
  reasons: ["custody or protection order", "the reporter is not the legal guardian"],
  createdAt: "2026-11-25T14:00:00.000Z",
  confirmed: false,
};

afterEach(() => vi.unstubAllGlobals());

describe("the police confirmation link's page", () => {
  it("shows the case and why we ask, and records the confirmation in one step", async () => {
    const { calls } = stubApi({
      [`GET ${PATH}`]: () => json(view),
      [`POST ${PATH}`]: () => json({ ...view, confirmed: true }),
    });
    renderWithClient(<PoliceLinkConfirmation token={TOKEN} />);
    expect(
      await screen.findByText(/custody or protection order; the reporter is not the legal guardian/),
    ).toBeTruthy();
    expect(screen.getByText("Dev Persaud (Uncle), +592 600 1234")).toBeTruthy();
    // The family's answer starts the form; every field is required.
    expect((screen.getByLabelText(/^Police station/) as HTMLInputElement).value).toBe("Brickdam");
    const button = screen.getByRole("button", { name: "Confirm this case" }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText("Please enter the incident number")).toBeTruthy();
    expect(screen.getByText("Please enter the officer's name")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Incident number/), { target: { value: " GPF-0412 " } });
    fireEvent.change(screen.getByLabelText(/^Officer's name/), { target: { value: "Cpl. R. Persaud" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm this case" }));
    expect(await screen.findByText(/Police-confirmed\. Thank you/)).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({
      station: "Brickdam",
      incidentNumber: "GPF-0412",
      officer: "Cpl. R. Persaud",
    });
    expect(screen.queryByRole("button", { name: "Confirm this case" })).toBeNull();
  });

  it("says only that a used, expired or unknown link is not valid", async () => {
    stubApi({
      [`GET ${PATH}`]: () =>
        json(
          { message: "This confirmation link is not valid: it may have expired or been used already." },
          404,
        ),
    });
    renderWithClient(<PoliceLinkConfirmation token={TOKEN} />);
    expect(await screen.findByText("This link is not valid")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expect(screen.queryByRole("form")).toBeNull();
  });
});
