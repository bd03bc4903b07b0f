import { foldName, MSG } from '@club/domain';
import {
  BANK_FIELDS,
  maskBic,
  maskIban,
  type ClubAdmin,
  type ClubPublic,
  type CreatePlace,
  type Place,
  type UpdateClub,
  type UpdatePlace,
} from '@club/domain/club';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import { isUniqueViolation } from '../../db/system-records.js';
import type { DB } from '../../db/types.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/record.js';
import type { ClubIdentity } from './identity.js';
import { checkLogo } from './logo.js';
import {
  clearDefaultPlace,
  deletePlace,
  findPlace,
  findUserLogin,
  insertPlace,
  listPlaces,
  lockPlaces,
  makeDefaultPlace,
  nextSortOrder,
  placeNameTaken,
  readClubSettings,
  readLogo,
  updateClubSettings,
  updatePlace,
  writeLogo,
  type ClubSettingsChange,
  type ClubSettingsRow,
  type Executor,
  type PlaceRow,
} from './repository.js';

interface Deps {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  identity: ClubIdentity;
  log: FastifyBaseLogger;
}

type IdentityField = keyof Omit<UpdateClub, 'version'>;

/** The columns each field of the API is stored in. */
const COLUMNS: Record<IdentityField, readonly (keyof ClubSettingsChange & keyof ClubSettingsRow)[]> = {
  name: ['name'],
  shortName: ['short_name'],
  address: ['address_lines', 'postal_code', 'city', 'country'],
  email: ['email'],
  phone: ['phone'],
  website: ['website'],
  registrationNumber: ['registration_number'],
  federationNumber: ['federation_number'],
  presidentName: ['president_name'],
  presidentTitle: ['president_title'],
  treasurerName: ['treasurer_name'],
  treasurerTitle: ['treasurer_title'],
  iban: ['iban'],
  bic: ['bic'],
};
const IDENTITY_FIELDS = Object.keys(COLUMNS) as IdentityField[];
const isBankField = (field: IdentityField): boolean => (BANK_FIELDS as readonly string[]).includes(field);

/** The columns of the fields a change gives; absent fields are left as they are. */
const columnsOf = (input: UpdateClub): ClubSettingsChange => {
  const { address, version: _version, ...plain } = input;
  const values: ClubSettingsChange = {};
  const textColumns = values as Record<string, string | null>;
  if (address !== undefined) {
    values.address_lines = address.lines.length === 0 ? null : address.lines.join('\n');
    values.postal_code = address.postalCode;
    values.city = address.city;
    values.country = address.country;
  }
  for (const field of IDENTITY_FIELDS) {
    if (field === 'address') continue;
    const value = plain[field];
    const [column] = COLUMNS[field];
    if (value !== undefined && column !== undefined) textColumns[column] = value;
  }
  return values;
};

const logoUrlOf = (row: ClubSettingsRow): string | null => (row.logo_etag === null ? null : `/api/club/logo?v=${row.logo_etag}`);

/** What the public pages show of the club (its name and logo), as GET /club gives them: the login page's server render. */
export const clubHeadingOf = async (identity: ClubIdentity): Promise<{ name: string; logoUrl: string | null }> => {
  const row = await identity.settings();
  return { name: identity.nameOf(row), logoUrl: logoUrlOf(row) };
};

const placeDto = (row: PlaceRow): Place => ({
  id: row.id,
  name: row.name,
  address: row.address,
  isDefault: row.is_default === 1,
  sortOrder: row.sort_order,
  version: row.version,
});

const placeNameTakenError = () => badRequest({ name: MSG.nameTaken }, 'A place already has this name');

/** The club's identity, bank details, logo and places, as its admins keep them. */
export class ClubService {
  constructor(private readonly deps: Deps) {}

  private publicOf(row: ClubSettingsRow): ClubPublic {
    return {
      name: this.deps.identity.nameOf(row),
      shortName: row.short_name,
      logoUrl: logoUrlOf(row),
      address: {
        lines: row.address_lines === null ? [] : row.address_lines.split('\n'),
        postalCode: row.postal_code,
        city: row.city,
        country: row.country,
      },
      email: row.email,
      phone: row.phone,
      website: row.website,
    };
  }

  async publicView(): Promise<ClubPublic> {
    return this.publicOf(await this.deps.identity.settings());
  }

