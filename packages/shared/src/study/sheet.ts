import { z } from '../zod.ts';

/** The colours a student can give to text on a sheet; `none` means no highlight. */
export const sheetColors = ['none', 'blue', 'green', 'yellow', 'pink', 'orange'] as const;
export type SheetColor = (typeof sheetColors)[number];

/** The block styles of a sheet (H1, H2, paragraph) plus bullet items. */
export const sheetBlockTypes = ['h1', 'h2', 'paragraph', 'bullet'] as const;
export type SheetBlockType = (typeof sheetBlockTypes)[number];

/** A styled range of a block's text, in UTF-16 offsets of `text`. */
export const sheetMarkSchema = z.object({
  start: z.number().int().nonnegative(),
  end: z.number().int().positive(),
  color: z.enum(sheetColors),
  bold: z.boolean(),
});
export type SheetMark = z.infer<typeof sheetMarkSchema>;

export const sheetBlockSchema = z
  .object({
    type: z.enum(sheetBlockTypes),
    text: z.string().min(1),
    marks: z.array(sheetMarkSchema),
  })
  .refine((block) => block.marks.every((m) => m.start < m.end && m.end <= block.text.length), {
    message: 'Every mark lies inside its block text',
  });
export type SheetBlock = z.infer<typeof sheetBlockSchema>;

/** A revision sheet: the lesson condensed, in the lesson's structure, with key terms marked. */
export const sheetSchema = z.object({
  blocks: z.array(sheetBlockSchema).min(1),
});
export type Sheet = z.infer<typeof sheetSchema>;
