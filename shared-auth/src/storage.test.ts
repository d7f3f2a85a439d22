import {
  clearAll,
  getDoctor,
  getPreviousLogger,
  getProfile,
  setDoctor,
  setPreviousLogger,
  setProfile,
} from './storage';
import { subscribe } from './session';
import { doctorRecord, patientProfile } from './test/stubServer';

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('Doctor record', () => {
  it('round-trips a valid record', () => {
    setDoctor(doctorRecord);
    expect(getDoctor()).toEqual(doctorRecord);
  });

  it.each([
    ['absent', null],
    ['corrupt JSON', '{"doctorData":'],
    ['a JSON string', '"hello"'],
    ['JSON null', 'null'],
    ['a record without authorization', JSON.stringify({ doctorData: doctorRecord.doctorData })],
    ['a record with a foreign doctor shape', JSON.stringify({ doctorData: { id: 1 }, authorization: 'x' })],
  ])('treats %s as absent', (_label, raw) => {
    if (raw !== null) localStorage.setItem('Doctor', raw);
    expect(getDoctor()).toBeNull();
  });
});

describe('Profile record', () => {
  it('is stored as { data: { data: profile } } and read back', () => {
    setProfile(patientProfile);
    expect(JSON.parse(localStorage.getItem('Profile')!)).toEqual({ data: { data: patientProfile } });
    expect(getProfile()?.data.data.id).toBe('9876543210');
  });

  it.each([
    ['corrupt JSON', 'not json'],
    ['a number', '42'],
    ['a flat profile (foreign shape)', JSON.stringify(patientProfile)],
    ['data without data', JSON.stringify({ data: 'x' })],
    ['a profile missing fields', JSON.stringify({ data: { data: { id: '9876543210' } } })],
  ])('treats %s as absent', (_label, raw) => {
    localStorage.setItem('Profile', raw);
    expect(getProfile()).toBeNull();
  });
});

describe('PreviousLogger', () => {
  it('stores and reads patient or doctor, also JSON-quoted', () => {
    setPreviousLogger('doctor');
    expect(localStorage.getItem('PreviousLogger')).toBe('doctor');
    expect(getPreviousLogger()).toBe('doctor');
    localStorage.setItem('PreviousLogger', '"patient"');
    expect(getPreviousLogger()).toBe('patient');
  });

  it('treats anything else as unset', () => {
    expect(getPreviousLogger()).toBeNull();
    localStorage.setItem('PreviousLogger', 'admin');
    expect(getPreviousLogger()).toBeNull();
  });
});

describe('robustness', () => {
  it('clearAll clears every key and notifies subscribers', () => {
    const listener = jest.fn();
    const unsubscribe = subscribe(listener);
    setDoctor(doctorRecord);
    localStorage.setItem('other', '1');
    clearAll();
    expect(localStorage.length).toBe(0);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('survives a storage that throws on every access', () => {
    const boom = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(boom);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(boom);
    jest.spyOn(Storage.prototype, 'clear').mockImplementation(boom);
    expect(() => setDoctor(doctorRecord)).not.toThrow();
    expect(getDoctor()).toBeNull();
    expect(getPreviousLogger()).toBeNull();
    expect(() => clearAll()).not.toThrow();
  });

  it('survives localStorage itself being inaccessible', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(getProfile()).toBeNull();
    expect(() => setPreviousLogger('patient')).not.toThrow();
  });
});
