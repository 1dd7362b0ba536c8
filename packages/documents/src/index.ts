export { checkUpload, extract, type ExtractFile, type ExtractOptions } from './extract.ts';
export { detectFileKind } from './detect-file-kind.ts';
export { normalizePastedText, type PastedTextOptions } from './normalize-pasted-text.ts';
export { detectLanguage, type DetectedLanguage } from './detect-language.ts';
export { close } from './close.ts';
