import type { LessonDetail } from '@study/shared';
import { FileDown, LoaderCircle, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { LazyConfirmDialog } from '../../../../components/ui/lazy-confirm-dialog.tsx';
import { Progress } from '../../../../components/ui/progress.tsx';
import { errorText } from '../../../../lib/error-text.ts';
import { QuotaLeft, useLimitReached } from '../../../../lib/limits/index.ts';
import { useExportLesson } from '../../api/export-lesson.ts';
import { useRegenerateLesson } from '../../api/regenerate-lesson.ts';
import { sheetDrafts } from './sheet-drafts.ts';
import type { SheetEditorHandle } from './sheet-editor.tsx';
import { emptySheet } from './empty-sheet.ts';
import { SheetView } from './sheet-view.tsx';
import { RegenerateSummary } from '../regenerate-summary.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

// The editor (TipTap, ProseMirror) is most of the lesson page's code: the sheet shows as HTML first,
// and the editor is fetched when the student points at the sheet and takes its place on a touch,
// a click or the keyboard.
const loadEditor = () => import('./sheet-editor.tsx');
const SheetEditor = lazy(async () => ({ default: (await loadEditor()).SheetEditor }));

/**
 * The Sheet tab: the editable revision sheet, its regeneration (which replaces the sheet and keeps
 * flashcards and quizzes) and its PDF export (Premium).
 */
export function SheetTab({ lesson }: { lesson: LessonDetail }) {
  const { t } = useTranslation();
  const limits = useLimitReached();
  const editorRef = useRef<SheetEditorHandle>(null);
  const regenerate = useRegenerateLesson(lesson.id);
  const exportPdf = useExportLesson(lesson);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  // Edits not saved yet from an earlier visit open the editor at once.
  const [editing, setEditing] = useState(() => sheetDrafts.get(lesson.id) !== undefined);

  // A finished regeneration brings a new sheet: the editor starts again from it.
  const regenerating = lesson.task === 'sheet';
  const [edition, setEdition] = useState({ count: 0, regenerating });
  if (edition.regenerating !== regenerating) {
    setEdition({ count: edition.count + (regenerating ? 0 : 1), regenerating });
  }

  const refused = (error: unknown) => {
    if (!limits.report(error)) setFailure(error);
  };

  const openEditor = () => setEditing(true);

  const startRegeneration = async () => {
    setFailure(null);
    await editorRef.current?.flush();
    regenerate.mutate('sheet', {
      // The new sheet replaces the edits, saved or not: the student confirmed it.
      onSuccess: () => sheetDrafts.discard(lesson.id),
      onError: refused,
    });
  };

  const downloadPdf = async () => {
    setFailure(null);
    await editorRef.current?.flush();
    exportPdf.mutate('pdf', { onError: refused });
  };

  const actions = (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={lesson.task !== null || regenerate.isPending}
        onClick={() => setConfirming(true)}
      >
        <RefreshCw aria-hidden className="h-4 w-4" />
        {t('lesson.sheet.regenerate')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={exportPdf.isPending || regenerating}
        onClick={() => void downloadPdf()}
      >
        {exportPdf.isPending ? (
          <LoaderCircle aria-hidden className="h-4 w-4 animate-spin motion-reduce:animate-none" />
        ) : (
          <FileDown aria-hidden className="h-4 w-4" />
        )}
        {exportPdf.isPending ? t('lesson.sheet.exporting') : t('lesson.sheet.exportPdf')}
      </Button>
    </>
  );

  const view = (
    <SheetView
      sheet={lesson.sheet ?? emptySheet}
      label={t('lesson.sheet.editor')}
      hint={{
        touch: t('lesson.sheet.editHint.touch'),
        pointer: t('lesson.sheet.editHint.pointer'),
      }}
      actions={actions}
      onEdit={openEditor}
    />
  );

  return (
    <div className="flex flex-col gap-3">
      {failure !== null && <Alert tone="error">{errorText(failure)}</Alert>}
      {regenerating && (
        <div
          role="status"
          className="flex flex-col gap-2 rounded-2xl border border-brand-100 bg-brand-50/60 p-4 text-sm font-medium text-ink dark:border-brand-700/40 dark:bg-brand-700/10"
        >
          {t('lesson.sheet.regenerating')}
          <Progress label={t('lesson.sheet.regenerating')} />
        </div>
      )}
      {editing ? (
        <Suspense fallback={view}>
          <SheetEditor
            key={edition.count}
            ref={editorRef}
            lessonId={lesson.id}
            sheet={lesson.sheet ?? emptySheet}
            editable={!regenerating}
            actions={actions}
            autofocus
          />
        </Suspense>
      ) : (
        <div onPointerEnter={() => void loadEditor()}>{view}</div>
      )}
      <LazyConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="default"
        title={t('lesson.sheet.regenerateTitle')}
        description={
          <>
            <RegenerateSummary target="sheet" />
            <QuotaLeft metric="generation" className="mt-3" />
          </>
        }
        confirmLabel={t('lesson.sheet.regenerateConfirm')}
        cancelLabel={t('lesson.cancel')}
        onConfirm={() => void startRegeneration()}
      />
    </div>
  );
}
