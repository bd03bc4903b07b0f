import { Faker, base, fr } from '@faker-js/faker';
import { baseLogin, isMinor, type Role, uniqueLogin } from '@club/domain';
import type { Insertable, Kysely } from 'kysely';
import { hashPassword } from '../../auth/passwords.js';
import type { Clock } from '../../lib/clock.js';
import type { DialectName } from '../dialect.js';
import { chunks, noneSectionId, systemGroupId } from '../system-records.js';
import type { DB, MemberTable } from '../types.js';
import { CITIES, GROUPS, NATIONALITIES, SCHOOLS, SECTIONS, schoolLevel, type GroupTemplate } from './catalog.js';
import { addressComplement, BIRTH_PLACES, dayIn, EmailFactory, phoneNumber, slug, streetAddress } from './people.js';
import { seedDemoPlaces } from './places.js';
import { seedDemoSessions } from './sessions.js';
import { seedDemoTryouts } from './tryouts.js';

/** The password of every demo staff account; they need not change it. */
export const DEMO_PASSWORD = 'demo-password';

export interface DemoOptions {
  members: number;
  groups: number;
  staff: number;
  /** Same seed, same club. */
  seed: number;
  /** Seed even though the database already holds members. */
  force?: boolean;
}

export const DEMO_DEFAULTS: DemoOptions = { members: 600, groups: 40, staff: 25, seed: 42 };

export interface DemoStaff {
  login: string;
  firstName: string;
  lastName: string;
  roles: Role[];
}

export interface DemoSummary {
  season: string;
  sections: number;
  groups: number;
  subGroups: number;
  staff: DemoStaff[];
  members: number;
  guardians: number;
  subscriptions: number;
  tests: number;
  timeSlots: number;
  sessions: number;
  /** The club's places added (none when it had some already). */
  places: number;
}

/** The database already holds members and `force` was not given. */
export class DemoSeedRefused extends Error {}

/** Rows per multi-row insert: members have about 30 columns, far below every parameter limit. */
const BATCH = 400;
const MIN_BIRTH_YEAR = 1941;
const MAX_BIRTH_YEAR = 2021;

type NewMember = Insertable<MemberTable>;

const SUBSCRIPTION_STATES = [
  { value: 'SCHEDULED', weight: 15 },
  { value: 'STARTED', weight: 20 },
  { value: 'MISSING_DOC', weight: 20 },
  { value: 'DONE', weight: 45 },
];

/** Splits `total` by weights, the largest remainders getting the leftovers. */
const apportion = (total: number, weights: readonly number[]): number[] => {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (sum === 0 ? 0 : (total * w) / sum));
  const counts = exact.map(Math.floor);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest);
  const missing = total - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; i < missing; i += 1) counts[order[i % order.length]!.index]! += 1;
  return counts;
};

/**
 * Roles by position: admins first, a manager per section, then coaches (every role present from
 * 3 staff). A section's manager is one of its coaches, as the sections screen requires.
 */
const rolesOf = (index: number, staff: number, managers: number): Role[] => {
  const admins = staff >= 10 ? 2 : 1;
  if (index < admins) return ['ADMIN'];
  if (index < admins + managers) return ['SECTION_MANAGER', 'COACH'];
  return ['COACH'];
};

/** The templates of `count` groups, taken across the sections in turn so that a small club still has them all. */
const pickTemplates = (count: number): { template: GroupTemplate; copy: number }[] => {
  const bySection = SECTIONS.map((s) => GROUPS.filter((g) => g.section === s.key));
  const ordered: GroupTemplate[] = [];
  for (let i = 0; ordered.length < GROUPS.length; i += 1) {
    for (const list of bySection) if (list[i] !== undefined) ordered.push(list[i]!);
  }
  return Array.from({ length: count }, (_, i) => ({ template: ordered[i % ordered.length]!, copy: Math.floor(i / ordered.length) }));
};

const shirtLabel = (age: number, faker: Faker): string => {
  if (age <= 6) return '6 ans';
  if (age <= 8) return '8 ans';
  if (age <= 10) return '10 ans';
  if (age <= 12) return '12 ans';
  if (age <= 14) return '14 ans';
  return faker.helpers.weightedArrayElement([
    { value: 'XS', weight: 1 },
    { value: 'S', weight: 3 },
    { value: 'M', weight: 4 },
    { value: 'L', weight: 3 },
    { value: 'XL', weight: 2 },
    { value: 'XXL', weight: 1 },
  ]);
};

