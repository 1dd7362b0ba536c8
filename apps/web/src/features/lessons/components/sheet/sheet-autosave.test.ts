import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutosave, type AutosaveState } from './sheet-autosave.ts';

/** A save the test resolves or rejects by hand. */
function controlledSave() {
  const calls: { value: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const save = vi.fn(
    (value: string) =>
      new Promise<void>((resolve, reject) => calls.push({ value, resolve, reject })),
  );
  return { save, calls };
}

function setup() {
  const { save, calls } = controlledSave();
  const states: AutosaveState['status'][] = [];
  const autosave = createAutosave<string>({
    save,
    delayMs: 800,
    onState: (state) => states.push(state.status),
  });
  return { autosave, save, calls, states };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createAutosave', () => {
  it('waits for a pause in typing, then saves the newest content once', async () => {
    const { autosave, save, calls, states } = setup();
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(500);
    autosave.change('ab');
    await vi.advanceTimersByTimeAsync(500);
    autosave.change('abc');
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(800);
    expect(save.mock.calls).toEqual([['abc']]);
    calls[0]!.resolve();
    await vi.runAllTimersAsync();
    expect(autosave.hasUnsaved()).toBe(false);
    expect(states.at(-1)).toBe('saved');
  });

  it('saves edits made during a save right after it, never two saves at once', async () => {
    const { autosave, save, calls, states } = setup();
    autosave.change('one');
    await vi.advanceTimersByTimeAsync(800);
    autosave.change('one two');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(save).toHaveBeenCalledTimes(1);
    calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(save.mock.calls.map(([value]) => value)).toEqual(['one', 'one two']);
    expect(states.at(-1)).toBe('saving');
    calls[1]!.resolve();
    await vi.runAllTimersAsync();
    expect(states.at(-1)).toBe('saved');
    expect(autosave.hasUnsaved()).toBe(false);
  });

  it('an edit made just before a save ends waits for its own pause', async () => {
    const { autosave, save, calls, states } = setup();
    autosave.change('one');
    await vi.advanceTimersByTimeAsync(800);
    autosave.change('one two');
    calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toBe('pending');
    expect(autosave.unsaved()).toBe('one two');
    await vi.advanceTimersByTimeAsync(799);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(save.mock.calls.at(-1)).toEqual(['one two']);
  });

  it('keeps the content after a failure, and a retry sends it again', async () => {
    const { autosave, save, calls, states } = setup();
    autosave.change('précieux');
    await vi.advanceTimersByTimeAsync(800);
    calls[0]!.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toBe('error');
    expect(autosave.unsaved()).toBe('précieux');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).toHaveBeenCalledTimes(1);

    const retried = autosave.flush();
    expect(save.mock.calls.at(-1)).toEqual(['précieux']);
    calls[1]!.resolve();
    await retried;
    expect(states.at(-1)).toBe('saved');
  });

  it('a new edit after a failure is saved with the pending one, after the delay', async () => {
    const { autosave, save, calls, states } = setup();
    autosave.change('v1');
    await vi.advanceTimersByTimeAsync(800);
    calls[0]!.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    autosave.change('v2');
    expect(states.at(-1)).toBe('pending');
    await vi.advanceTimersByTimeAsync(800);
    expect(save.mock.calls.at(-1)).toEqual(['v2']);
  });

  it('flush saves at once (blur, leaving the page) and waits for a save in flight first', async () => {
    const { autosave, save, calls } = setup();
    autosave.change('x');
    const first = autosave.flush();
    expect(save.mock.calls).toEqual([['x']]);
    autosave.change('xy');
    const second = autosave.flush();
    expect(save).toHaveBeenCalledTimes(1);
    calls[0]!.resolve();
    await first;
    await vi.advanceTimersByTimeAsync(0);
    expect(save.mock.calls.at(-1)).toEqual(['xy']);
    calls[1]!.resolve();
    await second;
    expect(autosave.hasUnsaved()).toBe(false);
  });

  it('has nothing to do when nothing changed', async () => {
    const { autosave, save, states } = setup();
    await autosave.flush();
    expect(save).not.toHaveBeenCalled();
    expect(states).toEqual([]);
  });
});
