import { CLUB_MSG, CLUB_TEXT_KEYS, MARKDOWN_MAX_LENGTH, type ClubText, type ClubTextSummary } from '@club/domain/club';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../../test/harness.js';
import { auditEntries } from '../../../test/audit.js';

describe('club legal texts: drafts, published versions, who may read and publish', () => {
  let t: TestApp;
  let admin: StaffMember;
  let otherAdmin: StaffMember;
  let coach: StaffMember;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
    otherAdmin = await t.staff(['ADMIN']);
    coach = await t.staff(['COACH']);
  });
  afterAll(() => t.close());

  const get = (url: string, who?: StaffMember) => t.call({ method: 'GET', url, headers: who?.headers ?? {} });
  const publish = (key: string, payload: Record<string, unknown>, who: StaffMember = admin) =>
    t.call({ method: 'PUT', url: `/api/club/texts/${key}`, headers: who.headers, payload });

  it('lists the five texts in order, each the draft shipped with the application until published', async () => {
    const response = await get('/api/club/texts', admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const texts = response.json<ClubTextSummary[]>();
    expect(texts.map((text) => text.key)).toEqual([...CLUB_TEXT_KEYS]);
    for (const text of texts) expect(text).toEqual({ key: text.key, version: null, publishedAt: null, publishedBy: null, draft: true });

    const privacy = (await get('/api/club/texts/privacy', admin)).json<ClubText>();
    expect(privacy).toMatchObject({ key: 'privacy', version: null, draft: true });
    expect(privacy.fr).toMatch(/^# Protection des données personnelles\n/);
    expect(privacy.fr).toContain('loi n° 1.565');
    expect(privacy.en).toMatch(/^# Personal data protection\n/);
    // Monaco law n° 1.565 of 3 December 2024 replaced law n° 1.165 of 23 December 1993: the notice names both.
    for (const notice of [privacy.fr, privacy.en]) {
      expect(notice).toMatch(/1\.565 (du|of) 3 (décembre|December) 2024/);
      expect(notice).toMatch(/1\.165 (du|of) 23 (décembre|December) 1993/);
    }
    const general = (await get('/api/club/texts/generalForm', admin)).json<ClubText>();
    expect(general.fr).toContain('## Assurance');
    expect(general.en).toContain('## Insurance');
    // No version exists yet.
    expect((await get('/api/club/texts/rules/versions', coach)).json()).toEqual([]);
    expect((await get('/api/club/texts/rules/versions/1', coach)).statusCode).toBe(404);
  });

  it('publishes versions 1 then 2, keeps version 1 readable, and records who published each', async () => {
    const first = await publish('rules', { fr: '# Règlement\n\nPremière rédaction.', en: '# Rules\n\nFirst wording.' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<ClubText>()).toEqual({
      key: 'rules',
      version: 1,
      publishedAt: t.clock.now().toISOString(),
      publishedBy: admin.login,
      draft: false,
      fr: '# Règlement\n\nPremière rédaction.',
      en: '# Rules\n\nFirst wording.',
    });
    // The same words again are a new version: that is how families are asked to accept it anew.
    expect(
      (await publish('rules', { fr: '# Règlement\n\nPremière rédaction.', en: '# Rules\n\nFirst wording.' })).json<ClubText>().version,
    ).toBe(2);
    const third = await publish('rules', { fr: '  # Règlement\n\nTroisième.  ', en: '# Rules\n\nThird.' }, otherAdmin);
    // Surrounding blanks are not part of the text.
    expect(third.json<ClubText>()).toMatchObject({ version: 3, fr: '# Règlement\n\nTroisième.', publishedBy: otherAdmin.login });

    expect((await get('/api/club/texts/rules', admin)).json<ClubText>()).toMatchObject({
      version: 3,
      draft: false,
      en: '# Rules\n\nThird.',
    });
    const versions = (await get('/api/club/texts/rules/versions', coach)).json<ClubTextSummary[]>();
    expect(versions.map((v) => [v.version, v.publishedBy])).toEqual([
      [3, otherAdmin.login],
      [2, admin.login],
      [1, admin.login],
    ]);
    expect((await get('/api/club/texts/rules/versions/1', coach)).json<ClubText>()).toMatchObject({
      version: 1,
      fr: '# Règlement\n\nPremière rédaction.',
    });
    expect((await get('/api/club/texts/rules/versions/4', coach)).statusCode).toBe(404);

    const summaries = (await get('/api/club/texts', admin)).json<ClubTextSummary[]>();
    expect(summaries.find((s) => s.key === 'rules')).toMatchObject({ version: 3, draft: false, publishedBy: otherAdmin.login });
    // The other texts are still their drafts.
    expect(summaries.filter((s) => s.draft).map((s) => s.key)).toEqual([
      'codeOfConduct',
      'guardianCodeOfConduct',
      'privacy',
      'generalForm',
    ]);

    const entries = await auditEntries(t, admin, 'CLUB_TEXT_PUBLISHED');
    expect(entries.map((entry) => [entry.details, entry.actor?.id, entry.targetType])).toEqual([
      [{ key: 'rules', version: 3 }, otherAdmin.id, 'CLUB'],
      [{ key: 'rules', version: 2 }, admin.id, 'CLUB'],
      [{ key: 'rules', version: 1 }, admin.id, 'CLUB'],
    ]);
  });

  it('gives every admin publishing at once a version of their own, numbered one after the other', async () => {
    const before = (await get('/api/club/texts/codeOfConduct/versions', admin)).json<ClubTextSummary[]>().length;
    const writers = [admin, otherAdmin, admin, otherAdmin, admin, otherAdmin, admin, otherAdmin];
    const responses = await Promise.all(
      writers.map((who, i) => publish('codeOfConduct', { fr: `# Charte\n\nVersion ${i}`, en: `# Code\n\nVersion ${i}` }, who)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(writers.map(() => 200));
    const numbers = responses.map((r) => r.json<ClubText>().version).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(numbers).toEqual(writers.map((_, i) => before + i + 1));
    // Each version holds the words of the publish that got its number.
    for (const response of responses) {
      const published = response.json<ClubText>();
      expect((await get(`/api/club/texts/codeOfConduct/versions/${published.version}`, coach)).json<ClubText>().fr).toBe(published.fr);
    }
    const audited = (await auditEntries(t, admin, 'CLUB_TEXT_PUBLISHED')).filter((entry) => entry.details?.key === 'codeOfConduct');
    expect(audited).toHaveLength(writers.length);
  });

  it('cannot store one number twice for a text, whatever the server does', async () => {
    const row = { key: 'generalForm', version: 1, fr: 'a', en: 'b', published_at: t.clock.now().toISOString(), published_by: admin.id };
    await t.deps.db.insertInto('club_texts').values(row).execute();
    await expect(t.deps.db.insertInto('club_texts').values(row).execute()).rejects.toThrow();
    await t.deps.db.deleteFrom('club_texts').where('key', '=', 'generalForm').execute();
  });

  it('refuses an empty or too long text with the field’s message, and publishes nothing', async () => {
    const count = async () => (await get('/api/club/texts/privacy/versions', admin)).json<unknown[]>().length;
    const before = await count();
    const empty = await publish('privacy', { fr: '', en: '# Notice' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { fr: CLUB_MSG.textMarkdown } });
    const blank = await publish('privacy', { fr: '# Avis', en: ' \n\t ' });
    expect(blank.json()).toMatchObject({ fields: { en: CLUB_MSG.textMarkdown } });
    const missing = await publish('privacy', { fr: '# Avis' });
    expect(missing.json()).toMatchObject({ fields: { en: CLUB_MSG.textMarkdown } });
    const tooLong = await publish('privacy', { fr: '# Avis', en: 'x'.repeat(MARKDOWN_MAX_LENGTH + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ fields: { en: CLUB_MSG.textTooLong } });
    expect((await publish('privacy', { fr: 'x'.repeat(MARKDOWN_MAX_LENGTH), en: '# Notice' })).statusCode).toBe(200);
    expect(await count()).toBe(before + 1);
    expect((await publish('bylaws', { fr: '# Statuts', en: '# Bylaws' })).statusCode).toBe(400);
    expect((await get('/api/club/texts/rules/versions/0', admin)).statusCode).toBe(400);
  });

  it('lets only admins publish and read the sources, any staff read the versions, nobody anonymous', async () => {
    const body = { fr: '# Règlement', en: '# Rules' };
    expect((await publish('rules', body, coach)).statusCode).toBe(403);
    expect((await get('/api/club/texts', coach)).statusCode).toBe(403);
    expect((await get('/api/club/texts/rules', coach)).statusCode).toBe(403);
    expect((await get('/api/club/texts/rules/versions', coach)).statusCode).toBe(200);
    expect((await get('/api/club/texts/rules/versions/1', coach)).statusCode).toBe(200);
    for (const url of ['/api/club/texts', '/api/club/texts/rules', '/api/club/texts/rules/versions', '/api/club/texts/rules/versions/1']) {
      expect((await get(url)).statusCode, url).toBe(401);
    }
    expect((await t.call({ method: 'PUT', url: '/api/club/texts/rules', payload: body })).statusCode).toBe(401);
    expect((await get('/api/club/texts/rules', admin)).json<ClubText>().fr).not.toBe('# Règlement');
  });
});
