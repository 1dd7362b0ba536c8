import type { SheetDocument } from '@study/shared';

/** An empty sheet, for a lesson that has none yet. */
export const emptySheet: SheetDocument = { type: 'doc', content: [{ type: 'paragraph' }] };
