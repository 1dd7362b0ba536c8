import { documentAccept, documentLimits } from '@study/shared';
import { FileText, Upload, X } from 'lucide-react';
import { FileDrop } from '../../../../components/ui/file-drop.tsx';
import { formatFileSize } from '../../lesson-format.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

/** The Document tab: one PDF, DOCX or TXT, dropped or chosen, shown once chosen. */
export function DocumentTab({
  file,
  onFiles,
  onRemove,
  disabled,
}: {
  file: File | null;
  onFiles: (files: File[]) => void;
  onRemove: () => void;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (file) {
    return (
      <div className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-700/25 dark:text-brand-100">
          <FileText aria-hidden className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-ink" data-testid="chosen-document">
            {file.name}
          </p>
          <p className="text-xs text-ink-muted">{formatFileSize(file.size, i18n.language)}</p>
        </div>
        <button
          type="button"
          onClick={onRemove}
          disabled={disabled}
          aria-label={t('lessons.add.document.remove', { name: file.name })}
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      </div>
    );
  }
  return (
    <FileDrop
      accept={documentAccept}
      onFiles={onFiles}
      disabled={disabled}
      icon={<Upload aria-hidden className="h-6 w-6" />}
      title={t('lessons.add.document.drop')}
      hint={t('lessons.add.document.hint', {
        maxMb: Math.round(documentLimits.maxUploadBytes / (1024 * 1024)),
      })}
      chooseLabel={t('lessons.add.document.choose')}
    />
  );
}
