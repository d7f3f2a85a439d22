import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@physio/shared-ui';
import { App } from './App';

/**
 * The whole React tree of the site around a router: the browser's (bootstrap.tsx) and the one the
 * build renders the frames with (prerender/render.tsx) are this same tree, so hydration finds every
 * element where it rendered it, with the same ids (useId counts positions in the tree).
 */
export function Site({ Router }: { Router: ComponentType<{ children: ReactNode }> }) {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Router>
          <App />
        </Router>
      </ThemeProvider>
    </StrictMode>
  );
}
