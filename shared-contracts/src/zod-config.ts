/**
 * Imported first, for its effect, by every module of shared-contracts that builds schemas, so this runs
 * before any schema exists. zod decides at an object schema's construction whether it may compile itself with
 * `new Function` (probing for eval then), and the site's CSP (no 'unsafe-eval') blocks that probe and reports
 * it as a violation: in browsers the JIT is off from the first schema on. package.json lists this file under
 * sideEffects so webpack keeps it; the modules still import zod itself, so its unused parts are tree-shaken
 * (a re-exported `z` namespace kept all of zod: the booking page grew from 34 to 97 KB).
 *
 * The schemas are built with `zod/mini` (issue 16: ~8 KB gzipped in the browser where classic zod was ~25 KB).
 * Classic zod installs its English messages itself; mini leaves every issue without a message of ours as
 * "Invalid input", so the same English messages are installed here, once, for the browser and the API alike.
 */
import { config } from 'zod/mini';
import { en } from 'zod/locales';

config(en());
if (typeof document !== 'undefined') config({ jitless: true });
