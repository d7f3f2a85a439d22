import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  accountLink,
  hasHistory,
  RedirectIfLoggedIn,
  redirectIfLoggedIn,
  requireDoctor,
  RequireDoctor,
  requirePatientOrDoctor,
  RequirePatientOrDoctor,
} from './guards';
import { clearAll, setDoctor, setPreviousLogger, setProfile } from './storage';
import { doctorRecord, patientProfile } from './test/stubServer';

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '');
});

describe('pure guards', () => {
  it('accountLink: doctor → /dashboard, else patient dashboard, else patient login', () => {
    expect(accountLink()).toBe('/user/login');
    setProfile(patientProfile);
    expect(accountLink()).toBe('/user/dashboard/9876543210');
    setDoctor(doctorRecord);
    expect(accountLink()).toBe('/dashboard');
  });

  it('requireDoctor allows only a doctor session', () => {
    expect(requireDoctor()).toBe('/dashboard/login');
    setProfile(patientProfile);
    expect(requireDoctor()).toBe('/dashboard/login');
    setDoctor(doctorRecord);
    expect(requireDoctor()).toBeNull();
  });

  it('requirePatientOrDoctor: allowed with either record, else the login PreviousLogger points to', () => {
    expect(requirePatientOrDoctor()).toBe('/user/login');
    setPreviousLogger('patient');
    expect(requirePatientOrDoctor()).toBe('/user/login');
    setPreviousLogger('doctor');
    expect(requirePatientOrDoctor()).toBe('/dashboard/login');
    setProfile(patientProfile);
    expect(requirePatientOrDoctor()).toBeNull();
    localStorage.removeItem('Profile');
    setDoctor(doctorRecord);
    expect(requirePatientOrDoctor()).toBeNull();
  });

  it('a corrupt record is no session', () => {
    localStorage.setItem('Doctor', '{broken');
    localStorage.setItem('Profile', '[]');
    expect(requireDoctor()).toBe('/dashboard/login');
    expect(requirePatientOrDoctor()).toBe('/user/login');
    expect(accountLink()).toBe('/user/login');
  });

  it('redirectIfLoggedIn: null when logged out, back with history, else the account page', () => {
    expect(redirectIfLoggedIn()).toBeNull();
    setProfile(patientProfile);
    expect(hasHistory()).toBe(false);
    expect(redirectIfLoggedIn()).toEqual({ to: '/user/dashboard/9876543210' });
    window.history.replaceState({ idx: 2 }, '');
    expect(hasHistory()).toBe(true);
    expect(redirectIfLoggedIn()).toEqual({ back: true });
  });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderAt(path: string, element: React.ReactNode, entries: string[] = [path]) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('guard components', () => {
  it('RequireDoctor renders children for a doctor and redirects others to /dashboard/login', () => {
    const { unmount } = renderAt('/dashboard', <RequireDoctor>Doctor area</RequireDoctor>);
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/login');
    unmount();
    setDoctor(doctorRecord);
    renderAt('/dashboard', <RequireDoctor>Doctor area</RequireDoctor>);
    expect(screen.getByText('Doctor area')).toBeInTheDocument();
  });

  it('RequireDoctor redirects when the session ends while the page is open', () => {
    setDoctor(doctorRecord);
    renderAt('/dashboard', <RequireDoctor>Doctor area</RequireDoctor>);
    act(() => clearAll());
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/login');
  });

  it('RequirePatientOrDoctor renders for a patient and picks the login by PreviousLogger', () => {
    setPreviousLogger('doctor');
    const { unmount } = renderAt(
      '/user/orders/:id',
      <RequirePatientOrDoctor>Orders</RequirePatientOrDoctor>,
      ['/user/orders/9876543210'],
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/login');
    unmount();
    setProfile(patientProfile);
    renderAt('/user/orders/:id', <RequirePatientOrDoctor>Orders</RequirePatientOrDoctor>, [
      '/user/orders/9876543210',
    ]);
    expect(screen.getByText('Orders')).toBeInTheDocument();
  });

  it('RedirectIfLoggedIn shows the login form when nobody is logged in', () => {
    renderAt('/dashboard/login', <RedirectIfLoggedIn>Login form</RedirectIfLoggedIn>);
    expect(screen.getByText('Login form')).toBeInTheDocument();
  });

  it('RedirectIfLoggedIn goes back to the previous page when there is history', () => {
    setDoctor(doctorRecord);
    window.history.replaceState({ idx: 1 }, '');
    renderAt('/dashboard/login', <RedirectIfLoggedIn>Login form</RedirectIfLoggedIn>, [
      '/about',
      '/dashboard/login',
    ]);
    expect(screen.queryByText('Login form')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/about');
  });

  it('RedirectIfLoggedIn goes to the account page without history', () => {
    setProfile(patientProfile);
    renderAt('/dashboard/login', <RedirectIfLoggedIn>Login form</RedirectIfLoggedIn>);
    expect(screen.getByTestId('where')).toHaveTextContent('/user/dashboard/9876543210');
  });

  it('RedirectIfLoggedIn does not react to a login made on the page itself', () => {
    renderAt('/dashboard/login', <RedirectIfLoggedIn>Login form</RedirectIfLoggedIn>);
    act(() => setDoctor(doctorRecord));
    expect(screen.getByText('Login form')).toBeInTheDocument();
  });
});
