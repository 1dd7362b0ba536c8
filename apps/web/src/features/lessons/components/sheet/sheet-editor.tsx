import { maxSheetJsonChars, sheetDocumentSchema, type SheetDocument } from '@study/shared';
import { useQueryClient } from '@tanstack/react-query';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useImperativeHandle, useMemo, useState, type ReactNode, type Ref } from 'react';
import { ApiError } from '../../../../lib/api-client.ts';
import { applyLessonUpdate, updateLesson } from '../../api/update-lesson.ts';
import { createAutosave, type AutosaveState } from './sheet-autosave.ts';
import { sheetDrafts } from './sheet-drafts.ts';
import { sheetExtensions } from './sheet-extensions.ts';
import { SheetSaveStatus } from './sheet-save-status.tsx';
import { SheetToolbar } from './sheet-toolbar.tsx';
import './sheet-content.css';
import { useTranslation } from '../../../../lib/i18n.ts';

/** Time without typing before the sheet is saved. */
export const autosaveDelayMs = 800;

/** What the sheet tab asks of the editor before replacing or exporting the sheet. */
export interface SheetEditorHandle {
  /** Saves the edits not saved yet; resolves once they are saved or the save failed. */
  flush(): Promise<void>;
}

/** Refuses locally what the server would refuse, with the same codes. */
function checkedSheet(doc: SheetDocument): SheetDocument {
  if (!sheetDocumentSchema.safeParse(doc).success) throw new ApiError('SHEET_INVALID', 400);
  if (JSON.stringify(doc).length > maxSheetJsonChars) throw new ApiError('SHEET_TOO_LARGE', 413);
  return doc;
}

/**
 * The revision sheet, editable in place. Edits are saved after a pause in typing, when the editor
 * loses focus, when the page is hidden and when the student leaves; a failed save keeps the edits
 * and says so, with a retry.
 */
export function SheetEditor({
  lessonId,
  sheet,
  editable,
  actions,
  autofocus = false,
  ref,
}: {
  lessonId: string;
  sheet: SheetDocument;
  editable: boolean;
  /** Puts the caret in the sheet once it is ready (the student reached for it). */
  autofocus?: boolean;
  /** Buttons shown beside the save status (regenerate, export). */
  actions: ReactNode;
  ref?: Ref<SheetEditorHandle>;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saveState, setSaveState] = useState<AutosaveState>({ status: 'idle' });

  const autosave = useMemo(() => {
    const saver = createAutosave<SheetDocument>({
      delayMs: autosaveDelayMs,
      onState: setSaveState,
      save: async (doc) => {
        const input = { sheet: checkedSheet(doc) };
        const saved = await updateLesson(lessonId, input);
        applyLessonUpdate(queryClient, lessonId, input, saved);
        if (sheetDrafts.get(lessonId) === doc) sheetDrafts.discard(lessonId);
      },
    });
    return {
      ...saver,
      change(doc: SheetDocument) {
        sheetDrafts.set(lessonId, doc);
        saver.change(doc);
      },
    };
  }, [lessonId, queryClient]);
  // Edits a previous editor of this lesson could not save yet come first, and are saved again.
  const [draft] = useState(() => sheetDrafts.get(lessonId));

  const attributes = {
    class: 'sheet-content px-4 py-5 md:px-10 md:py-8',
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': t('lesson.sheet.editor'),
  };
  const editor = useEditor({
    extensions: sheetExtensions(),
    content: draft ?? sheet,
    editable,
    autofocus: autofocus ? 'start' : false,
    immediatelyRender: true,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => autosave.change(current.getJSON() as SheetDocument),
    onBlur: () => void autosave.flush(),
  });

  useEffect(() => {
    // Without `false` TipTap reports an update, which would save an unchanged sheet.
    if (editor.isEditable !== editable) editor.setEditable(editable, false);
  }, [editor, editable]);

  const label = t('lesson.sheet.editor');
  useEffect(() => {
    // The view exists once the editor is mounted, which a lazily loaded editor may not be yet.
    const apply = () => editor.view.dom.setAttribute('aria-label', label);
    if (editor.isInitialized) apply();
    editor.on('create', apply);
    return () => void editor.off('create', apply);
  }, [editor, label]);

  useImperativeHandle(ref, () => ({ flush: () => autosave.flush() }), [autosave]);

  useEffect(() => {
    if (draft) autosave.change(draft);
  }, [autosave, draft]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void autosave.flush();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!autosave.hasUnsaved()) return;
      void autosave.flush();
      // The browser asks before leaving, which gives the save time to land.
      event.preventDefault();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('beforeunload', onBeforeUnload);
      // Leaving the page inside the app: the save goes on after the editor is gone.
      void autosave.flush();
    };
  }, [autosave]);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SheetSaveStatus state={saveState} onRetry={() => void autosave.flush()} />
        <div className="flex flex-wrap items-center gap-2">{actions}</div>
      </div>
      <div className="rounded-2xl border border-line bg-surface-raised shadow-xs">
        <div className="sticky top-0 z-10 rounded-t-2xl border-b border-line bg-surface-raised">
          <SheetToolbar editor={editor} />
        </div>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
