import { ReadCache } from './read-cache';

function setup(max = 3) {
  let now = 1_000;
  const cache = new ReadCache<string | null>({ ttlMs: 5_000, max, now: () => now });
  let loads = 0;
  const load = (value: string | null) => async () => {
    loads += 1;
    return value;
  };
  return { cache, load, loads: () => loads, advance: (ms: number) => (now += ms) };
}

describe('ReadCache', () => {
  it('answers from memory until the TTL is over, then reads again', async () => {
    const { cache, load, loads, advance } = setup();
    expect(await cache.get('a', load('one'))).toBe('one');
    advance(4_999);
    expect(await cache.get('a', load('two'))).toBe('one');
    expect(loads()).toBe(1);
    advance(1);
    expect(await cache.get('a', load('two'))).toBe('two');
    expect(loads()).toBe(2);
  });

  it('keeps misses (null) for the TTL too', async () => {
    const { cache, load, loads } = setup();
    expect(await cache.get('nope', load(null))).toBeNull();
    expect(await cache.get('nope', load('created elsewhere'))).toBeNull();
    expect(loads()).toBe(1);
  });

  it('reads again after invalidate()', async () => {
    const { cache, load } = setup();
    await cache.get('a', load('old'));
    cache.invalidate();
    expect(cache.size).toBe(0);
    expect(await cache.get('a', load('new'))).toBe('new');
  });

  it('does not keep a read that was in flight when a write invalidated the cache', async () => {
    const { cache, load } = setup();
    let finish: (v: string) => void = () => undefined;
    const slow = cache.get('a', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate(); // a write committed while the read ran
    finish('old');
    expect(await slow).toBe('old'); // the caller that asked before the write gets what it read…
    expect(await cache.get('a', load('new'))).toBe('new'); // …but nobody after it
  });

  it('holds at most `max` entries, dropping the oldest', async () => {
    const { cache, load, loads } = setup(2);
    await cache.get('a', load('A'));
    await cache.get('b', load('B'));
    await cache.get('c', load('C'));
    expect(cache.size).toBe(2);
    expect(await cache.get('b', load('x'))).toBe('B');
    expect(await cache.get('a', load('A2'))).toBe('A2');
    expect(loads()).toBe(4);
  });

  it('does not cache a failed read', async () => {
    const { cache, load } = setup();
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', load('up'))).toBe('up');
  });
});
