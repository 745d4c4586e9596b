import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SightingDialog } from "@/features/home/components/SightingDialog";
import { json, renderWithClient, stubApi } from "../../../test/api";
import HomeSightingForm from "./HomeSightingForm";

afterEach(() => vi.unstubAllGlobals());

function renderDialog(onOpenChange = vi.fn()) {
  // As the home page composes it: the home feature's dialog holding the sightings feature's form.
  renderWithClient(
    <SightingDialog open onOpenChange={onOpenChange} renderForm={(slot) => <HomeSightingForm {...slot} />} />,
  );
  return onOpenChange;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });

describe("home sighting dialog", () => {
  it("says all reports are confidential and applies the home rules", async () => {
    const { calls } = stubApi({});
    renderDialog();
    expect(
      screen.getByText("Your information could help save a life. All reports are confidential."),
    ).toBeTruthy();
    fill("Sighting Location", "Mall");
    fill("Description of Sighting", "short");
    fireEvent.click(screen.getByRole("button", { name: "Submit Sighting Report" }));
    expect(await screen.findByText("Location must be at least 5 characters")).toBeTruthy();
    expect(screen.getByText("Please provide more details about the sighting")).toBeTruthy();
    expect(calls).toHaveLength(0);
    expect((screen.getByLabelText(/^Date and Time of Sighting/) as HTMLInputElement).value).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d$/,
    );
    expect((screen.getByLabelText(/^Description of Sighting/) as HTMLTextAreaElement).rows).toBe(4);
  });

  it("posts alert 1 with name and contact optional, thanks the user and closes", async () => {
    let release: () => void = () => {};
    const { calls } = stubApi({
      "POST /api/sightings": () =>
        new Promise((resolve) => {
          release = () =>
            resolve(json({ id: 5, alertId: 1, status: "pending", isVerified: false, createdAt: "" }, 201));
        }),
    });
    const onOpenChange = renderDialog();
    fill("Sighting Location", "Bourda Market, Regent Street");
    fill("Description of Sighting", "A girl in a navy uniform walking east with an older woman.");
    fireEvent.click(screen.getByRole("button", { name: "Submit Sighting Report" }));
    expect(await screen.findByRole("button", { name: "Submitting..." })).toHaveProperty("disabled", true);
    release();
    expect(await screen.findByText("Sighting reported")).toBeTruthy();
    expect(
      screen.getByText(
        "Thank you for reporting this sighting. Your information is critical in helping find the missing person.",
      ),
    ).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(calls[0]!.body).toEqual({
      alertId: 1,
      reporterName: null,
      reporterContact: null,
      location: "Bourda Market, Regent Street",
      sightingTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/),
      description: "A girl in a navy uniform walking east with an older woman.",
    });
  });

  it("shows the spec's error toast and lets the user try again", async () => {
    stubApi({ "POST /api/sightings": () => json({ message: "alertId: no such alert" }, 404) });
    const onOpenChange = renderDialog();
    fill("Sighting Location", "Bourda Market, Regent Street");
    fill("Description of Sighting", "A girl in a navy uniform walking east.");
    fireEvent.click(screen.getByRole("button", { name: "Submit Sighting Report" }));
    expect(await screen.findByText("Error reporting sighting")).toBeTruthy();
    expect(screen.getByText("There was an error reporting the sighting. Please try again.")).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Submit Sighting Report" })).toHaveProperty(
        "disabled",
        false,
      ),
    );
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it("a server error (500) shows the spec's error, is not kept on the phone, and keeps what was typed", async () => {
    const { calls } = stubApi({
      "POST /api/sightings": () => json({ message: "Something went wrong" }, 500),
    });
    const onOpenChange = renderDialog();
    fill("Your Name", "Carl Fraser");
    fill("Sighting Location", "Bourda Market, Regent Street");
    fill("Description of Sighting", "A girl in a navy uniform walking east.");
    fireEvent.click(screen.getByRole("button", { name: "Submit Sighting Report" }));
    expect(await screen.findByText("Error reporting sighting")).toBeTruthy();
    expect(screen.getByText("There was an error reporting the sighting. Please try again.")).toBeTruthy();
    expect(screen.queryByText("Saved on this phone")).toBeNull();
    expect(screen.queryByText(/No connection/)).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Submit Sighting Report" })).toHaveProperty(
        "disabled",
        false,
      ),
    );
    expect(calls).toHaveLength(1);
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    const value = (label: string) =>
      (screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement).value;
    expect(value("Your Name")).toBe("Carl Fraser");
    expect(value("Sighting Location")).toBe("Bourda Market, Regent Street");
    expect(value("Description of Sighting")).toBe("A girl in a navy uniform walking east.");
  });
});
