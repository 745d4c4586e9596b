import { type ReactNode, startTransition, useEffect, useState } from "react";

/**
 * Shows `fallback` in the first paint and `children` once the browser has painted it. A page
 * whose heading is in the main bundle and whose body loads on demand (SubscribePage,
 * ReportPage) paints the heading without waiting for anything the body starts: its code is only
 * asked for after that paint, and rendered as a transition, in slices a slow phone stays
 * responsive through.
 */
export function AfterFirstPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame after this commit has been painted once the next animation frame's task runs.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? children : fallback;
}
