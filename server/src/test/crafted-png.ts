import { constants, crc32, deflateRawSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHANNELS = { 0: 1, 2: 3, 6: 4 } as const;

/** A PNG chunk with its real CRC, as a decoder checks it. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

export type PngShape = { width: number; height: number; bitDepth: 8 | 16; colourType: keyof typeof CHANNELS };

/**
 * A real, fully decodable PNG of black pixels in any size, made in milliseconds: the pixel data
 * is all zeros (filter byte included), so its zlib stream is one flushed deflate block of a
 * megabyte of zeros repeated, and its Adler-32 is known without reading it (a = 1, b = length).
 * The file is small; decoding it costs what the size says (a 16-bit RGBA 51 MP one, 400 MB raw).
 */
export function blankPng({ width, height, bitDepth, colourType }: PngShape): Buffer {
  const total = (1 + width * CHANNELS[colourType] * (bitDepth / 8)) * height;
  const PIECE = 1 << 20;
  // A full flush ends the block on a byte boundary with no reference to what came before: it can be repeated.
  const zeros = (length: number) => deflateRawSync(Buffer.alloc(length), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const piece = zeros(PIECE);
  const parts: Buffer[] = [Buffer.from([0x78, 0x01])];
  for (let left = total; left > 0; left -= PIECE) parts.push(left >= PIECE ? piece : zeros(left));
  parts.push(deflateRawSync(Buffer.alloc(0)));
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((total % 65521) << 16) | 1) >>> 0);
  parts.push(adler);
  return Buffer.concat([SIGNATURE, pngChunk('IHDR', header({ width, height, bitDepth, colourType })), pngChunk('IDAT', Buffer.concat(parts)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A PNG whose header claims the size but whose pixel data is 1000 zero bytes: refused by its header, never decoded. */
export function claimedPng(shape: PngShape): Buffer {
  return Buffer.concat([SIGNATURE, pngChunk('IHDR', header(shape)), pngChunk('IDAT', deflateRawSync(Buffer.alloc(1_000))), pngChunk('IEND', Buffer.alloc(0))]);
}

function header({ width, height, bitDepth, colourType }: PngShape): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = bitDepth;
  ihdr[9] = colourType;
  return ihdr;
}
