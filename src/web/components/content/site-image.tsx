import { type SyntheticEvent, useEffect, useRef } from "react";

// docs/product/images-and-fonts.md: images are served by the app itself (a build may point
// VITE_IMAGE_BASE_URL at another host of ours), and any image that fails to load is replaced by the fallback
// image.
const IMAGE_BASE = (import.meta.env.VITE_IMAGE_BASE_URL as string | undefined) ?? "/images";
export const FALLBACK_IMAGE = "/images/fallback.svg";

export const imageUrl = (file: string) => `${IMAGE_BASE.replace(/\/$/, "")}/${file}`;

function showFallback(img: HTMLImageElement) {
  if (img.dataset.fallback) return;
  img.dataset.fallback = "1";
  img.srcset = "";
  img.src = FALLBACK_IMAGE;
}

export function SiteImage({
  file,
  alt,
  width,
  height,
  className,
  priority = false,
}: {
  file: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Above the fold: load at once and early. */
  priority?: boolean;
}) {
  const ref = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) showFallback(img);
  }, []);
  return (
    <img
      ref={ref}
      src={imageUrl(file)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : "auto"}
      className={className}
      onError={(e: SyntheticEvent<HTMLImageElement>) => showFallback(e.currentTarget)}
    />
  );
}
