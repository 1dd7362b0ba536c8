/**
 * What a reader typed into the server's HTML before the app ran. Hydration keeps the text on
 * screen but not in the page's state, and a page rendered anew (another language) starts empty:
 * either way the first submit would send empty fields. The values are read before the app starts
 * and given back to it once it has drawn the page, as if typed again.
 */
export type TypedFields = Map<string, string>;

type TextField = HTMLInputElement | HTMLTextAreaElement;

const textFields = 'input[name]:not([type=checkbox]):not([type=radio]):not([type=file]), textarea';

/** The named text fields whose value differs from the one the server sent. */
export function typedFields(container: HTMLElement): TypedFields {
  const typed: TypedFields = new Map();
  for (const field of container.querySelectorAll<TextField>(textFields)) {
    if (field.value !== field.defaultValue) typed.set(field.name, field.value);
  }
  return typed;
}

/** Types `typed` again into the app's fields, through the events the app listens to. */
export function restoreTypedFields(container: HTMLElement, typed: TypedFields): void {
  for (const [name, value] of typed) {
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
  typed.clear();
}
