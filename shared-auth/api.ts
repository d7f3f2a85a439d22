// '@physio/shared-auth/api': the stateless typed client factory (see src/api.ts), for test doubles
// of @physio/shared-auth that build `api` over their own fake HTTP client.
export * from './src/api';
