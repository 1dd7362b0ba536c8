export * from './price-quote.ts';
export * from './billing-schemas.ts';
