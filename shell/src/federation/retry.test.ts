import { registerPlugins } from '@module-federation/enhanced/runtime';
import { entryUrl, retryRemote } from './retry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn() }));

type Plugin = {
  createScript: (a: { url: string; remoteInfo?: { name?: string } }) => HTMLScriptElement | undefined;
};

it('asks for a retried remote’s remoteEntry.js under a URL of its own, and nothing else', () => {
  const url = 'http://localhost:3002/remoteEntry.js';
  expect(entryUrl(url, 'mf_booking')).toBe(url); // no Retry yet: the preloaded URL
  retryRemote('mf_booking');
  expect(entryUrl(url, 'mf_booking')).toBe(`${url}?retry=1`);
  retryRemote('mf_booking');
  expect(entryUrl(url, 'mf_booking')).toBe(`${url}?retry=2`);
  expect(entryUrl('http://cdn/b/remoteEntry.js?v=1', 'mf_booking')).toBe(
    'http://cdn/b/remoteEntry.js?v=1&retry=2',
  );
  // Other remotes, and the remote's chunks (its public path ignores the query anyway), keep theirs.
  expect(entryUrl('http://localhost:3003/remoteEntry.js', 'mf_doctor')).toBe(
    'http://localhost:3003/remoteEntry.js',
  );
  expect(entryUrl('http://localhost:3002/__federation_expose_BookingPage.1a.js', 'mf_booking')).toBe(
    'http://localhost:3002/__federation_expose_BookingPage.1a.js',
  );
});

it('gives the federation runtime the script of that URL, through one plugin registered on the first Retry', () => {
  expect(registerPlugins).toHaveBeenCalledTimes(1);
  const [plugin] = jest.mocked(registerPlugins).mock.calls[0]![0] as unknown as [Plugin];
  const script = plugin.createScript({
    url: 'http://localhost:3002/remoteEntry.js',
    remoteInfo: { name: 'mf_booking' },
  });
  expect(script?.src).toBe('http://localhost:3002/remoteEntry.js?retry=2');
  expect(
    plugin.createScript({
      url: 'http://localhost:3001/remoteEntry.js',
      remoteInfo: { name: 'mf_public_site' },
    }),
  ).toBeUndefined();
  retryRemote('mf_public_site');
  expect(registerPlugins).toHaveBeenCalledTimes(1);
});
