import { PATHS, pathWithId, PUBLIC_SITE_PATHS, to } from './paths';

describe('PATHS', () => {
  it('spells every path once, absolute, without a trailing slash', () => {
    const all = Object.values(PATHS);
    expect(new Set(all).size).toBe(all.length);
    for (const p of all) expect(p).toMatch(/^\/([a-z-]+|:id)?(\/([a-z-]+|:id))*$/);
  });

  it('has a builder for every path with an :id and for no other', () => {
    const withId = Object.entries(PATHS)
      .filter(([, p]) => p.includes(':id'))
      .map(([name]) => name)
      .sort();
    expect(Object.keys(to).sort()).toEqual(withId);
  });

  it('lists public site paths that are all in PATHS', () => {
    for (const p of PUBLIC_SITE_PATHS) expect(Object.values(PATHS)).toContain(p);
  });
});

describe('to', () => {
  it('fills the id into its place', () => {
    expect(to.patientDashboard('9876543210')).toBe('/user/dashboard/9876543210');
    expect(to.bookPhysioFor(42)).toBe('/c/42');
    expect(to.doctorProfile('9000000001')).toBe('/doctor/profile/9000000001');
    expect(to.doctorPayout('9000000001')).toBe('/doctor/9000000001/payout');
    expect(to.condition('back-pain')).toBe('/conditions-we-treat/back-pain');
  });

  it('encodes an id so it stays one path segment', () => {
    expect(to.blogPost('a/b c')).toBe('/blog/a%2Fb%20c');
    expect(pathWithId(PATHS.patientOrders, '../x')).toBe('/user/orders/..%2Fx');
  });
});
