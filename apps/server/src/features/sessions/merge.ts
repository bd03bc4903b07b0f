import { localDayOf } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types.js';
import { conflict } from '../../lib/errors.js';
import { excuseSheet } from '../absences/repository.js';
import {
  applyEachIfLater,
  bumpSessionVersion,
  findChangeByClientKey,
  insertChanges,
  lockSession,
  type LoggedChange,
} from './repositories/changes.js';
import { attendeeIds, insertAttendances } from './repository.js';

/**
 * How far ahead of the server a phone's clock may be before its times are not believed: a
 * change dated later than the server's now plus this is taken as made now, so a phone set in
 * the future cannot win every later merge (docs/product.md#offline-attendance).
 */
export const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

/** When a swimmer's change counts as made: the phone's time, or now when missing or too far ahead. */
export const changeTimeOf = (changedAt: string | undefined, now: Date): string => {
  if (changedAt === undefined || new Date(changedAt).getTime() > now.getTime() + FUTURE_TOLERANCE_MS) return now.toISOString();
  return changedAt;
};

/** A sheet as it arrived, each swimmer's change with the time the merge compares. */
export interface IncomingSheet {
  clientKey: string;
  /** The staff member who sent it. */
  changedBy: number;
  /** When the server received it. */
  receivedAt: string;
  changes: { memberId: number; isAbsent: boolean; isLate: boolean; changedAt: string }[];
  /** Each swimmer's change time by member id, as the sheet's rows store it. */
  changedAt: ReadonlyMap<number, string>;
}

export const incomingSheet = (
  students: readonly { id: number; isAbsent: boolean; isLate: boolean; changedAt?: string }[],
  author: { clientKey: string; userId: number },
  now: Date,
): IncomingSheet => {
  const changes = students.map((s) => ({
    memberId: s.id,
    isAbsent: s.isAbsent,
    isLate: s.isLate,
    changedAt: changeTimeOf(s.changedAt, now),
  }));
  return {
    clientKey: author.clientKey,
    changedBy: author.userId,
    receivedAt: now.toISOString(),
    changes,
    changedAt: new Map(changes.map((c) => [c.memberId, c.changedAt])),
  };
};

const logMeta = (sheet: IncomingSheet) => ({ clientKey: sheet.clientKey, changedBy: sheet.changedBy, recordedAt: sheet.receivedAt });

/** A new session's sheet: every change it brought is logged as applied. Its rows carry their times already. */
export const logNewSheet = (trx: Transaction<DB>, sessionId: number, sheet: IncomingSheet): Promise<void> =>
  insertChanges(
    trx,
    sessionId,
    sheet.changes.map((c) => ({ ...c, applied: true })),
    logMeta(sheet),
  );

export interface MergeOutcome {
  /** The swimmers whose recorded row took this sheet's change (added ones included). */
  applied: number;
  /** The changes logged: none for a sheet that had arrived already. */
  logged: number;
}

/**
 * Merges a sheet into the session recorded at its slot, per swimmer
 * (docs/product.md#offline-attendance): a swimmer's row takes the sheet's change when the
 * recorded one is older or has no time; a swimmer not on the sheet yet is added (the caller
 * checked they are in the group or sub-group). Every change is logged, applied or not. The
 * session is locked first, so merges into it run one after the other; a sheet whose client key
 * was logged already (a retry whose answer was lost) records nothing new.
 */
export const mergeSheet = async (
  trx: Transaction<DB>,
  sessionId: number,
  sheet: IncomingSheet,
  log?: FastifyBaseLogger,
): Promise<MergeOutcome> => {
  const session = await lockSession(trx, sessionId);
  if (session === undefined) throw conflict('The session is being recorded, try again');
  const earlier = await findChangeByClientKey(trx, sheet.clientKey);
  if (earlier !== undefined) {
    // Once per client key, as for a created session: the same sender's same session only.
    if (earlier.session_id !== sessionId || earlier.changed_by !== sheet.changedBy) {
      throw conflict('This submit key was already used for another session');
    }
    return { applied: 0, logged: 0 };
  }

  const onSheet = await attendeeIds(trx, sessionId);
  const took = await applyEachIfLater(
    trx,
    sessionId,
    sheet.changes.filter((change) => onSheet.has(change.memberId)),
  );
  const logged: LoggedChange[] = [];
  const added: { id: number; isAbsent: boolean; isLate: boolean }[] = [];
  for (const change of sheet.changes) {
    if (onSheet.has(change.memberId)) {
      logged.push({ ...change, applied: took.has(change.memberId) });
    } else {
      added.push({ id: change.memberId, isAbsent: change.isAbsent, isLate: change.isLate });
      logged.push({ ...change, applied: true });
    }
  }
  await insertAttendances(trx, sessionId, added, sheet.changedAt);
  await insertChanges(trx, sessionId, logged, logMeta(sheet));

  const applied = logged.filter((c) => c.applied).length;
  if (applied > 0) {
    await bumpSessionVersion(trx, sessionId);
    // Rows written here start unexcused; the family's reports for the day excuse them again (docs/product.md#absences).
    await excuseSheet(trx, sessionId, localDayOf(new Date(session.date)).day);
  }
  log?.info({ event: 'session_merged', sessionId, userId: sheet.changedBy, applied, logged: logged.length }, 'sheet merged');
  return { applied, logged: logged.length };
};
