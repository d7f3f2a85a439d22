import { useState } from 'react';
import { fetchCalendarFile } from '@physio/shared-auth';
import { Button, InlineMessage } from '@physio/shared-ui';

/** "Add to calendar": the .ics needs the session's token, so it is fetched and saved as a file. */
export function CalendarButton({ appointmentId }: { appointmentId: string }) {
  const [error, setError] = useState('');
  const download = async () => {
    setError('');
    const file = await fetchCalendarFile(appointmentId);
    if (!file.ok) {
      setError(file.message);
      return;
    }
    const url = URL.createObjectURL(file.data);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'physiocare-session.ics';
    document.body.appendChild(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };
  return (
    <>
      <Button type="button" variant="secondary" onClick={() => void download()}>
        Add to calendar
      </Button>
      {error && <InlineMessage tone="error">{error}</InlineMessage>}
    </>
  );
}
