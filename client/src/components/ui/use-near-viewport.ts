import { type RefObject, useEffect, useState } from "react";

/**
 * True once the element has come within `margin` of the viewport, and from then on. A map below
 * the fold costs a phone the map library and a dozen tiles that most visitors never scroll to;
 * this lets it wait until it is about to be seen. Without IntersectionObserver (old browsers,
 * jsdom) it is true at once; on the server, false.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = "300px"): boolean {
  // Never near on the server (nor while the phone takes its page over): the section renders
  // once the phone has looked.
  const [near, setNear] = useState(
    () => typeof window !== "undefined" && typeof IntersectionObserver === "undefined",
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
