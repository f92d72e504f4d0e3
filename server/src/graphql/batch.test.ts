// The batched load: the keys one pass of resolvers asks for, read in one call; a key asked twice read once; a later pass read apart.
import { describe, expect, it } from 'vitest';
import { batchedLoad } from './batch';

function counting() {
  const reads: string[][] = [];
  const load = batchedLoad(async (keys) => {
    reads.push(keys);
    return new Map(keys.filter((key) => key !== 'none').map((key) => [key, key.toUpperCase()]));
  }, 'missing');
  return { reads, load };
}

describe('batchedLoad', () => {
  it('reads the keys of one pass, each once, in one call; a key it found nothing for gets the missing value', async () => {
    const { reads, load } = counting();
    // As graphql-js calls a field's resolver for each row, some after a few awaits of their own.
    const answers = await Promise.all([load('a'), Promise.resolve().then(() => load('b')), load('a'), load('none')]);
    expect(answers).toEqual(['A', 'B', 'A', 'missing']);
    expect(reads).toEqual([['a', 'none', 'b']]);
  });

  it('reads a later pass apart, and hands a failed read to each of its loads', async () => {
    const { reads, load } = counting();
    expect(await load('a')).toBe('A');
    expect(await load('a')).toBe('A');
    expect(reads).toEqual([['a'], ['a']]);
    const failing = batchedLoad(() => Promise.reject(new Error('no database')), null);
    await expect(Promise.all([failing('a'), failing('b')])).rejects.toThrow('no database');
  });
});
