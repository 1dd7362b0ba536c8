import { describe, expect, it } from 'vitest';
import { decodeText } from './decode-text.ts';

const sample = 'Leçon : les élèves étudient l’œuvre de Molière — « Tartuffe ».';

function utf16(text: string, littleEndian: boolean): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0xfeff, littleEndian);
  for (let index = 0; index < text.length; index += 1) {
    view.setUint16(2 + index * 2, text.charCodeAt(index), littleEndian);
  }
  return bytes;
}

describe('decodeText', () => {
  it('decodes UTF-8 with and without a BOM', () => {
    const bytes = new TextEncoder().encode(sample);
    expect(decodeText(bytes)).toBe(sample);
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, ...bytes]))).toBe(sample);
  });

  it('decodes UTF-16 little- and big-endian from their BOM', () => {
    expect(decodeText(utf16(sample, true))).toBe(sample);
    expect(decodeText(utf16(sample, false))).toBe(sample);
  });

  it('reads bytes that are not valid UTF-8 as Windows-1252', () => {
    // "Leçon : l’œuvre — « Tartuffe » 5 €" in Windows-1252.
    const cp1252 = Uint8Array.from([
      0x4c, 0x65, 0xe7, 0x6f, 0x6e, 0x20, 0x3a, 0x20, 0x6c, 0x92, 0x9c, 0x75, 0x76, 0x72, 0x65,
      0x20, 0x97, 0x20, 0xab, 0x20, 0x54, 0x61, 0x72, 0x74, 0x75, 0x66, 0x66, 0x65, 0x20, 0xbb,
      0x20, 0x35, 0x20, 0x80,
    ]);
    expect(decodeText(cp1252)).toBe('Leçon : l’œuvre — « Tartuffe » 5 €');
  });
});
