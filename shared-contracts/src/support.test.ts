import { GRIEVANCE_PLACEHOLDER, grievanceOfficer, readBuildEnv, supportContact } from './support';

describe('grievanceOfficer: the configured contact, placeholders where none or a malformed one is set', () => {
  it('takes trimmed values', () => {
    expect(grievanceOfficer(' Meera Rao ', ' dpo@clinic.in ', ' 12 MG Road, Bengaluru ')).toEqual({
      name: 'Meera Rao',
      email: 'dpo@clinic.in',
      address: '12 MG Road, Bengaluru',
    });
  });

  it('falls back field by field', () => {
    expect(grievanceOfficer(undefined, 'not-an-email', '  ')).toEqual(GRIEVANCE_PLACEHOLDER);
    expect(grievanceOfficer('Meera Rao', undefined, undefined).email).toBe(GRIEVANCE_PLACEHOLDER.email);
  });
});

describe('supportContact', () => {
  it('keeps a +91 phone as ten digits and refuses a malformed e-mail', () => {
    expect(supportContact('+91 98765 43210', 'x')).toEqual({
      phone: '9876543210',
      email: 'support@physiocare.in',
    });
  });
});

describe('readBuildEnv', () => {
  it('answers undefined where reading throws (no `process` in a browser without the build’s value)', () => {
    expect(
      readBuildEnv(() => {
        throw new ReferenceError('process is not defined');
      }),
    ).toBeUndefined();
    expect(readBuildEnv(() => 'set')).toBe('set');
  });
});
