import { configure, render, screen } from '@testing-library/react';
import { clearAll } from '@physio/shared-auth/state';
import { StandaloneApp, standaloneRoutes } from './StandaloneApp';

// Longer async timeouts for the shared CI machine (as the shell's tests have).
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20000);

describe('standaloneRoutes', () => {
  it("keeps only the remote's own pages, with the shell's paths and guards", () => {
    const doctor = standaloneRoutes('mf_doctor');
    expect(doctor).toContainEqual({ path: '/dashboard', pageName: 'DashboardPage', guard: 'doctor' });
    expect(doctor).toContainEqual({
      path: '/user/dashboard/:id',
      pageName: 'DoctorPatientToolsPage',
      guard: 'patientOrDoctor',
    });
    expect(doctor.some((r) => r.pageName === 'BookingPage')).toBe(false);
    expect(standaloneRoutes('mf_public_site').map((r) => r.path)).toContain('/terms');
  });
});

describe('StandaloneApp', () => {
  beforeEach(() => {
    clearAll();
    window.history.pushState({}, '', '/');
  });

  it('renders a page of the remote on its shell path', async () => {
    const loadPage = jest.fn(async (name: string) => ({
      default: () => <h1>{name}</h1>,
    }));
    window.history.pushState({}, '', '/booking');
    render(<StandaloneApp remote="mf_booking" loadPage={loadPage} />);
    expect(await screen.findByRole('heading', { name: 'BookingPage' })).toBeInTheDocument();
    expect(loadPage).toHaveBeenCalledWith('BookingPage');
  });

  it('lists its pages on unknown paths', async () => {
    window.history.pushState({}, '', '/__pages');
    render(<StandaloneApp remote="mf_booking" loadPage={jest.fn()} />);
    expect(await screen.findByRole('heading', { name: 'mf_booking: pages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/c/9876543210' })).toHaveAttribute('href', '/c/9876543210');
  });
});
