import { afterAll, describe, expect, it } from 'vitest';
import { chatEn } from '../locales/chat.en.ts';
import { chatFr } from '../locales/chat.fr.ts';
import { quizzesEn } from '../locales/quizzes.en.ts';
import { quizzesFr } from '../locales/quizzes.fr.ts';
import { i18n, i18nReady, loadLocaleParts } from './i18n.ts';

describe('locale parts', () => {
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('are not in the first download, and arrive when a screen asks for them', async () => {
    await i18nReady;
    await i18n.changeLanguage('en');
    expect(i18n.texts('en')?.chat).toBeUndefined();
    expect(i18n.t('chat.composer.send')).toBe('chat.composer.send');

    await loadLocaleParts('chat');
    expect(i18n.t('chat.composer.send')).toBe(chatEn.composer.send);
  });

  it('follow a language switch, both those asked for before it and after it', async () => {
    await i18n.changeLanguage('fr');
    expect(i18n.t('chat.composer.send')).toBe(chatFr.composer.send);

    await i18n.changeLanguage('en');
    await loadLocaleParts('quizzes');
    await i18n.changeLanguage('fr');
    expect(i18n.t('quizzes.types.open')).toBe(quizzesFr.types.open);
    await i18n.changeLanguage('en');
    expect(i18n.t('quizzes.types.open')).toBe(quizzesEn.types.open);
  });
});

describe('texts', () => {
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('fill their placeholders, leave one not given as written, and read undefined as nothing', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.t('settings.version', { version: '1.2' })).toBe('Version 1.2');
    expect(i18n.t('auth.pending.resendIn', { seconds: 12 })).toBe('Send again in 12 s');
    expect(i18n.t('settings.version')).toBe('Version {{version}}');
    expect(i18n.t('settings.version', { version: undefined })).toBe('Version ');
  });

  it('take the plural form of the language for a count', async () => {
    await loadLocaleParts('lesson');
    await i18n.changeLanguage('en');
    expect(i18n.t('lesson.header.pages', { count: 1 })).toBe('1 page');
    expect(i18n.t('lesson.header.pages', { count: 0 })).toBe('0 pages');
    expect(i18n.t('lesson.header.pages', { count: 3 })).toBe('3 pages');
    await i18n.changeLanguage('fr');
    // French says "0 page", as its plural rules have it.
    expect(i18n.t('lesson.header.pages', { count: 0 })).toBe('0 page');
    expect(i18n.t('lesson.header.pages', { count: 2 })).toBe('2 pages');
  });

  it('read as the key itself when no language has them, and as a group’s key for a group', async () => {
    await i18n.changeLanguage('fr');
    expect(i18n.t('app.noSuchText')).toBe('app.noSuchText');
    expect(i18n.t('app')).toBe('app');
    expect(i18n.t('app.name')).toBe('Study Assistant');
    expect(document.documentElement.lang).toBe('fr');
  });
});
