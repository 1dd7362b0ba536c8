import {
  defaultInterfaceLanguage,
  interfaceLanguages,
  isInterfaceLanguage,
  pickInterfaceLanguage,
  type InterfaceLanguage,
} from '@study/shared';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../locales/en.ts';

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

/**
 * English ships with the app (it is also the fallback); French is downloaded when it is first
 * needed, so English readers do not download it and French readers download no English twice.
 * The long texts of one screen live in their own namespace, downloaded with that screen.
 */
const languageLoaders: Record<InterfaceLanguage, () => Promise<ResourceKey>> = {
  en: async () => en,
  fr: async () => (await import('../locales/fr.ts')).fr,
};
const namespaceLoaders: Record<string, Record<InterfaceLanguage, () => Promise<ResourceKey>>> = {
  terms: {
    en: async () => (await import('../locales/terms.en.ts')).termsEn,
    fr: async () => (await import('../locales/terms.fr.ts')).termsFr,
  },
};

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const loaders = namespace === 'translation' ? languageLoaders : namespaceLoaders[namespace];
    const load = isInterfaceLanguage(language) ? loaders?.[language] : undefined;
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (translation) => callback(null, translation),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** Resolves once the interface language's texts are loaded: render after it. */
export const i18nReady = i18next
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    lng: initialLanguage(),
    fallbackLng: defaultInterfaceLanguage,
    supportedLngs: [...interfaceLanguages],
    interpolation: { escapeValue: false },
    returnNull: false,
  });

export { i18next };
