import { describe, expect, it } from 'vitest';
import { sheetHtml } from './sheet-html.ts';

describe('sheetHtml', () => {
  it('draws headings, paragraphs, lists and marks as the sheet view does, every text escaped', () => {
    const html = sheetHtml({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Cells & <b>' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'nucleus',
              marks: [{ type: 'bold' }, { type: 'highlight', attrs: { color: 'yellow' } }],
            },
            { type: 'hardBreak' },
            { type: 'text', text: '"quoted"', marks: [{ type: 'italic' }] },
          ],
        },
        {
          type: 'orderedList',
          attrs: { start: 3, type: 'a' },
          content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }],
        },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: '<script>' }] }],
            },
          ],
        },
      ],
    });
    expect(html).toBe(
      '<h1><span>Cells &amp; &lt;b&gt;</span></h1>' +
        '<p><span><mark data-color="yellow" class="sheet-highlight"><strong>nucleus</strong></mark></span><br/><span><em>&quot;quoted&quot;</em></span></p>' +
        '<ol start="3" type="a"><li><p></p></li></ol>' +
        '<ul><li><p><span>&lt;script&gt;</span></p></li></ul>',
    );
  });
});
