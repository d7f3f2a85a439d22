// '@physio/shared-auth/state': the session without the HTTP client (see src/state.ts).
export * from './src/state';
