/**
 * Family (issue 28 point 3): a patient books, pays and receives messages for their dependants (a parent, a child…),
 * who need no phone of their own. One rule for the patient area's form and `POST/PUT /api/family/dependants`.
 */
import './zod-config';
import { z } from 'zod/mini';
import { textSchema } from './primitives';
import { DEPENDANT_RELATIONS, FAMILY, FAMILY_MESSAGES } from './familyLabels';

const age = z
  .int(FAMILY_MESSAGES.age)
  .check(z.gte(FAMILY.minAge, FAMILY_MESSAGES.age), z.lte(FAMILY.maxAge, FAMILY_MESSAGES.age));

/**
 * `POST /api/family/dependants` and `PUT …/:id`: what the form sends. The age, as the form asks it ("name,
 * relation, age"): a daughter knows her father is 74 sooner than his year of birth, often not on record for older
 * parents. The server stores the birth year it gives this year in India, and shows the age from it.
 */
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
/**
 * `?dependant_id=`: a clinical record read about one of the patient's family members (issue 28 point 3) rather than
 * the patient themself (their intake, outcome scores, exercise program).
 */
export const memberQuerySchema = z.object({ dependant_id: z.optional(dependantIdSchema) });

/** A family member's own treatment plan (issue 28 point 3): sessions × price per session (rupees) a doctor set. */
export const memberPlanSchema = z.object({ sessions: z.int(), price: z.number() });
export type MemberPlan = z.infer<typeof memberPlanSchema>;

export const dependantSchema = z.object({
  id: z.string(),
  name: z.string(),
  relation: z.enum(DEPENDANT_RELATIONS),
  /** Today's age, from the birth year (what the form shows and takes). */
  age: z.int(),
  /** Stored: the age moves on with the years (issue 28). */
  birth_year: z.int(),
  created_at: z.string(),
  /** Their own treatment plan; null until a doctor sets one. */
  plan: z.optional(z.nullable(memberPlanSchema)),
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

/**
 * A patient's family member as a doctor who treats them sees them (issue 28 point 3): one they have a session, a
 * prescription or the plan with. The account holder (the patient) is their contact.
 */
export const treatedMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  relation: z.enum(DEPENDANT_RELATIONS),
  age: z.int(),
  plan: z.nullable(memberPlanSchema),
});
export type TreatedMember = z.infer<typeof treatedMemberSchema>;
