/** Tests only: render a page inside a router and the theme, and read where it navigated to. */
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@physio/shared-ui';

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </output>
  );
}

interface Options {
  /** The URL the page opens at. */
  url?: string;
  /** The route pattern that renders the page (for useParams). */
  path?: string;
  state?: unknown;
}

export function renderPage(ui: ReactElement, { url = '/', path, state }: Options = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter
        initialEntries={[
          { pathname: url.split('?')[0], search: url.includes('?') ? `?${url.split('?')[1]}` : '', state },
        ]}
      >
        <Routes>
          <Route path={path ?? url.split('?')[0]} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

export const currentPath = () => screen.getByTestId('location').textContent;
export const currentState = () =>
  JSON.parse(screen.getByTestId('location').dataset.state ?? 'null') as unknown;
