export * from './plan-limits.ts';
export * from './plan-prices.ts';
