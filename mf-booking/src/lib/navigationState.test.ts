import { readBookingState, readPhysioState, readReturnTo } from './navigationState';
import { existingPatient } from '@physio/shared-auth/testing';

describe('navigation state guards', () => {
  it('accepts a complete booking state only', () => {
    const ok = {
      name: 'A',
      email: 'a@b.in',
      quantity: 2,
      description: 'Back pain',
      booking: { mode: 'online' },
    };
    expect(readBookingState(ok)).toEqual(ok);
    expect(readBookingState(null)).toBeNull();
    expect(readBookingState({ ...ok, quantity: 0 })).toBeNull();
    expect(readBookingState({ ...ok, quantity: '2' })).toBeNull();
    expect(readBookingState({ ...ok, booking: undefined })).toBeNull();
  });

  it('accepts a physio state with a plan', () => {
    expect(readPhysioState({ patient: existingPatient })).toEqual({ patient: existingPatient });
    expect(readPhysioState({ patient: { id: '1' } })).toBeNull();
    expect(readPhysioState('x')).toBeNull();
  });

  it('returns only same-site paths', () => {
    expect(readReturnTo({ from: '/c/9876543210' })).toEqual({ pathname: '/c/9876543210' });
    expect(readReturnTo({ from: { pathname: '/booking', search: '?a=1', state: { x: 1 } } })).toEqual({
      pathname: '/booking',
      search: '?a=1',
      state: { x: 1 },
    });
    expect(readReturnTo({ from: '//evil.example' })).toBeNull();
    expect(readReturnTo({ from: 'https://evil.example' })).toBeNull();
    expect(readReturnTo({ from: { pathname: 'javascript:alert(1)' } })).toBeNull();
    expect(readReturnTo({ from: { pathname: '//evil.example' } })).toBeNull();
    expect(readReturnTo(undefined)).toBeNull();
  });
});
