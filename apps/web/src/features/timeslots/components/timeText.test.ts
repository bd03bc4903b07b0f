import { describe, expect, it } from 'vitest';
import { settledTime, typingTime } from './timeText';

describe('time typing', () => {
  it.each([
    ['1', '1'],
    ['18', '18'],
    ['183', '18:3'],
    ['1830', '18:30'],
    ['18305', '18:30'],
    ['18:30', '18:30'],
    ['9:15', '9:15'],
    ['18h30', '18:30'],
    ['18:', '18:'],
    ['', ''],
  ])('keeps %j as %j', (typed, kept) => {
    expect(typingTime(typed)).toBe(kept);
  });

  it('pads a one-digit hour on leaving the field', () => {
    expect(settledTime('9:15')).toBe('09:15');
    expect(settledTime('18:30')).toBe('18:30');
    expect(settledTime('18:3')).toBe('18:3');
  });
});
