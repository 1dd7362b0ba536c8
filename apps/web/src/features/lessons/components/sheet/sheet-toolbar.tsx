import { sheetColors, type SheetColor } from '@study/shared';
import { useEditorState, type Editor } from '@tiptap/react';
import { Ban, Bold, ChevronDown, Italic, List, ListOrdered } from 'lucide-react';
import { Toolbar } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../../../lib/cn.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

const blockStyles = ['paragraph', 'h1', 'h2'] as const;
type BlockStyle = (typeof blockStyles)[number];

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
const mod = isMac ? '⌘' : 'Ctrl+';
const shift = isMac ? '⇧' : 'Shift+';
const alt = isMac ? '⌥' : 'Alt+';

/** What the toolbar shows as active for the current selection. */
function toolbarState(editor: Editor) {
  const block: BlockStyle = editor.isActive('heading', { level: 1 })
    ? 'h1'
    : editor.isActive('heading', { level: 2 })
      ? 'h2'
      : 'paragraph';
  const highlight = editor.getAttributes('highlight') as { color?: unknown };
  const color =
    editor.isActive('highlight') && typeof highlight.color === 'string' ? highlight.color : 'none';
  return {
    block,
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    color,
    editable: editor.isEditable,
  };
}

function ToolButton({
  label,
  shortcut,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  shortcut?: string;
  active: boolean;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Toolbar.Button
      type="button"
      aria-label={label}
      aria-pressed={active}
      aria-keyshortcuts={shortcut
        ?.replace('⌘', 'Meta+')
        .replace('⇧', 'Shift+')
        .replace('⌥', 'Alt+')}
      title={shortcut ? `${label} (${shortcut})` : label}
      disabled={disabled}
      // Keeps the selection in the editor: the command applies to what the student selected.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'flex h-9 w-9 shrink-0 items-center justify-center rounded-lg transition-colors hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40',
        active
          ? 'bg-brand-50 text-brand-700 dark:bg-brand-700/30 dark:text-brand-100'
          : 'text-ink-muted',
      )}
    >
      {children}
    </Toolbar.Button>
  );
}

function Separator() {
  return <Toolbar.Separator className="mx-1 h-6 w-px shrink-0 bg-line" />;
}

/**
 * The sheet's formatting bar: block style (H1, H2, paragraph), bold, italic, lists and the
 * highlight colours. It stays on screen while the sheet scrolls; on phones it wraps onto a second
 * line, so that every colour is in sight (a sideways scroll hid them with no cue).
 * The arrow keys move between its buttons (one Tab stop), as a toolbar should.
 */
export function SheetToolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => toolbarState(current),
  });
  const disabled = !state.editable;

  const setBlock = (block: BlockStyle) => {
    // A heading cannot sit in a list: choosing a style takes the text out of the list first.
    const chain = editor.chain().focus().clearNodes();
    if (block === 'paragraph') chain.setParagraph().run();
    else chain.setHeading({ level: block === 'h1' ? 1 : 2 }).run();
  };

  const setColor = (color: SheetColor) => {
    if (color === 'none') editor.chain().focus().unsetHighlight().run();
    else editor.chain().focus().setHighlight({ color }).run();
  };

  return (
    <Toolbar.Root
      aria-label={t('lesson.sheet.toolbar')}
      className="flex flex-wrap items-center gap-x-0.5 gap-y-1 px-2 py-1.5"
    >
      <div className="relative shrink-0">
        <label htmlFor="sheet-block-style" className="sr-only">
          {t('lesson.sheet.blockStyle')}
        </label>
        <select
          id="sheet-block-style"
          value={state.block}
          disabled={disabled}
          onChange={(event) => setBlock(event.target.value as BlockStyle)}
          title={`${t('lesson.sheet.blocks.h1')} (${mod}${alt}1) · ${t('lesson.sheet.blocks.h2')} (${mod}${alt}2) · ${t('lesson.sheet.blocks.paragraph')} (${mod}${alt}0)`}
          className="h-9 w-32 cursor-pointer appearance-none rounded-lg border border-line bg-surface-raised pr-8 pl-3 text-sm font-medium text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40 md:w-36"
        >
          {blockStyles.map((block) => (
            <option key={block} value={block}>
              {t(`lesson.sheet.blocks.${block}`)}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-2.5 h-4 w-4 -translate-y-1/2 text-ink-muted"
        />
      </div>
      <Separator />
      <ToolButton
        label={t('lesson.sheet.bold')}
        shortcut={`${mod}B`}
        active={state.bold}
        disabled={disabled}
        onClick={() => editor.chain().focus().toggleBold().run()}
      >
        <Bold aria-hidden className="h-4 w-4" />
      </ToolButton>
      <ToolButton
        label={t('lesson.sheet.italic')}
        shortcut={`${mod}I`}
        active={state.italic}
        disabled={disabled}
        onClick={() => editor.chain().focus().toggleItalic().run()}
      >
        <Italic aria-hidden className="h-4 w-4" />
      </ToolButton>
      <Separator />
      <ToolButton
        label={t('lesson.sheet.bulletList')}
        shortcut={`${mod}${shift}8`}
        active={state.bulletList}
        disabled={disabled}
        onClick={() => editor.chain().focus().toggleBulletList().run()}
      >
        <List aria-hidden className="h-4 w-4" />
      </ToolButton>
      <ToolButton
        label={t('lesson.sheet.orderedList')}
        shortcut={`${mod}${shift}7`}
        active={state.orderedList}
        disabled={disabled}
        onClick={() => editor.chain().focus().toggleOrderedList().run()}
      >
        <ListOrdered aria-hidden className="h-4 w-4" />
      </ToolButton>
      <Separator />
      <div
        role="group"
        aria-label={t('lesson.sheet.highlight')}
        className="flex shrink-0 items-center gap-0.5"
      >
        {sheetColors.map((color) => (
          <ToolButton
            key={color}
            label={t(`lesson.sheet.colors.${color}`)}
            shortcut={color === 'yellow' ? `${mod}${shift}H` : undefined}
            active={state.color === color}
            disabled={disabled}
            onClick={() => setColor(color)}
          >
            {color === 'none' ? (
              <Ban aria-hidden className="h-4 w-4" />
            ) : (
              <span
                aria-hidden
                data-sheet-color={color}
                className="h-5 w-5 rounded-full border border-black/10 bg-(--sheet-highlight) dark:border-white/20"
              />
            )}
          </ToolButton>
        ))}
      </div>
    </Toolbar.Root>
  );
}
