import type { ReactNode } from 'react';
import { Card, Stack, useMessages } from '@physio/shared-ui';
import { patientAreaCatalog } from './patientAreaMessages';
import type { SessionLists } from '@physio/shared-contracts';
import { AppointmentList } from './AppointmentList';
import { Blank } from './Blank';

function Titled({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2>{title}</h2>
      {children}
    </Card>
  );
}

/**
 * The dashboard's Upcoming, Cancelled (before their time, when any) and Past appointments cards, with what goes
 * above them (`before`: the patient's orders and their sessions). `onChanged` offers Reschedule and Cancel (the
 * patient's own list).
 */
export function AppointmentCards({
  sessions: { upcoming, past, cancelled },
  before,
  onChanged,
}: {
  /** The sessions split by the one rule both remotes use (shared-contracts splitSessions). */
  sessions: SessionLists;
  before?: ReactNode;
  onChanged?: (message?: string) => void;
}) {
  const t = useMessages(patientAreaCatalog);
  return (
    <Stack>
      {before}
      <Titled title={t('upcoming')}>
        <AppointmentList rows={upcoming} empty={t('noUpcoming')} upcoming onChanged={onChanged} />
      </Titled>
      {cancelled.length > 0 && (
        <Titled title={t('cancelledList')}>
          <AppointmentList rows={cancelled} empty="" />
        </Titled>
      )}
      <Titled title={t('past')}>
        <AppointmentList rows={past} empty={t('noPast')} />
      </Titled>
    </Stack>
  );
}

/**
 * Their place while the appointments load: the same cards and titles, each with the one line an
 * empty list has (a blank bar), so the cards are where they will be when the appointments arrive.
 */
export function AppointmentCardsPlaceholder() {
  const t = useMessages(patientAreaCatalog);
  return (
    <Stack>
      <Titled title={t('upcoming')}>
        <p>
          <Blank $width="14rem" />
        </p>
      </Titled>
      <Titled title={t('past')}>
        <p>
          <Blank $width="12rem" />
        </p>
      </Titled>
    </Stack>
  );
}
