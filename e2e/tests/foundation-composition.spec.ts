// Both page servers compose the real build the same way (README: composition contract): the Node
// server of `npm start` (scripts/lib/static-server.mjs), started here over the very folder the
// suite's nginx serves and reading the same remotes, answers every landing page with nginx's bytes.
import type { Server } from 'node:http';
import { baseURL, expect, stackState, test } from '../support';
import { shellDocRoot } from '../support/twin';

type ServerLib = {
  createStaticServer: (o: object) => Server;
  listen: (s: Server, port: number, host?: string) => Promise<Server>;
};
const ROUTES = [
  '/',
  '/about',
  '/blog/back-pain-myths',
  '/conditions-we-treat/sciatica',
  '/contact',
  '/booking',
  '/user/login',
  '/dashboard/login',
  '/confirmbooking', // a page its remote does not prerender: the loading state
  '/nope', // no route: the SPA page
];

test('the Node server of npm start answers every landing page with the bytes nginx sends', async () => {
  const { createStaticServer, listen } = (await import('../../scripts/lib/static-server.mjs')) as ServerLib;
  const { remotes } = stackState();
  const fragments = Object.fromEntries(
    Object.entries(remotes).map(([name, r]) => [name, `http://127.0.0.1:${r.port}`]),
  );
  const server = createStaticServer({ root: shellDocRoot(), spa: true, fragments });
  await listen(server, 0, '127.0.0.1');
  const nodeURL = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  try {
    for (const route of ROUTES) {
      const [fromNginx, fromNode] = await Promise.all([
        fetch(`${baseURL()}${route}`).then((r) => r.text()),
        fetch(`${nodeURL}${route}`).then((r) => r.text()),
      ]);
      expect(fromNode, route).toBe(fromNginx);
      expect(fromNginx, route).not.toContain('<!--#');
    }
  } finally {
    server.close();
  }
});
