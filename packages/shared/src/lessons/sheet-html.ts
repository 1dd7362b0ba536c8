import type { SheetDocument, SheetListNode } from './sheet-document.ts';

type Block = SheetDocument['content'][number];
type Inline = NonNullable<Extract<Block, { type: 'paragraph' }>['content']>[number];

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute's value made safe inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

function inlineHtml(nodes: readonly Inline[] | undefined): string {
  return (nodes ?? [])
    .map((node) => {
      if (node.type === 'hardBreak') return '<br/>';
      let html = escapeHtml(node.text);
      for (const mark of node.marks ?? []) {
        if (mark.type === 'bold') html = `<strong>${html}</strong>`;
        else if (mark.type === 'italic') html = `<em>${html}</em>`;
        else {
          html = `<mark data-color="${escapeHtml(mark.attrs.color)}" class="sheet-highlight">${html}</mark>`;
        }
      }
      return `<span>${html}</span>`;
    })
    .join('');
}

function listHtml(node: SheetListNode): string {
  const items = node.content
    .map((item) => `<li>${item.content.map((child) => blockHtml(child as Block)).join('')}</li>`)
    .join('');
  if (node.type === 'bulletList') return `<ul>${items}</ul>`;
  const start = node.attrs?.start === undefined ? '' : ` start="${node.attrs.start}"`;
  const type = node.attrs?.type ? ` type="${escapeHtml(node.attrs.type)}"` : '';
  return `<ol${start}${type}>${items}</ol>`;
}

function blockHtml(node: Block): string {
  switch (node.type) {
    case 'paragraph':
      return `<p>${inlineHtml(node.content)}</p>`;
    case 'heading': {
      const tag = node.attrs.level === 1 ? 'h1' : 'h2';
      return `<${tag}>${inlineHtml(node.content)}</${tag}>`;
    }
    default:
      return listHtml(node);
  }
}

/**
 * A revision sheet's blocks as HTML, every text escaped: the markup the web app's sheet view draws
 * (same elements, marks and classes), for a page the server sends before any script runs.
 */
export function sheetHtml(sheet: SheetDocument): string {
  return sheet.content.map(blockHtml).join('');
}