/** Inserted ids come back in insertion order once sorted: one statement numbers its rows in order. */
const sortedIds = (rows: { id: number }[]): number[] => rows.map((r) => r.id).sort((a, b) => a - b);

/**
 * Fills the database with a realistic club (docs/product.md#data): sections, groups with
 * prices, coaches and e-mail lists, staff with every role, members with French names and birth
 * dates that fit their groups, guardians for minors, sub-groups, next-year possibilities, and a
 * subscription of the current season for everyone. One transaction, batched inserts.
 * The bench reuses it with bigger numbers.
 */
export const seedDemoClub = async (
  db: Kysely<DB>,
  _dialect: DialectName,
  clock: Clock,
  options: DemoOptions = DEMO_DEFAULTS,
): Promise<DemoSummary> => {
  const { members: memberCount, groups: groupCount, staff: staffCount } = options;
  if (!Number.isInteger(memberCount) || memberCount < 0) throw new Error('members must be a whole number, 0 or more');
  if (!Number.isInteger(groupCount) || groupCount < 1) throw new Error('groups must be at least 1');
  if (!Number.isInteger(staffCount) || staffCount < 3) throw new Error('staff must be at least 3 (one per role)');
  const existing = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0 && options.force !== true) {
    throw new DemoSeedRefused(`The database already holds ${Number(existing.n)} members: run with --force to add the demo club anyway.`);
  }

  const faker = new Faker({ locale: [fr, base] });
  faker.seed(options.seed);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = clock.now();
  const nowIso = now.toISOString();
  const emails = new EmailFactory(faker);

  return db.transaction().execute(async (trx) => {
    const season = await trx.selectFrom('seasons').selectAll().where('is_current', '=', 1).executeTakeFirst();
    if (season === undefined) throw new Error('No current season: seed the reference data first');
    const seasonYear = Number(season.start_date.slice(0, 4));
    const seasonStart = new Date(`${season.start_date}T08:00:00.000Z`);
    const typeIds = new Map((await trx.selectFrom('types').select(['id', 'code']).execute()).map((t) => [t.code, t.id]));
    const sizeIds = new Map((await trx.selectFrom('shirt_sizes').select(['id', 'label']).execute()).map((s) => [s.label, s.id]));
    const shortIds = new Map((await trx.selectFrom('short_sizes').select(['id', 'label']).execute()).map((s) => [s.label, s.id]));
    const removedGroupId = await systemGroupId(trx, 'REMOVED');
    const noneGroupId = await systemGroupId(trx, 'NONE');
    await noneSectionId(trx);

    // Staff.
    const pickedTemplates = pickTemplates(groupCount);
    const usedSections = SECTIONS.filter((s) => pickedTemplates.some((p) => p.template.section === s.key));
    const managerCount = Math.max(1, Math.min(usedSections.length, Math.floor(staffCount / 5)));
    const logins = new Set((await trx.selectFrom('users').select('login').execute()).map((u) => u.login));
    const staff: (DemoStaff & { id: number })[] = [];
    for (let i = 0; i < staffCount; i += 1) {
      const sex = faker.helpers.arrayElement(['female', 'male'] as const);
      const firstName = faker.person.firstName(sex);
      const lastName = faker.person.lastName();
      const login = uniqueLogin(baseLogin(firstName, lastName), logins);
      logins.add(login);
      const roles = rolesOf(i, staffCount, managerCount);
      const user = await trx
        .insertInto('users')
        .values({
          first_name: firstName,
          last_name: lastName,
          login,
          password_hash: passwordHash,
          must_change_password: 0,
          language: null,
          created_at: nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      staff.push({ id: user.id, login, firstName, lastName, roles });
    }
    const roleIds = new Map((await trx.selectFrom('roles').select(['id', 'name']).execute()).map((r) => [r.name, r.id]));
    await trx
      .insertInto('user_roles')
      .values(staff.flatMap((s) => s.roles.map((role) => ({ user_id: s.id, role_id: roleIds.get(role)! }))))
      .execute();
    const managers = staff.filter((s) => s.roles.includes('SECTION_MANAGER'));
    const coaches = staff.filter((s) => s.roles.includes('COACH'));

    // Sections, each with a manager; an existing section of the same name is reused (--force).
    const sectionIds = new Map<string, number>();
    const coachesBySection = new Map<string, typeof coaches>();
    for (const [index, template] of usedSections.entries()) {
      const found = await trx.selectFrom('sections').select('id').where('name', '=', template.name).executeTakeFirst();
      const manager = managers[index % managers.length]!;
      const id =
        found?.id ??
        (await trx.insertInto('sections').values({ name: template.name, manager_id: manager.id }).returning('id').executeTakeFirstOrThrow())
          .id;
      sectionIds.set(template.key, id);
      coachesBySection.set(template.key, []);
    }
    coaches.forEach((coach, index) => {
      const own = managers.findIndex((m) => m.id === coach.id);
      const key = usedSections[(own >= 0 ? own : index) % usedSections.length]!.key;
      coachesBySection.get(key)!.push(coach);
    });

    // Groups with their coaches and e-mail lists.
    const groupNames = new Set((await trx.selectFrom('groups').select('name').execute()).map((g) => g.name.toLowerCase()));
    interface DemoGroup {
      id: number;
      template: GroupTemplate;
      coachIds: number[];
      next: number[];
    }
    const groups: DemoGroup[] = [];
    for (const { template, copy } of pickedTemplates) {
      let name = template.name.replace('{years}', `${seasonYear - template.maxAge}-${seasonYear - template.minAge}`);
      if (copy > 0) name = `${name} ${copy + 1}`;
      const wanted = name;
      for (let n = 2; groupNames.has(name.toLowerCase()); n += 1) name = `${wanted} ${n}`;
      groupNames.add(name.toLowerCase());
      const pool = coachesBySection.get(template.section)!;
      const candidates = pool.length > 0 ? pool : coaches;
      const coachIds = faker.helpers.arrayElements(candidates, { min: 1, max: Math.min(2, candidates.length) }).map((c) => c.id);
      const list = [`${slug(name)}@example.org`];
      if (faker.datatype.boolean(0.4)) list.push(`${template.section.replace(/[^a-z]/g, '')}@example.org`);
      const price = Math.round(template.price * 100);
      const group = await trx
        .insertInto('groups')
        .values({
          name,
          price_cents: price,
          resub_price_cents: Math.max(0, price - faker.helpers.arrayElement([0, 1000, 2000, 3000])),
          section_id: sectionIds.get(template.section)!,
          pack_id: template.packId,
          type_id: typeIds.get(template.type) ?? null,
          ffn_license: template.ffnLicense === true ? 1 : 0,
          should_receive_sub_mail: template.type === 'OFFICIALS' ? 0 : 1,
          email_list: list.join(','),
          sports_code_of_conduct: template.noSportsCodeOfConduct === true ? 0 : 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('group_coaches')
        .values(coachIds.map((user_id) => ({ group_id: group.id, user_id })))
        .execute();
      groups.push({ id: group.id, template, coachIds, next: [] });
    }

    // Next year: the same group, or the next one up in the same section and type.
    for (const group of groups) {
      const older = groups
        .filter(
          (g) =>
            g.template.section === group.template.section &&
            g.template.type === group.template.type &&
            g.template.minAge > group.template.minAge,
        )
        .sort((a, b) => a.template.minAge - b.template.minAge)[0];
      group.next = older === undefined ? [group.id] : [group.id, older.id];
      await trx
        .insertInto('group_next')
        .values(group.next.map((possible_group_id) => ({ group_id: group.id, possible_group_id })))
        .execute();
    }

    // Members, shared out by the groups' weights; a few left the club or wait for a test.
    const leftCount = memberCount >= 100 ? Math.round(memberCount * 0.015) : 0;
    const waitingCount = memberCount >= 100 ? Math.round(memberCount * 0.01) : 0;
    const perGroup = apportion(
      memberCount - leftCount - waitingCount,
      groups.map((g) => g.template.weight),
    );
    const placements: { group: DemoGroup | null; groupId: number; template: GroupTemplate }[] = [];
    groups.forEach((group, index) => {
      for (let i = 0; i < perGroup[index]!; i += 1) placements.push({ group, groupId: group.id, template: group.template });
    });
    for (let i = 0; i < leftCount + waitingCount; i += 1) {
      placements.push({
        group: null,
        groupId: i < leftCount ? removedGroupId : noneGroupId,
        template: faker.helpers.arrayElement(groups).template,
      });
    }

    interface GuardianDraft {
      first_name: string;
      last_name: string;
      email: string;
      phone_number: string;
      secondary_email: string | null;
      secondary_phone_number: string | null;
      language: string;
      created_at: string;
    }
    const guardianDrafts: GuardianDraft[] = [];
    const memberDrafts: {
      row: NewMember & { group_id: number };
      guardianIndex: number | null;
      group: DemoGroup | null;
      minor: boolean;
    }[] = [];
    let lastFamily: number | null = null;
    for (const placement of placements) {
      const { template } = placement;
      const age = faker.number.int({ min: template.minAge, max: template.maxAge });
      const year = Math.min(MAX_BIRTH_YEAR, Math.max(MIN_BIRTH_YEAR, seasonYear - age));
      const birthDate = dayIn(faker, year);
      const minor = isMinor(birthDate, now);
      const female =
        template.name.includes('féminines') || (template.section === 'synchro' ? faker.datatype.boolean(0.9) : faker.datatype.boolean(0.5));
      const firstName = faker.person.firstName(female ? 'female' : 'male');
      let lastName = faker.person.lastName();
      const home = faker.helpers.arrayElement(CITIES);
      let guardianIndex: number | null = null;
      if (minor) {
        if (lastFamily !== null && faker.datatype.boolean(0.2)) {
          // A brother or sister of the previous child.
          guardianIndex = lastFamily;
          lastName = guardianDrafts[lastFamily]!.last_name;
        } else {
          const parentFirst = faker.person.firstName(faker.helpers.arrayElement(['female', 'male'] as const));
          const parentLast = faker.datatype.boolean(0.85) ? lastName : faker.person.lastName();
          guardianDrafts.push({
            first_name: parentFirst,
            last_name: parentLast,
            email: emails.make(parentFirst, parentLast),
            phone_number: phoneNumber(faker),
            secondary_email: faker.datatype.boolean(0.3) ? emails.make(faker.person.firstName(), parentLast) : null,
            secondary_phone_number: faker.datatype.boolean(0.25) ? phoneNumber(faker) : null,
            language: faker.datatype.boolean(0.88) ? 'fr' : 'en',
            created_at: nowIso,
          });
          guardianIndex = guardianDrafts.length - 1;
        }
        lastFamily = guardianIndex;
      }
      const language = guardianIndex === null ? (faker.datatype.boolean(0.88) ? 'fr' : 'en') : guardianDrafts[guardianIndex]!.language;
      const size = shirtLabel(age, faker);
      const withSecond = minor && faker.datatype.boolean(0.25);
      memberDrafts.push({
        row: {
          first_name: firstName,
          last_name: lastName,
          gender: female ? 'F' : 'M',
          birth_date: birthDate,
          birth_place: faker.helpers.arrayElement(BIRTH_PLACES),
          nationality: faker.helpers.weightedArrayElement(NATIONALITIES),
          instagram_handle:
            age > 13 && faker.datatype.boolean(0.25) ? `${slug(firstName)}.${slug(lastName)}${faker.string.numeric(2)}` : null,
          school: minor ? faker.helpers.arrayElement(SCHOOLS) : null,
          school_level: minor ? schoolLevel(age) : null,
          shirt_size_id: sizeIds.get(size) ?? null,
          short_size_id: shortIds.get(size) ?? null,
          email: minor
            ? age >= 15 && faker.datatype.boolean(0.3)
              ? emails.make(firstName, lastName)
              : null
            : emails.make(firstName, lastName),
          phone_number: minor && age < 15 ? null : phoneNumber(faker),
          address: streetAddress(faker),
          address_comp: addressComplement(faker),
          zip_code: home.zipCode,
          city: home.city,
          country: home.country,
          second_guardian_email: withSecond ? emails.make(faker.person.firstName(), lastName) : null,
          second_guardian_phone: withSecond ? phoneNumber(faker) : null,
          group_id: placement.groupId,
          next_year_group_id: null,
          language,
          left_at: placement.groupId === removedGroupId ? faker.date.between({ from: seasonStart, to: now }).toISOString() : null,
          created_at: nowIso,
          updated_at: nowIso,
        },
        guardianIndex,
        group: placement.group,
        minor,
      });
    }

    const guardianIds: number[] = [];
    for (const part of chunks(guardianDrafts, BATCH)) {
      guardianIds.push(...sortedIds(await trx.insertInto('guardians').values(part).returning('id').execute()));
    }

    // Sub-groups of the big groups, coached by the group's coaches.
    const subGroupsByGroup = new Map<number, number[]>();
    let subGroupCount = 0;
    for (const group of groups) {
      const names = group.template.subGroups ?? [];
      const size = memberDrafts.filter((m) => m.group === group).length;
      if (names.length === 0 || size < names.length * 3) continue;
      const ids: number[] = [];
      for (const name of names) {
        const sub = await trx.insertInto('sub_groups').values({ group_id: group.id, name }).returning('id').executeTakeFirstOrThrow();
        await trx
          .insertInto('sub_group_coaches')
          .values({ sub_group_id: sub.id, user_id: faker.helpers.arrayElement(group.coachIds) })
          .execute();
        ids.push(sub.id);
      }
      subGroupsByGroup.set(group.id, ids);
      subGroupCount += ids.length;
    }

    const memberRows = memberDrafts.map((draft): NewMember => {
      const subGroups = draft.group === null ? undefined : subGroupsByGroup.get(draft.group.id);
      const next = draft.group?.next ?? [];
      return {
        ...draft.row,
        guardian_id: draft.guardianIndex === null ? null : guardianIds[draft.guardianIndex]!,
        sub_group_id: subGroups !== undefined && faker.datatype.boolean(0.85) ? faker.helpers.arrayElement(subGroups) : null,
        next_year_group_id: next.length > 0 && faker.datatype.boolean(0.4) ? faker.helpers.arrayElement(next) : null,
      };
    });
    const memberIds: number[] = [];
    for (const part of chunks(memberRows, BATCH)) {
      memberIds.push(...sortedIds(await trx.insertInto('members').values(part).returning('id').execute()));
    }

    // A subscription of the current season for everyone, in every state.
    const processors = staff.filter((s) => s.roles.includes('ADMIN') || s.roles.includes('SECTION_MANAGER'));
    const subscriptionRows = memberDrafts.map((draft, index) => {
      const state = faker.helpers.weightedArrayElement(SUBSCRIPTION_STATES);
      const done = state === 'DONE';
      const checked = (probability: number) => (done || (state === 'MISSING_DOC' && faker.datatype.boolean(probability)) ? 1 : 0);
      const createdAt = faker.date
        .between({ from: seasonStart < now ? seasonStart : new Date(now.getTime() - 86_400_000), to: now })
        .toISOString();
      return {
        member_id: memberIds[index]!,
        season_id: season.id,
        group_id: draft.row.group_id,
        state,
        is_new: faker.datatype.boolean(0.3) ? 1 : 0,
        subscription_form: state === 'SCHEDULED' ? 0 : 1,
        rules: checked(0.8),
        id_photo: checked(0.7),
        asm_pdf: checked(0.7),
        medical_certificate: state === 'MISSING_DOC' ? 0 : checked(1),
        payment: checked(0.5),
        ffn_license: draft.group?.template.ffnLicense === true ? checked(0.6) : 0,
        code_of_conduct: checked(0.8),
        guardian_code_of_conduct: draft.minor ? checked(0.8) : 0,
        process_date: done ? createdAt : null,
        created_at: createdAt,
        updated_at: createdAt,
      };
    });
    const subscriptionIds: number[] = [];
    for (const part of chunks(subscriptionRows, BATCH)) {
      subscriptionIds.push(...sortedIds(await trx.insertInto('subscriptions').values(part).returning('id').execute()));
    }
    const changes = subscriptionRows.flatMap((row, index) => {
      const created = {
        subscription_id: subscriptionIds[index]!,
        from_state: null,
        to_state: 'SCHEDULED',
        changed_by: null,
        changed_at: row.created_at,
      };
      if (row.state === 'SCHEDULED') return [created];
      return [
        created,
        {
          subscription_id: subscriptionIds[index]!,
          from_state: 'SCHEDULED',
          to_state: row.state,
          changed_by: row.state === 'STARTED' ? null : faker.helpers.arrayElement(processors).id,
          changed_at: row.created_at,
        },
      ];
    });
    for (const part of chunks(changes, BATCH)) await trx.insertInto('subscription_state_changes').values(part).execute();
    const places = await seedDemoPlaces(trx, now);
    const tests = await seedDemoTryouts(trx, now);
    const training = await seedDemoSessions(trx, faker, now);

    return {
      season: season.label,
      sections: usedSections.length,
      groups: groups.length,
      subGroups: subGroupCount,
      staff: staff.map(({ login, firstName, lastName, roles }) => ({ login, firstName, lastName, roles })),
      members: memberIds.length,
      guardians: guardianIds.length,
      subscriptions: subscriptionIds.length,
      tests: tests.upcoming + tests.past,
      timeSlots: training.slots,
      sessions: training.sessions,
      places,
    };
  });
};
