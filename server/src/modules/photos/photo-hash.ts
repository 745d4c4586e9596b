// A perceptual hash of a stored photo: sharp-phash (the DCT pHash, on sharp, which re-encodes our
// photos already) gives 64 bits that change little when a photo is recompressed, resized or
// lightly edited, and a lot between different photos. Close hashes (a small Hamming distance)
// mean "probably the same picture": a new report reusing an earlier case's photo is flagged.

/** At most this many of the 64 bits may differ for two photos to count as the same picture. */
export const SAME_PHOTO_MAX_DISTANCE = 10;

const HASH_HEX = /^[0-9a-f]{16}$/;

/** The photo's perceptual hash as 16 hex digits (64 bits). */
export async function perceptualHash(image: Buffer): Promise<string> {
  // Imported on first use, as sharp is (server/src/images.ts).
  const { default: phash } = await import("sharp-phash");
  const bits = await phash(image);
  return BigInt(`0b${bits}`).toString(16).padStart(16, "0");
}

export function isPerceptualHash(value: string): boolean {
  return HASH_HEX.test(value);
}
