/** One entry of a ZIP's central directory, as declared (not yet trusted). */
export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  /** 0 stored, 8 deflate; anything else is refused by the DOCX reader. */
  method: number;
  /** Where the entry's local header starts. */
  localHeaderOffset: number;
}

const endOfDirectorySignature = 0x06054b50;
const directoryEntrySignature = 0x02014b50;
const maxCommentLength = 0xffff;

/**
 * The entries listed in a ZIP's central directory, read without inflating anything; `undefined`
 * when the bytes are not a readable ZIP.
 */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  if (end === undefined) return undefined;
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  let offset = view.getUint32(end + 16, true);
  if (offset + size > end) return undefined;
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > end || view.getUint32(offset, true) !== directoryEntrySignature) {
      return undefined;
    }
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if (offset + 46 + nameLength > end) return undefined;
    entries.push({
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      uncompressedSize: view.getUint32(offset + 24, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
      name: decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function findEndOfDirectory(view: DataView): number | undefined {
  const last = view.byteLength - 22;
  const first = Math.max(0, last - maxCommentLength);
  for (let offset = last; offset >= first; offset -= 1) {
    if (view.getUint32(offset, true) === endOfDirectorySignature) return offset;
  }
  return undefined;
}
