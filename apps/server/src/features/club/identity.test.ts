import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_MAX_AGE_MS, DataChanges } from '../../db/data-changes.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { ClubIdentity, nameInMailFrom } from './identity.js';
import { SVG_RENDITION_HEIGHT } from './logo-raster.js';
import { CLEAN_SVG, pngFile } from './test-data.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('the club’s identity handed to the services (name, contact, logo)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const settings = (values: { name?: string | null; email?: string | null }) =>
    t.deps.db.updateTable('club_settings').set(values).execute();

  it('reads MAIL_FROM’s display name as before, until the settings name the club', async () => {
    expect(nameInMailFrom('"Natation Club Fontvieille" <secretariat@ncf.mc>')).toBe('Natation Club Fontvieille');
    expect(nameInMailFrom('no-reply@club.local')).toBe('Club de natation');
    expect(await t.deps.club.name()).toBe('Club de natation');
  });

  it('follows a change of the settings written here at once', async () => {
    await settings({ name: 'Cercle des Nageurs' });
    expect(await t.deps.club.name()).toBe('Cercle des Nageurs');
    await settings({ name: null });
    expect(await t.deps.club.name()).toBe('Club de natation');
  });

  it('sees a change made by another server once the settings read are CACHE_MAX_AGE_MS old', async () => {
    // Another server's writes are not counted here: the data version does not move.
    const unmoved = new DataChanges();
    const identity = new ClubIdentity({ db: t.deps.db, changes: unmoved, clock: t.clock, mailFrom: 'Autre club <x@example.org>' });
    expect(await identity.name()).toBe('Autre club');
    await settings({ name: 'Nageurs de Fontvieille' });
    expect(await identity.name()).toBe('Autre club');
    t.clock.advance(CACHE_MAX_AGE_MS + 1);
    expect(await identity.name()).toBe('Nageurs de Fontvieille');
    await settings({ name: null });
  });

  it('reads through the caller’s transaction, and keeps nothing a transaction read for others', async () => {
    await settings({ name: 'Avant' });
    let inside: string | undefined;
    // In memory, SQLite has one connection: a read beside the open transaction would wait for ever.
    const rolledBack = t.deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('club_settings').set({ name: 'Jamais validé' }).execute();
      inside = await t.deps.club.name(trx);
      throw new Error('rolled back');
    });
    await expect(rolledBack).rejects.toThrow('rolled back');
    expect(inside).toBe('Jamais validé');
    expect(await t.deps.club.name()).toBe('Avant');
    await settings({ name: null });
  });

  it('gives the contact address as Reply-To only when a header holds it as one address', async () => {
    const row = await t.deps.club.settings();
    expect(t.deps.club.contactOf({ ...row, email: 'secretariat@example.org' })).toBe('secretariat@example.org');
    expect(t.deps.club.contactOf({ ...row, email: 'a@example.org, b@example.org' })).toBeNull();
    expect(t.deps.club.contactOf({ ...row, email: '"x"@example.org' })).toBeNull();
    expect(t.deps.club.contactOf({ ...row, email: null })).toBeNull();
    await settings({ email: 'secretariat@example.org' });
    expect(await t.deps.club.mailSender()).toEqual({ name: 'Club de natation', replyTo: 'secretariat@example.org' });
    await settings({ email: null });
  });

  it('draws an SVG logo once as a PNG, kept until the logo changes', async () => {
    const admin = await t.staff(['ADMIN']);
    const upload = (content: Buffer | string, type: string) =>
      t.call({ method: 'PUT', url: '/api/club/logo', headers: { ...admin.headers, 'content-type': type }, payload: content });
    expect(await t.deps.club.logo()).toBeNull();

    expect((await upload(CLEAN_SVG, 'image/svg+xml')).statusCode).toBe(200);
    const drawn = (await t.deps.club.logo())!;
    expect(drawn.type).toBe('image/png');
    expect(drawn.content.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // 120 × 60 in the file: drawn SVG_RENDITION_HEIGHT high, in proportion.
    expect(drawn).toMatchObject({ width: 2 * SVG_RENDITION_HEIGHT, height: SVG_RENDITION_HEIGHT });
    expect((await t.deps.club.logo())!.content).toBe(drawn.content);

    const png = pngFile(40, 20);
    expect((await upload(png, 'image/png')).statusCode).toBe(200);
    const asIs = (await t.deps.club.logo())!;
    expect(asIs).toMatchObject({ type: 'image/png', width: 40, height: 20 });
    expect(asIs.content.equals(png)).toBe(true);

    expect((await t.call({ method: 'DELETE', url: '/api/club/logo', headers: admin.headers })).statusCode).toBe(204);
    expect(await t.deps.club.logo()).toBeNull();
  });
});
