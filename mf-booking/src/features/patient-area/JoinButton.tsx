import { Button, useMessages, useNow } from '@physio/shared-ui';
import type { Appointment } from '@physio/shared-contracts';
import { canJoin } from './appointments';
import { patientAreaCatalog } from './patientAreaMessages';

/** Join an online session: a link to its video room from 10 minutes before the start until its end. */
export function JoinButton({ appointment }: { appointment: Appointment }) {
  const now = useNow();
  const t = useMessages(patientAreaCatalog);
  if (!appointment.join_url) return null;
  return canJoin(appointment, now) ? (
    <a href={appointment.join_url} target="_blank" rel="noopener noreferrer">
      {t('join')}
    </a>
  ) : (
    <Button type="button" variant="secondary" disabled aria-describedby={`join-${appointment.id}`}>
      {t('join')}
      <span id={`join-${appointment.id}`} hidden>
        {t('joinOpens')}
      </span>
    </Button>
  );
}
