import { afterAll, describe, expect, it } from 'vitest';
import { chatEn } from '../locales/chat.en.ts';
import { chatFr } from '../locales/chat.fr.ts';
import { quizzesEn } from '../locales/quizzes.en.ts';
import { quizzesFr } from '../locales/quizzes.fr.ts';
import { i18next, i18nReady, loadLocaleParts } from './i18n.ts';

describe('locale parts', () => {
  afterAll(async () => {
    await i18next.changeLanguage('en');
  });

  it('are not in the first download, and arrive when a screen asks for them', async () => {
    await i18nReady;
    await i18next.changeLanguage('en');
    expect(i18next.getResource('en', 'translation', 'chat')).toBeUndefined();
    expect(i18next.t('chat.composer.send')).toBe('chat.composer.send');

    await loadLocaleParts('chat');
    expect(i18next.t('chat.composer.send')).toBe(chatEn.composer.send);
  });

  it('follow a language switch, both those asked for before it and after it', async () => {
    await i18next.changeLanguage('fr');
    expect(i18next.t('chat.composer.send')).toBe(chatFr.composer.send);

    await i18next.changeLanguage('en');
    await loadLocaleParts('quizzes');
    await i18next.changeLanguage('fr');
    expect(i18next.t('quizzes.types.open')).toBe(quizzesFr.types.open);
    await i18next.changeLanguage('en');
    expect(i18next.t('quizzes.types.open')).toBe(quizzesEn.types.open);
  });
});
