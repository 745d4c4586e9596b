import { type ReactNode, Suspense, useRef } from "react";
import { useNearViewport } from "./use-near-viewport";

/**
 * Renders `children` once its place comes near the screen, and an empty block of
 * `placeholderClassName` (give it the content's rough height, so nothing below jumps) until then,
 * and while lazily loaded children fetch their code.
 * For sections below the first screen: a phone that never scrolls to them never pays for their
 * code, requests and rendering, and one that does has them ready before they are seen.
 */
export function WhenNearViewport({
  children,
  placeholderClassName,
  margin = "400px",
}: {
  children: ReactNode;
  placeholderClassName: string;
  margin?: string;
}) {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder, margin);
  if (!near) return <div ref={placeholder} className={placeholderClassName} />;
  return <Suspense fallback={<div className={placeholderClassName} />}>{children}</Suspense>;
}
