/** Where the student's last edits are: `pending` waits for a pause in typing, `error` keeps them. */
export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export interface AutosaveState {
  status: AutosaveStatus;
  error?: unknown;
}

export interface Autosave<T> {
  /** Records the newest content; it is saved once typing pauses for the delay. */
  change(value: T): void;
  /** Saves now what is not saved yet, after any save in flight; resolves when done or failed. */
  flush(): Promise<void>;
  /** Whether some content has not reached the server yet. */
  hasUnsaved(): boolean;
  /** The content not saved yet, if any. */
  unsaved(): T | undefined;
  /** Stops the timer; a save in flight still completes. */
  dispose(): void;
}

/**
 * Debounced saving that never drops an edit: one save at a time, always of the newest content, and
 * a failed save keeps that content until a retry (`flush`) or the next edit succeeds.
 */
export function createAutosave<T>({
  save,
  delayMs,
  onState,
}: {
  save: (value: T) => Promise<unknown>;
  delayMs: number;
  onState: (state: AutosaveState) => void;
}): Autosave<T> {
  let latest: { value: T } | undefined;
  let inFlight: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = () => {
    stopTimer();
    timer = setTimeout(() => void flush(), delayMs);
  };

  function flush(): Promise<void> {
    stopTimer();
    if (inFlight) return inFlight.then(() => (latest ? flush() : undefined));
    const sent = latest;
    if (!sent) return Promise.resolve();
    onState({ status: 'saving' });
    inFlight = save(sent.value)
      .then(
        () => {
          if (latest === sent) {
            latest = undefined;
            onState({ status: 'saved' });
          } else {
            onState({ status: 'pending' });
            schedule();
          }
        },
        (error: unknown) => onState({ status: 'error', error }),
      )
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  }

  return {
    change(value) {
      latest = { value };
      if (!inFlight) onState({ status: 'pending' });
      schedule();
    },
    flush,
    hasUnsaved: () => latest !== undefined,
    unsaved: () => latest?.value,
    dispose: stopTimer,
  };
}
