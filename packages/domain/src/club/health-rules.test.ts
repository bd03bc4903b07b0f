import { describe, expect, it } from 'vitest';
import { certificateExpiryFrom, healthDocumentFor, healthFlagOf, updateHealthRulesSchema } from './health-rules.js';

describe('health rules', () => {
  it('asks minors for the questionnaire only when the club chose it', () => {
    expect(healthDocumentFor('CERTIFICATE', true)).toBe('CERTIFICATE');
    expect(healthDocumentFor('QUESTIONNAIRE_FOR_MINORS', true)).toBe('QUESTIONNAIRE');
    expect(healthDocumentFor('QUESTIONNAIRE_FOR_MINORS', false)).toBe('CERTIFICATE');
  });

  it('ends a certificate the day before its anniversary, 29 February included', () => {
    expect(certificateExpiryFrom('2026-09-15', 1)).toBe('2027-09-14');
    expect(certificateExpiryFrom('2026-09-15', 3)).toBe('2029-09-14');
    expect(certificateExpiryFrom('2028-02-29', 1)).toBe('2029-02-27');
    expect(certificateExpiryFrom('2026-01-01', 1)).toBe('2026-12-31');
  });

  it('sorts the reminder offsets, drops repeats and refuses what a club cannot mean', () => {
    const base = { healthDocument: 'CERTIFICATE', certificateValidYears: 1, version: 1 };
    expect(updateHealthRulesSchema.parse({ ...base, reminderOffsetsDays: [21, 7, 21] }).reminderOffsetsDays).toEqual([7, 21]);
    expect(updateHealthRulesSchema.parse({ ...base, reminderOffsetsDays: [] }).reminderOffsetsDays).toEqual([]);
    for (const reminderOffsetsDays of [[0], [181], [1.5], [1, 2, 3, 4, 5, 6]]) {
      expect(updateHealthRulesSchema.safeParse({ ...base, reminderOffsetsDays }).success).toBe(false);
    }
    expect(updateHealthRulesSchema.safeParse({ ...base, reminderOffsetsDays: [7], certificateValidYears: 4 }).success).toBe(false);
  });

  it('flags an expired certificate even when ticked, and a missing document unless done', () => {
    const base = {
      required: true,
      received: true,
      done: false,
      document: 'CERTIFICATE' as const,
      certificateExpiresOn: null,
      on: '2026-11-26',
    };
    expect(healthFlagOf(base)).toBeNull();
    expect(healthFlagOf({ ...base, certificateExpiresOn: '2026-11-25' })).toBe('EXPIRED');
    expect(healthFlagOf({ ...base, certificateExpiresOn: '2026-11-26' })).toBeNull();
    expect(healthFlagOf({ ...base, received: false })).toBe('MISSING');
    expect(healthFlagOf({ ...base, received: false, done: true })).toBeNull();
    expect(healthFlagOf({ ...base, required: false, received: false })).toBeNull();
    expect(healthFlagOf({ ...base, document: 'QUESTIONNAIRE', certificateExpiresOn: '2020-01-01' })).toBeNull();
  });
});
