import { fetchCalendarFile } from '@physio/shared-auth';
import { useMessages } from '@physio/shared-ui';
import { DownloadButton } from '@physio/shared-ui/download';
import { patientAreaCatalog } from './patientAreaMessages';

/** "Add to calendar": the session's .ics, fetched with the session's token and saved as a file. */
export function CalendarButton({ appointmentId }: { appointmentId: string }) {
  const t = useMessages(patientAreaCatalog);
  return (
    <DownloadButton fetchFile={() => fetchCalendarFile(appointmentId)} filename="physiocare-session.ics">
      {t('addToCalendar')}
    </DownloadButton>
  );
}
