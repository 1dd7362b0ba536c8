export * from './document-limits.ts';
export * from './file-kinds.ts';
export * from './extraction-result.ts';
