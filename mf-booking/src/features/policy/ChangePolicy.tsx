import { PATHS } from '@physio/shared-contracts/paths';
import { Link } from 'react-router-dom';
import { TERMS_CHANGES_SECTION_ID } from '@physio/shared-contracts';
import { useMessages } from '@physio/shared-ui';
import { policyCatalog } from './policyMessages';

/** The windows for moving and cancelling a session, said before the patient pays (the Terms say the same). */
export function ChangePolicy() {
  const t = useMessages(policyCatalog);
  return (
    <section aria-labelledby="change-policy-title">
      <h3 id="change-policy-title">{t('title')}</h3>
      <ul>
        <li>{t('reschedule')}</li>
        <li>{t('cancel')}</li>
        <li>{t('later')}</li>
      </ul>
      <p>
        <Link to={`${PATHS.terms}#${TERMS_CHANGES_SECTION_ID}`}>{t('terms')}</Link>
      </p>
    </section>
  );
}
