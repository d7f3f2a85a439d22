/**
 * Where a login sends the user back to. Apart from navigationState.ts (which re-exports it) because
 * that one checks a slot with its zod schema, and /user/login's first render carries no zod.
 */
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Where a login should send the user back to: `state.from` as a path or a location. */
export interface ReturnTo {
  pathname: string;
  search?: string;
  state?: unknown;
}

const isLocalPath = (v: unknown): v is string =>
  typeof v === 'string' && v.startsWith('/') && !v.startsWith('//');

export function readReturnTo(state: unknown): ReturnTo | null {
  if (!isRecord(state)) return null;
  const from = state.from;
  if (isLocalPath(from)) return { pathname: from };
  if (isRecord(from) && isLocalPath(from.pathname)) {
    return {
      pathname: from.pathname,
      search: typeof from.search === 'string' ? from.search : '',
      state: from.state,
    };
  }
  return null;
}
