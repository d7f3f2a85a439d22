import { PATHS } from '@physio/shared-contracts/paths';
import { useNavigate } from 'react-router-dom';
import { ButtonLink, useCountdown } from '@physio/shared-ui';

/** Visible countdown to the home page, with a link to leave at once. */
export function RedirectHome({ seconds }: { seconds: number }) {
  const navigate = useNavigate();
  const remaining = useCountdown(seconds, () => navigate(PATHS.home, { replace: true }));
  return (
    <div>
      <p role="timer" aria-live="off">
        Taking you to the home page in {remaining} s
      </p>
      <ButtonLink to={PATHS.home}>Go to Home now</ButtonLink>
    </div>
  );
}
