import { PATHS } from '@physio/shared-contracts/paths';
import { useNavigate } from 'react-router-dom';
import { ButtonLink, useCountdown, useMessages } from '@physio/shared-ui';
import { resultCatalog } from './resultMessages';

/** Visible countdown to the home page, with a link to leave at once. */
export function RedirectHome({ seconds }: { seconds: number }) {
  const navigate = useNavigate();
  const t = useMessages(resultCatalog);
  const remaining = useCountdown(seconds, () => navigate(PATHS.home, { replace: true }));
  return (
    <div>
      <p role="timer" aria-live="off">
        {t('homeIn', { seconds: remaining })}
      </p>
      <ButtonLink to={PATHS.home}>{t('homeNow')}</ButtonLink>
    </div>
  );
}
