import { ROLES } from '@club/domain';
import { ConfigError, loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { DEMO_DEFAULTS, DEMO_PASSWORD, DemoSeedRefused, seedDemoClub, type DemoOptions } from '../db/demo/seed.js';
import { seedReferenceData } from '../db/seed-reference.js';
import { systemClock } from '../lib/clock.js';

/**
 * `npm run seed:demo [-- --force] [-- --members=600 --groups=40 --staff=25 --seed=42]`:
 * fills an empty database with a demo club. Refuses a database that holds members unless --force.
 */
const parseOptions = (args: string[]): DemoOptions => {
  const options: DemoOptions = { ...DEMO_DEFAULTS, force: args.includes('--force') };
  for (const arg of args) {
    const match = /^--(members|groups|staff|seed)=(\d+)$/.exec(arg);
    if (match !== null) options[match[1] as 'members' | 'groups' | 'staff' | 'seed'] = Number(match[2]);
    else if (arg !== '--force') throw new Error(`Unknown option ${arg}`);
  }
  return options;
};

try {
  const options = parseOptions(process.argv.slice(2));
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database);
    await seedReferenceData(database.db, database.dialect, systemClock);
    const started = Date.now();
    const summary = await seedDemoClub(database.db, database.dialect, systemClock, options);
    const out = process.stdout;
    out.write(
      `Demo club seeded in ${((Date.now() - started) / 1000).toFixed(1)} s (season ${summary.season}): ` +
        `${summary.sections} sections, ${summary.groups} groups, ${summary.subGroups} sub-groups, ` +
        `${summary.staff.length} staff, ${summary.members} members, ${summary.guardians} guardians, ` +
        `${summary.subscriptions} subscriptions, ${summary.tests} try-out tests, ` +
        `${summary.timeSlots} time slots, ${summary.sessions} training sessions with attendance, ${summary.places} places.\n`,
    );
    out.write(`Staff logins (password "${DEMO_PASSWORD}"):\n`);
    for (const role of ROLES) {
      const holders = summary.staff.filter((s) => s.roles.includes(role)).slice(0, 3);
      out.write(`  ${role.padEnd(16)} ${holders.map((s) => `${s.login} (${s.firstName} ${s.lastName})`).join(', ')}\n`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  const message = error instanceof ConfigError || error instanceof DemoSeedRefused ? error.message : (error as Error).message;
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
