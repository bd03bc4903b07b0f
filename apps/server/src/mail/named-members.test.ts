import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type Database } from '../db/database.js';
import { seedReferenceData } from '../db/seed-reference.js';
import { TestClock } from '../test/clock.js';
import { buildGroup, buildMember } from '../test/factories/index.js';
import { openTestDatabase } from '../test/test-database.js';
import { LinkSeal } from './link-seal.js';
import { nameSpans } from './named-members.js';
import { Outbox } from './outbox.js';

describe('nameSpans: the runs of words a name may equal', () => {
  it('keeps compound names as the text writes them, in lower case, and whole words only', () => {
    const spans = nameSpans('Bravo à Yann LE GOFF, Awa N’Diaye et Jean Dupont-Aignan !\nLéa\u00a0Martine');
    for (const name of ['yann', 'le goff', 'awa', "n'diaye", 'n’diaye', 'dupont-aignan', 'jean', 'léa martine', 'martine']) {
      expect(spans).toContain(name);
    }
    // "Martin" is not a word of "Martine"; a hyphen or an apostrophe is not a space.
    for (const name of ['martin', 'dupont aignan', 'n diaye', 'legoff', 'goff,']) expect(spans).not.toContain(name);
  });

  it('reads decomposed accents as the composed ones names are stored with', () => {
    expect(nameSpans('Éloïse'.normalize('NFD'))).toContain('éloïse');
  });
});

const sorted = (...values: (number | undefined)[]): number[] => values.map(Number).sort((a, b) => a - b);

describe('mails linked to the members they name, when queued (both databases)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let outbox: Outbox;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await migrateToLatest(database);
    const clock = new TestClock();
    await seedReferenceData(database.db, database.dialect, clock);
    outbox = new Outbox(clock, LinkSeal.fromSecret('a secret for the tests of named members'));
    const group = await buildGroup(database.db, { name: 'Benjamins' });
    const people: [string, string, string][] = [
      ['lea', 'Léa', 'Martin'],
      ['martine', 'Martine', 'Petit'],
      ['yann', 'Yann', 'Le Goff'],
      ['awa', 'Awa', "N'Diaye"],
      ['jean', 'Jean', 'Dupont-Aignan'],
      ['marieClaire', 'Marie-Claire', 'Durand'],
    ];
    for (const [key, firstName, lastName] of people) ids[key] = await buildMember(database.db, { firstName, lastName, groupId: group });
  });
  afterAll(async () => drop());

  const linked = async (text: string, subject = 'Nouvelles'): Promise<number[]> => {
    const id = await outbox.queue(database.db, { kind: 'GROUP_MAIL', to: ['club@example.org'], subject, text, language: 'fr' });
    const rows = await database.db.selectFrom('mail_members').select('member_id').where('mail_id', '=', id!).orderBy('member_id').execute();
    return rows.map((r) => r.member_id);
  };

  it('links a free-text mail to the child it names, in any case, and not to a name inside another word', async () => {
    expect(await linked('Bravo à léa MARTIN pour sa médaille')).toEqual([ids.lea]);
    expect(await linked('Bravo', 'Léa Martin')).toEqual([ids.lea]);
    // "Martine" does not name "Martin": Léa Martin's family must not see this mail in its export.
    expect(await linked('Bravo à Léa et à Martine')).toEqual([]);
    expect(await linked('Bravo à Martine Petit')).toEqual([ids.martine]);
    expect(await linked('Léane Martinez a gagné')).toEqual([]);
  });

  it('finds compound names: spaces, apostrophes of either kind, hyphens', async () => {
    expect(await linked('Yann\nLe  Goff sera absent')).toEqual([ids.yann]);
    expect(await linked('Yann Legoff')).toEqual([]);
    expect(await linked('Awa N’Diaye est convoquée')).toEqual([ids.awa]);
    expect(await linked('Jean Dupont-Aignan, Marie-Claire DURAND')).toEqual(sorted(ids.jean, ids.marieClaire));
    expect(await linked('Claire Durand, Jean Dupont')).toEqual([]);
  });

  it('keeps the ids its caller gives, and links each member once', async () => {
    const id = await outbox.queue(database.db, {
      kind: 'TEST_CONVOCATION',
      to: ['parents@example.com'],
      subject: 'Convocation de Léa Martin',
      text: 'Léa Martin et Awa sont convoquées',
      language: 'fr',
      memberIds: [ids.lea!, ids.awa!],
    });
    const rows = await database.db.selectFrom('mail_members').select('member_id').where('mail_id', '=', id!).orderBy('member_id').execute();
    expect(rows.map((r) => r.member_id)).toEqual(sorted(ids.lea, ids.awa));
  });

  it('reads the members once per distinct text in a bulk send, whatever the number of families', async () => {
    let memberReads = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        if (args.node.kind === 'SelectQueryNode' && JSON.stringify(args.node).includes('"members"')) memberReads += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const text = 'Bravo à Yann Le Goff et à toute l’équipe des Benjamins. '.repeat(20);
    const mails = await database.db.transaction().execute(async (trx) => {
      const counted = trx.withPlugin(counter);
      const out: number[] = [];
      for (let family = 0; family < 300; family += 1) {
        const subject = family % 2 === 0 ? 'Bravo' : 'Bravo !';
        out.push((await outbox.queue(counted, { kind: 'GROUP_MAIL', to: [`f${family}@example.com`], subject, text, language: 'fr' }))!);
      }
      return out;
    });
    // Two distinct texts (two subjects): two reads of the members for 300 mails.
    expect(memberReads).toBe(2);
    const links = await database.db.selectFrom('mail_members').select(['mail_id', 'member_id']).where('mail_id', 'in', mails).execute();
    expect(links).toHaveLength(300);
    expect(new Set(links.map((l) => l.member_id))).toEqual(new Set([ids.yann]));
  });
});
