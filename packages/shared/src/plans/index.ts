export * from './plan-limits.ts';
export * from './usage-schemas.ts';
export * from './plan-prices.ts';
