import type { PublicAlert } from "@shared/alerts";
import { alertMore } from "@shared/i18n/alert-more.en";
import { FileDown, Share2 } from "lucide-react";
import type { MouseEvent } from "react";
import { buttonClasses } from "@/components/ui/button";
import { useT } from "@/i18n/i18n";
import { apiRequest } from "@/lib/api-client";

/** The server renders these for a public alert (server/src/modules/share). */
export const posterPdfUrl = (alertId: number) => `/api/alerts/${alertId}/poster.pdf`;
export const shareImageUrl = (alertId: number) => `/api/alerts/${alertId}/poster.jpg`;

/** What the files say across the top, as the server draws them. */
function stateWord(alert: PublicAlert): "MISSING" | "FOUND" | "CLOSED" {
  if (alert.isActive) return "MISSING";
  return alert.publicOutcome === "found" ? "FOUND" : "CLOSED";
}

/** Whether this browser can hand an image file to the phone's share sheet (WhatsApp status ...). */
function canShareImages(): boolean {
  if (typeof navigator.share !== "function" || typeof navigator.canShare !== "function") return false;
  try {
    return navigator.canShare({ files: [new File([], "alert.jpg", { type: "image/jpeg" })] });
  } catch {
    return false;
  }
}

/**
 * Shares the portrait image as a file where the phone can (the share sheet offers WhatsApp
 * status, Facebook ...); anywhere else the link simply opens the image to save or send.
 */
async function shareImage(event: MouseEvent<HTMLAnchorElement>, alert: PublicAlert): Promise<void> {
  if (!canShareImages()) return;
  event.preventDefault();
  const url = shareImageUrl(alert.id);
  try {
    const bytes = await (await apiRequest("GET", url)).arrayBuffer();
    const word = stateWord(alert);
    const file = new File([bytes], `${word.toLowerCase()}-${alert.id}.jpg`, { type: "image/jpeg" });
    await navigator.share({ files: [file], title: `${word}: ${alert.name}` });
  } catch (error) {
    // Closing the share sheet is not a failure; anything else falls back to opening the image.
    if (error instanceof DOMException && error.name === "AbortError") return;
    window.location.assign(url);
  }
}

/** "Download poster" (A4 PDF to print) and "Share image" (a portrait picture for a status). */
export function AlertShareFiles({ alert }: { alert: PublicAlert }) {
  const t = useT(alertMore);
  const className = buttonClasses("outline", "md", "w-full");
  return (
    <ul className="grid gap-2" aria-label="Poster and share image">
      <li>
        <a href={posterPdfUrl(alert.id)} download className={className}>
          <FileDown className="h-4 w-4" aria-hidden="true" />
          {t("files.poster")}
        </a>
      </li>
      <li>
        <a
          href={shareImageUrl(alert.id)}
          target="_blank"
          rel="noopener"
          className={className}
          onClick={(event) => void shareImage(event, alert)}
        >
          <Share2 className="h-4 w-4" aria-hidden="true" />
          {t("files.image")}
        </a>
      </li>
    </ul>
  );
}
