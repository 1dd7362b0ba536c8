import type { ErrorCode } from '@study/shared';
import { ChevronDown } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { errorText } from '../../lib/error-text.ts';
import { FieldError, inputClassName } from './text-field.tsx';

/** A labelled native select (the phone's own picker) with its translated error. */
export function SelectField({
  label,
  error,
  className,
  children,
  ...select
}: { label: string; error?: ErrorCode | undefined } & ComponentProps<'select'>) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(inputClassName, 'appearance-none pr-10')}
          {...select}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-ink-muted"
        />
      </div>
      {error && <FieldError id={`${id}-error`}>{errorText(error)}</FieldError>}
    </div>
  );
}
