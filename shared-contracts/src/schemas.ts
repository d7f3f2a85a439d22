/**
 * Shapes of every call of spec §7 and DESIGN.md §3, as zod schemas. The API validates with them;
 * the remotes import the inferred types (and may parse answers with them).
 */
export * from './schemas/common';
export * from './schemas/patients';
export * from './schemas/doctors';
export * from './schemas/coupons';
export * from './schemas/orders';
export * from './schemas/prescriptions';
export * from './schemas/clinical';
export * from './schemas/exercises';
export * from './schemas/outcomes';
export * from './schemas/payouts';
export * from './schemas/site';
