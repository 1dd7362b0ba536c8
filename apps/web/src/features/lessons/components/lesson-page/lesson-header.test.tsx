import type { LessonDetail } from '@study/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { LessonHeader as Header } from './lesson-header.tsx';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const lesson: LessonDetail = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'La photosynthèse',
  emoji: '🌱',
  language: 'fr',
  source: 'text',
  status: 'ready',
  task: null,
  errorCode: null,
  pageCount: 1,
  favourite: false,
  flashcardCount: 0,
  dueCount: 0,
  laterTodayCount: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  sheet: null,
  sheetUpdatedAt: null,
  files: [],
  warnings: [],
};

beforeAll(() => {
  // Radix measures its floating content; jsdom has no layout.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

// Each test starts from a page whose overlays have not been downloaded: the modules are fresh.
let LessonHeader: typeof Header;
beforeEach(async () => {
  vi.resetModules();
  const { i18n, loadLocaleParts } = await import('../../../../lib/i18n.ts');
  await i18n.changeLanguage('en');
  await loadLocaleParts('lesson');
  ({ LessonHeader } = await import('./lesson-header.tsx'));
});

afterEach(cleanup);

function renderHeader(onDelete = vi.fn()) {
  render(<LessonHeader lesson={lesson} onUpdate={vi.fn(async () => {})} onDelete={onDelete} />);
  return onDelete;
}

/** The header's overlays download: the dynamic import settles over a few turns. */
async function settle() {
  for (let turn = 0; turn < 20; turn += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

describe('LessonHeader before and after its overlays are downloaded', () => {
  it('shows the menu and icon triggers as the Radix ones are named and announced', async () => {
    renderHeader();
    const more = screen.getByRole('button', { name: 'More actions' });
    expect(more.getAttribute('aria-haspopup')).toBe('menu');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    const icon = screen.getByRole('button', { name: 'Change the icon' });
    expect(icon.getAttribute('aria-haspopup')).toBe('dialog');
    expect(icon.textContent).toBe('🌱');
    // Nothing was pressed: the overlays are not downloaded, the placeholders stay.
    await settle();
    expect(screen.getByRole('button', { name: 'More actions' })).toBe(more);
  });

  it('opens the menu pressed before its code was here, and the delete dialog from it', async () => {
    const onDelete = renderHeader();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'More actions' }), { button: 0 });
    await settle();
    const item = await screen.findByRole('menuitem', { name: 'Delete the lesson' });
    fireEvent.click(item);
    await settle();
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this lesson?' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
    expect(dialog.isConnected).toBe(false);
  });

  it('keeps the focus on a trigger when its placeholder is replaced', async () => {
    renderHeader();
    const placeholder = screen.getByRole('button', { name: 'Change the icon' });
    expect(placeholder.getAttribute('aria-controls')).toBeNull();
    placeholder.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    await settle();
    const trigger = screen.getByRole('button', { name: 'Change the icon' });
    expect(trigger).not.toBe(placeholder);
    expect(document.activeElement).toBe(trigger);
    fireEvent.click(trigger);
    expect(await screen.findByText('Choose an icon')).toBeTruthy();
  });
});
