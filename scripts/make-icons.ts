/**
 * Renders the site's raster icons from `public/icon.svg`: the favicon (16, 32
 * and 48 px PNGs in one ICO container), the Apple touch icon and the web app
 * manifest's icons. Run with `npm run icons` after changing the SVG; the
 * output is committed, so builds do not need sharp's native library.
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const publicDirectory = path.join(import.meta.dirname, "..", "public");
const navy = "#003E70";

const svg = await fs.readFile(path.join(publicDirectory, "icon.svg"));

/** The mark at `size` px, its rounded corners transparent. */
function rounded(size: number): Promise<Buffer> {
  return sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toBuffer();
}

/**
 * The mark on a full navy square, its content scaled to `scale`: platforms
 * that round or mask icons themselves (Apple, maskable icons) want no
 * transparency, and maskable ones keep their content inside the middle 80%.
 */
async function fullBleed(size: number, scale: number): Promise<Buffer> {
  const inner = Math.round(size * scale);
  const composed = await sharp({ create: { width: size, height: size, channels: 4, background: navy } })
    .composite([{ input: await rounded(inner), gravity: "centre" }])
    .png()
    .toBuffer();
  // sharp composites last in its pipeline, so dropping the alpha channel takes a second pass.
  return sharp(composed).removeAlpha().png().toBuffer();
}

/** An ICO file whose images are PNGs (supported by every browser since Windows Vista's format change). */
function icoOf(images: ReadonlyArray<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  const entries = Buffer.alloc(16 * images.length);
  let offset = header.length + entries.length;
  images.forEach(({ size, png }, index) => {
    const entry = index * 16;
    entries.writeUInt8(size >= 256 ? 0 : size, entry);
    entries.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    entries.writeUInt8(0, entry + 2); // no palette
    entries.writeUInt8(0, entry + 3);
    entries.writeUInt16LE(1, entry + 4); // colour planes
    entries.writeUInt16LE(32, entry + 6); // bits per pixel
    entries.writeUInt32LE(png.length, entry + 8);
    entries.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, entries, ...images.map((image) => image.png)]);
}

const faviconSizes = [16, 32, 48];
const favicon = icoOf(await Promise.all(faviconSizes.map(async (size) => ({ size, png: await rounded(size) }))));

const outputs: Record<string, Buffer> = {
  "favicon.ico": favicon,
  "apple-touch-icon.png": await fullBleed(180, 0.86),
  "icon-192.png": await rounded(192),
  "icon-512.png": await rounded(512),
  "icon-maskable-512.png": await fullBleed(512, 0.72),
};
for (const [name, content] of Object.entries(outputs)) {
  await fs.writeFile(path.join(publicDirectory, name), content);
  console.log(`public/${name}: ${content.length} bytes`);
}
