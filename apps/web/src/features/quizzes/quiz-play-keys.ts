/** What the student is doing on the question shown. */
export type QuizPlayPhase =
  /** An MCQ not answered yet: digits choose, Enter checks. */
  | 'choosing'
  /** A fill-in or open answer being typed: its field handles its own keys. */
  | 'typing'
  /** The verdict is shown: Enter goes on. */
  | 'answered'
  /** An answer is being checked: keys wait. */
  | 'busy';

export type QuizPlayKeyAction =
  { type: 'choose'; index: number } | { type: 'submit' } | { type: 'next' };

/** Where keys belong to something else: an open menu or dialog. */
const ownsEveryKey = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';
/** Where typed characters are text, not shortcuts. */
const typesText =
  'textarea, select, [contenteditable="true"], input:not([type="radio"]):not([type="checkbox"])';
/** Elements Enter activates by itself: they keep it. */
const activatedByEnter = `a[href], button, ${typesText}`;

/**
 * The play screen's action for a key press, or null when the key is not the screen's: digits 1 to
 * the number of choices pick an MCQ answer, Enter checks it, and Enter goes on once the verdict is
 * shown. Keys with a modifier, keys typed in a field and keys pressed on a link or a button (which
 * Enter activates itself) are left alone.
 */
export function quizPlayKeyAction(
  event: Pick<
    KeyboardEvent,
    'key' | 'target' | 'altKey' | 'ctrlKey' | 'metaKey' | 'defaultPrevented' | 'repeat'
  >,
  phase: QuizPlayPhase,
  choiceCount: number,
): QuizPlayKeyAction | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return null;
  if (phase === 'busy' || phase === 'typing') return null;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(ownsEveryKey)) return null;
  if (event.key === 'Enter') {
    // A held Enter would race through the verdicts unread.
    if (event.repeat || target?.closest(activatedByEnter)) return null;
    return phase === 'choosing' ? { type: 'submit' } : { type: 'next' };
  }
  if (phase !== 'choosing' || target?.closest(typesText)) return null;
  const digit = /^[1-9]$/.test(event.key) ? Number(event.key) : 0;
  return digit >= 1 && digit <= choiceCount ? { type: 'choose', index: digit - 1 } : null;
}
