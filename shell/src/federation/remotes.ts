import { registerRemotes } from '@module-federation/enhanced/runtime';
import { MF_CONFIG_ID } from '../prerender/document';

/** The federation containers the shell knows; their URLs come only from /mf-config.json. */
export const REMOTE_NAMES = ['mf_public_site', 'mf_booking', 'mf_doctor'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** "mf_booking/ConfirmBookingPage": a page exposed by a remote. */
export type RemotePageId = `${RemoteName}/${string}`;

export interface MfConfig {
  remotes: Record<RemoteName, string>;
}

export const MF_CONFIG_URL = '/mf-config.json';

/** Validates the deploy-time config; throws with a message an operator can act on. */
export function parseMfConfig(json: unknown): MfConfig {
  const remotes = (json as { remotes?: unknown } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') throw new Error(`${MF_CONFIG_URL}: missing "remotes" object`);
  const entries = remotes as Record<string, unknown>;
  for (const name of REMOTE_NAMES) {
    const url = entries[name];
    if (typeof url !== 'string' || url.length === 0) {
      throw new Error(`${MF_CONFIG_URL}: remotes.${name} must be the URL of its mf-manifest.json`);
    }
  }
  return { remotes: entries as Record<RemoteName, string> };
}

let registration: Promise<MfConfig> | null = null;

/** The config the deploy step wrote into the page (prerender/document.ts MF_CONFIG_SLOT), if valid. */
function inlineMfConfig(): MfConfig | null {
  const text = typeof document === 'undefined' ? '' : document.getElementById(MF_CONFIG_ID)?.textContent;
  if (!text?.trim()) return null;
  try {
    return parseMfConfig(JSON.parse(text));
  } catch (err) {
    console.warn('[shell] the inline mf-config is unusable, fetching it instead', err);
    return null;
  }
}

async function fetchMfConfig(): Promise<MfConfig> {
  const response = await fetch(MF_CONFIG_URL, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${MF_CONFIG_URL} answered ${response.status}`);
  return parseMfConfig(await response.json());
}

/**
 * Reads the inline config (or fetches /mf-config.json) once and registers every remote's manifest with the federation runtime.
 * A failure is not cached: the next call (e.g. the Retry button) fetches again.
 */
export function ensureRemotesRegistered(): Promise<MfConfig> {
  if (!registration) {
    const attempt = (async () => {
      const config = inlineMfConfig() ?? (await fetchMfConfig());
      registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
      return config;
    })();
    registration = attempt;
    attempt.catch(() => {
      if (registration === attempt) registration = null;
    });
  }
  return registration;
}

/** Test helper: forget the registration so the next call fetches again. */
export function resetRemoteRegistration(): void {
  registration = null;
}
