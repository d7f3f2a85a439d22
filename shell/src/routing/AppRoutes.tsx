import { Route, Routes, useLocation } from 'react-router-dom';
import { useSession } from '@physio/shared-auth/state';
import { LocaleScope } from '@physio/shared-ui';
import { isDoctorArea } from '../chrome/doctorArea';
import { RemotePage } from '../federation/RemotePage';
import { NotFoundPage } from '../chrome/NotFoundPage';
import { Guarded } from './Guarded';
import { ROUTES, type RouteEntry } from './routeTable';

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
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
