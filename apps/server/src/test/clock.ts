import type { Clock } from '../lib/clock.js';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private current: Date;
  constructor(start: Date | string = '2026-11-21T10:00:00.000Z') {
    this.current = new Date(start);
  }
  now = (): Date => new Date(this.current);
  set(date: Date | string): void {
    this.current = new Date(date);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
