export * from './sheet-document.ts';
export * from './lesson-rules.ts';
export * from './lesson-schemas.ts';
export * from './sheet-html.ts';
