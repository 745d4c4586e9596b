import { type ReactNode, startTransition, useEffect, useState } from "react";
import { useBrowserValue } from "@/lib/use-hydrated";

/**
 * Shows `fallback` in the first paint and `children` once the browser has painted it. A page
 * whose heading is in the main bundle and whose body loads on demand (SubscribePage,
 * ReportPage) paints the heading without waiting for anything the body starts: its code is only
 * asked for after that paint, and rendered as a transition, in slices a slow phone stays
 * responsive through.
 *
 * A page the server rendered has its body in the HTML already (docs/decisions/018): the server
 * renders the children, and the phone takes them over as they are.
 */
export function AfterFirstPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  // True on the server and in the render that takes a server-rendered page over.
  const serverRendered = useBrowserValue(() => false, true);
  const [painted, setPainted] = useState(serverRendered);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame after this commit has been painted once the next animation frame's task runs.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted ? children : fallback;
}
