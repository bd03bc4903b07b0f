import { PRIVACY_NOTICE_VERSION } from '@club/domain';
import type { FormPrivacy, TextAcceptance, TextAcceptances } from '@club/domain/club';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffMember, type TestApp } from '../../../test/harness.js';
import { pdfToText, validForm } from '../../subscriptions/test-data.js';
import { buildLinkedSubscription, type LinkedSubscription } from '../../../test/factories/index.js';

interface Detail {
  privacy: TextAcceptance | null;
  acceptances: TextAcceptances;
}

describe('club legal texts in use: the family’s form, its acceptances and the PDFs', () => {
  let t: TestApp;
  let admin: StaffMember;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.staff(['ADMIN']);
  });
  afterAll(() => t.close());

  const publish = async (key: string, fr: string, en: string) => {
    const response = await t.call({ method: 'PUT', url: `/api/club/texts/${key}`, headers: admin.headers, payload: { fr, en } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ version: number }>().version;
  };
  const pdf = async (url: string) => {
    const response = await t.call({ method: 'GET', url });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    return pdfToText(response.rawPayload);
  };
  const resumePrivacy = async (s: LinkedSubscription) =>
    (await t.call({ method: 'GET', url: `/api/subscription/resume?token=${encodeURIComponent(s.token)}` })).json<{ privacy: FormPrivacy }>()
      .privacy;
  const submit = async (s: LinkedSubscription, extra: Record<string, unknown> = {}) => {
    const response = await t.call({ method: 'POST', url: '/api/subscription/', payload: validForm(s, extra) });
    expect(response.statusCode, response.body).toBe(200);
  };
  const detail = async (s: LinkedSubscription) =>
    (await t.call({ method: 'GET', url: `/api/subscription/student/${s.memberId}`, headers: admin.headers })).json<Detail>();
  const renewalAcceptances = { rulesAccepted: true, codeOfConductAccepted: true, guardianCodeOfConductAccepted: true };

  it('stores the drafts’ labels while nothing is published, the privacy notice’s as before', async () => {
    const renewal = await buildLinkedSubscription(t.deps.db, { isNew: false });
    const privacy = await resumePrivacy(renewal);
    expect(privacy.version).toBe(PRIVACY_NOTICE_VERSION);
    expect(privacy.texts.fr).toMatchObject({
      key: 'privacy',
      versionLabel: PRIVACY_NOTICE_VERSION,
      title: 'Protection des données personnelles',
    });
    expect(privacy.texts.en.title).toBe('Personal data protection');
    expect(JSON.stringify(privacy.texts.fr.blocks)).toContain('loi n° 1.565');

    await submit(renewal, renewalAcceptances);
    const stored = await t.deps.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', renewal.subscriptionId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      privacy_version: PRIVACY_NOTICE_VERSION,
      rules_version: 'draft',
      code_of_conduct_version: 'draft',
      guardian_code_of_conduct_version: 'draft',
    });
    const { privacy: accepted, acceptances } = await detail(renewal);
    expect(accepted).toEqual({
      version: PRIVACY_NOTICE_VERSION,
      published: null,
      acceptedAt: t.clock.now().toISOString(),
      acceptedBy: 'GUARDIAN Claire Martin',
      current: true,
    });
    expect(acceptances.rules).toMatchObject({ version: 'draft', published: null, current: true, acceptedBy: 'GUARDIAN Claire Martin' });

    // A first subscription accepts the privacy notice only.
    const first = await buildLinkedSubscription(t.deps.db);
    await submit(first);
    expect((await detail(first)).acceptances).toEqual({ rules: null, codeOfConduct: null, guardianCodeOfConduct: null });
  });

  it('gives the family’s form the published privacy notice in both languages, parsed, never as markup', async () => {
    await publish(
      'privacy',
      '# Vos données\n\nLe club garde **peu** de données : *zéphyrin*.\n\n<script>alert(1)</script>\n\n- accès\n- effacement',
      '# Your data\n\nThe club keeps **little** data: *zephyrine*.',
    );
    const s = await buildLinkedSubscription(t.deps.db);
    const privacy = await resumePrivacy(s);
    expect(privacy.version).toBe('1');
    expect(privacy.texts.fr).toEqual({
      key: 'privacy',
      versionLabel: '1',
      title: 'Vos données',
      blocks: [
        {
          type: 'paragraph',
          inlines: [
            { text: 'Le club garde ' },
            { text: 'peu', strong: true },
            { text: ' de données : ' },
            { text: 'zéphyrin', em: true },
            { text: '.' },
          ],
        },
        { type: 'paragraph', inlines: [{ text: '<script>alert(1)</script>' }] },
        { type: 'list', ordered: false, start: 1, items: [[{ text: 'accès' }], [{ text: 'effacement' }]] },
      ],
    });
    expect(privacy.texts.en).toMatchObject({ title: 'Your data', versionLabel: '1' });
    expect(JSON.stringify(privacy.texts.en.blocks)).toContain('zephyrine');
  });

  it('keeps what an acceptance named after a newer version is published, and says it is not the current one', async () => {
    const renewal = await buildLinkedSubscription(t.deps.db, { isNew: false });
    const rulesVersion = await publish('rules', '# Règlement\n\nMot unique : *pamplemousse*.', '# Rules\n\nUnique word: *grapefruit*.');
    await submit(renewal, renewalAcceptances);
    const before = await detail(renewal);
    expect(before.privacy).toMatchObject({ version: '1', published: 1, current: true });
    expect(before.acceptances.rules).toMatchObject({ version: String(rulesVersion), published: rulesVersion, current: true });
    expect(before.acceptances.codeOfConduct).toMatchObject({ version: 'draft', published: null, current: true });

    await publish('privacy', '# Vos données\n\nDeuxième version : *quetsche*.', '# Your data\n\nSecond version: *damson*.');
    await publish('rules', '# Règlement\n\nNouveau mot : *mirabelle*.', '# Rules\n\nNew word: *plum*.');
    const after = await detail(renewal);
    expect(after.privacy).toMatchObject({ version: '1', published: 1, current: false });
    expect(after.acceptances.rules).toMatchObject({ version: String(rulesVersion), published: rulesVersion, current: false });

    // Its PDFs print the versions it accepted: what the family signs is what it accepted.
    const form = await pdf(`/api/subscription/${renewal.subscriptionId}/subscriptionForm?token=${renewal.token}`);
    expect(form).toContain('Vos données');
    expect(form).toContain('zéphyrin');
    expect(form).not.toContain('quetsche');
    expect(form).toContain("Notice d'information (version 1) acceptée en ligne");
    const rules = await pdf(`/api/subscription/${renewal.subscriptionId}/rules?token=${renewal.token}`);
    expect(rules).toContain('pamplemousse');
    expect(rules).not.toContain('mirabelle');

    // A form sent now accepts the versions in force.
    const later = await buildLinkedSubscription(t.deps.db, { isNew: false });
    expect((await resumePrivacy(later)).version).toBe('2');
    await submit(later, renewalAcceptances);
    const latest = await detail(later);
    expect(latest.privacy).toMatchObject({ version: '2', published: 2, current: true });
    expect(latest.acceptances.rules).toMatchObject({ version: String(rulesVersion + 1), current: true });
    expect(await pdf(`/api/subscription/${later.subscriptionId}/rules?token=${later.token}`)).toContain('mirabelle');
  });

  it('prints each publish in the next blank PDF, in both languages, with its signature line', async () => {
    await publish('rules', '# Règlement du club\n\nPremier mot : **ornithorynque**.', '# Club rules\n\nFirst word: **platypus**.');
    const french = await pdf('/api/subscription/document/rules?lang=fr');
    expect(french).toContain('Règlement du club');
    expect(french).toContain('ornithorynque');
    expect(french).not.toContain('**');
    expect(french).toContain('Lu et approuvé, date et signature du membre');
    const english = await pdf('/api/subscription/document/rules?lang=en');
    expect(english).toContain('platypus');
    expect(english).toContain('Read and approved');

    await publish('rules', '# Règlement du club\n\nSecond mot : *tamanoir*.', '# Club rules\n\nSecond word: *anteater*.');
    expect(await pdf('/api/subscription/document/rules?lang=fr')).toContain('tamanoir');
    expect(await pdf('/api/subscription/document/rules?lang=en')).toContain('anteater');

    // The general form is the checklist's asmPdf document.
    await publish('generalForm', 'Sans titre : *kinkajou*.', 'No title: *kinkajou*.');
    const general = await pdf('/api/subscription/document/asmPdf?lang=fr');
    expect(general).toContain("Formulaire général de l'association");
    expect(general).toContain('kinkajou');
  });

  it('prints HTML and scripts of a text as the characters typed, never as markup', async () => {
    await publish(
      'codeOfConduct',
      '# Charte\n\n<b>gras ?</b> <script>alert("x")</script>\n\n<div onclick="evil()">bloc</div>\n\n[lien](javascript:alert(1)) et [site](https://club.example)',
      '# Code\n\n<img src=x onerror=alert(1)>',
    );
    const text = await pdf('/api/subscription/document/codeOfConduct?lang=fr');
    expect(text).toContain('<b>gras ?</b> <script>alert("x")</script>');
    expect(text).toContain('<div onclick="evil()">bloc</div>');
    // An unsafe link is its text alone; a web address is printed after its text.
    expect(text).toContain('lien et site (https://club.example)');
    expect(text).not.toContain('javascript:');
    expect(await pdf('/api/subscription/document/codeOfConduct?lang=en')).toContain('<img src=x onerror=alert(1)>');
  });

  it('never gives a family the PDFs or acceptances of another family', async () => {
    const mine = await buildLinkedSubscription(t.deps.db, { isNew: false });
    const theirs = await buildLinkedSubscription(t.deps.db, { isNew: false });
    await submit(theirs, renewalAcceptances);
    for (const document of ['rules', 'subscriptionForm']) {
      const response = await t.call({ method: 'GET', url: `/api/subscription/${theirs.subscriptionId}/${document}?token=${mine.token}` });
      expect(response.statusCode, document).toBe(404);
    }
    // The form's data carries the club's notice, nothing of the other family's acceptance.
    const resume = (await t.call({ method: 'GET', url: `/api/subscription/resume?token=${encodeURIComponent(mine.token)}` })).body;
    expect(resume).not.toContain('Claire');
  });
});
