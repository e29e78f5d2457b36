/**
 * An illustration served as AVIF (to browsers that take it) or WebP, at the width the
 * layout needs. The files are rendered at build time from the SVG source by
 * scripts/images.js: `<base>-<width>.avif` and `<base>-<width>.webp` for each width below.
 * Width and height are always given so the browser reserves the space (no layout shift).
 * With fetchPriority="high" (the likely largest paint of the page) the AVIF set is also
 * preloaded from the <head>, so the browser requests it before the page's scripts.
 */
import { preload } from "react-dom";

/** Keep in step with WIDTHS in scripts/images.js. */
export const RESPONSIVE_WIDTHS = [400, 800, 1200] as const;

export function srcSet(base: string, format: "avif" | "webp"): string {
  return RESPONSIVE_WIDTHS.map((width) => `${base}-${width}.${format} ${width}w`).join(", ");
}

export function ResponsiveImage({
  base,
  alt,
  width,
  height,
  sizes,
  loading = "lazy",
  fetchPriority,
  className,
}: {
  /** Path without width and extension, e.g. "/images/blog/my-article". */
  base: string;
  alt: string;
  /** Intrinsic size of the largest rendition (sets the aspect ratio). */
  width: number;
  height: number;
  /** How wide the image is drawn, as a `sizes` attribute. */
  sizes: string;
  /** "lazy" (the default) below the fold; "eager" for an image that may be on the first screen. */
  loading?: "eager" | "lazy";
  /** "high" for the image most likely to be the largest paint of the page. */
  fetchPriority?: "high" | "low" | "auto";
  className?: string;
}) {
  const largest = RESPONSIVE_WIDTHS[RESPONSIVE_WIDTHS.length - 1];
  if (fetchPriority === "high") {
    preload(`${base}-${largest}.avif`, {
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSet(base, "avif"),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(base, "avif")} sizes={sizes} />
      <img
        src={`${base}-${largest}.webp`}
        srcSet={srcSet(base, "webp")}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
