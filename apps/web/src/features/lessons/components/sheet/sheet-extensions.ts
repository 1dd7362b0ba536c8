import { sheetHighlightColors } from '@study/shared';
import Highlight from '@tiptap/extension-highlight';
import { ListItem, OrderedList } from '@tiptap/extension-list';
import type { Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

export type SheetHighlightColor = (typeof sheetHighlightColors)[number];

/** The colour a highlight gets when none is given (the shortcut, `==text==`, pasted marks). */
export const defaultHighlightColor: SheetHighlightColor = 'yellow';

function isHighlightColor(value: unknown): value is SheetHighlightColor {
  return typeof value === 'string' && (sheetHighlightColors as readonly string[]).includes(value);
}

/**
 * Highlights carry a colour name, never a CSS value: the page's stylesheet draws each name for the
 * light and dark themes, and the stored sheet stays within what the server accepts.
 */
export const SheetHighlight = Highlight.extend({
  addAttributes() {
    return {
      color: {
        default: defaultHighlightColor,
        parseHTML: (element) => {
          const color = element.getAttribute('data-color');
          return isHighlightColor(color) ? color : defaultHighlightColor;
        },
        renderHTML: (attributes) => {
          const color = isHighlightColor(attributes.color)
            ? attributes.color
            : defaultHighlightColor;
          return { 'data-color': color, class: 'sheet-highlight' };
        },
      },
    };
  },
}).configure({ multicolor: true });

const orderedListTypes = new Set(['1', 'a', 'A', 'i', 'I']);

/** Numbered lists keep only a start and a marker type the stored sheet allows, whatever is pasted. */
const SheetOrderedList = OrderedList.extend({
  addAttributes() {
    return {
      start: {
        default: 1,
        parseHTML: (element) => {
          const start = Number.parseInt(element.getAttribute('start') ?? '', 10);
          return Number.isInteger(start) && start >= 0 && start <= 10_000 ? start : 1;
        },
      },
      type: {
        default: null,
        parseHTML: (element) => {
          const type = element.getAttribute('type');
          return type && orderedListTypes.has(type) ? type : null;
        },
      },
    };
  },
});

/** A list item holds paragraphs and nested lists: a heading inside a list has no stored form. */
const SheetListItem = ListItem.extend({
  content: 'paragraph (paragraph | list)*',
});

/**
 * The editor's schema: exactly the nodes and marks of `sheetDocumentSchema` (H1, H2, paragraphs,
 * bullet and numbered lists, hard breaks, bold, italic, coloured highlights), so whatever a student
 * types or pastes can be saved.
 */
export function sheetExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2] },
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      link: false,
      strike: false,
      underline: false,
      orderedList: false,
      listItem: false,
    }),
    SheetOrderedList,
    SheetListItem,
    SheetHighlight,
  ];
}
