// Tests only (no page imports it): shared-ui's check of a catalog's Hindi beside its English, which shared-ui's own
// catalogs use too. Kept under its old path for the tests that import it from here.
// eslint-disable-next-line no-restricted-imports -- a test helper's re-export, never bundled into a page
export { catalogProblems } from '@physio/shared-ui/testing';
