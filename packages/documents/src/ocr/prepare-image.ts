import sharp from 'sharp';
import { ParseFailure } from '../parse-failure.ts';
import type { GreyImage } from './split-page.ts';

export interface PreparedImage {
  /** Greyscale, upright per EXIF, contrast stretched, scaled for OCR: PNG. */
  png: Buffer;
  /** The same, smaller, for orientation detection. */
  preview: Buffer;
}

const maxSide = 3000;
const minSide = 1000;
const previewSide = 1600;

export interface PrepareLimits {
  maxImagePixels: number;
  /** libvips stops a decode that takes longer, so a crafted image cannot hold a thread. */
  ocrPageTimeoutMs: number;
}

/**
 * An uploaded photo made ready for OCR. Refuses with IMAGE_TOO_LARGE from the header alone,
 * before any pixel is decoded, and with FILE_CORRUPT when the image cannot be decoded in time.
 */
export async function prepareImage(
  bytes: Uint8Array,
  limits: PrepareLimits,
): Promise<PreparedImage> {
  const maxPixels = limits.maxImagePixels;
  const timeout = { seconds: Math.max(1, Math.ceil(limits.ocrPageTimeoutMs / 1000)) };
  let width: number;
  let height: number;
  try {
    const metadata = await sharp(bytes).metadata();
    width = metadata.width;
    height = metadata.height;
  } catch {
    throw new ParseFailure('FILE_CORRUPT');
  }
  if (width * height > maxPixels) {
    throw new ParseFailure('IMAGE_TOO_LARGE', { maxMegapixels: Math.round(maxPixels / 1_000_000) });
  }
  try {
    const longest = Math.max(width, height);
    const scale = longest > maxSide ? maxSide / longest : longest < minSide ? 2 : 1;
    const png = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
      .rotate()
      .greyscale()
      // A square box keeps the longest side right whichever way EXIF turned the photo.
      .resize(Math.max(1, Math.round(longest * scale)), Math.max(1, Math.round(longest * scale)), {
        fit: 'inside',
      })
      .normalise()
      .png({ compressionLevel: 1 })
      .timeout(timeout)
      .toBuffer();
    const preview = await sharp(png)
      .resize(previewSide, previewSide, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 1 })
      .timeout(timeout)
      .toBuffer();
    return { png, preview };
  } catch {
    throw new ParseFailure('FILE_CORRUPT');
  }
}

/** The pixels of a prepared PNG, turned clockwise by `degrees`, one grey byte each. */
export async function uprightGrey(png: Buffer, degrees = 0): Promise<GreyImage> {
  const { data, info } = await sharp(png)
    .rotate(degrees)
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new ParseFailure('FILE_CORRUPT');
  return { data, width: info.width, height: info.height };
}

/**
 * Rows `top` to `top + height` of an image as tesseract reads it fastest: uncompressed greyscale
 * (binary PGM). tesseract.js decodes a PNG inside WebAssembly, which on a photo costs more than the
 * native decode and the header here; pages stay stored as PNG, which is smaller.
 */
export function portableGreyMap(
  image: GreyImage,
  top = 0,
  height: number = image.height - top,
): Buffer {
  const rows = image.data.subarray(top * image.width, (top + height) * image.width);
  return Buffer.concat([Buffer.from(`P5\n${image.width} ${height}\n255\n`, 'ascii'), rows]);
}
