import type { LocationPickerProps } from "@/components/maps/LocationPicker";

// Stands in for the real picker (map + gazetteer, proven end to end in Chromium) in component
// tests: a plain field whose typing also sets a pin at PIN. Use it as a module mock:
// vi.mock("@/components/maps/LocationPicker", () => import(".../test/location-picker"))

export const PIN = { latitude: 6.8119, longitude: -58.1587 } as const;

export function LocationPicker({ id, label, value, onChange, error }: LocationPickerProps) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value.address} onChange={(e) => onChange({ address: e.target.value, ...PIN })} />
      {error && <p>{error}</p>}
    </div>
  );
}
