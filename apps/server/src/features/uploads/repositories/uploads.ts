import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../../db/executor.js';
import type { UploadContentTable, UploadTable } from '../../../db/types.js';
import { compiledPerListLength } from '../../../db/compiled-query.js';

const COLUMNS = [
  'u.id',
  'u.subscription_id',
  'u.member_id',
  'u.kind',
  'u.status',
  'u.content_type',
  'u.byte_size',
  'u.uploaded_at',
  'u.uploaded_by',
  'u.reviewed_at',
  'u.reviewed_by',
  'u.rejection_reason',
  'u.expires_on',
] as const;

export const insertUpload = async (db: Executor, row: Insertable<UploadTable>): Promise<number> =>
  (await db.insertInto('uploads').values(row).returning('id').executeTakeFirstOrThrow()).id;

export const insertUploadContent = (db: Executor, row: Insertable<UploadContentTable>) =>
  db.insertInto('upload_contents').values(row).execute();

/** Whether any file is stored: then its key exists somewhere, and no new one may be made. */
export const anyFileStored = async (db: Executor): Promise<boolean> =>
  (await db.selectFrom('upload_contents').select('upload_id').limit(1).executeTakeFirst()) !== undefined;

/** How many files of one kind wait for review on a subscription. */
export const countPendingUploads = async (db: Executor, subscriptionId: number, kind: string): Promise<number> => {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('subscription_id', '=', subscriptionId)
    .where('kind', '=', kind)
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/**
 * One upload with the section manager of its subscription's group (null in no section's hands),
 * and the member's birth date and the season's dates the health rule reads (docs/product.md#health-rules).
 */
export const findUpload = (db: Executor, id: number) =>
  db
    .selectFrom('uploads as u')
    .innerJoin('subscriptions as s', 's.id', 'u.subscription_id')
    .innerJoin('members as m', 'm.id', 'u.member_id')
    .innerJoin('seasons as se', 'se.id', 's.season_id')
    .leftJoin('groups as g', 'g.id', 's.group_id')
    .leftJoin('sections as sec', 'sec.id', 'g.section_id')
    .select([
      ...COLUMNS,
      'sec.manager_id as section_manager_id',
      'm.birth_date',
      'se.start_date as season_start',
      'se.end_date as season_end',
    ])
    .where('u.id', '=', id)
    .executeTakeFirst();

export type UploadRow = NonNullable<Awaited<ReturnType<typeof findUpload>>>;

export const findUploadContent = (db: Executor, uploadId: number) =>
  db.selectFrom('upload_contents').select(['nonce', 'ciphertext', 'key_version']).where('upload_id', '=', uploadId).executeTakeFirst();

/** The uploads of these subscriptions, newest first. */
export const uploadsOfSubscriptions = compiledPerListLength((db: Executor, subscriptionIds) =>
  db
    .selectFrom('uploads as u')
    .select(COLUMNS)
    .where('u.subscription_id', 'in', [...subscriptionIds])
    .orderBy('u.uploaded_at', 'desc')
    .orderBy('u.id', 'desc'),
);

export type UploadListRow = Awaited<ReturnType<typeof uploadsOfSubscriptions>>[number];

/**
 * The uploads waiting for review, oldest first, with what places them: the member, the
 * subscription's group and its section, and the season's dates the health rule reads. `managerId` keeps those of the groups of the sections
 * that user manages; undefined keeps every one.
 */
export const pendingUploads = (db: Executor, managerId: number | undefined) => {
  let query = db
    .selectFrom('uploads as u')
    .innerJoin('subscriptions as s', 's.id', 'u.subscription_id')
    .innerJoin('members as m', 'm.id', 'u.member_id')
    .innerJoin('seasons as se', 'se.id', 's.season_id')
    .leftJoin('groups as g', 'g.id', 's.group_id')
    .leftJoin('sections as sec', 'sec.id', 'g.section_id')
    .select([
      ...COLUMNS,
      'm.first_name',
      'm.last_name',
      'm.birth_date',
      'se.start_date as season_start',
      'se.end_date as season_end',
      'g.name as group_name',
      'sec.name as section_name',
      'sec.system_role as section_system_role',
    ])
    .where('u.status', '=', 'PENDING');
  if (managerId !== undefined) query = query.where('sec.manager_id', '=', managerId);
  return query.orderBy('u.uploaded_at').orderBy('u.id').execute();
};

/**
 * Records a review, only while the upload is still PENDING: of two reviews at once, the one
 * that finds it no longer pending changes nothing (false) and the service answers 409.
 */
export const reviewUpload = async (
  db: Executor,
  id: number,
  changes: Pick<Updateable<UploadTable>, 'status' | 'reviewed_at' | 'reviewed_by' | 'rejection_reason' | 'expires_on'>,
): Promise<boolean> => {
  const result = await db.updateTable('uploads').set(changes).where('id', '=', id).where('status', '=', 'PENDING').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/**
 * The last valid day of the member's medical certificate, as the reviewer approving it entered it
 * (docs/product.md#health-rules). Not a change of the member's record as staff edit it: its
 * version stays, so an edit form open meanwhile is not made stale.
 */
export const setCertificateExpiry = (db: Executor, memberId: number, expiresOn: string) =>
  db.updateTable('members').set({ certificate_expires_on: expiresOn }).where('id', '=', memberId).execute();

/** Erasure and anonymisation (docs/product.md#privacy): the files go with the member. */
export const deleteUploadsOfMembers = async (db: Executor, memberIds: readonly number[]): Promise<number> => {
  if (memberIds.length === 0) return 0;
  const ids = [...memberIds];
  const ofMembers = db
    .selectFrom('uploads')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('member_id', 'in', ids),
        eb('subscription_id', 'in', eb.selectFrom('subscriptions').select('id').where('member_id', 'in', ids)),
      ]),
    );
  await db.deleteFrom('upload_contents').where('upload_id', 'in', ofMembers).execute();
  const result = await db
    .deleteFrom('uploads')
    .where((eb) =>
      eb.or([
        eb('member_id', 'in', ids),
        eb('subscription_id', 'in', eb.selectFrom('subscriptions').select('id').where('member_id', 'in', ids)),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
};

/** Retention (docs/product.md#family-uploads): the uploads of subscriptions whose season ended before `lastSeasonEnd`. */
export const deleteUploadsOfSeasonsEndedBefore = async (db: Executor, lastSeasonEnd: string): Promise<number> => {
  const ended = db
    .selectFrom('uploads as u')
    .innerJoin('subscriptions as s', 's.id', 'u.subscription_id')
    .innerJoin('seasons as se', 'se.id', 's.season_id')
    .select('u.id')
    .where('se.end_date', '<', lastSeasonEnd);
  const ids = (await ended.execute()).map((row) => row.id);
  if (ids.length === 0) return 0;
  await db.deleteFrom('upload_contents').where('upload_id', 'in', ids).execute();
  const result = await db.deleteFrom('uploads').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
};
