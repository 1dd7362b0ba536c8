import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreTypedFields, sendHeldSubmit, typedFields } from './typed-fields.ts';

/** The sign-in page as the server sends it: a language select, then the form. */
function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = `
    <select><option value="en">English</option><option value="fr" selected>Français</option></select>
    <form><input name="email" value=""><input name="password" type="password" value="">
      <input name="remember" type="checkbox"><button>Sign in</button></form>`;
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-submit-pending');
  vi.useRealTimers();
});

describe('what is typed before the app runs', () => {
  it('keeps the text typed and the option chosen, and nothing left as sent', () => {
    const container = serverPage();
    container.querySelector<HTMLInputElement>('[name=email]')!.value = 'early@example.test';
    container.querySelector('select')!.value = 'en';
    const typed = typedFields(container);
    expect([...typed.texts]).toEqual([['email', 'early@example.test']]);
    expect([...typed.selects]).toEqual([[0, 'en']]);
  });

  it('gives them back through the events the app listens to, even where the page shows them', () => {
    const server = serverPage();
    server.querySelector<HTMLInputElement>('[name=email]')!.value = 'early@example.test';
    server.querySelector('select')!.value = 'en';
    const typed = typedFields(server);
    // The app's page: hydration kept the chosen option on screen.
    const seen: string[] = [];
    server.addEventListener('input', (event) => {
      seen.push(`input ${(event.target as HTMLInputElement).value}`);
    });
    server.addEventListener('change', (event) => {
      seen.push(`change ${(event.target as HTMLSelectElement).value}`);
    });
    restoreTypedFields(server, typed);
    expect(seen).toEqual(['input early@example.test', 'change en']);
    expect(server.querySelector<HTMLInputElement>('[name=email]')!.value).toBe(
      'early@example.test',
    );
    expect(typed.texts.size + typed.selects.size).toBe(0);
  });

  it('sends once the form that was submitted before the app ran', () => {
    vi.useFakeTimers();
    const container = serverPage();
    const form = container.querySelector('form')!;
    const sent = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', sent);
    document.documentElement.setAttribute('data-submit-pending', '0');
    sendHeldSubmit(container);
    sendHeldSubmit(container);
    vi.runAllTimers();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(document.documentElement.hasAttribute('data-submit-pending')).toBe(false);
  });

  it('sends nothing when nothing was submitted', () => {
    vi.useFakeTimers();
    const container = serverPage();
    const sent = vi.fn((event: Event) => event.preventDefault());
    container.querySelector('form')!.addEventListener('submit', sent);
    sendHeldSubmit(container);
    vi.runAllTimers();
    expect(sent).not.toHaveBeenCalled();
  });
});
