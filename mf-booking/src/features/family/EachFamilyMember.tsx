import { Fragment, type ReactNode } from 'react';
import { api } from '@physio/shared-auth';
import type { Dependant } from '@physio/shared-contracts';
import { useLoad } from '@physio/shared-ui';
import { useSessionWords } from '../../lib/sessionWords';

/**
 * The patient area's per-member sections (issue 28 point 3: plans, records, intakes, scores, exercises): `children`
 * once for each family member of the signed-in patient, with the name the pages show ("Ramesh Kumar (Parent, 74)").
 * Loaded after the page's first render; nothing while loading, nothing when the list fails (`notLoaded` is the
 * failure's text for the load, the family page says it).
 */
export function EachFamilyMember({
  notLoaded,
  children,
}: {
  notLoaded: string;
  children: (member: Dependant, name: string) => ReactNode;
}) {
  const words = useSessionWords();
  const family = useLoad('family', () => api.family.list(notLoaded));
  if (family.status !== 'ready') return null;
  return (
    <>
      {family.data.map((member) => (
        <Fragment key={member.id}>{children(member, words.dependant(member))}</Fragment>
      ))}
    </>
  );
}
