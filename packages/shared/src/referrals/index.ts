export * from './referral-schemas.ts';
