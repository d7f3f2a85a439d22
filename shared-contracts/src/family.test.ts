import { dependantInputSchema } from './family';
import { FAMILY_MESSAGES } from './familyLabels';

const firstMessage = (input: unknown) => {
  const r = dependantInputSchema.safeParse(input);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('a dependant as the form and the API take it', () => {
  const father = { name: 'Ramesh Kumar', relation: 'parent', age: 72 };

  it('takes a name, a relation from the list and a whole age from 0 to 120', () => {
    expect(dependantInputSchema.parse({ ...father, name: '  Ramesh Kumar ' }).name).toBe('Ramesh Kumar');
    expect(dependantInputSchema.safeParse({ ...father, age: 0 }).success).toBe(true);
    expect(dependantInputSchema.safeParse({ ...father, age: 120 }).success).toBe(true);
  });

  it('refuses an age of 200, a negative or broken age with the age message', () => {
    for (const age of [200, 121, -1, 7.5, '72', null])
      expect(firstMessage({ ...father, age })).toBe(FAMILY_MESSAGES.age);
  });

  it('refuses an empty name, digits in it and an unknown relation', () => {
    expect(firstMessage({ ...father, name: '   ' })).toBe(FAMILY_MESSAGES.name);
    expect(firstMessage({ ...father, name: 'R2D2' })).toBe(FAMILY_MESSAGES.nameLetters);
    expect(firstMessage({ ...father, relation: 'neighbour' })).toBe(FAMILY_MESSAGES.relation);
  });
});

describe('the family form and labels', () => {
  it('takes the age as typed and refuses 200 with the same message', async () => {
    const { dependantFormSchema, dependantLabel, holderContact, treatedName } = await import('./family').then(
      async (m) => ({ ...m, ...(await import('./familyLabels')) }),
    );
    expect(dependantFormSchema.safeParse({ name: 'Ramesh', relation: 'parent', age: '74' }).success).toBe(
      true,
    );
    const r = dependantFormSchema.safeParse({ name: 'Ramesh', relation: 'parent', age: '200' });
    expect(r.success ? null : r.error.issues[0]!.message).toBe(FAMILY_MESSAGES.age);
    expect(dependantFormSchema.safeParse({ name: 'Ramesh', relation: 'parent', age: 'x' }).success).toBe(
      false,
    );
    expect(dependantLabel({ name: 'Ramesh Sharma', relation: 'parent', age: 74 })).toBe(
      'Ramesh Sharma (Parent, 74)',
    );
    const own = { patient_name: 'Priya Sharma', dependant: null };
    const fathers = {
      patient_name: 'Priya Sharma',
      dependant: { name: 'Ramesh', relation: 'parent', age: 74 },
    };
    expect([treatedName(own), holderContact(own)]).toEqual(['Priya Sharma', null]);
    expect([treatedName(fathers), holderContact(fathers)]).toEqual([
      'Ramesh (Parent, 74)',
      'Contact: Priya Sharma',
    ]);
  });
});

describe('a family member’s age from their birth year', () => {
  it('counts years in India’s calendar: 31 December 23:50 IST is still the old year, 00:10 the new one', async () => {
    const { ageFromBirthYear, birthYearFromAge } = await import('./familyLabels');
    const lastEvening = new Date('2026-12-31T23:50:00+05:30');
    const newYear = new Date('2027-01-01T00:10:00+05:30'); // still 31 December in UTC
    expect(birthYearFromAge(74, lastEvening)).toBe(1952);
    expect(birthYearFromAge(74, newYear)).toBe(1953);
    expect(ageFromBirthYear(1952, lastEvening)).toBe(74);
    expect(ageFromBirthYear(1952, newYear)).toBe(75);
    // What the form shows is what it stores again: no drift on saving unchanged.
    expect(birthYearFromAge(ageFromBirthYear(1952, newYear), newYear)).toBe(1952);
  });
});