  async adminView(): Promise<ClubAdmin> {
    const row = await this.deps.identity.settings();
    return {
      ...this.publicOf(row),
      registrationNumber: row.registration_number,
      federationNumber: row.federation_number,
      presidentName: row.president_name,
      presidentTitle: row.president_title,
      treasurerName: row.treasurer_name,
      treasurerTitle: row.treasurer_title,
      iban: row.iban,
      bic: row.bic,
      version: row.version,
      updatedAt: row.updated_at,
      updatedBy: row.updated_by === null ? null : await findUserLogin(this.deps.db, row.updated_by),
    };
  }

  /**
   * PATCH /api/club: saved only over the version the admin read (two admins saving at once:
   * one wins, the other gets 409). The audit log names the fields changed; for the bank
   * details it keeps their masked values before and after.
   */
  async update(input: UpdateClub, actorId: number): Promise<ClubAdmin> {
    const values = columnsOf(input);
    const at = this.deps.clock.now();
    await this.deps.db.transaction().execute(async (trx) => {
      const before = await readClubSettings(trx);
      if (!(await updateClubSettings(trx, { ...values, updated_at: at.toISOString(), updated_by: actorId }, input.version))) {
        throw conflict('The club settings were changed by someone else: reload them');
      }
      const changed = IDENTITY_FIELDS.filter((field) =>
        COLUMNS[field].some((column) => column in values && values[column] !== before[column]),
      );
      const identity = changed.filter((field) => !isBankField(field));
      if (identity.length > 0) {
        await recordAudit(trx, { at, actorId, action: 'CLUB_IDENTITY_UPDATED', targetType: 'CLUB', details: { fields: identity } });
      }
      if (changed.some(isBankField)) {
        const details: Record<string, string | null> = {};
        if (changed.includes('iban'))
          Object.assign(details, { ibanBefore: maskIban(before.iban), ibanAfter: maskIban(values.iban ?? null) });
        if (changed.includes('bic')) Object.assign(details, { bicBefore: maskBic(before.bic), bicAfter: maskBic(values.bic ?? null) });
        await recordAudit(trx, { at, actorId, action: 'CLUB_BANK_DETAILS_UPDATED', targetType: 'CLUB', details });
      }
    });
    this.deps.log.info({ event: 'club_settings_updated', actorId }, 'club settings updated');
    // Read again now, so the documents and mails made next already carry the change.
    return this.adminView();
  }

  /** PUT /api/club/logo: checked by its content; an SVG is stored sanitised. */
  async putLogo(upload: Buffer, actorId: number): Promise<ClubAdmin> {
    const logo = await checkLogo(upload);
    const at = this.deps.clock.now();
    await this.deps.db.transaction().execute(async (trx) => {
      await writeLogo(
        trx,
        { logo: logo.content, logo_type: logo.type, logo_etag: logo.etag, logo_width: logo.width, logo_height: logo.height },
        at.toISOString(),
        actorId,
      );
      await recordAudit(trx, {
        at,
        actorId,
        action: 'CLUB_LOGO_UPDATED',
        targetType: 'CLUB',
        details: { type: logo.type, bytes: logo.content.length, width: logo.width, height: logo.height },
      });
    });
    this.deps.log.info({ event: 'club_logo_updated', actorId, type: logo.type, bytes: logo.content.length }, 'club logo updated');
    return this.adminView();
  }

  /** DELETE /api/club/logo; nothing to remove is no error. */
  async removeLogo(actorId: number): Promise<void> {
    const at = this.deps.clock.now();
    const removed = await this.deps.db.transaction().execute(async (trx) => {
      const current = await readLogo(trx);
      if (current?.logo_etag === null || current === undefined) return false;
      await writeLogo(trx, null, at.toISOString(), actorId);
      await recordAudit(trx, { at, actorId, action: 'CLUB_LOGO_REMOVED', targetType: 'CLUB' });
      return true;
    });
    if (removed) this.deps.log.info({ event: 'club_logo_removed', actorId }, 'club logo removed');
  }

  /** The tag of the logo being served, from the settings kept in memory; null without a logo. */
  async logoTag(): Promise<string | null> {
    return (await this.deps.identity.settings()).logo_etag;
  }

