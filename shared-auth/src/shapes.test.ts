import { doctorSchema, patientProfileSchema, verifiedPatientSchema } from '@physio/shared-contracts';
import fc from 'fast-check';
import { asDoctor, asPatientProfile, asVerifiedPatient } from './shapes';
import { doctorRecord, patientProfile } from './test/stubServer';

// The light checks must accept exactly what the contract's zod schemas accept.
const checks = [
  ['Doctor', asDoctor, doctorSchema, doctorRecord.doctorData],
  ['PatientProfile', asPatientProfile, patientProfileSchema, { ...patientProfile, created_at: '2026-01-01' }],
  [
    'VerifiedPatient',
    asVerifiedPatient,
    verifiedPatientSchema,
    { id: '1', name: 'A', email: 'a@b.in', new_user: true, price: 499 },
  ],
] as const;

const fieldValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.integer(), { maxLength: 2 }),
);

describe.each(checks)('%s shape check', (_name, check, schema, valid) => {
  it('accepts the valid sample and returns only the known fields', () => {
    expect(check({ ...valid, extra: 'dropped' })).toEqual(schema.parse(valid));
  });

  it('agrees with the zod schema on random mutations', () => {
    const keys = Object.keys(valid);
    fc.assert(
      fc.property(fc.constantFrom(...keys), fieldValue, (key, value) => {
        const candidate = { ...valid, [key]: value };
        const zod = schema.safeParse(candidate);
        const light = check(candidate);
        expect(light !== null).toBe(zod.success);
        if (zod.success) expect(light).toEqual(zod.data);
      }),
      { numRuns: 300 },
    );
  });

  it.each([null, 'x', 3, [], [valid]])('rejects %p', (value) => {
    expect(check(value)).toBeNull();
  });
});
