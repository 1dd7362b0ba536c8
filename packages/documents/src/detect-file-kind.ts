import { AppError, fileExtensionKinds, type FileKind } from '@study/shared';
import { readZipDirectory } from './zip-directory.ts';

const kindLabels: Record<FileKind, string> = {
  pdf: 'PDF',
  docx: 'DOCX',
  txt: 'TXT',
  jpeg: 'JPEG',
  png: 'PNG',
  heic: 'HEIC',
};

const heicBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/**
 * What the file really is, from its magic bytes, checked against its extension: refuses with
 * UNSUPPORTED_FILE_TYPE or FILE_TYPE_MISMATCH. Cheap enough to run before storing an upload.
 */
export function detectFileKind(bytes: Uint8Array, name: string): FileKind {
  const extension = /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  const claimed = Object.hasOwn(fileExtensionKinds, extension)
    ? fileExtensionKinds[extension]
    : undefined;
  if (claimed === undefined) {
    throw new AppError('UNSUPPORTED_FILE_TYPE', { params: { name }, details: { extension } });
  }
  const found = sniffKind(bytes);
  if (found !== claimed) {
    throw new AppError('FILE_TYPE_MISMATCH', {
      params: { name, expected: kindLabels[claimed] },
      details: { expected: claimed, found: found ?? 'unknown' },
    });
  }
  return found;
}

/** The kind the bytes say, or `undefined` for anything outside the allowlist. */
function sniffKind(bytes: Uint8Array): FileKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  // The PDF header may follow up to 1 KiB of junk, as readers tolerate.
  if (indexOfAscii(bytes.subarray(0, 1024), '%PDF-') >= 0) return 'pdf';
  if (ascii(bytes, 4, 8) === 'ftyp' && heicBrands.has(ascii(bytes, 8, 12))) return 'heic';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    return isDocx(bytes) ? 'docx' : undefined;
  }
  return looksLikeText(bytes) ? 'txt' : undefined;
}

function isDocx(bytes: Uint8Array): boolean {
  const names = new Set(readZipDirectory(bytes)?.map((entry) => entry.name));
  return names.has('[Content_Types].xml') && names.has('word/document.xml');
}

/** Text has a UTF-16 BOM or no NUL byte and few control characters in its first 8 KiB. */
function looksLikeText(bytes: Uint8Array): boolean {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return true;
  const head = bytes.subarray(0, 8192);
  let controls = 0;
  for (const byte of head) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) {
      controls += 1;
    }
  }
  return controls <= head.length / 100;
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

function indexOfAscii(bytes: Uint8Array, text: string): number {
  const first = text.charCodeAt(0);
  for (let index = bytes.indexOf(first); index >= 0; index = bytes.indexOf(first, index + 1)) {
    if (ascii(bytes, index, index + text.length) === text) return index;
  }
  return -1;
}
