import { describe, expect, it } from 'vitest';
import { loggedUrl } from './logger.js';

describe('logged URLs', () => {
  it('drop the query, where form and sign-in tokens travel', () => {
    expect(loggedUrl('/api/subscription/resume?token=secret-token')).toBe('/api/subscription/resume');
  });

  it('keep a calendar feed’s public id but not its secret part', () => {
    const token = `AbCdEfGhIjKlMnOp${'x'.repeat(43)}`;
    expect(loggedUrl(`/api/calendar/feed/${token}.ics`)).toBe('/api/calendar/feed/AbCdEfGhIjKlMnOp….ics');
    expect(loggedUrl(`/api/calendar/feed/${token}.ics`)).not.toContain('xxxx');
  });
});
