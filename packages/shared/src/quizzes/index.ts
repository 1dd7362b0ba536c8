export * from './quiz-schemas.ts';
export * from './result-messages.ts';
