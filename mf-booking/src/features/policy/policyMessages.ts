import { CHANGE_POLICY } from '@physio/shared-contracts';
import { defineCatalog } from '@physio/shared-ui';

/** The change-of-plan policy said before paying: English is CHANGE_POLICY's sentences (as the Terms say them), and Hindi. */
export const policyCatalog = defineCatalog(
  'policy',
  {
    title: 'If your plans change',
    reschedule: CHANGE_POLICY.reschedule,
    cancel: CHANGE_POLICY.cancel,
    later: CHANGE_POLICY.later,
    terms: 'Terms on changes and refunds',
  },
  () => import('./policyMessages.hi').then((m) => ({ default: m.policyCatalog })),
);
