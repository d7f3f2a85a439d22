import crypto from 'node:crypto';

/**
 * A video room name from a CSPRNG (128 bits), never derived from ids or names: knowing a session's id, its
 * patient or its doctor gives no way to the room.
 */
export const newVideoRoom = (): string => newVideoRooms(1)[0]!;

/** `count` video rooms, each as newVideoRoom's, from one draw of the CSPRNG (a series' occurrences). */
export function newVideoRooms(count: number): string[] {
  const bytes = crypto.randomBytes(16 * count);
  return Array.from(
    { length: count },
    (_, i) => `PhysioCare-${bytes.subarray(16 * i, 16 * i + 16).toString('base64url')}`,
  );
}

export const joinUrl = (videoBaseUrl: string, room: string | null): string | null =>
  room ? `${videoBaseUrl}/${room}` : null;
