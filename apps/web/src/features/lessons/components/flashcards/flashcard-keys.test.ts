import { afterEach, describe, expect, it } from 'vitest';
import { flashcardKeyAction } from './flashcard-keys.ts';

function press(key: string, target: Element = document.body, modifiers = {}) {
  return flashcardKeyAction({
    key,
    target,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    defaultPrevented: false,
    ...modifiers,
  });
}

function element(html: string, selector: string): Element {
  document.body.innerHTML = html;
  return document.querySelector(selector)!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('flashcardKeyAction', () => {
  it('maps Space, the arrows, 1 and 2 to the round', () => {
    expect([' ', 'ArrowLeft', 'ArrowRight', '1', '2'].map((key) => press(key))).toEqual([
      'flip',
      'previous',
      'next',
      'notYet',
      'knewIt',
    ]);
    expect(press('3')).toBeNull();
    expect(press('Enter')).toBeNull();
  });

  it('leaves shortcuts with a modifier to the browser', () => {
    expect(press('ArrowLeft', document.body, { altKey: true })).toBeNull();
    expect(press('1', document.body, { ctrlKey: true })).toBeNull();
  });

  it('leaves keys to fields, menus, dialogs, and the arrows to the tab row', () => {
    expect(press('2', element('<input>', 'input'))).toBeNull();
    const tab = element(
      '<div role="tablist"><button role="tab">Flashcards</button></div>',
      'button',
    );
    expect(press('ArrowRight', tab)).toBeNull();
    // Right after choosing the Flashcards tab, Space and the ratings work.
    expect(press(' ', tab)).toBe('flip');
    expect(press('2', tab)).toBe('knewIt');
    expect(
      press(
        '1',
        element('<div role="menu"><div role="menuitem">CSV</div></div>', '[role=menuitem]'),
      ),
    ).toBeNull();
    expect(press(' ', element('<div contenteditable="true"><p>x</p></div>', 'p'))).toBeNull();
  });

  it('lets Space press a focused button, while the other keys still work there', () => {
    const button = element('<button>Next card</button>', 'button');
    expect(press(' ', button)).toBeNull();
    expect(press('2', button)).toBe('knewIt');
    expect(press(' ', element('<section><p>Question</p></section>', 'p'))).toBe('flip');
  });
});
