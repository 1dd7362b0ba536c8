import { useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

/**
 * A zone that takes files dropped on it, with a button opening the file picker (the keyboard and
 * screen-reader way in). `extra` holds more ways to add files, such as a camera button.
 */
export function FileDrop({
  accept,
  multiple = false,
  onFiles,
  title,
  hint,
  chooseLabel,
  icon,
  extra,
  disabled = false,
  compact = false,
  className,
}: {
  accept: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  title: ReactNode;
  hint?: ReactNode;
  chooseLabel: string;
  icon?: ReactNode;
  extra?: ReactNode;
  disabled?: boolean;
  /** Less vertical room, once files were added below it. */
  compact?: boolean;
  className?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length > 0) onFiles(files);
  };

  return (
    <div
      data-dragging={over || undefined}
      onDragEnter={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!disabled) take(event.dataTransfer.files);
      }}
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 text-center transition-colors',
        compact ? 'py-5' : 'py-8',
        over
          ? 'border-brand-500 bg-brand-50 dark:bg-brand-700/15'
          : 'border-line bg-surface hover:border-brand-500/60',
        className,
      )}
    >
      {icon && (
        <div className="flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-700/25 dark:text-brand-100">
          {icon}
        </div>
      )}
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-ink">{title}</p>
        {hint && <p className="text-xs text-ink-muted">{hint}</p>}
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <Button
          type="button"
          variant="secondary"
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          {chooseLabel}
        </Button>
        {extra}
      </div>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        aria-hidden
        tabIndex={-1}
        onChange={(event) => {
          take(event.currentTarget.files);
          // The same file chosen again after a removal must fire `change` again.
          event.currentTarget.value = '';
        }}
      />
    </div>
  );
}
