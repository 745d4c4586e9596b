import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithClient, stubApi } from "../../../../test/api";

// The real picker (map + gazetteer) is proven end to end in Chromium; here a plain field stands in.
vi.mock("@/components/maps/LocationPicker", () => import("../../../../test/location-picker"));
const { SightingForm } = await import("./SightingForm");

afterEach(() => vi.unstubAllGlobals());

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe("the alert page's sighting form", () => {
  it.each([
    [500, "Something went wrong"],
    [404, "Alert not found"],
  ])(
    "an answer of %i shows 'Error submitting sighting' with the server's message and keeps what was typed",
    async (status, message) => {
      const { calls } = stubApi({ "POST /api/sightings": () => json({ message }, status) });
      const onSubmitted = vi.fn();
      renderWithClient(<SightingForm alertId={4} onClose={vi.fn()} onSubmitted={onSubmitted} />);
      fill("Your Name", "Carl Fraser");
      fill("Contact Information", "+592 655 0101");
      fill("Sighting Location", "Mackenzie market");
      fill("Description of Sighting", "Saw a boy in a black hoodie at the market.");
      fireEvent.click(screen.getByRole("button", { name: "Submit Sighting Report" }));

      // The toaster is the app's one store: wait for this answer's message, not an earlier toast.
      expect(await screen.findByText(message)).toBeTruthy();
      expect(screen.getByText("Error submitting sighting")).toBeTruthy();
      expect(screen.queryByText("Saved on this phone")).toBeNull();
      expect(screen.queryByText(/No connection/)).toBeNull();
      expect(calls).toHaveLength(1);
      expect(onSubmitted).not.toHaveBeenCalled();
      await waitFor(() =>
        expect(screen.getByRole("button", { name: "Submit Sighting Report" })).toHaveProperty(
          "disabled",
          false,
        ),
      );
      expect(field("Your Name").value).toBe("Carl Fraser");
      expect(field("Contact Information").value).toBe("+592 655 0101");
      expect(field("Sighting Location").value).toBe("Mackenzie market");
      expect(field("Description of Sighting").value).toBe("Saw a boy in a black hoodie at the market.");
    },
  );
});
