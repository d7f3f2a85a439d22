/**
 * Family (issue 28 point 3): the relations, limits, messages and labels of a patient's dependants, without their
 * schemas (family.ts): the patient area's and the doctor's lists name family members from here without carrying
 * zod schemas into their first render.
 */
export const DEPENDANT_RELATIONS = ['parent', 'child', 'spouse', 'sibling', 'grandparent', 'other'] as const;
export type DependantRelation = (typeof DEPENDANT_RELATIONS)[number];

export const RELATION_LABELS: Record<DependantRelation, string> = {
  parent: 'Parent',
  child: 'Child',
  spouse: 'Spouse',
  sibling: 'Brother or sister',
  grandparent: 'Grandparent',
  other: 'Other',
};

export const FAMILY = {
  minAge: 0,
  maxAge: 120,
  /** Dependants one account may hold at once. */
  maxDependants: 10,
} as const;

/** The calendar year in India now (IST is UTC+05:30 all year, no DST: arithmetic, no Intl). */
const yearInIndia = (now: Date) => new Date(now.getTime() + 330 * 60_000).getUTCFullYear();

/**
 * A family member's birth year from the age the patient gave (whole years, in India's calendar year of `now`).
 * Stored instead of the age (dependants.birth_year), so the age moves on with the years (issue 28).
 */
export const birthYearFromAge = (age: number, now: Date = new Date()) => yearInIndia(now) - age;

/**
 * The age shown for a birth year: the years it is old in India's calendar year of `now` (the age they reach this
 * year: it moves on 1 January in India, within a year of the exact age, which the patient can correct).
 */
export const ageFromBirthYear = (birthYear: number, now: Date = new Date()) => yearInIndia(now) - birthYear;

export const FAMILY_MESSAGES = {
  name: 'Name Should not be empty',
  nameLetters: 'The Name should contain only characters',
  relation: 'Please choose how they are related to you.',
  age: `Enter a Valid Age (${FAMILY.minAge} to ${FAMILY.maxAge} years)`,
  tooMany: `You can add at most ${FAMILY.maxDependants} family members.`,
  notFound: 'No family member with this ID',
  added: 'Family member added.',
  corrected: 'Family member updated.',
  removed: 'Family member removed. Their past sessions stay in your history.',
  notShareable:
    'The sessions of this package cannot be used for family members. Please book for yourself or buy a package that can be shared.',
  notTheirs: 'The sessions of this order were bought for someone else.',
} as const;

/** "Ramesh Sharma (Parent, 74)": a family member as the lists show them. */
export const dependantLabel = (d: { name: string; relation: string; age: number }) =>
  `${d.name} (${RELATION_LABELS[d.relation as DependantRelation] ?? d.relation}, ${d.age})`;

/** "Ramesh Sharma (Parent)": a family member named with their relation (a receipt's patient, a grouping). */
export const dependantWithRelation = (d: { name: string; relation: string }) =>
  `${d.name} (${RELATION_LABELS[d.relation as DependantRelation] ?? d.relation})`;

type Treated = { patient_name: string; dependant?: { name: string; relation: string; age: number } | null };

/** Who a session treats, as the doctor's lists name them: the family member it was booked for, else the patient. */
export const treatedName = (a: Treated) => (a.dependant ? dependantLabel(a.dependant) : a.patient_name);

/** For a family member's session, the account holder who booked it and is the one to call; null otherwise. */
export const holderContact = (a: Treated) => (a.dependant ? `Contact: ${a.patient_name}` : null);
