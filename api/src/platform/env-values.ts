import { z } from 'zod';

/** How the API's settings read an environment variable's text: the parsers config.ts and its parts share. */

/** "true"/"1"/"yes" or "false"/"0"/"no"; unset is `fallback`. */
export const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

/** An empty variable (`NAME=` in a compose file) counts as unset. */
export const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
