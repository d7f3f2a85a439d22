import crypto from 'node:crypto';

/**
 * A video room name from a CSPRNG (128 bits), never derived from ids or names: knowing a session's id, its
 * patient or its doctor gives no way to the room.
 */
export const newVideoRoom = (): string => `PhysioCare-${crypto.randomBytes(16).toString('base64url')}`;

export const joinUrl = (videoBaseUrl: string, room: string | null): string | null =>
  room ? `${videoBaseUrl}/${room}` : null;
