/** The shape of a translation: the same keys as the source locale, any strings as values. */
export type TranslationShape<T> = {
  [K in keyof T]: T[K] extends string ? string : TranslationShape<T[K]>;
};
