export * from './dashboard-schemas.ts';
