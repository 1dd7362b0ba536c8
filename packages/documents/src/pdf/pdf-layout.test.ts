import { describe, expect, it } from 'vitest';
import { layoutPages, type PageRuns, type TextRun } from './pdf-layout.ts';

const width = 595;
const height = 842;

/** A run at (x, y) whose width is estimated from its length, as pdf.js would measure it. */
function run(text: string, x: number, y: number, fontSize = 11): TextRun {
  return { text, x, y, width: text.length * fontSize * 0.5, fontSize };
}

function page(number: number, runs: TextRun[]): PageRuns {
  return { number, width, height, runs };
}

describe('layoutPages', () => {
  it('ranks three heading sizes above the body size', () => {
    const [result] = layoutPages([
      page(1, [
        run('Titre', 50, 780, 24),
        run('Partie', 50, 740, 18),
        run('Sous-partie', 50, 710, 14),
        run('Un paragraphe de texte courant assez long pour peser.', 50, 690),
        run('Il continue sur la ligne suivante.', 50, 676),
      ]),
    ]);
    expect(result?.text).toBe(
      '# Titre\n\n## Partie\n\n### Sous-partie\n\nUn paragraphe de texte courant assez long pour peser. Il continue sur la ligne suivante.',
    );
  });

  it('keeps numbered items on their own lines and splits paragraphs at wide gaps', () => {
    const [result] = layoutPages([
      page(1, [
        run('Premier paragraphe.', 50, 700),
        run('Second paragraphe après un blanc.', 50, 670),
        run('1. Étape un', 50, 655),
        run('2. Étape deux', 50, 640),
      ]),
    ]);
    expect(result?.text).toBe(
      'Premier paragraphe.\n\nSecond paragraphe après un blanc.\n\n1. Étape un\n2. Étape deux',
    );
  });

  it('reads table cells of one row as one line on a one-column page', () => {
    const [result] = layoutPages([
      page(1, [
        run('Date', 50, 700),
        run('Événement', 250, 700),
        run('1789', 50, 686),
        run('Révolution', 250, 686),
      ]),
    ]);
    expect(result?.text).toBe('Date Événement 1789 Révolution');
  });

  it('removes page numbers and a footer repeated with a changing number', () => {
    const pages = [1, 2, 3].map((number) =>
      page(number, [
        run(`Texte de la page ${number}, assez long pour être du corps.`, 50, 700),
        run(`${number}`, 290, 30, 9),
        run(`Lycée Victor Hugo — ${number}/3`, 50, 50, 9),
      ]),
    );
    expect(layoutPages(pages).map((each) => each.text)).toEqual([
      'Texte de la page 1, assez long pour être du corps.',
      'Texte de la page 2, assez long pour être du corps.',
      'Texte de la page 3, assez long pour être du corps.',
    ]);
  });

  it('gives an empty text to a page without runs', () => {
    expect(layoutPages([page(4, [])])).toEqual([{ number: 4, text: '' }]);
  });
});
