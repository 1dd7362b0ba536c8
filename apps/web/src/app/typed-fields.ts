/**
 * What a reader typed or chose in the server's HTML before the app ran. Hydration keeps the text
 * on screen but not in the page's state (and sets a select back to the value it renders), and a
 * page rendered anew (another language) starts empty: either way the first submit would send
 * empty fields. The values are read before the app starts and given back to it once it has drawn
 * the page, as if typed again. A text field is known by its name, a select by its place.
 */
export interface TypedFields {
  texts: Map<string, string>;
  selects: Map<number, string>;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

const textFields = 'input[name]:not([type=checkbox]):not([type=radio]):not([type=file]), textarea';

/** The value a select was sent with: its option marked selected, or else its first. */
function sentValue(select: HTMLSelectElement): string | undefined {
  const options = [...select.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value;
}

/** The named text fields, and the selects, whose value differs from the one the server sent. */
export function typedFields(container: HTMLElement): TypedFields {
  const typed: TypedFields = { texts: new Map(), selects: new Map() };
  for (const field of container.querySelectorAll<TextField>(textFields)) {
    if (field.value !== field.defaultValue) typed.texts.set(field.name, field.value);
  }
  container.querySelectorAll('select').forEach((select, index) => {
    if (select.value !== sentValue(select)) typed.selects.set(index, select.value);
  });
  return typed;
}

/** Types `typed` again into the app's fields, through the events the app listens to. */
export function restoreTypedFields(container: HTMLElement, typed: TypedFields): void {
  for (const [name, value] of typed.texts) {
    const field = container.querySelector<TextField>(`[name="${CSS.escape(name)}"]`);
    if (!field || !field.matches(textFields)) continue;
    const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    if (!native) continue;
    // Through the element first (React then knows it as empty), then natively to the typed text,
    // so the input event reads as a change.
    field.value = '';
    native.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const selects = container.querySelectorAll('select');
  for (const [index, value] of typed.selects) {
    // Hydration may leave the chosen option on screen while the page's state has the sent one:
    // the change is told to the app either way.
    const select = selects[index];
    if (!select) continue;
    select.value = value;
    if (select.value === value) select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  typed.texts.clear();
  typed.selects.clear();
}

/**
 * Sends the form the reader submitted before the app had drawn the page (theme-init.js held it
 * back and noted its place), once the fields given back have reached the page's state.
 */
export function sendHeldSubmit(container: HTMLElement): void {
  const root = document.documentElement;
  const held = root.getAttribute('data-submit-pending');
  root.removeAttribute('data-submit-pending');
  if (held === null) return;
  const form = container.querySelectorAll('form')[Number(held)];
  if (form) setTimeout(() => form.requestSubmit());
}
