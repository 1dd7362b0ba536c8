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

/**
 * Switches the interface language, remembers it (and tells the server, which sends pre-rendered
 * pages in it) and updates `<html lang>`.
 */
export async function changeLanguage(language: InterfaceLanguage): Promise<void> {
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // Not remembered, but the switch still happens.
  }
  document.cookie = `${storageKey}=${language}; path=/; max-age=31536000; samesite=lax`;
  await i18next.changeLanguage(language);
}

i18next.on('languageChanged', (language) => {
  // The build renders pages in Node, where there is no document.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

type Loaders = Record<InterfaceLanguage, () => Promise<ResourceKey>>;

/**
 * English ships with the app (it is also the fallback); French is downloaded when it is first
 * needed, so English readers do not download it and French readers download no English twice.
 */
const languageLoaders: Loaders = {
  en: async () => en,
  fr: async () => (await import('../locales/fr.ts')).fr,
};

/**
 * Texts only some screens show: each part is downloaded with the first screen that needs it
 * (its route waits for `loadLocaleParts`), and then kept in the main namespace under its name,
 * so `t('quizzes.…')` reads the same everywhere.
 */
const localeParts = {
  account: {
    en: async () => (await import('../locales/account.en.ts')).accountEn,
    fr: async () => (await import('../locales/account.fr.ts')).accountFr,
  },
  billing: {
    en: async () => (await import('../locales/billing.en.ts')).billingEn,
    fr: async () => (await import('../locales/billing.fr.ts')).billingFr,
  },
  dashboard: {
    en: async () => (await import('../locales/dashboard.en.ts')).dashboardEn,
    fr: async () => (await import('../locales/dashboard.fr.ts')).dashboardFr,
  },
  feedback: {
    en: async () => (await import('../locales/feedback.en.ts')).feedbackEn,
    fr: async () => (await import('../locales/feedback.fr.ts')).feedbackFr,
  },
  chat: {
    en: async () => (await import('../locales/chat.en.ts')).chatEn,
    fr: async () => (await import('../locales/chat.fr.ts')).chatFr,
  },
  lessons: {
    en: async () => (await import('../locales/lessons.en.ts')).lessonsEn,
    fr: async () => (await import('../locales/lessons.fr.ts')).lessonsFr,
  },
  lesson: {
    en: async () => (await import('../locales/lesson.en.ts')).lessonEn,
    fr: async () => (await import('../locales/lesson.fr.ts')).lessonFr,
  },
  onboarding: {
    en: async () => (await import('../locales/onboarding.en.ts')).onboardingEn,
    fr: async () => (await import('../locales/onboarding.fr.ts')).onboardingFr,
  },
  profile: {
    en: async () => (await import('../locales/profile.en.ts')).profileEn,
    fr: async () => (await import('../locales/profile.fr.ts')).profileFr,
  },
  referrals: {
    en: async () => (await import('../locales/referrals.en.ts')).referralsEn,
    fr: async () => (await import('../locales/referrals.fr.ts')).referralsFr,
  },
  terms: {
    en: async () => (await import('../locales/terms.en.ts')).termsEn,
    fr: async () => (await import('../locales/terms.fr.ts')).termsFr,
  },
  progress: {
    en: async () => (await import('../locales/progress.en.ts')).progressEn,
    fr: async () => (await import('../locales/progress.fr.ts')).progressFr,
  },
  quizzes: {
    en: async () => (await import('../locales/quizzes.en.ts')).quizzesEn,
    fr: async () => (await import('../locales/quizzes.fr.ts')).quizzesFr,
  },
} satisfies Record<string, Loaders>;
export type LocalePart = keyof typeof localeParts;

/** Parts some screen asked for: a language loaded later comes with them. */
const requestedParts = new Set<LocalePart>();

async function partTexts(
  language: InterfaceLanguage,
  parts: Iterable<LocalePart>,
): Promise<Record<string, ResourceKey>> {
  const entries = await Promise.all(
    [...parts].map(async (part) => [part, await localeParts[part][language]()] as const),
  );
  return Object.fromEntries(entries);
}

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (!isInterfaceLanguage(language) || namespace !== 'translation') {
      callback(null, {});
      return;
    }
    const load = async () => ({
      ...((await languageLoaders[language]()) as Record<string, ResourceKey>),
      ...(await partTexts(language, requestedParts)),
    });
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
    // A part that arrives after a screen rendered (a language switched meanwhile) shows at once.
    react: { bindI18nStore: 'added' },
  });

export { i18next };

/**
 * Resolves once the texts of `parts` are there in every language already loaded (the current
 * one and English, the fallback), so a screen that shows them can render.
 */
export async function loadLocaleParts(...parts: LocalePart[]): Promise<void> {
  await i18nReady;
  for (const part of parts) requestedParts.add(part);
  await Promise.all(
    interfaceLanguages
      .filter((language) => i18next.hasResourceBundle(language, 'translation'))
      .map(async (language) => {
        const missing = parts.filter(
          (part) => i18next.getResource(language, 'translation', part) === undefined,
        );
        if (missing.length === 0) return;
        i18next.addResourceBundle(
          language,
          'translation',
          await partTexts(language, missing),
          true,
          true,
        );
      }),
  );
}
