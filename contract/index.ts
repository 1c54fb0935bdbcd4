// The contract between API and site: enums, limits, messages, schemas and response types.
export * from './amenities.ts';
export * from './limits.ts';
export * from './listing-status.ts';
export * from './messages.ts';
export * from './price-bands.ts';
export * from './regions.ts';
export * from './roles.ts';
export * from './schemas.ts';
export * from './settings.ts';
export * from './sort.ts';
export * from './stall-types.ts';
export type * from './types.ts';
