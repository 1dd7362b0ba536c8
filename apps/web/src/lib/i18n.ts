import {
  defaultInterfaceLanguage,
  interfaceLanguages,
  isInterfaceLanguage,
  pickInterfaceLanguage,
  type InterfaceLanguage,
} from '@study/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en.ts';
import { fr } from '../locales/fr.ts';

const storageKey = 'language';

/** The saved choice, else the browser's primary language when supported, else English. */
export function initialLanguage(): InterfaceLanguage {
  try {
    const saved = localStorage.getItem(storageKey);
    if (isInterfaceLanguage(saved)) return saved;
  } catch {
    // Storage can be blocked (private mode); the browser language still applies.
  }
  return pickInterfaceLanguage(navigator.language);
}

/** Switches the interface language, remembers it and updates `<html lang>`. */
export async function changeLanguage(language: InterfaceLanguage): Promise<void> {
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // Not remembered, but the switch still happens.
  }
  await i18next.changeLanguage(language);
}

i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

void i18next.use(initReactI18next).init({
  resources: { en: { translation: en }, fr: { translation: fr } },
  lng: initialLanguage(),
  fallbackLng: defaultInterfaceLanguage,
  supportedLngs: [...interfaceLanguages],
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18next };
