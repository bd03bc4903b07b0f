import { isMinor } from '@club/domain';
import { describe, expect, it } from 'vitest';
import { groupRecipients, type RecipientSource } from './recipients.js';

const member = (birthDate: string): RecipientSource => ({
  birth_date: birthDate,
  email: 'own@example.org',
  language: 'en',
  second_guardian_email: null,
  guardian_email: 'guardian@example.org',
  guardian_secondary_email: null,
  guardian_language: 'fr',
});

/** Who the mail reaches for one member: the guardian for a minor, their own address for an adult. */
const addressOf = (birthDate: string, now: Date) => [...groupRecipients([member(birthDate), member(birthDate)], '', now).keys()];

describe('groupRecipients', () => {
  it('tells minors from adults exactly as isMinor does, around the 18th birthday and on 29 February', () => {
    const days = ['2026-11-20', '2026-11-21', '2026-11-22', '2027-02-28', '2027-03-01', '2028-02-28', '2028-02-29', '2028-03-01'];
    for (const day of days) {
      for (const time of ['T00:30:00', 'T12:00:00', 'T23:30:00']) {
        const now = new Date(`${day}${time}`);
        const year = now.getFullYear() - 18;
        const births = [-1, 0, 1].map((shift) => `${year + shift}-${day.slice(5)}`);
        births.push(`${year}-02-28`, `${year}-02-29`, `${year}-03-01`, `${year - 1}-12-31`, `${year}-01-01`, `${year}-12-31`);
        for (const birthDate of births.filter((b) => !Number.isNaN(new Date(b).getTime()))) {
          const expected = isMinor(birthDate, now) ? ['guardian@example.org'] : ['own@example.org'];
          expect(addressOf(birthDate, now), `${birthDate} on ${day}${time}`).toEqual(expected);
        }
      }
    }
  });

  it('writes to a minor’s guardian in the guardian’s language and to an adult in their own, each address once', () => {
    const now = new Date('2026-11-21T10:00:00');
    const recipients = groupRecipients([member('2012-05-05'), member('1990-05-05'), member('2013-01-01')], 'Liste@Example.org', now);
    expect([...recipients]).toEqual([
      ['guardian@example.org', 'fr'],
      ['own@example.org', 'en'],
      ['liste@example.org', 'fr'],
    ]);
  });
});
