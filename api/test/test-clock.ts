/**
 * TEST_CLOCK=<ISO instant> (the environment, or a jest project's `globals`, as jest.clock.config.cjs sets) runs a
 * test file as if the wall clock had read that instant when the file started: `Date` keeps ticking with the real
 * clock from there, to the millisecond; timers, `performance` and `process.hrtime` are untouched, so Fastify, the
 * drivers and the jobs behave as usual. PGlite reads its `now()` from `Date` too, so the database agrees with the
 * code. (A real PostgreSQL server keeps its own clock: the matrix runs on PGlite.) A test that installs jest's
 * fake timers and then restores the real ones gets this clock back, since it is the `Date` they found; one that
 * spies on `Date.now` gets its own answers until it restores it.
 */
const at = process.env.TEST_CLOCK ?? (globalThis as { TEST_CLOCK?: string }).TEST_CLOCK;
if (at) {
  const target = Date.parse(at);
  if (Number.isNaN(target)) throw new Error(`TEST_CLOCK is not an instant: ${at}`);
  const RealDate = Date;
  const realNow = Date.now;
  const offset = target - realNow();
  const now = () => realNow() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (real, args: unknown[], newTarget) =>
      Reflect.construct(real, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    // `Date.now` is the shifted clock until a test replaces it (jest.spyOn(Date, 'now') writes through).
    get: (real, key, receiver) =>
      key === 'now' && real.now === realNow ? now : Reflect.get(real, key, receiver),
  });
}
export {};
