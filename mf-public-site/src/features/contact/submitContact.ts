import type { ContactRequest } from '@physio/shared-contracts';

/** success: 201; failure: any other HTTP answer; network: no answer at all (offline, DNS, timeout). */
export type ContactOutcome = 'success' | 'failure' | 'network';

export const NETWORK_ERROR_MESSAGE =
  'We could not reach PhysioCare. Please check your internet connection and try again — your message has been kept.';

export async function submitContact(body: ContactRequest): Promise<ContactOutcome> {
  try {
    // Loaded on submit so the public pages' first render does not need the auth client.
    const { apiClient } = await import('@physio/shared-auth');
    const res = await apiClient.post('/api/contact', body, {
      // A public call: never wait on a token refresh, and read every HTTP status ourselves.
      skipAuthRefresh: true,
      validateStatus: () => true,
    });
    return res.status === 201 ? 'success' : 'failure';
  } catch (err) {
    // Axios attaches `response` when the server answered; without it the request never completed.
    const answered = typeof err === 'object' && err !== null && 'response' in err && Boolean(err.response);
    return answered ? 'failure' : 'network';
  }
}
