import sharp from "sharp";

/** A poster-shaped picture in the given format, larger than the pop-up's largest size. */
export function posterImage(format: "png" | "jpeg" | "webp" | "avif", width = 1200, height = 1500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 0, g: 62, b: 112 } } })
    .toFormat(format)
    .toBuffer();
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A small PNG file whose header claims 50,000 by 50,000 pixels: a decompression bomb's shape. */
export async function pixelBomb(): Promise<Buffer> {
  const png = Buffer.from(await posterImage("png", 8, 8));
  // IHDR: length (4), "IHDR" (4), width (4), height (4), … at offset 8 after the signature.
  png.writeUInt32BE(50_000, 16);
  png.writeUInt32BE(50_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
