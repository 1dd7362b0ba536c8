export * from './chat-rules.ts';
export * from './chat-schemas.ts';
