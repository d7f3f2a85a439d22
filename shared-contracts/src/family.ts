/**
 * Family (issue 28 point 3): a patient books, pays and receives messages for their dependants (a parent, a child…),
 * who need no phone of their own. One rule for the patient area's form and `POST/PUT /api/family/dependants`.
 */
import './zod-config';
import { z } from 'zod/mini';
import { textSchema } from './primitives';

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

const age = z
  .int(FAMILY_MESSAGES.age)
  .check(z.gte(FAMILY.minAge, FAMILY_MESSAGES.age), z.lte(FAMILY.maxAge, FAMILY_MESSAGES.age));

/** `POST /api/family/dependants` and `PUT …/:id`: what the form sends. */
export const dependantInputSchema = z.object({
  name: textSchema(80, { message: FAMILY_MESSAGES.name }).check(
    z.minLength(1, FAMILY_MESSAGES.name),
    z.regex(/^[\p{L} .'-]+$/u, FAMILY_MESSAGES.nameLetters),
  ),
  relation: z.enum(DEPENDANT_RELATIONS, FAMILY_MESSAGES.relation),
  age,
});
export type DependantInput = z.input<typeof dependantInputSchema>;

export const dependantIdSchema = z.string().check(z.uuid(FAMILY_MESSAGES.notFound));

export const dependantSchema = z.object({
  id: z.string(),
  name: z.string(),
  relation: z.enum(DEPENDANT_RELATIONS),
  age: z.int(),
  created_at: z.string(),
});
export type Dependant = z.infer<typeof dependantSchema>;

/** The patient area's form: the age as typed (whole years), checked with the same message as the API's. */
export const dependantFormSchema = z.object({
  name: dependantInputSchema.shape.name,
  relation: z.enum(DEPENDANT_RELATIONS, FAMILY_MESSAGES.relation),
  age: z.string().check(
    z.trim(),
    z.regex(/^\d{1,3}$/, FAMILY_MESSAGES.age),
    z.refine((v) => Number(v) <= FAMILY.maxAge, FAMILY_MESSAGES.age),
  ),
});
export type DependantFormValues = { name: string; relation: string; age: string };

/** "Ramesh Sharma (Parent, 74)": a family member as the lists show them. */
export const dependantLabel = (d: { name: string; relation: string; age: number }) =>
  `${d.name} (${RELATION_LABELS[d.relation as DependantRelation] ?? d.relation}, ${d.age})`;

type Treated = { patient_name: string; dependant?: { name: string; relation: string; age: number } | null };

/** Who a session treats, as the doctor's lists name them: the family member it was booked for, else the patient. */
export const treatedName = (a: Treated) => (a.dependant ? dependantLabel(a.dependant) : a.patient_name);

/** For a family member's session, the account holder who booked it and is the one to call; null otherwise. */
export const holderContact = (a: Treated) => (a.dependant ? `Contact: ${a.patient_name}` : null);
