import { useEffect, useState } from "react";
import { apiRequest } from "@/lib/api-client";

/**
 * A pending report's photo is served to staff only, and a moderator proves that with the
 * unlock token, which an <img> cannot send. So the dashboard fetches it with the token and shows
 * it from an object URL (released when the card goes). Null while loading or when it fails:
 * the card then shows its no-photo placeholder.
 */
export function usePendingPhoto(url: string | null, token: string): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let created: string | null = null;
    apiRequest("GET", url, undefined, { bearer: token, signal: controller.signal })
      .then((res) => res.blob())
      .then((blob) => {
        created = URL.createObjectURL(blob);
        setObjectUrl(created);
      })
      .catch(() => setObjectUrl(null));
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
      setObjectUrl(null);
    };
  }, [url, token]);
  return objectUrl;
}
