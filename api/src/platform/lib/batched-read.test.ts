import { BatchedRead } from './batched-read';

function setup(max = 100) {
  const calls: string[][] = [];
  const rows = new Map([
    ['a', 'A'],
    ['b', 'B'],
    ['c', 'C'],
  ]);
  const reads = new BatchedRead<string, string>(
    async (keys) => {
      calls.push(keys);
      return new Map(keys.filter((k) => rows.has(k)).map((k) => [k, rows.get(k)!]));
    },
    { max },
  );
  return { reads, calls, rows };
}

describe('BatchedRead', () => {
  it('answers the reads of one turn with one load, each key once, null for a key not found', async () => {
    const { reads, calls } = setup();
    const answers = await Promise.all([reads.get('a'), reads.get('b'), reads.get('a'), reads.get('zz')]);
    expect(answers).toEqual(['A', 'B', 'A', null]);
    expect(calls).toEqual([['a', 'b', 'zz']]);
  });

  it('keeps nothing: a read in a later turn loads again and sees a changed row', async () => {
    const { reads, calls, rows } = setup();
    expect(await reads.get('a')).toBe('A');
    rows.set('a', 'A2');
    expect(await reads.get('a')).toBe('A2');
    expect(calls).toEqual([['a'], ['a']]);
  });

  it('sends its query only after the turn that asked: a write made in that turn is seen', async () => {
    const { reads, rows } = setup();
    const read = reads.get('b');
    rows.set('b', 'B2'); // committed after the request arrived, before the batch went out
    expect(await read).toBe('B2');
  });

  it('splits a burst into loads of at most `max` keys', async () => {
    const { reads, calls } = setup(2);
    expect(await Promise.all(['a', 'b', 'c'].map((k) => reads.get(k)))).toEqual(['A', 'B', 'C']);
    expect(calls).toEqual([['a', 'b'], ['c']]);
  });

  it('fails every caller of a failed load, and the next turn loads again', async () => {
    let fail = true;
    const reads = new BatchedRead<string, string>(
      async (keys) => {
        if (fail) throw new Error('database down');
        return new Map(keys.map((k) => [k, k.toUpperCase()]));
      },
      { max: 10 },
    );
    const both = [reads.get('a'), reads.get('b')];
    await expect(both[0]).rejects.toThrow('database down');
    await expect(both[1]).rejects.toThrow('database down');
    fail = false;
    expect(await reads.get('a')).toBe('A');
  });
});
