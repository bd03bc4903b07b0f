import {
  identityKey,
  matchMember,
  MEMBER_MATCHES,
  type DuplicateCandidateDto,
  type MemberFieldDifference,
  type PersonIdentity,
  type PossibleDuplicateDto,
  type StudentCreate,
} from '@club/domain';
import type { Executor } from '../../db/executor.js';
import { birthDatesOf, membersBornOn, type MemberOnFileRow } from './repository.js';

const identityOf = (row: MemberOnFileRow): PersonIdentity => ({
  firstName: row.first_name,
  lastName: row.last_name,
  birthDate: row.birth_date,
});

/** E-mails differ in case only by typing; phones by their spaces and dots (the schema strips them too). */
const sameEmail = (a: string, b: string | null) => b !== null && a.toLowerCase() === b.toLowerCase();
const samePhone = (a: string, b: string | null) => b !== null && a.replace(/[\s.]/g, '') === b.replace(/[\s.]/g, '');

/** Field by field, what was typed against what is on file, where they differ: nothing is dropped unseen. */
const differencesOf = (typed: StudentCreate, row: MemberOnFileRow, email: string | null, phone: string | null): MemberFieldDifference[] => {
  const differences: MemberFieldDifference[] = [];
  if (typed.firstName !== row.first_name) differences.push({ field: 'firstName', typed: typed.firstName, onFile: row.first_name });
  if (typed.lastName !== row.last_name) differences.push({ field: 'lastName', typed: typed.lastName, onFile: row.last_name });
  if (typed.gender !== row.gender) differences.push({ field: 'gender', typed: typed.gender, onFile: row.gender });
  if (!sameEmail(typed.email, email)) differences.push({ field: 'email', typed: typed.email, onFile: email });
  if (!samePhone(typed.phoneNumber, phone)) differences.push({ field: 'phoneNumber', typed: typed.phoneNumber, onFile: phone });
  return differences;
};

const present = (value: string | null) => (value === null || value === '' ? null : value);

/**
 * The members on file that `typed` may be, the closest first (EXACT, then SIMILAR, then
 * SWAPPED; by id within each). `rows` are the members born the same day.
 */
export const duplicateCandidates = (typed: StudentCreate, rows: readonly MemberOnFileRow[]): DuplicateCandidateDto[] =>
  rows
    .flatMap((row) => {
      const match = matchMember(typed, identityOf(row));
      if (match === null) return [];
      // The family's contact as the lists show it: the member's own, else the guardian's.
      const email = present(row.email) ?? present(row.gu_email);
      const phoneNumber = present(row.phone_number) ?? present(row.gu_phone_number);
      const inNoGroup = row.group_role === 'NONE' || row.group_name === null;
      return [
        {
          id: row.id,
          match,
          firstName: row.first_name,
          lastName: row.last_name,
          gender: row.gender,
          birthDate: row.birth_date,
          email,
          phoneNumber,
          groupName: inNoGroup ? null : row.group_name,
          hasSubscription: Boolean(row.has_subscription),
          left: row.left_at !== null || row.group_role === 'REMOVED',
          differences: differencesOf(typed, row, email, phoneNumber),
        },
      ];
    })
    .sort((a, b) => MEMBER_MATCHES.indexOf(a.match) - MEMBER_MATCHES.indexOf(b.match) || a.id - b.id);

/**
 * The records that look like one person (same `identityKey`) among everyone on file, for
 * each of `memberIds` that has such a twin: what a try-out placement or a renewal reports so
 * staff merge them by hand instead of a second subscription going unnoticed.
 */
export const possibleDuplicatesOf = async (db: Executor, memberIds: readonly number[]): Promise<PossibleDuplicateDto[]> => {
  if (memberIds.length === 0) return [];
  const byKey = new Map<string, number[]>();
  for (const row of await membersBornOn(db, await birthDatesOf(db, memberIds))) {
    const key = identityKey(identityOf(row));
    byKey.set(key, [...(byKey.get(key) ?? []), row.id]);
  }
  const wanted = new Set(memberIds);
  return [...byKey.values()]
    .filter((ids) => ids.length > 1 && ids.some((id) => wanted.has(id)))
    .map((ids) => ({ memberIds: ids.sort((a, b) => a - b) }))
    .sort((a, b) => (a.memberIds[0] ?? 0) - (b.memberIds[0] ?? 0));
};
