import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { GlobalStyle, Spinner, theme } from '@physio/shared-ui';
import { Guarded, ROUTES, type Guard, type RemoteName } from '@physio/shell/routing';

/** Loads one of the remote's own pages by file name ("BookingPage"). */
export type LocalPageLoader = (pageName: string) => Promise<{ default: ComponentType }>;

interface StandaloneRoute {
  path: string;
  pageName: string;
  guard: Guard;
}

/** The shell's routes whose page (or doctor extra) belongs to `remote`, with the same paths and guards. */
export function standaloneRoutes(remote: RemoteName): StandaloneRoute[] {
  const prefix = `${remote}/`;
  const routes: StandaloneRoute[] = [];
  for (const entry of ROUTES) {
    const pageId = entry.page.startsWith(prefix) ? entry.page : entry.doctorExtra;
    if (pageId?.startsWith(prefix)) {
      routes.push({ path: entry.path, pageName: pageId.slice(prefix.length), guard: entry.guard });
    }
  }
  return routes;
}

const SAMPLE_ID = '9876543210';

const DevBar = styled.header`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Index = styled.section`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  ul {
    columns: 2 16rem;
  }
`;

function PageIndex({ remote, routes }: { remote: RemoteName; routes: StandaloneRoute[] }) {
  return (
    <Index aria-labelledby="standalone-index">
      <h1 id="standalone-index">{remote}: pages</h1>
      <ul>
        {routes.map(({ path, pageName }) => {
          const href = path.replace(/:id\b/g, SAMPLE_ID);
          return (
            <li key={path}>
              <Link to={href}>{href}</Link> ({pageName})
            </li>
          );
        })}
      </ul>
    </Index>
  );
}

/**
 * A remote running alone (npm run dev -w <remote>): its pages on the shell's paths and guards,
 * with the theme, no shell chrome. Unknown paths list the remote's pages.
 */
export function StandaloneApp({ remote, loadPage }: { remote: RemoteName; loadPage: LocalPageLoader }) {
  const [routes] = useState(() => standaloneRoutes(remote));
  const [lazies] = useState(() => new Map<string, LazyExoticComponent<ComponentType>>());
  const pageFor = (name: string) => {
    let page = lazies.get(name);
    if (!page) {
      page = lazy(() => loadPage(name));
      lazies.set(name, page);
    }
    return page;
  };

  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <BrowserRouter>
        <DevBar>
          {remote} standalone · <Link to="/__pages">all pages</Link>
        </DevBar>
        <main>
          <Suspense fallback={<Spinner label="Loading…" />}>
            <Routes>
              {routes.map(({ path, pageName, guard }) => {
                const Page = pageFor(pageName);
                return (
                  <Route
                    key={path}
                    path={path}
                    element={
                      <Guarded guard={guard}>
                        <Page />
                      </Guarded>
                    }
                  />
                );
              })}
              <Route path="*" element={<PageIndex remote={remote} routes={routes} />} />
            </Routes>
          </Suspense>
        </main>
      </BrowserRouter>
    </ThemeProvider>
  );
}
