import sharp from 'sharp';
import { ParseFailure } from '../parse-failure.ts';

/** A prepared page: one grey byte per pixel, row after row. */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

// A page's longest side is brought to this many pixels (about 230 dpi for A4): chosen among 3000,
// 2700 and 2400 on half of the real pages of the OCR bench (CER 0.110 / 0.107 / 0.111, processor
// time 5.0 / 4.0 / 3.5 s per page) and checked on the other half (CER 0.120 / 0.113 / 0.114).
const maxSide = 2700;
/** The bytes of a full prepared page: the longest side by three quarters of it. */
export const fullPageBytes = maxSide * Math.round(maxSide * 0.75);
const minSide = 1000;
const previewSide = 1600;

export interface PrepareLimits {
  maxImagePixels: number;
  /** libvips stops a decode that takes longer, so a crafted image cannot hold a thread. */
  ocrPageTimeoutMs: number;
}

/**
 * An uploaded photo made ready for OCR: greyscale, upright per EXIF, on white where it was
 * transparent, scaled for OCR, contrast stretched. Refuses with IMAGE_TOO_LARGE from the header alone,
 * before any pixel is decoded, and with FILE_CORRUPT when the image cannot be decoded in time.
 */
export async function prepareImage(bytes: Uint8Array, limits: PrepareLimits): Promise<GreyImage> {
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
    // Decoded once, straight to grey pixels: OCR and the page cut read pixels, and a PNG in
    // between cost an encode and two decodes (a third of the preparation of a phone photo).
    const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .greyscale()
      // A square box keeps the longest side right whichever way EXIF turned the photo.
      .resize(Math.max(1, Math.round(longest * scale)), Math.max(1, Math.round(longest * scale)), {
        fit: 'inside',
      })
      .raw()
      .timeout(timeout)
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 1) throw new ParseFailure('FILE_CORRUPT');
    stretchContrast(data);
    return { data, width: info.width, height: info.height };
  } catch {
    throw new ParseFailure('FILE_CORRUPT');
  }
}

// The darkest and the lightest of a page's pixels that are stretched to black and white: the
// extremes beyond are specks and glare.
const stretchShare = 0.01;

/**
 * Grey values stretched in place so that the page's darkest 1 % are black and its lightest 1 %
 * white: a faint pencil page or a grey photo gets the contrast of a print.
 */
export function stretchContrast(data: Uint8Array): void {
  const histogram = new Uint32Array(256);
  for (const value of data) histogram[value] = (histogram[value] ?? 0) + 1;
  const clip = data.length * stretchShare;
  let low = 0;
  for (let seen = histogram[0] ?? 0; low < 255 && seen <= clip; seen += histogram[low] ?? 0) {
    low += 1;
  }
  let high = 255;
  for (let seen = histogram[255] ?? 0; high > 0 && seen <= clip; seen += histogram[high] ?? 0) {
    high -= 1;
  }
  if (high <= low) return;
  const table = new Uint8Array(256);
  for (let value = 0; value < 256; value += 1) {
    table[value] = Math.round(Math.min(1, Math.max(0, (value - low) / (high - low))) * 255);
  }
  for (let index = 0; index < data.length; index += 1) data[index] = table[data[index] ?? 0] ?? 0;
}

/**
 * A smaller copy of a prepared page for the osd model, as a PNG that says 72 dpi: the osd model
 * reads resolution from the file (it ignores the readers' setting) and warns without one.
 */
export async function orientationPreview(image: GreyImage): Promise<Buffer> {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
    .resize(previewSide, previewSide, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('b-w')
    .withDensity(72)
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** A prepared page turned clockwise by `degrees` (0, 90, 180 or 270). */
export async function turnGrey(image: GreyImage, degrees: number): Promise<GreyImage> {
  if (degrees % 360 === 0) return image;
  const { data, info } = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 1 },
  })
    .rotate(degrees)
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new ParseFailure('FILE_CORRUPT');
  return { data, width: info.width, height: info.height };
}

/** A rectangle of a page, in its pixels. */
export interface PageArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * An area of an image (the whole by default) as tesseract reads it fastest: uncompressed
 * greyscale (binary PGM). tesseract.js decodes a PNG inside WebAssembly, which on a photo costs
 * more than the header here.
 */
export function portableGreyMap(
  image: GreyImage,
  area: PageArea = { left: 0, top: 0, width: image.width, height: image.height },
): Buffer {
  const { left, top, width, height } = area;
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii');
  if (left === 0 && width === image.width) {
    return Buffer.concat([header, image.data.subarray(top * width, (top + height) * width)]);
  }
  const pixels = Buffer.alloc(width * height);
  for (let y = 0; y < height; y += 1) {
    const from = (top + y) * image.width + left;
    pixels.set(image.data.subarray(from, from + width), y * width);
  }
  return Buffer.concat([header, pixels]);
}
