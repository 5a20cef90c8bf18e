import type { Photo } from "#common/api/officials.ts";
import { PortraitPlaceholder } from "./portrait-placeholder.tsx";

/**
 * A person's photograph, square and round, at `size` pixels: the larger file where the
 * size is the page's own (160), the smaller in lists; the drawing where staff have
 * uploaded none. `label` says whose it is.
 */
export function Portrait({ photo, label, size }: { photo: Photo; label: string; size: number }) {
  if (!photo) return <PortraitPlaceholder label={label} size={size} />;
  return (
    <img
      src={size > 96 ? photo.url : photo.small_url}
      alt={label}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="shrink-0 rounded-full border border-hairline bg-slate-100 object-cover"
    />
  );
}
