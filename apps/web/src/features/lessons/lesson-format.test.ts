import { describe, expect, it } from 'vitest';
import {
  formatAddedDate,
  formatFileSize,
  languageName,
  sortedLessonLanguages,
} from './lesson-format.ts';

describe('languageName', () => {
  it('names a lesson language in the interface language, capitalised', () => {
    expect(languageName('fr', 'en')).toBe('French');
    expect(languageName('fr', 'fr')).toBe('Français');
    expect(languageName('de', 'fr')).toBe('Allemand');
    expect(languageName('ja', 'en')).toBe('Japanese');
  });

  it('sorts the 11 languages by name', () => {
    const names = sortedLessonLanguages('en').map((entry) => entry.name);
    expect(names).toHaveLength(11);
    expect(names[0]).toBe('Arabic');
    expect(names).toContain('Hindi');
  });
});

describe('formatAddedDate', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('says how long ago within a week', () => {
    expect(formatAddedDate(ago(10), 'en', now)).toBe('now');
    expect(formatAddedDate(ago(5 * 60), 'en', now)).toBe('5 minutes ago');
    expect(formatAddedDate(ago(3 * 3600), 'fr', now)).toBe('il y a 3 heures');
    expect(formatAddedDate(ago(24 * 3600), 'en', now)).toBe('yesterday');
    expect(formatAddedDate(ago(2 * 24 * 3600), 'fr', now)).toBe('avant-hier');
  });

  it('gives the date after a week, with the year only when it differs', () => {
    expect(formatAddedDate('2026-02-14T09:00:00Z', 'en', now)).toBe('Feb 14');
    expect(formatAddedDate('2026-02-14T09:00:00Z', 'fr', now)).toBe('14 févr.');
    expect(formatAddedDate('2025-02-14T09:00:00Z', 'en', now)).toBe('Feb 14, 2025');
  });
});

describe('formatFileSize', () => {
  it('writes kilobytes and megabytes the interface language’s way', () => {
    expect(formatFileSize(820 * 1024, 'en')).toBe('820 kB');
    expect(formatFileSize(3.44 * 1024 * 1024, 'en')).toBe('3.4 MB');
    expect(formatFileSize(3.44 * 1024 * 1024, 'fr')).toBe('3,4\u202fMo');
  });
});
