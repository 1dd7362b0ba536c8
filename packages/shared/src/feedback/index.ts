export * from './feedback-schemas.ts';
