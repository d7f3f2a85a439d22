/** Tests only: render a page inside a router and the theme, and read where it navigated to. */
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </output>
  );
}

export interface RenderPageOptions {
  /** The URL the page opens at. */
  url?: string;
  /** The route pattern that renders the page (for useParams); the URL's path by default, '*' keeps it on every URL. */
  path?: string;
  /** Navigation state the page opens with. */
  state?: unknown;
}

export function renderPage(ui: ReactElement, { url = '/', path, state }: RenderPageOptions = {}) {
  const [pathname = '/', search] = url.split('?');
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[{ pathname, search: search === undefined ? '' : `?${search}`, state }]}>
        <Routes>
          <Route path={path ?? pathname} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** Where the page navigated to: pathname + search. */
export const currentPath = () => screen.getByTestId('location').textContent;
/** The navigation state it passed along (null when none). */
export const currentState = () =>
  JSON.parse(screen.getByTestId('location').dataset.state ?? 'null') as unknown;
