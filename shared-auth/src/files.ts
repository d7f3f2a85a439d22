/** Non-JSON answers fetched with the session's token (a plain link would carry none). */
import { calendarPath } from '@physio/shared-contracts';
import type { AxiosRequestConfig } from 'axios';
import { failure, type Result } from './result';

interface BlobClient {
  get(url: string, config?: AxiosRequestConfig): Promise<{ data: unknown }>;
}

/** `fetchCalendarFile(id)`: the session's .ics file (`GET /api/appointments/{id}/calendar.ics`) as a Blob. */
export const calendarFetcher =
  (client: BlobClient) =>
  async (appointmentId: string): Promise<Result<Blob>> => {
    try {
      const res = await client.get(calendarPath(appointmentId), { responseType: 'blob' });
      const data = res.data;
      return {
        ok: true,
        data: data instanceof Blob ? data : new Blob([String(data)], { type: 'text/calendar' }),
      };
    } catch (err) {
      return failure(err, 'Could not download the calendar file');
    }
  };
