export * from './account-rules.ts';
export * from './profile-enums.ts';
export * from './birthdate.ts';
export * from './account-schemas.ts';
export * from './auth-api.ts';
