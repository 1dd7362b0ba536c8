import { afterEach, describe, expect, it } from 'vitest';
import { quizPlayKeyAction } from './quiz-play-keys.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function press(key: string, target: Element = document.body, extra: Partial<KeyboardEvent> = {}) {
  return {
    key,
    target,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    defaultPrevented: false,
    repeat: false,
    ...extra,
  };
}

function element(html: string, selector: string): Element {
  document.body.innerHTML = html;
  return document.querySelector(selector)!;
}

describe('quizPlayKeyAction', () => {
  it('picks a choice with the digits 1 to the number of choices, and no further', () => {
    expect(quizPlayKeyAction(press('1'), 'choosing', 3)).toEqual({ type: 'choose', index: 0 });
    expect(quizPlayKeyAction(press('3'), 'choosing', 3)).toEqual({ type: 'choose', index: 2 });
    expect(quizPlayKeyAction(press('4'), 'choosing', 3)).toBeNull();
    expect(quizPlayKeyAction(press('0'), 'choosing', 4)).toBeNull();
    expect(quizPlayKeyAction(press('a'), 'choosing', 4)).toBeNull();
  });

  it('checks the choice with Enter, also from a focused choice', () => {
    expect(quizPlayKeyAction(press('Enter'), 'choosing', 4)).toEqual({ type: 'submit' });
    const radio = element('<label><input type="radio" name="c"></label>', 'input');
    expect(quizPlayKeyAction(press('Enter', radio), 'choosing', 4)).toEqual({ type: 'submit' });
    expect(quizPlayKeyAction(press('2', radio), 'choosing', 4)).toEqual({
      type: 'choose',
      index: 1,
    });
  });

  it('goes on with Enter once the verdict is shown, but not while a held key repeats', () => {
    expect(quizPlayKeyAction(press('Enter'), 'answered', 4)).toEqual({ type: 'next' });
    expect(
      quizPlayKeyAction(press('Enter', document.body, { repeat: true }), 'answered', 4),
    ).toBeNull();
    expect(quizPlayKeyAction(press('1'), 'answered', 4)).toBeNull();
  });

  it('leaves typed answers to their field and waits while an answer is checked', () => {
    expect(quizPlayKeyAction(press('Enter'), 'typing', 0)).toBeNull();
    expect(quizPlayKeyAction(press('1'), 'typing', 0)).toBeNull();
    expect(quizPlayKeyAction(press('Enter'), 'busy', 4)).toBeNull();
    expect(quizPlayKeyAction(press('2'), 'busy', 4)).toBeNull();
  });

  it('leaves Enter to links and buttons, which it activates itself', () => {
    const link = element('<a href="/quizzes">Back</a>', 'a');
    expect(quizPlayKeyAction(press('Enter', link), 'answered', 4)).toBeNull();
    const button = element('<button>Next</button>', 'button');
    expect(quizPlayKeyAction(press('Enter', button), 'answered', 4)).toBeNull();
    expect(quizPlayKeyAction(press('Enter', button), 'choosing', 4)).toBeNull();
  });

  it('ignores keys with a modifier, already handled, typed in a field or inside a dialog', () => {
    expect(
      quizPlayKeyAction(press('1', document.body, { ctrlKey: true }), 'choosing', 4),
    ).toBeNull();
    expect(
      quizPlayKeyAction(press('Enter', document.body, { metaKey: true }), 'answered', 4),
    ).toBeNull();
    expect(
      quizPlayKeyAction(press('1', document.body, { altKey: true }), 'choosing', 4),
    ).toBeNull();
    expect(
      quizPlayKeyAction(press('1', document.body, { defaultPrevented: true }), 'choosing', 4),
    ).toBeNull();
    const search = element('<input type="search">', 'input');
    expect(quizPlayKeyAction(press('1', search), 'choosing', 4)).toBeNull();
    const inDialog = element('<div role="dialog"><p tabindex="-1">x</p></div>', 'p');
    expect(quizPlayKeyAction(press('Enter', inDialog), 'answered', 4)).toBeNull();
    expect(quizPlayKeyAction(press('1', inDialog), 'choosing', 4)).toBeNull();
  });
});
