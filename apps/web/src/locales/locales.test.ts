import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { termsEn } from './terms.en.ts';
import { termsFr } from './terms.fr.ts';

/** Each namespace's English and French texts. */
const namespaces = { translation: [en, fr], terms: [termsEn, termsFr] } as const;

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function leaves(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [value];
  return Object.values(value).flatMap(leaves);
}

describe('locales', () => {
  describe.each(Object.entries(namespaces))('%s', (_namespace, [en, fr]) => {
    it('en and fr have exactly the same keys', () => {
      expect(keysOf(fr).sort()).toEqual(keysOf(en).sort());
    });

    it('every message is a non-empty string in both languages', () => {
      for (const value of [...leaves(en), ...leaves(fr)]) {
        expect(typeof value).toBe('string');
        expect((value as string).trim()).not.toBe('');
      }
    });

    it('placeholders are the same in both languages', () => {
      const placeholders = (text: string) =>
        [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
      const enLeaves = Object.fromEntries(keysOf(en).map((key, i) => [key, leaves(en)[i]]));
      const frLeaves = Object.fromEntries(keysOf(fr).map((key, i) => [key, leaves(fr)[i]]));
      for (const key of Object.keys(enLeaves)) {
        expect(placeholders(String(frLeaves[key])), key).toEqual(
          placeholders(String(enLeaves[key])),
        );
      }
    });
  });
});
