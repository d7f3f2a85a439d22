import { fetchCalendarFile } from '@physio/shared-auth';
import { DownloadButton } from '@physio/shared-ui';

/** "Add to calendar": the session's .ics, fetched with the session's token and saved as a file. */
export function CalendarButton({ appointmentId }: { appointmentId: string }) {
  return (
    <DownloadButton fetchFile={() => fetchCalendarFile(appointmentId)} filename="physiocare-session.ics">
      Add to calendar
    </DownloadButton>
  );
}
