import QRCode from "qrcode";
import { loadSharp } from "../../images";

/**
 * A QR code of the alert's URL as a PNG exactly size x size pixels: black on white with the
 * standard quiet zone, error correction M (a creased or smudged print still scans).
 */
export async function qrPng(url: string, size: number): Promise<Buffer> {
  const png = await QRCode.toBuffer(url, {
    type: "png",
    errorCorrectionLevel: "M",
    margin: 4,
    width: size,
    color: { dark: "#000000", light: "#ffffff" },
  });
  // qrcode rounds the width to whole modules; make it exactly the box it is placed in.
  const sharp = await loadSharp();
  return sharp(png).resize(size, size, { kernel: "nearest", fit: "fill" }).png().toBuffer();
}
