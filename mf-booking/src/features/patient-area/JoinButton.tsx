import { Button, useNow } from '@physio/shared-ui';
import type { Appointment } from '@physio/shared-contracts';
import { canJoin } from './appointments';

/** Join an online session: a link to its video room from 10 minutes before the start until its end. */
export function JoinButton({ appointment }: { appointment: Appointment }) {
  const now = useNow();
  if (!appointment.join_url) return null;
  return canJoin(appointment, now) ? (
    <a href={appointment.join_url} target="_blank" rel="noopener noreferrer">
      Join
    </a>
  ) : (
    <Button type="button" variant="secondary" disabled aria-describedby={`join-${appointment.id}`}>
      Join
      <span id={`join-${appointment.id}`} hidden>
        Opens 10 minutes before the start
      </span>
    </Button>
  );
}
