export * from './dashboard-schemas.ts';
export * from './progress-schemas.ts';
