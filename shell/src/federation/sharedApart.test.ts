import { evaluateSharedApart, FIRST_RENDER_SHARED, nextTask } from './sharedApart';

/** A log of what happened, with a marker for every task boundary the code asked for. */
function recorder() {
  const log: string[] = [];
  const yieldTask = jest.fn(async () => {
    log.push('|');
  });
  const loadShare = jest.fn(async (name: string) => {
    log.push(`load ${name}`);
    return () => log.push(`eval ${name}`);
  });
  return { log, yieldTask, loadShare };
}

it('asks for every library in a task of its own, then evaluates each in a task of its own, in order', async () => {
  const { log, yieldTask, loadShare } = recorder();
  await evaluateSharedApart(loadShare, ['react', 'react-dom/client', '@physio/shared-ui'], yieldTask);
  expect(log).toEqual([
    '|',
    'load react',
    '|',
    'load react-dom/client',
    '|',
    'load @physio/shared-ui',
    'eval react',
    '|',
    'eval react-dom/client',
    '|',
    'eval @physio/shared-ui',
    '|',
  ]);
});

it('starts every download before waiting for any (they run side by side)', async () => {
  const resolvers: Array<() => void> = [];
  const loadShare = jest.fn(
    () =>
      new Promise<() => unknown>((resolve) => {
        resolvers.push(() => resolve(() => undefined));
      }),
  );
  const done = evaluateSharedApart(loadShare, ['a', 'b', 'c'], async () => undefined);
  await new Promise((r) => setTimeout(r, 0));
  expect(loadShare).toHaveBeenCalledTimes(3);
  resolvers.forEach((resolve) => resolve());
  await expect(done).resolves.toBeUndefined();
});

it('leaves a library that fails to load or to evaluate to the app, and goes on with the others', async () => {
  const evaluated: string[] = [];
  const loadShare = jest.fn(async (name: string) => {
    if (name === 'unreachable') throw new Error('ChunkLoadError');
    if (name === 'not-shared') return false as const;
    return () => {
      if (name === 'broken') throw new Error('boom');
      evaluated.push(name);
    };
  });
  await expect(
    evaluateSharedApart(
      loadShare,
      ['react', 'unreachable', 'not-shared', 'broken', 'react-dom'],
      async () => undefined,
    ),
  ).resolves.toBeUndefined();
  expect(evaluated).toEqual(['react', 'react-dom']);
});

it('lists each shared library after those it imports, and not the full shared-auth (its HTTP client loads later)', () => {
  const at = (name: string) => FIRST_RENDER_SHARED.indexOf(name as (typeof FIRST_RENDER_SHARED)[number]);
  expect(at('react')).toBe(0);
  for (const lib of ['react-dom/client', 'styled-components', 'react-router-dom', '@physio/shared-ui'])
    expect(at(lib)).toBeGreaterThan(at('react'));
  expect(at('react-dom/client')).toBeGreaterThan(at('react-dom'));
  for (const dep of ['styled-components', 'react-router-dom', 'react-dom'])
    expect(at('@physio/shared-ui')).toBeGreaterThan(at(dep));
  expect(FIRST_RENDER_SHARED).not.toContain('@physio/shared-auth');
});

it('nextTask resolves in a later task, after the current one and its microtasks', async () => {
  const order: string[] = [];
  const done = nextTask().then(() => order.push('next task'));
  void Promise.resolve().then(() => order.push('microtask'));
  order.push('sync');
  await done;
  expect(order).toEqual(['sync', 'microtask', 'next task']);
});
