import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from './html-to-markdown.ts';

describe('htmlToMarkdown', () => {
  it('keeps headings, paragraphs and inline text', () => {
    const html =
      '<h1>Les volcans</h1><p>Un <strong>volcan</strong> est une <em>ouverture</em> &amp; un relief.</p><h2>Types</h2><p>Deux types.</p>';
    expect(htmlToMarkdown(html)).toBe(
      '# Les volcans\n\nUn volcan est une ouverture & un relief.\n\n## Types\n\nDeux types.',
    );
  });

  it('writes bullet and numbered lists, nested ones indented', () => {
    const html =
      '<ul><li>Effusif<ul><li>Lave fluide</li></ul></li><li>Explosif</li></ul><ol><li>Magma</li><li>Cheminée</li></ol>';
    expect(htmlToMarkdown(html)).toBe(
      '- Effusif\n  - Lave fluide\n- Explosif\n1. Magma\n2. Cheminée',
    );
  });

  it('reads table rows as cells separated by bars', () => {
    const html =
      '<table><tr><td><p>Date</p></td><td><p>Événement</p></td></tr><tr><td><p>1789</p></td><td><p>Révolution</p></td></tr></table><p>Fin.</p>';
    expect(htmlToMarkdown(html)).toBe('Date | Événement\n\n1789 | Révolution\n\nFin.');
  });

  it('decodes numeric entities and turns line breaks into new lines', () => {
    expect(htmlToMarkdown('<p>A&#233;&#x2019;b<br />c</p>')).toBe('Aé’b\nc');
  });
});
