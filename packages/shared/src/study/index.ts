export * from './source-span.ts';
export * from './sheet.ts';
export * from './flashcard.ts';
export * from './quiz.ts';
export * from './grade.ts';
export * from './coach.ts';
export * from './study-material.ts';
export * from './sheet-to-prose-mirror.ts';
