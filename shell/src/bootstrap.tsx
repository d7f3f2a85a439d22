import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@physio/shared-ui';
import { App } from './App';
import { RemotePageError } from './federation/loadPage';
import { ensureRemotesRegistered } from './federation/remotes';

// Start fetching /mf-config.json now, in parallel with the first render.
ensureRemotesRegistered().catch((err: unknown) => {
  console.warn('[shell] remote configuration unavailable', err);
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container, {
  // An unreachable remote is an expected, handled state (the boundary shows the Retry panel and warns).
  onCaughtError(error, info) {
    if (error instanceof RemotePageError) return;
    console.error(error, info.componentStack);
  },
}).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </ThemeProvider>
  </StrictMode>,
);
