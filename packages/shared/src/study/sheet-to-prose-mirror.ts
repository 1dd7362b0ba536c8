import type { Sheet, SheetBlock, SheetColor } from './sheet.ts';

export interface ProseMirrorMark {
  type: 'bold' | 'highlight';
  attrs?: { color: Exclude<SheetColor, 'none'> };
}

export interface ProseMirrorNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: ProseMirrorNode[];
  text?: string;
  marks?: ProseMirrorMark[];
}

function inlineContent(block: SheetBlock): ProseMirrorNode[] {
  const cuts = new Set([0, block.text.length]);
  for (const mark of block.marks) {
    cuts.add(mark.start);
    cuts.add(mark.end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const nodes: ProseMirrorNode[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const start = points[i] as number;
    const end = points[i + 1] as number;
    const covering = block.marks.filter((m) => m.start <= start && m.end >= end);
    const marks: ProseMirrorMark[] = [];
    if (covering.some((m) => m.bold)) marks.push({ type: 'bold' });
    const color = covering.map((m) => m.color).find((c) => c !== 'none');
    if (color !== undefined) marks.push({ type: 'highlight', attrs: { color } });
    const node: ProseMirrorNode = { type: 'text', text: block.text.slice(start, end) };
    if (marks.length > 0) node.marks = marks;
    nodes.push(node);
  }
  return nodes;
}

/**
 * The sheet as a TipTap/ProseMirror document (StarterKit nodes plus the Highlight mark with a
 * `color` attribute); consecutive bullets form one bullet list.
 */
export function sheetToProseMirror(sheet: Sheet): ProseMirrorNode {
  const content: ProseMirrorNode[] = [];
  for (const block of sheet.blocks) {
    const inline = inlineContent(block);
    if (block.type === 'bullet') {
      const item: ProseMirrorNode = {
        type: 'listItem',
        content: [{ type: 'paragraph', content: inline }],
      };
      const last = content.at(-1);
      if (last?.type === 'bulletList') last.content?.push(item);
      else content.push({ type: 'bulletList', content: [item] });
    } else if (block.type === 'paragraph') {
      content.push({ type: 'paragraph', content: inline });
    } else {
      content.push({
        type: 'heading',
        attrs: { level: block.type === 'h1' ? 1 : 2 },
        content: inline,
      });
    }
  }
  return { type: 'doc', content };
}
