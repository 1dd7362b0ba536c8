import {
  defaultInterfaceLanguage,
  isInterfaceLanguage,
  pickInterfaceLanguage,
  type InterfaceLanguage,
} from '@study/shared';
import { useSyncExternalStore } from 'react';
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
  await i18n.changeLanguage(language);
}

/** A tree of texts: strings, or groups of texts under their names. */
export interface Texts {
  [key: string]: string | Texts;
}

type Loaders = Record<InterfaceLanguage, () => Promise<Texts>>;

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

async function partTexts(language: InterfaceLanguage, parts: Iterable<LocalePart>): Promise<Texts> {
  const entries = await Promise.all(
    [...parts].map(async (part) => [part, await localeParts[part][language]()] as const),
  );
  return Object.fromEntries(entries);
}

/** Values for a text's `{{placeholders}}`; a number `count` also picks its plural form. */
export type TextValues = Record<string, unknown> & { count?: number };

/** The loaded texts of each language: its own, then those of the parts asked for so far. */
const bundles = new Map<InterfaceLanguage, Texts>([[defaultInterfaceLanguage, { ...en }]]);
const loading = new Map<InterfaceLanguage, Promise<void>>();
const listeners = new Set<() => void>();
const pluralRules = new Map<InterfaceLanguage, Intl.PluralRules>();
let current: InterfaceLanguage = initialLanguage();

function lookup(texts: Texts | undefined, key: string): string | Texts | undefined {
  let node: string | Texts | undefined = texts;
  for (const name of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[name];
  }
  return node;
}

/** `key`'s text in `code`: its plural form for `count` first (`_zero`, then `_one`, `_other`…). */
function textIn(code: InterfaceLanguage, key: string, count: unknown): string | undefined {
  const texts = bundles.get(code);
  if (typeof count === 'number') {
    let rules = pluralRules.get(code);
    if (!rules) pluralRules.set(code, (rules = new Intl.PluralRules(code)));
    const forms = count === 0 ? [`${key}_zero`] : [];
    forms.push(`${key}_${rules.select(count)}`);
    for (const form of forms) {
      const text = lookup(texts, form);
      if (typeof text === 'string') return text;
    }
  }
  const text = lookup(texts, key);
  return typeof text === 'string' ? text : undefined;
}

/**
 * The text of `key` in the interface language, else in English, else the key itself, with its
 * `{{name}}` placeholders filled from `values` (one not given stays as written; one given as
 * undefined or null reads as nothing). Values are not escaped: React escapes what it renders.
 */
function translate(key: string, values?: TextValues): string {
  const template =
    textIn(current, key, values?.count) ?? textIn(defaultInterfaceLanguage, key, values?.count);
  if (template === undefined) return key;
  if (!values) return template;
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    if (!Object.hasOwn(values, name)) return whole;
    const value = values[name];
    return value === undefined || value === null ? '' : String(value as string | number);
  });
}

function changed() {
  snapshot = { t: (key, values) => translate(key, values), i18n };
  for (const listener of listeners) listener();
}

async function addParts(code: InterfaceLanguage, parts: LocalePart[]): Promise<boolean> {
  const texts = bundles.get(code);
  const missing = parts.filter((part) => texts?.[part] === undefined);
  if (!texts || missing.length === 0) return false;
  Object.assign(texts, await partTexts(code, missing));
  return true;
}

/** Loads `code`'s texts (once), with every part asked for before or while they download. */
function loadLanguage(code: InterfaceLanguage): Promise<void> {
  let pending = loading.get(code);
  if (!pending) {
    pending = (async () => {
      if (!bundles.has(code)) {
        const own = await languageLoaders[code]();
        bundles.set(code, { ...own, ...(await partTexts(code, requestedParts)) });
      }
      await addParts(code, [...requestedParts]);
    })();
    // A failed download may be tried again by the next switch.
    pending.catch(() => loading.delete(code));
    loading.set(code, pending);
  }
  return pending;
}

function showLanguage() {
  // The build renders pages in Node, where there is no document.
  if (typeof document !== 'undefined') document.documentElement.lang = current;
}

/**
 * The interface's texts: `t` reads one; the language is switched with `changeLanguage` (through
 * the app's `changeLanguage`, which also remembers it). A small lookup rather than i18next, which
 * weighed 17 KiB with its React binding on every first screen, for the three things the app uses:
 * nested keys, `{{placeholders}}` and plural forms by `Intl.PluralRules`.
 */
export const i18n = {
  /** The interface language. */
  get language(): InterfaceLanguage {
    return current;
  },
  t: translate,
  /** Shows `code` once its texts are there. */
  async changeLanguage(code: InterfaceLanguage): Promise<void> {
    await loadLanguage(code);
    current = code;
    showLanguage();
    changed();
  },
  /** The texts loaded for `code`, if any (for tests). */
  texts(code: InterfaceLanguage): Readonly<Texts> | undefined {
    return bundles.get(code);
  },
};

type Translation = {
  /** The text of a key, with its placeholders filled (see `i18n.t`). */
  t: (key: string, values?: TextValues) => string;
  i18n: typeof i18n;
};
let snapshot: Translation = { t: (key, values) => translate(key, values), i18n };

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The texts for a component: it renders again when the language changes or a locale part
 * arrives (and `t` is then another function, for the memos that depend on it).
 */
export function useTranslation(): Translation {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}

/** Resolves once the interface language's texts are loaded: render after it. */
export const i18nReady: Promise<void> = loadLanguage(current).then(showLanguage, showLanguage);

/**
 * Resolves once the texts of `parts` are there in every language already loaded (the current
 * one and English, the fallback), so a screen that shows them can render.
 */
export async function loadLocaleParts(...parts: LocalePart[]): Promise<void> {
  await i18nReady;
  for (const part of parts) requestedParts.add(part);
  const added = await Promise.all([...bundles.keys()].map((code) => addParts(code, parts)));
  if (added.includes(true)) changed();
}
