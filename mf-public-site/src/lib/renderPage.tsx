/** Test helper: renders a page inside the providers the shell gives it (theme + router). */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@physio/shared-ui';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

export function renderPage(page: ReactElement, { url = '/', route }: { url?: string; route?: string } = {}) {
  const pattern = route ?? url.split(/[?#]/)[0] ?? '/';
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={page} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}
