export * from './detect-lesson-language.ts';
