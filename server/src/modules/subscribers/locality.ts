/** Regions and coastal areas: not a town, so never the town part of a locality. */
const REGIONS = new Set(
  [
    "Barima-Waini",
    "Pomeroon-Supenaam",
    "Essequibo Islands-West Demerara",
    "Demerara-Mahaica",
    "Mahaica-Berbice",
    "East Berbice-Corentyne",
    "Cuyuni-Mazaruni",
    "Potaro-Siparuni",
    "Upper Takutu-Upper Essequibo",
    "Upper Demerara-Berbice",
    "East Coast Demerara",
    "East Bank Demerara",
    "West Coast Demerara",
    "West Bank Demerara",
    "East Bank Essequibo",
    "Essequibo Coast",
    "Essequibo Islands",
    "West Berbice",
    "East Berbice",
    "Corentyne",
    "Corentyne, Berbice",
    "Berbice",
    "Demerara",
    "Essequibo",
  ].map((r) => r.toLowerCase()),
);

const STREET = /\b(street|st|road|rd|avenue|ave|drive|lane|alley|highway|public road|embankment|dam)\.?$/i;
const isRegion = (part: string) => REGIONS.has(part.toLowerCase()) || /^region\s+\d+$/i.test(part);

/**
 * The most of an address the public may see: a town and the country. House numbers and street
 * names are dropped, and a region between town and country is skipped, so "22 Middle Street,
 * Diamond, East Bank Demerara, Guyana" becomes "Diamond, Guyana" and "Lot 12 Robb Street,
 * Lacytown, Georgetown, Guyana" becomes "Georgetown, Guyana".
 */
export function publicLocalityOf(address: string | null | undefined): string | null {
  if (!address) return null;
  const parts = address
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p.length > 0 && !/\d/.test(p) && !STREET.test(p));
  if (parts.length === 0) return null;
  const last = parts[parts.length - 1]!;
  const hasCountry = last.toLowerCase() === "guyana";
  const places = (hasCountry ? parts.slice(0, -1) : parts).filter((p) => !isRegion(p));
  const town = places[places.length - 1];
  if (!town) return hasCountry ? last : null;
  return hasCountry ? `${town}, ${last}` : town;
}
