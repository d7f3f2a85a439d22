/**
 * Imported first, for its effect, by every module of shared-contracts that builds schemas, so this runs
 * before any schema exists. zod decides at an object schema's construction whether it may compile itself with
 * `new Function` (probing for eval then), and the site's CSP (no 'unsafe-eval') blocks that probe and reports
 * it as a violation: in browsers the JIT is off from the first schema on. package.json lists this file under
 * sideEffects so webpack keeps it; the modules still import zod itself, so its unused parts are tree-shaken
 * (a re-exported `z` namespace kept all of zod: the booking page grew from 34 to 97 KB).
 */
import { config } from 'zod';

if (typeof document !== 'undefined') config({ jitless: true });
