import posterSvg from "./event-poster.svg?raw";

/**
 * The poster as a data URL. Only the page that opens the pop-up carries it, inside its HTML:
 * the poster is that page's largest paint, and this way it paints with the page instead of
 * waiting for a request of its own after the HTML (decision 0078). Comments and the
 * whitespace between tags go; percent-encoding keeps it free of quotes, so the copy in the
 * page's data compresses to almost nothing against the one in the markup.
 */
export const eventPosterDataUrl = `data:image/svg+xml,${encodeURIComponent(
  posterSvg
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/>\s+</g, "><")
    .trim(),
)}`;
