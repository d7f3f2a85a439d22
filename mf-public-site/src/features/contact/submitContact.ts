import { endpoints, type ContactRequest } from '@physio/shared-contracts';

/** success: 201; failure: any other HTTP answer; network: no answer at all (offline, DNS, timeout). */
export type ContactOutcome = 'success' | 'failure' | 'network';

export { NETWORK_ERROR_MESSAGE } from './contactMessages';

export async function submitContact(body: ContactRequest): Promise<ContactOutcome> {
  // Loaded on submit so the public pages' first render does not need the auth client.
  // One import of the shared singleton: a second entry (@physio/shared-auth/api) put a second copy of
  // shared-auth's modules into this remote.
  const { apiClient, send } = await import('@physio/shared-auth');
  // Spec §7: only the status counts (201 is success); a public call never waits on a token refresh.
  const sent = await send(apiClient, endpoints.contact.send, { body }, '', false);
  if (sent.ok) return sent.data.status === 201 ? 'success' : 'failure';
  return sent.status === 0 ? 'network' : 'failure';
}
