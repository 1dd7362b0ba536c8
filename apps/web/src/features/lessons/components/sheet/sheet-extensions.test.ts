import { sheetDocumentSchema, sheetHighlightColors, sheetToProseMirror } from '@study/shared';
import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptySheet } from './empty-sheet.ts';
import { sheetExtensions } from './sheet-extensions.ts';

let editor: Editor | undefined;

function createEditor(content: unknown = emptySheet): Editor {
  editor = new Editor({
    element: document.createElement('div'),
    extensions: sheetExtensions(),
    content: content as object,
  });
  return editor;
}

afterEach(() => editor?.destroy());

function expectStorable(doc: unknown) {
  const result = sheetDocumentSchema.safeParse(doc);
  expect(result.error?.issues ?? []).toEqual([]);
}

describe('the sheet editor schema', () => {
  it('opens a generated sheet unchanged', () => {
    const generated = sheetToProseMirror({
      blocks: [
        { type: 'h1', text: 'La photosynthèse', marks: [] },
        {
          type: 'paragraph',
          text: 'La chlorophylle capte la lumière du soleil.',
          marks: [{ start: 3, end: 15, color: 'green', bold: true }],
        },
        { type: 'bullet', text: 'Glucose : sucre produit', marks: [] },
        { type: 'bullet', text: 'Oxygène : rejeté', marks: [] },
        { type: 'h2', text: 'Bilan', marks: [] },
      ],
    });
    const doc = createEditor(generated).getJSON();
    expect(doc).toEqual(generated);
    expectStorable(doc);
  });

  it('stores every toolbar action in a form the server accepts', () => {
    const sheet = createEditor();
    // Appends a paragraph and selects its text, as a student would before using the toolbar.
    const block = (text: string) => {
      const end = sheet.state.doc.content.size;
      sheet.commands.insertContentAt(end, { type: 'paragraph', content: [{ type: 'text', text }] });
      return sheet.chain().setTextSelection({ from: end + 1, to: end + 1 + text.length });
    };
    block('Titre').setHeading({ level: 1 }).run();
    block('Sous-titre').setHeading({ level: 2 }).run();
    block('Important').toggleBold().toggleItalic().run();
    for (const color of sheetHighlightColors)
      block(`Surligné ${color}`).setHighlight({ color }).run();
    block('Plus surligné').setHighlight({ color: 'blue' }).unsetHighlight().run();
    block('Point').toggleBulletList().run();
    block('Sous-point').toggleBulletList().sinkListItem('listItem').run();
    block('Étape').toggleOrderedList().setHardBreak().insertContent('suite').run();
    block('Retour').setParagraph().run();

    const doc = sheet.getJSON();
    expectStorable(doc);
    const json = JSON.stringify(doc);
    for (const color of sheetHighlightColors) {
      expect(json).toContain(`{"type":"highlight","attrs":{"color":"${color}"}}`);
    }
    expect(json).toContain('"text":"Plus surligné"}');
    expect(json).toContain('"marks":[{"type":"bold"},{"type":"italic"}]');
    for (const type of ['orderedList', 'bulletList', 'hardBreak']) expect(json).toContain(type);
    expect(json).toContain('"level":2');
  });

  it('turns a highlight with no colour, or an unknown one, into yellow', () => {
    const sheet = createEditor();
    sheet.chain().insertContent('mot').selectAll().toggleHighlight().run();
    expect(JSON.stringify(sheet.getJSON())).toContain('"attrs":{"color":"yellow"}');
    sheet.commands.setContent('<p><mark style="background-color: red">rouge</mark></p>');
    expect(sheet.getJSON().content?.[0]?.content?.[0]?.marks).toEqual([
      { type: 'highlight', attrs: { color: 'yellow' } },
    ]);
  });

  it('renders highlights by colour name, for the stylesheet to draw in either theme', () => {
    const sheet = createEditor();
    sheet.commands.setContent('<p><mark data-color="pink">rose</mark></p>');
    expect(sheet.getHTML()).toBe(
      '<p><mark data-color="pink" class="sheet-highlight">rose</mark></p>',
    );
  });

  it('keeps only what a sheet can hold from pasted HTML', () => {
    const sheet = createEditor();
    sheet.commands.setContent(
      [
        '<h3>Petit titre</h3>',
        '<p><a href="javascript:alert(1)">lien</a> <code>code</code> <s>barré</s> <u>souligné</u></p>',
        '<blockquote><p>citation</p></blockquote>',
        '<pre><code>bloc</code></pre>',
        '<hr><img src="https://example.com/x.png">',
        '<ol start="abc" type="disc"><li>un</li></ol>',
        '<ol start="-4"><li>deux</li></ol>',
        '<ul><li><p>item</p><h2>titre dans une liste</h2></li></ul>',
        '<table><tr><td>cellule</td></tr></table>',
        '<p style="color:red" onclick="alert(1)"><span style="font-weight:700">gras</span></p>',
      ].join(''),
    );
    const doc = sheet.getJSON();
    expectStorable(doc);
    const json = JSON.stringify(doc);
    for (const text of [
      'Petit titre',
      'lien',
      'citation',
      'bloc',
      'un',
      'deux',
      'cellule',
      'gras',
    ]) {
      expect(json).toContain(text);
    }
    expect(json).not.toMatch(/href|javascript|src|style|onclick|"level":3/);
  });
});
