import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CACHE_MAX_AGE_MS, DataChanges } from '../../db/data-changes.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { clubNameOf } from '../subscriptions/mails.js';
import { ClubIdentity, currentClubName, nameInMailFrom, serveClubIdentity } from './identity.js';

const log = pino({ level: 'silent' });

describe('the club’s name for code that only has MAIL_FROM', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rename = (name: string | null) => t.deps.db.updateTable('club_settings').set({ name }).execute();

  it('reads MAIL_FROM’s display name as before, until the settings name the club', () => {
    expect(nameInMailFrom('"Natation Club Fontvieille" <secretariat@ncf.mc>')).toBe('Natation Club Fontvieille');
    expect(nameInMailFrom('no-reply@club.local')).toBe('Club de natation');
    expect(clubNameOf(t.deps.config.mailFrom)).toBe('Club de natation');
  });

  it('follows a change of the settings written here', async () => {
    await rename('Cercle des Nageurs');
    await vi.waitFor(() => expect(clubNameOf(t.deps.config.mailFrom)).toBe('Cercle des Nageurs'));
    await rename(null);
    await vi.waitFor(() => expect(clubNameOf(t.deps.config.mailFrom)).toBe('Club de natation'));
  });

  it('sees a change made by another server once the settings read are CACHE_MAX_AGE_MS old', async () => {
    // Another server's writes are not counted here: the data version does not move.
    const unmoved = new DataChanges();
    const identity = new ClubIdentity({ db: t.deps.db, changes: unmoved, clock: t.clock, mailFrom: 'Autre club <x@example.org>', log });
    expect(await identity.name()).toBe('Autre club');
    await rename('Nageurs de Fontvieille');
    expect(await identity.name()).toBe('Autre club');
    t.clock.advance(CACHE_MAX_AGE_MS + 1);
    expect(await identity.name()).toBe('Nageurs de Fontvieille');
    await rename(null);
  });

  it('names no club once its app has closed: MAIL_FROM’s name again', async () => {
    const mailFrom = 'Club fermé <x@example.org>';
    const identity = new ClubIdentity({ db: t.deps.db, changes: t.deps.changes, clock: t.clock, mailFrom, log });
    await rename('Nom des réglages');
    await identity.settings();
    const stop = serveClubIdentity(mailFrom, identity);
    expect(currentClubName(mailFrom)).toBe('Nom des réglages');
    stop();
    expect(currentClubName(mailFrom)).toBe('Club fermé');
    await rename(null);
  });
});
