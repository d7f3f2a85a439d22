import { act, render, screen } from '@testing-library/react';
import { getAccessToken, setAccessToken, subscribe } from './session';
import { setDoctor, setProfile } from './storage';
import { doctorRecord, patientProfile } from './test/stubServer';
import { getSession, useSession } from './useSession';

beforeEach(() => {
  setAccessToken('');
  localStorage.clear();
});

describe('token state', () => {
  it('starts empty and notifies subscribers only on real changes', () => {
    expect(getAccessToken()).toBe('');
    const listener = jest.fn();
    const unsubscribe = subscribe(listener);
    setAccessToken('abc');
    setAccessToken('abc');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    setAccessToken('def');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBe('def');
  });
});

describe('getSession', () => {
  it('returns the same object until something changes, doctor taking precedence', () => {
    const first = getSession();
    expect(first).toEqual({ accessToken: '', doctor: null, profile: null, role: null });
    expect(getSession()).toBe(first);
    setProfile(patientProfile);
    const patient = getSession();
    expect(patient.role).toBe('patient');
    expect(patient).not.toBe(first);
    setDoctor(doctorRecord);
    expect(getSession().role).toBe('doctor');
  });
});

function SessionView() {
  const session = useSession();
  return (
    <p>
      {session.role ?? 'anonymous'} {session.accessToken || 'no-token'}
    </p>
  );
}

describe('useSession', () => {
  it('re-renders on token and storage changes, including other tabs', () => {
    render(<SessionView />);
    expect(screen.getByText('anonymous no-token')).toBeInTheDocument();
    act(() => setAccessToken('t1'));
    expect(screen.getByText('anonymous t1')).toBeInTheDocument();
    act(() => setProfile(patientProfile));
    expect(screen.getByText('patient t1')).toBeInTheDocument();
    act(() => {
      localStorage.setItem('Doctor', JSON.stringify(doctorRecord));
      window.dispatchEvent(new StorageEvent('storage', { key: 'Doctor' }));
    });
    expect(screen.getByText('doctor t1')).toBeInTheDocument();
  });
});
