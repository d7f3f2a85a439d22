import { isSlotList } from '@physio/shared-contracts';
import { createPublicReader, type FetchLike } from './publicRead';

const slot = { start: 's', end: 'e', doctor_id: 'd', doctor_name: 'Dr. A' };
const answering = (status: number, body: unknown): FetchLike & jest.Mock =>
  jest.fn(async () => ({ ok: status >= 200 && status < 300, status, json: async () => body }));

describe('public reads over fetch', () => {
  it('asks the path with its query (unset values left out) and answers the checked data', async () => {
    const fetchLike = answering(200, { data: [slot] });
    const read = createPublicReader(fetchLike);
    const result = await read(
      '/api/slots',
      { from: '2026-12-01', mode: 'online', doctor_id: undefined },
      isSlotList,
      'x',
    );
    expect(result).toEqual({ ok: true, data: [slot] });
    expect(fetchLike).toHaveBeenCalledWith(
      '/api/slots?from=2026-12-01&mode=online',
      expect.objectContaining({ headers: { Accept: 'application/json' }, credentials: 'same-origin' }),
    );
  });

  it('gives the server’s message and code on a refusal, the fallback when there is none', async () => {
    const refused = createPublicReader(answering(400, { message: 'Ask for at most 31 days', code: 'BAD' }));
    expect(await refused('/api/slots', {}, isSlotList, 'Could not load')).toEqual({
      ok: false,
      status: 400,
      message: 'Ask for at most 31 days',
      code: 'BAD',
    });
    const bare = createPublicReader(answering(503, null));
    expect(await bare('/api/slots', {}, isSlotList, 'Could not load')).toEqual({
      ok: false,
      status: 503,
      message: 'Could not load',
    });
  });

  it('refuses an answer of the wrong shape and survives a network error or a time-out', async () => {
    const wrong = createPublicReader(answering(200, { data: [{ ...slot, start: 1 }] }));
    expect(await wrong('/api/slots', {}, isSlotList, 'x')).toMatchObject({ ok: false, status: 502 });
    const offline = createPublicReader(jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await offline('/api/slots', {}, isSlotList, 'Could not load')).toEqual({
      ok: false,
      status: 0,
      message: 'Could not load',
    });
    const hanging = createPublicReader(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
      20,
    );
    expect(await hanging('/api/slots', {}, isSlotList, 'Could not load')).toMatchObject({
      ok: false,
      status: 0,
    });
  });
});
