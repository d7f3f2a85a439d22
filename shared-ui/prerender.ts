// '@physio/shared-ui/prerender': build-time page rendering (Node only, see src/prerender).
export * from './src/prerender/renderPage';
