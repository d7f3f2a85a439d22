/**
 * '@physio/shared-ui/testing': the one render helper of the remotes' tests (a page in the theme and
 * a memory router, plus where it navigated to). Never imported by production code: ESLint refuses
 * it outside tests, the package index does not re-export it, and it throws when loaded outside Jest.
 */
if (typeof jest === 'undefined') throw new Error('@physio/shared-ui/testing is for Jest tests only');

export { renderPage, currentPath, currentState, type RenderPageOptions } from './src/test/renderPage';
export { catalogProblems } from './src/test/catalogProblems';
