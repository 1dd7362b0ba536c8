import type { SheetDocument } from '@study/shared';
import { PencilLine } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import './sheet-content.css';

type Block = SheetDocument['content'][number];
type Inline = NonNullable<Extract<Block, { type: 'paragraph' }>['content']>[number];

function inline(nodes: readonly Inline[] | undefined): ReactNode[] {
  return (nodes ?? []).map((node, index) => {
    if (node.type === 'hardBreak') return <br key={index} />;
    let content: ReactNode = node.text;
    for (const mark of node.marks ?? []) {
      if (mark.type === 'bold') content = <strong>{content}</strong>;
      else if (mark.type === 'italic') content = <em>{content}</em>;
      else {
        content = (
          <mark data-color={mark.attrs.color} className="sheet-highlight">
            {content}
          </mark>
        );
      }
    }
    return <span key={index}>{content}</span>;
  });
}

function block(node: Block, key: number): ReactNode {
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{inline(node.content)}</p>;
    case 'heading':
      return node.attrs.level === 1 ? (
        <h1 key={key}>{inline(node.content)}</h1>
      ) : (
        <h2 key={key}>{inline(node.content)}</h2>
      );
    default: {
      const items = node.content.map((item, index) => (
        <li key={index}>{item.content.map((child, at) => block(child as Block, at))}</li>
      ));
      return node.type === 'bulletList' ? (
        <ul key={key}>{items}</ul>
      ) : (
        <ol key={key} start={node.attrs?.start} type={(node.attrs?.type ?? undefined) as never}>
          {items}
        </ol>
      );
    }
  }
}

/**
 * The revision sheet drawn from its stored document, as the editor draws it, with none of the
 * editor's code: the lesson shows at once, and the editor replaces it when the student reaches
 * for the sheet.
 */
export function SheetView({
  sheet,
  label,
  hint,
  actions,
  onEdit,
}: {
  sheet: SheetDocument;
  label: string;
  /** Where the editor's toolbar comes, how to bring it: a phone's and a pointer's wording. */
  hint: { touch: string; pointer: string };
  /** The buttons the editor shows beside its save status. */
  actions: ReactNode;
  /** The student reached for the sheet (pointer, focus, keys): the editor should come. */
  onEdit?: () => void;
}) {
  const hintId = useId();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex min-h-8 flex-wrap items-center justify-end gap-2">{actions}</div>
      <div className="rounded-2xl border border-line bg-surface-raised shadow-xs">
        <p
          id={hintId}
          onPointerDown={onEdit}
          className="flex h-11 items-center gap-2 truncate rounded-t-2xl border-b border-line px-4 text-sm text-ink-muted md:px-10"
        >
          <PencilLine aria-hidden className="h-4 w-4 shrink-0" />
          <span className="truncate pointer-fine:hidden">{hint.touch}</span>
          <span className="hidden truncate pointer-fine:inline">{hint.pointer}</span>
        </p>
        <div
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          aria-describedby={hintId}
          tabIndex={0}
          onPointerDown={onEdit}
          onFocus={onEdit}
          className="sheet-content px-4 py-5 focus:outline-none md:px-10 md:py-8"
        >
          {sheet.content.map(block)}
        </div>
      </div>
    </div>
  );
}
