// Standalone entry (npm run dev -w mf-booking): the shell never runs this file, it loads remoteEntry.js.
// The harness is a development-only workspace; production builds have no such entry (build-tools/webpack.cjs).
import { mountStandalone } from '@physio/standalone-harness';

mountStandalone(
  'mf_booking',
  (pageName) =>
    // This remote's pages by file name; webpack bundles every src/pages/*.tsx except tests.
    import(
      /* webpackExclude: /\.(test|spec)\.tsx$/ */
      /* webpackChunkName: "page-[request]" */
      `./pages/${pageName}.tsx`
    ),
);
