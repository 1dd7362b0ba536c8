/** What a key does during a review round. */
export type FlashcardKeyAction = 'flip' | 'previous' | 'next' | 'notYet' | 'knewIt';

const actions: Record<string, FlashcardKeyAction> = {
  ' ': 'flip',
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  '1': 'notYet',
  '2': 'knewIt',
};

/** Where keys are text being typed, or belong to an open menu or dialog. */
const ownsEveryKey =
  'input, textarea, select, [contenteditable="true"], [role="menu"], [role="dialog"], [role="alertdialog"], [role="listbox"]';
/** Where the arrows move between options (the tab row). */
const ownsArrows = '[role="tablist"], [role="radiogroup"]';
/** Elements Space presses by itself; a tab is already chosen, so Space flips the card there. */
const activatedBySpace = 'button:not([role="tab"]), a[href], summary, [role="button"]';

/**
 * The round's action for a key press, or null when the key belongs to something else: a
 * shortcut with a modifier, a field being typed in, a menu, the arrows of the tab row, or Space on
 * a button.
 */
export function flashcardKeyAction(
  event: Pick<
    KeyboardEvent,
    'key' | 'target' | 'altKey' | 'ctrlKey' | 'metaKey' | 'defaultPrevented'
  >,
): FlashcardKeyAction | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return null;
  const action = actions[event.key];
  if (!action) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return action;
  if (target.closest(ownsEveryKey)) return null;
  if ((action === 'previous' || action === 'next') && target.closest(ownsArrows)) return null;
  if (action === 'flip' && target.closest(activatedBySpace)) return null;
  return action;
}
