import { deflateSync, crc32 } from 'node:zlib';
import type { Order } from './orders.ts';

export type StickerType = 'svg' | 'zplv' | 'zplh' | 'png';

/** The printed parts of an FBS order's sticker: its number split before the last four digits. */
export function stickerParts(o: Order): { partA: string; partB: string } {
  return { partA: o.sticker.slice(0, -4), partB: o.sticker.slice(-4) };
}

/** What the sticker's barcode encodes: a short code derived from the sticker number. */
export function stickerBarcode(o: Order): string {
  return `!${Number(o.sticker).toString(36)}`;
}

/** The sticker image in the asked format, base64, as WB sends it. */
export function stickerFile(o: Order, type: StickerType, widthMm: number, heightMm: number): string {
  const { partA, partB } = stickerParts(o);
  const w = widthMm * 10;
  const h = heightMm * 10;
  if (type === 'png') return png(w, h).toString('base64');
  if (type === 'svg') {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
      `<rect width="${w}" height="${h}" fill="#fff"/>` +
      `<text x="20" y="${h - 40}" font-size="48">${partA} ${partB}</text></svg>`;
    return Buffer.from(svg).toString('base64');
  }
  const orientation = type === 'zplv' ? 'R' : 'N';
  const zpl = `^XA^PW${w}^LL${h}^FO20,20^BCN,200,N^FD${stickerBarcode(o)}^FS^FO20,${h - 60}^A0${orientation},48^FD${partA} ${partB}^FS^XZ`;
  return Buffer.from(zpl).toString('base64');
}

/** A white PNG of the sticker's size (8-bit greyscale). */
function png(width: number, height: number): Buffer {
  const chunk = (kind: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(kind, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const row = Buffer.alloc(width + 1, 0xff);
  row[0] = 0; // no filter
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
