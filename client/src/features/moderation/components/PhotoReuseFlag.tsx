import { Copy } from "lucide-react";

/**
 * A new report whose photo matches an earlier case's (a perceptual hash): perhaps the same child
 * reported again, perhaps a hoax reusing a photo of a child already found. The moderator checks.
 */
export function PhotoReuseFlag({ matchesAlertId }: { matchesAlertId: number | null }) {
  if (matchesAlertId === null) return null;
  return (
    <p
      className="inline-flex items-center gap-1.5 rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-semibold text-white"
      data-testid="photo-reuse-flag"
      title="The same picture, or a copy of it, was sent with an earlier case. Check this is not a hoax before verifying."
    >
      <Copy className="h-3.5 w-3.5" aria-hidden="true" />
      This photo matches case #{matchesAlertId}
    </p>
  );
}
