import type { ErrorCode } from '@study/shared';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { errorText } from '../../lib/error-text.ts';

/**
 * A field's look without its height, width, border colour and font size: `cn` joins classes
 * without resolving conflicts, so a field that needs other ones starts from this.
 */
export const inputLook =
  'rounded-lg border bg-surface-raised px-3 text-ink shadow-xs transition-colors placeholder:text-ink-muted/70 focus:border-brand-500 focus:ring-3 focus:ring-brand-500/20 focus:outline-none aria-invalid:border-red-500 aria-invalid:ring-red-500/15';

/** The text field's font size: larger on phones, so that focusing it does not zoom the page. */
export const inputText = 'text-base md:text-sm';

export const inputClassName = `${inputLook} h-11 w-full border-line ${inputText}`;

/** A multi-line field; its caller adds a minimum height. */
export const textareaClassName = `${inputLook} h-auto w-full resize-y border-line py-2.5 ${inputText} leading-relaxed`;

type FieldProps = {
  label: string;
  error?: ErrorCode | undefined;
  hint?: ReactNode;
  /** Content drawn inside the input's right edge (a show-password toggle). */
  trailing?: ReactNode;
};

/** A labelled input with its hint and, under it, its translated error. */
export function TextField({
  label,
  error,
  hint,
  trailing,
  className,
  id: givenId,
  ...input
}: FieldProps & ComponentProps<'input'>) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={cn(error && `${id}-error`, hint && `${id}-hint`) || undefined}
          className={cn(inputClassName, trailing && 'pr-11')}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
      {hint && (
        <div id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </div>
      )}
      {error && <FieldError id={`${id}-error`}>{errorText(error)}</FieldError>}
    </div>
  );
}

/** The message under a field that did not pass. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-red-600 dark:text-red-400">
      {children}
    </p>
  );
}
