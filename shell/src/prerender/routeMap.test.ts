import { ROUTES } from '../routing/routeTable';
import { routeMap, routeRegex } from './routeMap';

it.each([
  ['/', '^/$'],
  ['/booking', '^/booking/?$'],
  ['/blog/:id', '^/blog/[A-Za-z0-9_~-]+/?$'],
  ['/doctor/:id/payout', '^/doctor/[A-Za-z0-9_~-]+/payout/?$'],
])('%s matches as %s', (pattern, regex) => {
  expect(routeRegex(pattern)).toBe(regex);
});

describe("routes.map of the shell's route table", () => {
  const map = routeMap(ROUTES.map((r) => ({ pattern: r.path, frameUrl: `/_frames${r.path}` })));
  // As nginx's map and scripts/lib/frames.mjs read it: the first line whose regex (~* ignores case) matches.
  const frameFor = (path: string) => {
    for (const line of map.trim().split('\n')) {
      const [, regex, frame] = /^~\*(\S+) (\S+);$/.exec(line)!;
      if (new RegExp(regex!, 'i').test(path)) return frame;
    }
    return null;
  };

  it.each([
    ['/', '/_frames/'],
    ['/booking/', '/_frames/booking'],
    ['/BOOKING', '/_frames/booking'], // as react-router matches, ignoring case
    ['/blog/back-pain-myths', '/_frames/blog/:id'],
    ['/doctor/payout/payment', '/_frames/doctor/payout/payment'],
    ['/doctor/9000000001/payout', '/_frames/doctor/:id/payout'],
    ['/dashboard/login', '/_frames/dashboard/login'],
    ['/dashboard', '/_frames/dashboard'],
    ['/c/9876543210', '/_frames/c/:id'],
  ])('%s → %s', (path, frame) => {
    expect(frameFor(path)).toBe(frame);
  });

  it('answers no other path (the SPA page does: its not-found, or a parameter the page decides on)', () => {
    for (const path of ['/nope', '/blog/a/b', '/c/98765%2043210', '/c/98765 43210', '/booking/x', '//'])
      expect(frameFor(path)).toBeNull();
  });

  it('has one line per route, the routes without a parameter first', () => {
    const lines = map.trim().split('\n');
    expect(lines).toHaveLength(ROUTES.length);
    const firstWithParameter = lines.findIndex((l) => l.includes('[A-Za-z0-9_~-]+'));
    expect(lines.slice(firstWithParameter).every((l) => l.includes('[A-Za-z0-9_~-]+'))).toBe(true);
  });
});
