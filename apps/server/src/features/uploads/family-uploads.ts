import { UPLOADABLE_ITEMS, uploadableItemSchema, MSG, type UploadableItem, type UploadCreatedDto } from '@club/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { FamilyCaller } from '../../auth/access.js';
import type { DialectName } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { currentSubscriptionIds, membersOfAddress } from '../family/repositories/members.js';
import { documentsOf } from '../subscriptions/context.js';
import { findSubscriptionContext } from '../subscriptions/repositories/context.js';
import { lockSubscription } from '../subscriptions/repositories/state.js';
import { storedContentOf } from './content.js';
import { fileRefused } from './errors.js';
import {
  anyFileStored,
  countPendingUploads,
  findUpload,
  findUploadContent,
  insertUpload,
  insertUploadContent,
} from './repositories/uploads.js';
import { openFile, sealFile } from './storage/cipher.js';
import type { UploadsKey } from './storage/key.js';

/**
 * Files of one kind that may wait for review on a subscription: enough for a retake or a second
 * page, and a family cannot fill the club's disk with files nobody asked for.
 */
export const PENDING_UPLOADS_PER_ITEM = 3;

interface Deps {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  log: FastifyBaseLogger;
  key: UploadsKey;
}

/** The subscription a family uploads for: this season's, of a member of its address. */
export interface UploadTarget {
  subscriptionId: number;
  memberId: number;
  needed: readonly UploadableItem[];
}

export interface StoredFile {
  contentType: string;
  bytes: Buffer;
}

/** Another address's member, an unknown one and one without a subscription this season are one answer. */
const noSuchMember = () => notFound('No such member');
const noSuchUpload = () => notFound('No such document');

/** Uploading documents from the family space (docs/product.md#family-uploads). */
export class FamilyUploads {
  constructor(private readonly deps: Deps) {}

  /**
   * Checked before the file is read: the member is one of the address's, with a subscription
   * this season that is not cancelled (the signing rule, docs/product.md#family-signatures).
   */
  async target(caller: FamilyCaller, memberId: number): Promise<UploadTarget> {
    const { db, clock } = this.deps;
    const members = await membersOfAddress(db, caller.emailKey);
    if (!members.some((m) => m.id === memberId)) throw noSuchMember();
    const [current] = await currentSubscriptionIds(db, [memberId]);
    const row = current === undefined ? undefined : await findSubscriptionContext(db, current.id);
    if (row === undefined) throw noSuchMember();
    if (row.state === 'CANCELLED') throw conflict('This subscription is cancelled');
    const { checklist } = documentsOf(row, clock.now());
    return { subscriptionId: row.id, memberId, needed: UPLOADABLE_ITEMS.filter((item) => checklist.includes(item)) };
  }

  /** The `kind` field: an item the subscription's checklist needs and a family may bring as a file. */
  kindOf(target: UploadTarget, value: string | undefined): UploadableItem {
    const parsed = uploadableItemSchema.safeParse(value);
    if (!parsed.success || !target.needed.includes(parsed.data)) {
      throw badRequest({ kind: MSG.invalid }, 'This subscription needs no such document');
    }
    return parsed.data;
  }

  /** Stores the file, re-encoded and encrypted, as a PENDING upload. */
  async store(caller: FamilyCaller, target: UploadTarget, kind: UploadableItem, file: Buffer): Promise<UploadCreatedDto> {
    const { db, dialect, clock, key, log } = this.deps;
    const content = await storedContentOf(file);
    if (content === undefined) throw fileRefused(415, 'Only PDF, JPEG and PNG files are accepted');
    const id = await db.transaction().execute(async (trx) => {
      // Counted under the subscription's lock: parallel uploads cannot all see room left.
      await lockSubscription(trx, target.subscriptionId, dialect);
      if ((await countPendingUploads(trx, target.subscriptionId, kind)) >= PENDING_UPLOADS_PER_ITEM) {
        throw conflict(`${PENDING_UPLOADS_PER_ITEM} documents of this kind already wait for the club's check`);
      }
      // With files already stored, their key must be there: a missing key file is restored, not replaced.
      if (await anyFileStored(trx)) key.existing();
      const inserted = await insertUpload(trx, {
        subscription_id: target.subscriptionId,
        member_id: target.memberId,
        kind,
        status: 'PENDING',
        content_type: content.contentType,
        byte_size: content.bytes.length,
        uploaded_at: clock.now().toISOString(),
        uploaded_by: caller.emailKey,
      });
      const sealed = sealFile(key, inserted, content.bytes);
      await insertUploadContent(trx, {
        upload_id: inserted,
        nonce: sealed.nonce,
        ciphertext: sealed.ciphertext,
        key_version: sealed.keyVersion,
      });
      return inserted;
    });
    log.info(
      {
        event: 'document_uploaded',
        uploadId: id,
        subscriptionId: target.subscriptionId,
        kind,
        contentType: content.contentType,
        received: file.length,
        stored: content.bytes.length,
      },
      'document uploaded from the family space',
    );
    return { id, status: 'PENDING' };
  }

  /** A file the address's family uploaded, for its own members only. */
  async file(caller: FamilyCaller, uploadId: number): Promise<StoredFile> {
    const { db } = this.deps;
    const upload = await findUpload(db, uploadId);
    if (upload === undefined) throw noSuchUpload();
    const members = await membersOfAddress(db, caller.emailKey);
    if (!members.some((m) => m.id === upload.member_id)) throw noSuchUpload();
    return readStoredFile(db, this.deps.key, upload);
  }
}

/** The decrypted file of an upload. */
export const readStoredFile = async (
  db: Kysely<DB>,
  key: UploadsKey,
  upload: { id: number; content_type: string },
): Promise<StoredFile> => {
  const content = await findUploadContent(db, upload.id);
  if (content === undefined) throw noSuchUpload();
  const bytes = openFile(key, upload.id, { nonce: content.nonce, ciphertext: content.ciphertext, keyVersion: content.key_version });
  return { contentType: upload.content_type, bytes };
};
