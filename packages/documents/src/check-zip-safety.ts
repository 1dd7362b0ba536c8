import { Inflate } from 'fflate';
import { readZipDirectory, type ZipEntry } from './zip-directory.ts';

export interface ZipCaps {
  maxZipUncompressedBytes: number;
  maxZipEntries: number;
  maxZipCompressionRatio: number;
}

export type ZipVerdict = 'safe' | 'unsafe' | 'corrupt';

const localHeaderSignature = 0x04034b50;
const chunkBytes = 16 * 1024;
// Small entries of repetitive XML legitimately exceed the ratio; only large ones can hurt.
const ratioFloorBytes = 1024 * 1024;

/**
 * Whether a ZIP may be handed to an inflating reader: the declared sizes are checked first, then
 * every entry is inflated in chunks and stopped as soon as it outgrows what it declared, so a
 * lying header cannot smuggle a bomb through.
 */
export function checkZipSafety(bytes: Uint8Array, caps: ZipCaps): ZipVerdict {
  const entries = readZipDirectory(bytes);
  if (entries === undefined) return 'corrupt';
  if (entries.length > caps.maxZipEntries) return 'unsafe';
  let declared = 0;
  let compressed = 0;
  for (const entry of entries) {
    declared += entry.uncompressedSize;
    compressed += entry.compressedSize;
    if (exceedsRatio(entry.uncompressedSize, entry.compressedSize, caps)) return 'unsafe';
  }
  if (declared > caps.maxZipUncompressedBytes) return 'unsafe';
  if (exceedsRatio(declared, compressed, caps)) return 'unsafe';
  for (const entry of entries) {
    const verdict = inflateWithinDeclaredSize(bytes, entry);
    if (verdict !== 'safe') return verdict;
  }
  return 'safe';
}

function exceedsRatio(uncompressed: number, compressed: number, caps: ZipCaps): boolean {
  return uncompressed > ratioFloorBytes && uncompressed > compressed * caps.maxZipCompressionRatio;
}

function inflateWithinDeclaredSize(bytes: Uint8Array, entry: ZipEntry): ZipVerdict {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.length || view.getUint32(header, true) !== localHeaderSignature) {
    return 'corrupt';
  }
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) return 'corrupt';
  if (entry.method === 0)
    return entry.compressedSize === entry.uncompressedSize ? 'safe' : 'corrupt';
  if (entry.method !== 8) return 'corrupt';
  let produced = 0;
  const inflate = new Inflate((chunk) => {
    produced += chunk.length;
  });
  try {
    for (let offset = start; offset < end; offset += chunkBytes) {
      const stop = Math.min(end, offset + chunkBytes);
      inflate.push(bytes.subarray(offset, stop), stop === end);
      if (produced > entry.uncompressedSize) return 'unsafe';
    }
  } catch {
    return 'corrupt';
  }
  return produced === entry.uncompressedSize ? 'safe' : 'corrupt';
}
