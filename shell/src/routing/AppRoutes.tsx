import { Route, Routes } from 'react-router-dom';
import { useSession } from '@physio/shared-auth/state';
import { RemotePage } from '../federation/RemotePage';
import { NotFoundPage } from '../chrome/NotFoundPage';
import { Guarded } from './Guarded';
import { ROUTES, type RouteEntry } from './routeTable';

function DoctorExtra({ page }: { page: RouteEntry['page'] }) {
  const { doctor } = useSession();
  return doctor ? <RemotePage id={page} /> : null;
}

function RouteContent({ entry }: { entry: RouteEntry }) {
  return (
    <>
      <RemotePage id={entry.page} />
      {entry.doctorExtra ? <DoctorExtra page={entry.doctorExtra} /> : null}
    </>
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
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
