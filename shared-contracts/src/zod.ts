/**
 * The one door to zod for shared-contracts: every module that builds schemas imports `z` from here, so this
 * runs before any schema exists. zod decides at construction whether an object schema may compile itself
 * with `new Function` (probing for eval then), and the site's CSP (no 'unsafe-eval') blocks that probe and
 * reports it as a violation: in browsers the JIT is off from the first schema on. package.json lists this
 * file under sideEffects so that webpack never skips it for a direct import of zod.
 */
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
