import { z } from '../zod.ts';
import { documentLimits } from '../documents/document-limits.ts';
import { sheetColors } from '../study/sheet.ts';

/**
 * The stored form of a revision sheet: a TipTap/ProseMirror document restricted to what the sheet
 * editor offers (H1, H2, paragraphs, lists, bold, italic, highlight colours). The server parses every
 * saved sheet with this schema, so nothing else (no HTML, links, images or attributes) is ever stored.
 */
export const sheetHighlightColors = sheetColors.filter((c) => c !== 'none') as [
  'blue',
  'green',
  'yellow',
  'pink',
  'orange',
];

export const sheetTextMarkSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bold') }).strict(),
  z.object({ type: z.literal('italic') }).strict(),
  z
    .object({
      type: z.literal('highlight'),
      attrs: z.object({ color: z.enum(sheetHighlightColors) }).strict(),
    })
    .strict(),
]);
export type SheetTextMark = z.infer<typeof sheetTextMarkSchema>;

/**
 * A text node holds at most a whole lesson: a sheet sentence can be as long as the text it comes
 * from (a lesson without punctuation is one sentence), and the editor merges neighbouring text of
 * the same marks into one node, so a smaller cap would refuse sheets the app itself makes.
 */
export const maxSheetTextNodeChars = documentLimits.maxPastedTextChars;

export const sheetTextNodeSchema = z
  .object({
    type: z.literal('text'),
    text: z.string().min(1).max(maxSheetTextNodeChars),
    marks: z.array(sheetTextMarkSchema).max(3).optional(),
  })
  .strict();

const inlineSchema = z.discriminatedUnion('type', [
  sheetTextNodeSchema,
  z.object({ type: z.literal('hardBreak') }).strict(),
]);
const inlineContent = z.array(inlineSchema).max(2_000).optional();

export const sheetParagraphSchema = z
  .object({ type: z.literal('paragraph'), content: inlineContent })
  .strict();
export const sheetHeadingSchema = z
  .object({
    type: z.literal('heading'),
    attrs: z.object({ level: z.union([z.literal(1), z.literal(2)]) }).strict(),
    content: inlineContent,
  })
  .strict();

export interface SheetListNode {
  type: 'bulletList' | 'orderedList';
  attrs?: { start?: number; type?: null | string } | undefined;
  content: SheetListItemNode[];
}
export interface SheetListItemNode {
  type: 'listItem';
  content: (z.infer<typeof sheetParagraphSchema> | SheetListNode)[];
}

const listSchema: z.ZodType<SheetListNode> = z.lazy(() =>
  z
    .object({
      type: z.enum(['bulletList', 'orderedList']),
      attrs: z
        .object({
          start: z.number().int().min(0).max(10_000).optional(),
          type: z.string().max(8).nullable().optional(),
        })
        .strict()
        .optional(),
      content: z.array(listItemSchema).min(1).max(1_000),
    })
    .strict(),
);
const listItemSchema: z.ZodType<SheetListItemNode> = z.lazy(() =>
  z
    .object({
      type: z.literal('listItem'),
      content: z
        .array(z.union([sheetParagraphSchema, listSchema]))
        .min(1)
        .max(100),
    })
    .strict(),
);

export const sheetBlockNodeSchema = z.union([sheetParagraphSchema, sheetHeadingSchema, listSchema]);

export const sheetDocumentSchema = z
  .object({
    type: z.literal('doc'),
    content: z.array(sheetBlockNodeSchema).max(5_000),
  })
  .strict();
export type SheetDocument = z.infer<typeof sheetDocumentSchema>;

/** Largest saved sheet, as JSON characters. */
export const maxSheetJsonChars = 1_000_000;
