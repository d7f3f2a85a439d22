// '@physio/shared-auth/early-refresh': the refresh the paint-first loader starts before the app runs
// (see src/earlyRefresh.ts); a leaf, bundled by the loader without the HTTP client.
export * from './src/earlyRefresh';
