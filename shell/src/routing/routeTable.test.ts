import { PATHS, PUBLIC_SITE_PATHS } from '@physio/shared-contracts/paths';
import { ROUTES } from './routeTable';

describe('ROUTES', () => {
  it('maps exactly the paths of PATHS, each once', () => {
    const routed = ROUTES.map((r) => r.path);
    expect(new Set(routed).size).toBe(routed.length);
    expect([...routed].sort()).toEqual(Object.values(PATHS).sort());
  });

  it("sends exactly the public site's paths to mf-public-site, unguarded", () => {
    const publicSite = ROUTES.filter((r) => r.page.startsWith('mf_public_site/'));
    expect(publicSite.map((r) => r.path).sort()).toEqual([...PUBLIC_SITE_PATHS].sort());
    expect(publicSite.every((r) => r.guard === 'public')).toBe(true);
  });
});
