import sharp from 'sharp';
import { ParseFailure } from '../parse-failure.ts';
import { medianLetterHeight } from './text-height.ts';

export interface PreparedImage {
  /** Greyscale, upright per EXIF, contrast stretched, scaled for OCR: PNG. */
  png: Buffer;
  /** The same, smaller, for orientation detection. */
  preview: Buffer;
}

const maxSide = 3000;
const minSide = 1000;
const previewSide = 1600;
/**
 * tesseract's LSTM reads each text line scaled to 36 px from its lowest descender to its highest
 * ascender, about twice the height of a lowercase letter: letters taller than ~18 px carry nothing
 * more for it, while every pixel still costs thresholding and layout analysis. A page whose
 * letters are taller than this is scaled down to it (a quarter above the LSTM's own, as a margin
 * for blur and estimation error), never up.
 */
export const letterHeightTarget = 22;
// The letters are measured on a copy this size: a dense page's 10–12 px letters at 3000 px are
// 3–4 px there, too small to count, and so are never scaled down, which is what is wanted.
const measureSide = 1000;

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
  let density: number | undefined;
  try {
    const metadata = await sharp(bytes).metadata();
    width = metadata.width;
    height = metadata.height;
    density = metadata.density;
  } catch {
    throw new ParseFailure('FILE_CORRUPT');
  }
  if (width * height > maxPixels) {
    throw new ParseFailure('IMAGE_TOO_LARGE', { maxMegapixels: Math.round(maxPixels / 1_000_000) });
  }
  try {
    const longest = Math.max(width, height);
    const scale = longest > maxSide ? maxSide / longest : longest < minSide ? 2 : 1;
    const side = Math.max(1, Math.round(longest * scale));
    const grey = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
      .rotate()
      .greyscale()
      // A square box keeps the longest side right whichever way EXIF turned the photo.
      .resize(side, side, { fit: 'inside' })
      .normalise()
      .raw()
      .timeout(timeout)
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: grey.info.width, height: grey.info.height, channels: 1 as const } };
    const shrink = await letterScale(grey.data, raw.raw.width, raw.raw.height);
    const page = sharp(grey.data, raw).greyscale();
    if (shrink < 1) {
      const smaller = Math.max(1, Math.round(Math.max(raw.raw.width, raw.raw.height) * shrink));
      page.resize(smaller, smaller, { fit: 'inside' });
    }
    // The osd model reads the preview's resolution: the photo's own, as before the raw step, not
    // the 25 dpi raw pixels are given by default.
    const png = await page
      .withDensity(density ?? 300)
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

/** How much to shrink a page so its letters are `letterHeightTarget` high: 1 when they are not taller. */
async function letterScale(data: Buffer, width: number, height: number): Promise<number> {
  const longest = Math.max(width, height);
  const ratio = Math.min(1, measureSide / longest);
  const copy = await sharp(data, { raw: { width, height, channels: 1 } })
    .resize(measureSide, measureSide, { fit: 'inside', withoutEnlargement: true })
    // Raw input is taken as sRGB on the way out unless told otherwise.
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const letters = medianLetterHeight({
    data: copy.data,
    width: copy.info.width,
    height: copy.info.height,
  });
  if (letters === undefined) return 1;
  const onPage = letters / ratio;
  return onPage > letterHeightTarget ? letterHeightTarget / onPage : 1;
}

/**
 * A prepared PNG as tesseract reads it fastest, turned clockwise by `degrees`: uncompressed
 * greyscale (binary PGM). tesseract.js decodes a PNG inside WebAssembly, which on a photo costs
 * more than the native decode and the header here; pages stay stored as PNG, which is smaller.
 */
export async function uncompressedGrey(png: Buffer, degrees = 0): Promise<Buffer> {
  const { data, info } = await sharp(png)
    .rotate(degrees)
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new ParseFailure('FILE_CORRUPT');
  return Buffer.concat([Buffer.from(`P5\n${info.width} ${info.height}\n255\n`, 'ascii'), data]);
}
