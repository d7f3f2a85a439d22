import { PATHS } from '@physio/shared-contracts/paths';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { lazy, Suspense } from 'react';
import { Spinner, useDocumentMeta } from '@physio/shared-ui';
import { useDoctor } from '../features/profile/useDoctor';
import { DashboardHeader } from '../features/dashboard/DashboardHeader';
import { DashboardTabs } from '../features/dashboard/DashboardTabs';
import { DASHBOARD_TABS, tabFromSearch, type DashboardTab } from '../features/dashboard/tabs';
import { PatientSearch } from '../features/patients/PatientSearch';

// Only the tab a doctor lands on (Patients, spec §2) is in the page: Appointments (day and week views, session
// controls), Coupons, Packages and Hours load when opened, which keeps the page within its JS budget (budgets.json).
const AppointmentsTab = lazy(() =>
  import('../features/appointments/AppointmentsTab').then((m) => ({ default: m.AppointmentsTab })),
);
const CouponsTab = lazy(() =>
  import('../features/coupons/CouponsTab').then((m) => ({ default: m.CouponsTab })),
);
const PackagesTab = lazy(() =>
  import('../features/packages/PackagesTab').then((m) => ({ default: m.PackagesTab })),
);
const HomeAreasEditor = lazy(() =>
  import('../features/home-areas/HomeAreasEditor').then((m) => ({ default: m.HomeAreasEditor })),
);
const AvailabilityEditor = lazy(() =>
  import('../features/availability/AvailabilityEditor').then((m) => ({ default: m.AvailabilityEditor })),
);

const Wrap = styled.section`
  max-width: 72rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
`;

/** /dashboard?appointments|patients|coupons|packages|hours — doctors only (the shell guards the route). */
export default function DashboardPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const doctor = useDoctor();
  const tab = tabFromSearch(search);
  const label = DASHBOARD_TABS.find((t) => t.id === tab)?.label ?? '';
  useDocumentMeta({
    title: `${label} | Doctor Dashboard | PhysioCare`,
    description: 'PhysioCare doctor dashboard: appointments, patients and coupons.',
    path: `${PATHS.dashboard}?${tab}`,
  });

  const select = (next: DashboardTab) => navigate(`${pathname}?${next}`);

  return (
    <Wrap>
      <DashboardHeader doctor={doctor} />
      <DashboardTabs active={tab} onSelect={select}>
        {tab === 'appointments' &&
          (doctor ? (
            <Suspense fallback={<Spinner label="Loading appointments" />}>
              <AppointmentsTab doctorId={doctor.id} />
            </Suspense>
          ) : (
            <p>Log in again to see your appointments.</p>
          ))}
        {tab === 'patients' && <PatientSearch />}
        {tab === 'coupons' && (
          <Suspense fallback={<Spinner label="Loading your coupons" />}>
            <CouponsTab />
          </Suspense>
        )}
        {tab === 'packages' && (
          <Suspense fallback={<Spinner label="Loading your packages" />}>
            <PackagesTab />
          </Suspense>
        )}
        {tab === 'hours' &&
          (doctor ? (
            <Suspense fallback={<Spinner label="Loading your hours" />}>
              <AvailabilityEditor doctorId={doctor.id} />
              <HomeAreasEditor doctorId={doctor.id} />
            </Suspense>
          ) : (
            <p>Log in again to edit your hours.</p>
          ))}
      </DashboardTabs>
    </Wrap>
  );
}
