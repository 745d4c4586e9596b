import { isServedPhotoUrl, photoSrcSet } from "@shared/photos";
import type { ImgHTMLAttributes } from "react";

export interface PhotoProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "width" | "height"> {
  /** The photo's URL as the API gives it (/api/photos/{id}; an older record may hold another URL). */
  src: string;
  alt: string;
  /** How wide the photo is shown, as in the sizes attribute: the browser picks 400 or 800 px from it. */
  sizes: string;
  /** The box the photo fills (its aspect ratio), so the space is kept before the photo arrives. */
  width: number;
  height: number;
  /** The page's main photo (its largest paint): fetched at once, ahead of other images. */
  priority?: boolean;
}

/**
 * A stored photo in the size the screen needs: WebP at 400 or 800 px wide, JPEG for browsers
 * without WebP, the stored JPEG as the last fallback. Lazy unless it is the page's main photo.
 */
export function Photo({ src, alt, sizes, width, height, priority = false, loading, ...img }: PhotoProps) {
  const fetching = priority
    ? ({ loading: "eager", fetchPriority: "high" } as const)
    : { loading: loading ?? ("lazy" as const) };
  if (!isServedPhotoUrl(src)) {
    return <img src={src} alt={alt} width={width} height={height} {...fetching} {...img} />;
  }
  // Not display: contents: the <source> would then become a flex item of its own (an empty
  // gap beside the photo in a flex row). In a flex row the <picture> is the item: it never shrinks.
  return (
    <picture className="shrink-0">
      <source type="image/webp" srcSet={photoSrcSet(src, "webp")} sizes={sizes} />
      <img
        src={src}
        srcSet={photoSrcSet(src, "jpeg")}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        {...fetching}
        {...img}
      />
    </picture>
  );
}
