// The declaration travels with the import so packages that compile this file (the server) see it too.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./heic-decode.d.ts" />
import decode from 'heic-decode';
import { ParseFailure } from '../parse-failure.ts';

/** Pixels of a decoded photo, RGBA, row by row. */
export interface DecodedImage {
  width: number;
  height: number;
  rgba: Uint8Array;
}

/**
 * The first image of an iPhone HEIC photo, decoded with libheif (WebAssembly) since sharp's
 * prebuilt binaries do not read HEVC. The size is checked before decoding: IMAGE_TOO_LARGE.
 */
export async function decodeHeic(bytes: Uint8Array, maxPixels: number): Promise<DecodedImage> {
  let images;
  try {
    images = await decode.all({ buffer: bytes });
  } catch {
    throw new ParseFailure('FILE_CORRUPT');
  }
  try {
    const first = images[0];
    if (!first) throw new ParseFailure('FILE_CORRUPT');
    if (first.width * first.height > maxPixels) {
      throw new ParseFailure('IMAGE_TOO_LARGE', {
        maxMegapixels: Math.round(maxPixels / 1_000_000),
      });
    }
    const { width, height, data } = await first.decode();
    return { width, height, rgba: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
  } catch (error) {
    throw error instanceof ParseFailure ? error : new ParseFailure('FILE_CORRUPT');
  } finally {
    images.dispose();
  }
}
