import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@physio/shared-ui';

/** Shows where the app navigated to (pathname + search), for assertions. */
function Where() {
  const { pathname, search, state } = useLocation();
  return (
    <output data-testid="location" data-state={state ? JSON.stringify(state) : ''}>
      {pathname + search}
    </output>
  );
}

/** Renders a page at `url`, matched by `path`, inside the theme and a memory router. */
export function renderAt(
  ui: ReactElement,
  { url = '/', path = '*', state }: { url?: string; path?: string; state?: unknown } = {},
) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter
        initialEntries={[
          { pathname: url.split('?')[0]!, search: url.includes('?') ? `?${url.split('?')[1]}` : '', state },
        ]}
      >
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ThemeProvider>,
  );
}
