import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { useSession } from '@physio/shared-auth/state';
import { currentLocale, LocaleScope, useMessages } from '@physio/shared-ui';
import { chromeCatalog } from '../chrome/chromeMessages';
import { isDoctorArea } from '../chrome/doctorArea';
import { RemotePage } from '../federation/RemotePage';
import { DelayedFallback } from '../federation/DelayedFallback';
import { Guarded } from './Guarded';
import { ROUTES, type RouteEntry } from './routeTable';

// Loaded when shown, with its words in the page's language: no page carries it in its first render.
const NotFoundPage = lazy(() =>
  import('../chrome/NotFoundPage').then(async (m) => {
    await m.shellPageCatalog.load(currentLocale()).catch(() => undefined);
    return { default: m.NotFoundPage };
  }),
);

function DoctorExtra({ page }: { page: RouteEntry['page'] }) {
  const { doctor } = useSession();
  return doctor ? <RemotePage id={page} /> : null;
}

function RouteContent({ entry }: { entry: RouteEntry }) {
  const { pathname } = useLocation();
  const { role } = useSession();
  const content = (
    <>
      <RemotePage id={entry.page} />
      {entry.doctorExtra ? <DoctorExtra page={entry.doctorExtra} /> : null}
    </>
  );
  // The doctor's pages stay English, as their header does, though the shared parts they use speak Hindi to patients.
  return isDoctorArea(pathname, role) ? <LocaleScope locale="en">{content}</LocaleScope> : content;
}

function NotFoundRoute() {
  const t = useMessages(chromeCatalog);
  return (
    <Suspense fallback={<DelayedFallback />}>
      <NotFoundPage title={t('notFound')} />
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.map((entry) => (
        <Route
          key={entry.path}
          path={entry.path}
          element={
            <Guarded guard={entry.guard}>
              <RouteContent entry={entry} />
            </Guarded>
          }
        />
      ))}
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
