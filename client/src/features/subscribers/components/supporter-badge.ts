// The downloadable supporter badge: a PNG drawn on a canvas in the browser, nothing uploaded.

export const BADGE_SIZE = 600;

function fitText(
  ctx: CanvasRenderingContext2D,
  text: string,
  maxWidth: number,
  startPx: number,
  weight = "bold",
) {
  let size = startPx;
  do {
    ctx.font = `${weight} ${size}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
    size -= 2;
  } while (ctx.measureText(text).width > maxWidth && size > 12);
}

/** Draws the badge and returns it as a PNG data URL, or null when the browser cannot draw. */
export function drawSupporterBadge({
  name,
  brandName,
  year = new Date().getFullYear(),
}: {
  name: string;
  brandName: string;
  year?: number;
}): string | null {
  try {
    const canvas = document.createElement("canvas");
    canvas.width = BADGE_SIZE;
    canvas.height = BADGE_SIZE;
    const ctx = canvas.getContext("2d");
    if (!ctx) return null;
    const c = BADGE_SIZE / 2;

    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, BADGE_SIZE, BADGE_SIZE);
    // Outer ring and disc.
    ctx.beginPath();
    ctx.arc(c, c, c - 10, 0, Math.PI * 2);
    ctx.fillStyle = "#991b1b";
    ctx.fill();
    ctx.beginPath();
    ctx.arc(c, c, c - 34, 0, Math.PI * 2);
    ctx.fillStyle = "#b91c1c";
    ctx.fill();
    ctx.lineWidth = 4;
    ctx.strokeStyle = "#fecaca";
    ctx.stroke();

    ctx.fillStyle = "#ffffff";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    fitText(ctx, brandName.toUpperCase(), 420, 40);
    ctx.fillText(brandName.toUpperCase(), c, 165);
    fitText(ctx, "PROUD SUPPORTER", 420, 34);
    ctx.fillText("PROUD SUPPORTER", c, 235);

    // Name on a white band.
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(70, 280, BADGE_SIZE - 140, 90);
    ctx.fillStyle = "#7f1d1d";
    fitText(ctx, name, 420, 48);
    ctx.fillText(name, c, 326);

    ctx.fillStyle = "#ffffff";
    fitText(ctx, "Helping bring missing children home", 400, 24, "normal");
    ctx.fillText("Helping bring missing children home", c, 410);
    fitText(ctx, String(year), 200, 28);
    ctx.fillText(String(year), c, 455);

    const url = canvas.toDataURL("image/png");
    return url.startsWith("data:image/png") ? url : null;
  } catch (error) {
    console.error("Could not draw the supporter badge", error);
    return null;
  }
}

/** A file name for the download: letters and digits of the name, dashed. */
export function badgeFileName(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-")
    .slice(0, 40);
  return `supporter-badge${slug ? `-${slug}` : ""}.png`;
}
