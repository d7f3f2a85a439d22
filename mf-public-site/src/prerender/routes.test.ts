/** @jest-environment node */
import { PUBLIC_SITE_PATHS } from '@physio/shared-contracts/paths';
import { PUBLIC_PATHS, PUBLIC_ROUTES } from './routes';

/** The regular expression of a react-router pattern with ":id" segments. */
const patternRegExp = (pattern: string) => new RegExp(`^${pattern.replace(/:id\b/g, '[^/]+')}$`);

describe('prerender routes', () => {
  it("render exactly the public site's paths of the shared path list", () => {
    expect(PUBLIC_ROUTES.map((r) => r.pattern).sort()).toEqual([...PUBLIC_SITE_PATHS].sort());
  });

  it('prerender only URLs of public site paths', () => {
    const patterns = PUBLIC_SITE_PATHS.map(patternRegExp);
    for (const url of PUBLIC_PATHS) {
      expect(patterns.some((p) => p.test(url)) ? url : `${url} (no public path)`).toBe(url);
    }
  });
});
