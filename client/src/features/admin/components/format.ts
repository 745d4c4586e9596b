import { POPUP_DESCRIPTION_CUT } from "@shared/constants";

// Formats of the admin screens (coordinates: more decimals in popups than in the table).
export const coords = (lat: number | null, lng: number | null, decimals: number) =>
  lat === null || lng === null ? "—" : `${lat.toFixed(decimals)}, ${lng.toFixed(decimals)}`;

export function cutDescription(text: string): string {
  return text.length > POPUP_DESCRIPTION_CUT ? `${text.slice(0, POPUP_DESCRIPTION_CUT)}...` : text;
}

export function downloadText(filename: string, text: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
