// Small real PNGs for the demo data: a placeholder per style (a coloured card with a diagonal
// band) and the marketing assets' banners (lib/resources/assets_seed.ts), written with the
// platform's zlib CompressionStream and a CRC-32 of each chunk. Product images are uploaded as
// PNG/JPEG/WebP (lib/files purpose product_image), so the demo makes real PNGs.
import { crc32 } from "node:zlib";

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function zlib(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream()
    .pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** An 8-bit RGB PNG of `width` × `height`, each pixel's colour given by `pixel(x, y)`. */
export async function rgbPng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => readonly [number, number, number],
): Promise<Uint8Array<ArrayBuffer>> {
  const raw = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const parts = [
    new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", await zlib(raw)),
    chunk("IEND", new Uint8Array()),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

/** A size × size RGB PNG: `rgb` background with a lighter diagonal band. */
export function placeholderPng(
  rgb: [number, number, number],
  size = 96,
): Promise<Uint8Array<ArrayBuffer>> {
  const light = rgb.map((c) => Math.min(255, c + 90)) as [number, number, number];
  return rgbPng(size, size, (x, y) => Math.abs(x - y) < size / 8 ? light : rgb);
}
