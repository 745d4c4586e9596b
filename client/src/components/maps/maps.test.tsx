import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { AddressAutocomplete } from "./AddressAutocomplete";
import { validMarkers } from "./MapView";
import { isValidPosition, type MapMarker } from "./types";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("map markers", () => {
  it("accepts only a pair of non-zero numbers", () => {
    expect(isValidPosition([6.8, -58.16])).toBe(true);
    expect(isValidPosition([0, -58.16])).toBe(false);
    expect(isValidPosition([6.8, 0])).toBe(false);
    expect(isValidPosition([6.8])).toBe(false);
    expect(isValidPosition(["6.8", -58.1])).toBe(false);
    expect(isValidPosition([Number.NaN, -58.1])).toBe(false);
    expect(isValidPosition(null)).toBe(false);
  });

  it("skips invalid markers with a console warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const markers: MapMarker[] = [
      { position: [6.8, -58.16], title: "Last Seen", type: "alert" },
      { position: [0, 0], title: "Nowhere", type: "sighting" },
    ];
    expect(validMarkers(markers).map((m) => m.title)).toEqual(["Last Seen"]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("invalid position"), "Nowhere", [0, 0]);
  });
});

function Harness({ onSelect }: { onSelect: (label: string, lat: number) => void }) {
  const [text, setText] = useState("");
  return (
    <QueryClientProvider client={createQueryClient()}>
      <label htmlFor="addr">Address</label>
      <AddressAutocomplete
        id="addr"
        value={text}
        onTextChange={setText}
        onSelect={(p) => {
          setText(p.label);
          onSelect(p.label, p.latitude);
        }}
      />
    </QueryClientProvider>
  );
}
describe("address suggestions", () => {
  it("lists suggestions for typed text and picks one with the keyboard", async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify([
            { label: "Kitty, Georgetown, Guyana", latitude: 6.8253, longitude: -58.1469 },
            { label: "Kingston, Georgetown, Guyana", latitude: 6.8215, longitude: -58.1635 },
          ]),
        ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const input = screen.getByRole("combobox", { name: "Address" });
    fireEvent.change(input, { target: { value: "Ki" } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(fetchMock).toHaveBeenCalledWith("/api/geocode/search?q=Ki", expect.anything());
    const options = screen.getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "Kitty, Georgetown, Guyana",
      "Kingston, Georgetown, Guyana",
    ]);
    expect(input).toHaveProperty("ariaExpanded", "true");

    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onSelect).toHaveBeenCalledWith("Kingston, Georgetown, Guyana", 6.8215);
    expect((input as HTMLInputElement).value).toBe("Kingston, Georgetown, Guyana");
    expect(screen.getByRole("listbox", { hidden: true }).hidden).toBe(true);
  });
});