  async logo(): Promise<{ content: Buffer; type: string; etag: string } | undefined> {
    const row = await readLogo(this.deps.db);
    if (row?.logo === null || row?.logo === undefined || row.logo_type === null || row.logo_etag === null) return undefined;
    return { content: row.logo, type: row.logo_type, etag: row.logo_etag };
  }

  async places(): Promise<Place[]> {
    return (await listPlaces(this.deps.db)).map(placeDto);
  }

  private async place(db: Executor, id: number): Promise<Place> {
    const row = await findPlace(db, id);
    if (row === undefined) throw notFound('Place not found');
    return placeDto(row);
  }

  /** The club's first place is its default one. */
  async createPlace(input: CreatePlace, actorId: number): Promise<Place> {
    const nameKey = foldName(input.name);
    const created = await this.deps.db
      .transaction()
      .execute(async (trx) => {
        await lockPlaces(trx, this.deps.dialect);
        if (await placeNameTaken(trx, nameKey)) throw placeNameTakenError();
        const isDefault = input.isDefault === true || !(await listPlaces(trx)).some((place) => place.is_default === 1);
        if (isDefault) await clearDefaultPlace(trx);
        const id = await insertPlace(trx, {
          name: input.name,
          name_key: nameKey,
          address: input.address,
          is_default: isDefault ? 1 : 0,
          sort_order: await nextSortOrder(trx),
          created_at: this.deps.clock.now().toISOString(),
        });
        await recordAudit(trx, {
          at: this.deps.clock.now(),
          actorId,
          action: 'CLUB_PLACE_CREATED',
          targetType: 'CLUB_PLACE',
          targetId: id,
        });
        return this.place(trx, id);
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? placeNameTakenError() : error;
      });
    this.deps.log.info({ event: 'club_place_created', placeId: created.id, actorId }, 'place created');
    return created;
  }

  async updatePlace(id: number, input: UpdatePlace, actorId: number): Promise<Place> {
    const updated = await this.deps.db
      .transaction()
      .execute(async (trx) => {
        await lockPlaces(trx, this.deps.dialect);
        const existing = await findPlace(trx, id);
        if (existing === undefined) throw notFound('Place not found');
        const values: { name?: string; name_key?: string; address?: string | null; sort_order?: number } = {};
        const fields: string[] = [];
        if (input.name !== undefined && input.name !== existing.name) {
          const nameKey = foldName(input.name);
          if (await placeNameTaken(trx, nameKey, id)) throw placeNameTakenError();
          Object.assign(values, { name: input.name, name_key: nameKey });
          fields.push('name');
        }
        if (input.address !== undefined && input.address !== existing.address) {
          values.address = input.address;
          fields.push('address');
        }
        if (input.sortOrder !== undefined && input.sortOrder !== existing.sort_order) {
          values.sort_order = input.sortOrder;
          fields.push('sortOrder');
        }
        if (!(await updatePlace(trx, id, values, input.version))) throw conflict('The place was changed by someone else: reload it');
        if (input.isDefault === true && existing.is_default === 0) {
          await makeDefaultPlace(trx, id);
          fields.push('isDefault');
        }
        if (fields.length > 0) {
          await recordAudit(trx, {
            at: this.deps.clock.now(),
            actorId,
            action: 'CLUB_PLACE_UPDATED',
            targetType: 'CLUB_PLACE',
            targetId: id,
            details: { fields },
          });
        }
        return this.place(trx, id);
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? placeNameTakenError() : error;
      });
    this.deps.log.info({ event: 'club_place_updated', placeId: id, actorId }, 'place updated');
    return updated;
  }

  /** Removing the default place makes the first remaining one the default. */
  async deletePlace(id: number, actorId: number): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      await lockPlaces(trx, this.deps.dialect);
      const existing = await findPlace(trx, id);
      if (existing === undefined || !(await deletePlace(trx, id))) throw notFound('Place not found');
      const [first] = await listPlaces(trx);
      if (existing.is_default === 1 && first !== undefined) await makeDefaultPlace(trx, first.id);
      await recordAudit(trx, { at: this.deps.clock.now(), actorId, action: 'CLUB_PLACE_DELETED', targetType: 'CLUB_PLACE', targetId: id });
    });
    this.deps.log.info({ event: 'club_place_deleted', placeId: id, actorId }, 'place deleted');
  }
}
