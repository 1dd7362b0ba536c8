import { type ErrorCode } from '@study/shared';
import { isErrorCode } from './error-codes.ts';
import { useCallback, useState } from 'react';

/** What a form needs of a schema: the shared zod schemas fit it without importing zod here. */
export interface FormSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

export type FieldErrors = Partial<Record<string, ErrorCode>>;

/** The first issue of each field, as a catalogue code (the shared schemas' messages are codes). */
export function issuesByField(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (errors[field]) continue;
    errors[field] = isErrorCode(issue.message) ? issue.message : 'FIELD_REQUIRED';
  }
  return errors;
}

/** A schema, or how to download it: a form on a first screen keeps zod out of that screen's load. */
export type SchemaSource<T> = FormSchema<T> | (() => Promise<FormSchema<T>>);

/**
 * Form state checked by a shared schema. Errors appear after the first submit, then follow each
 * keystroke, so a student is not told off while still typing. A schema given as a download starts
 * downloading with the first change and is awaited by `validate`.
 */
export function useSchemaForm<V extends object, T>(source: SchemaSource<T>, initial: V) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [schema, setSchema] = useState<FormSchema<T> | undefined>(() =>
    typeof source === 'function' ? undefined : source,
  );

  const loadSchema = useCallback(async (): Promise<FormSchema<T>> => {
    if (typeof source !== 'function') return source;
    const loaded = await source();
    setSchema(() => loaded);
    return loaded;
  }, [source]);

  const parsed = schema?.safeParse(values);
  const clientErrors = parsed && !parsed.success ? issuesByField(parsed.error.issues) : {};
  const errors: FieldErrors = { ...(submitted ? clientErrors : {}), ...serverErrors };

  /** Changes some fields and forgets what the server said about them. */
  const patch = useCallback(
    (next: Partial<V>) => {
      if (!schema) void loadSchema();
      setValues((current) => ({ ...current, ...next }));
      setServerErrors((current) => {
        const kept = { ...current };
        for (const field of Object.keys(next)) delete kept[field];
        return kept;
      });
    },
    [schema, loadSchema],
  );

  const set = useCallback(
    <K extends keyof V>(field: K, value: V[K]) =>
      patch({ [field]: value } as unknown as Partial<V>),
    [patch],
  );

  /**
   * Marks the form submitted; the parsed values when valid, else null, with the focus moved to the
   * first field in error (once it is drawn) so keyboard and screen-reader users land on it.
   */
  const validate = async (formElement?: HTMLFormElement): Promise<T | null> => {
    const checked = (schema ?? (await loadSchema())).safeParse(values);
    setSubmitted(true);
    if (checked.success) return checked.data;
    requestAnimationFrame(() => {
      formElement?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
    return null;
  };

  /** The props binding a text input to `name`: its value, its change handler and its error. */
  const field = <K extends keyof V & string>(name: K) => ({
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as V[K]),
    error: errors[name],
  });

  return { values, set, patch, errors, setServerErrors, validate, field };
}

/**
 * A form's submission state, written once: busy while it runs, the last failure cleared when it
 * starts, and a failure kept for the form to show unless `onFieldError` put it on a field
 * (it answers true then).
 */
export function useSubmission(initialFailure?: unknown) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(initialFailure);
  const run = useCallback(
    async (action: () => Promise<void>, onFieldError?: (error: unknown) => boolean) => {
      setBusy(true);
      setFailure(undefined);
      try {
        await action();
      } catch (error) {
        if (!onFieldError?.(error)) setFailure(error);
      } finally {
        setBusy(false);
      }
    },
    [],
  );
  return { busy, failure, setFailure, run };
}
