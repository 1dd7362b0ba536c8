export { checkUpload, extract, type ExtractFile, type ExtractOptions } from './extract.ts';
export { detectFileKind } from './detect-file-kind.ts';
export { normalizePastedText, type PastedTextOptions } from './normalize-pasted-text.ts';
export {
  detectLessonLanguage as detectLanguage,
  type DetectedLanguage,
} from '@study/shared/language-detection';
export { close } from './close.ts';
export { setIdleTimeout } from './set-idle-timeout.ts';
