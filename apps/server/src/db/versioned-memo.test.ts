import { describe, expect, it } from 'vitest';
import { DataChanges } from './data-changes.js';
import { VersionedMemo } from './versioned-memo.js';

const counter = () => {
  let reads = 0;
  return { read: async () => (reads += 1), reads: () => reads };
};

describe('values kept against the data version', () => {
  it('reads once while nothing is written, and again after a write', async () => {
    const changes = new DataChanges();
    const memo = new VersionedMemo<number>(changes, { maxEntries: 10, maxAgeMs: 60_000 });
    const source = counter();
    expect(await memo.get('a', source.read)).toBe(1);
    expect(await memo.get('a', source.read)).toBe(1);
    changes.committed();
    expect(await memo.get('a', source.read)).toBe(2);
    expect(source.reads()).toBe(2);
  });

  it('does not keep a value read while a write committed', async () => {
    const changes = new DataChanges();
    const memo = new VersionedMemo<string>(changes, { maxEntries: 10, maxAgeMs: 60_000 });
    await memo.get('a', async () => {
      changes.committed();
      return 'read during a write';
    });
    expect(await memo.get('a', async () => 'after')).toBe('after');
  });

  it('forgets past its age and beyond its size, least recently used first', async () => {
    let time = 0;
    const memo = new VersionedMemo<string>(new DataChanges(), { maxEntries: 2, maxAgeMs: 5_000, now: () => time });
    await memo.get('a', async () => 'a1');
    time = 5_001;
    expect(await memo.get('a', async () => 'a2')).toBe('a2');
    await memo.get('b', async () => 'b1');
    await memo.get('a', async () => 'unused');
    await memo.get('c', async () => 'c1');
    expect(memo.size).toBe(2);
    expect(await memo.get('a', async () => 'a3')).toBe('a2');
    expect(await memo.get('b', async () => 'b2')).toBe('b2');
  });

  it('shares one read between calls that miss together, and not across a write', async () => {
    const changes = new DataChanges();
    const memo = new VersionedMemo<number>(changes, { maxEntries: 10, maxAgeMs: 60_000 });
    let reads = 0;
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slowRead = async () => {
      reads += 1;
      const nth = reads;
      await gate;
      return nth;
    };
    const together = Array.from({ length: 20 }, () => memo.get('a', slowRead));
    changes.committed();
    const afterWrite = memo.get('a', slowRead);
    release();
    expect(new Set(await Promise.all(together))).toEqual(new Set([1]));
    expect(await afterWrite).toBe(2);
    expect(reads).toBe(2);
  });

  it('lets the next call read again after a failed read', async () => {
    const memo = new VersionedMemo<string>(new DataChanges(), { maxEntries: 10, maxAgeMs: 60_000 });
    const failing = Promise.all([1, 2].map(() => memo.get('a', () => Promise.reject(new Error('database gone')))));
    await expect(failing).rejects.toThrow('database gone');
    expect(await memo.get('a', async () => 'read again')).toBe('read again');
  });
});
