import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-lesson.ts';

describe('exportFileName', () => {
  it('names the file after the lesson, accents kept', () => {
    expect(exportFileName('La Révolution française', 'pdf')).toBe('La Révolution française.pdf');
  });

  it('drops what file systems refuse, and never starts with a dot', () => {
    expect(exportFileName('Maths: 1/2 <ou> 3?', 'csv')).toBe('Maths 1 2 ou 3.csv');
    expect(exportFileName('..\u0000secret', 'apkg')).toBe('secret.apkg');
    expect(exportFileName(' / ', 'pdf')).toBe('lesson.pdf');
  });
});
