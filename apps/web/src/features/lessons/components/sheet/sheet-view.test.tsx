// @vitest-environment jsdom
import { sheetHtml, type SheetDocument } from '@study/shared';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SheetView } from './sheet-view.tsx';

const hint = { touch: 'Tap the sheet to edit it', pointer: 'Click the sheet to edit it' };

const sheet: SheetDocument = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'La cellule' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Le ' },
        { type: 'text', text: 'noyau', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' contient ' },
        {
          type: 'text',
          text: "l'ADN",
          marks: [{ type: 'italic' }, { type: 'highlight', attrs: { color: 'green' } }],
        },
        { type: 'hardBreak' },
        { type: 'text', text: '<script>alert(1)</script>' },
      ],
    },
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Parties' }] },
    {
      type: 'orderedList',
      attrs: { start: 3, type: 'a' },
      content: [
        {
          type: 'listItem',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'membrane' }] },
            {
              type: 'bulletList',
              content: [
                {
                  type: 'listItem',
                  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'lipides' }] }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('SheetView', () => {
  it('draws the stored sheet with the markup the editor gives it, text as text', () => {
    const { container } = render(
      <SheetView sheet={sheet} label="Revision sheet" hint={hint} actions={null} />,
    );
    const content = container.querySelector('.sheet-content')!;
    expect(content.getAttribute('aria-label')).toBe('Revision sheet');
    // The band where the editor's toolbar comes says how to bring it, and describes the sheet.
    const described = container.querySelector(`[id="${content.getAttribute('aria-describedby')}"]`);
    expect(described?.textContent).toBe(`${hint.touch}${hint.pointer}`);
    expect(content.innerHTML).toBe(
      [
        '<h1><span>La cellule</span></h1>',
        '<p><span>Le </span><span><strong>noyau</strong></span><span> contient </span>',
        '<span><mark data-color="green" class="sheet-highlight"><em>l\'ADN</em></mark></span><br>',
        '<span>&lt;script&gt;alert(1)&lt;/script&gt;</span></p>',
        '<h2><span>Parties</span></h2>',
        '<ol start="3" type="a"><li><p><span>membrane</span></p>',
        '<ul><li><p><span>lipides</span></p></li></ul></li></ol>',
      ].join(''),
    );
  });

  it('draws what the server draws into the page before the app runs (sheetHtml)', () => {
    const { container } = render(
      <SheetView sheet={sheet} label="Revision sheet" hint={hint} actions={null} />,
    );
    const drawn = document.createElement('div');
    drawn.innerHTML = sheetHtml(sheet);
    expect(drawn.innerHTML).toBe(container.querySelector('.sheet-content')!.innerHTML);
  });

  it('draws an empty sheet as one empty paragraph', () => {
    const empty: SheetDocument = { type: 'doc', content: [{ type: 'paragraph' }] };
    const { container } = render(
      <SheetView sheet={empty} label="Revision sheet" hint={hint} actions={null} />,
    );
    expect(container.querySelector('.sheet-content')!.innerHTML).toBe('<p></p>');
  });
});
