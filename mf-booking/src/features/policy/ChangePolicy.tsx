import { PATHS } from '@physio/shared-contracts/paths';
import { Link } from 'react-router-dom';
import { CHANGE_POLICY, TERMS_CHANGES_SECTION_ID } from '@physio/shared-contracts';

/** The windows for moving and cancelling a session, said before the patient pays (the Terms say the same). */
export function ChangePolicy() {
  return (
    <section aria-labelledby="change-policy-title">
      <h3 id="change-policy-title">If your plans change</h3>
      <ul>
        <li>{CHANGE_POLICY.reschedule}</li>
        <li>{CHANGE_POLICY.cancel}</li>
        <li>{CHANGE_POLICY.later}</li>
      </ul>
      <p>
        <Link to={`${PATHS.terms}#${TERMS_CHANGES_SECTION_ID}`}>Terms on changes and refunds</Link>
      </p>
    </section>
  );
}
