import { describe, expect, it } from 'vitest';
import { Turns } from './turns.js';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('turns', () => {
  it('runs at most `size` tasks at once, the others in the order they came, failures included', async () => {
    const turns = new Turns(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      await tick();
      order.push(n);
      running -= 1;
      if (n === 3) throw new Error('failed');
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((n) => turns.run(task(n))));
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    // Every turn was given back: a new task starts at once.
    let started = false;
    const next = turns.run(async () => {
      started = true;
    });
    expect(started).toBe(true);
    await next;
  });
});
