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
    // "Booking for": a family member's id travels with the plan; anything but text is no choice.
    const father = '6f1c1d7e-8f0a-4c55-9a77-1d2b3c4d5e6f';
    expect(readPhysioState({ patient: existingPatient, dependant_id: father })).toEqual({
      patient: existingPatient,
      dependant_id: father,
    });
    expect(readPhysioState({ patient: existingPatient, dependant_id: 7 })).toEqual({
      patient: existingPatient,
    });
    expect(readPhysioState({ patient: existingPatient, dependant_id: '' })).toEqual({
      patient: existingPatient,
    });
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
