import { LRUCache } from "lru-cache";
import QRCode from "qrcode";

/** QR codes already drawn, by URL: a screen asks every minute for the same few alerts. */
const drawn = new LRUCache<string, string>({ max: 500 });

/**
 * A QR code of the URL as a small SVG document: black on white with a quiet zone, error
 * correction M (a screen seen at an angle or through a shop window still scans).
 */
export async function qrSvg(url: string): Promise<string> {
  const known = drawn.get(url);
  if (known) return known;
  const svg = await QRCode.toString(url, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
    color: { dark: "#000000", light: "#ffffff" },
  });
  drawn.set(url, svg);
  return svg;
}
