/** Options of `npm run bench -- …`. */
export interface BenchArgs {
  members: number;
  db: 'sqlite' | 'postgres';
  /** Seconds of load per read and per write, after a warm-up of half a second (reads) or 200 calls (writes). */
  duration: number;
  connections: number;
  /** Only the routes (e.g. `/api/test`) and named endpoints (`login`, `submit`) containing one of these (empty: all). */
  only: string[];
  /** PostgreSQL server to create the bench database on. */
  pgUrl: string;
  port: number;
  /** Write a V8 CPU profile of the servers (opens in Chrome DevTools) next to the results. */
  profile: boolean;
}

export const DEFAULT_ARGS: BenchArgs = {
  members: 10_000,
  db: 'sqlite',
  duration: 2,
  connections: 50,
  only: [],
  pgUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
  port: 4100,
  profile: false,
};

export const USAGE = `npm run bench -- [--members 10000] [--db sqlite|postgres] [--duration 2] [--connections 50]
                    [--only /api/test,login] [--pg-url postgres://postgres@127.0.0.1:5432/postgres] [--port 4100] [--profile]`;

/** Options that take no value. */
const FLAGS = new Set(['profile']);

const positiveInt = (name: string, value: string | undefined): number => {
  const n = Number(value);
  if (value === undefined || !Number.isInteger(n) || n < 1) throw new Error(`--${name} needs a whole number above 0`);
  return n;
};

/** Reads `--name value` and `--name=value`; an unknown or malformed option throws with the usage. */
export const parseArgs = (argv: readonly string[]): BenchArgs => {
  const args: BenchArgs = { ...DEFAULT_ARGS, only: [] };
  const pairs: [string, string | undefined][] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (match === null) throw new Error(`Unexpected argument ${arg}\n${USAGE}`);
    if (FLAGS.has(match[1]!)) pairs.push([match[1]!, 'true']);
    else if (match[2] !== undefined) pairs.push([match[1]!, match[2]]);
    else {
      pairs.push([match[1]!, argv[i + 1]]);
      i += 1;
    }
  }
  for (const [name, value] of pairs) {
    switch (name) {
      case 'members':
        args.members = positiveInt(name, value);
        break;
      case 'duration':
        args.duration = positiveInt(name, value);
        break;
      case 'connections':
        args.connections = positiveInt(name, value);
        break;
      case 'port':
        args.port = positiveInt(name, value);
        break;
      case 'db':
        if (value !== 'sqlite' && value !== 'postgres') throw new Error('--db is sqlite or postgres');
        args.db = value;
        break;
      case 'only':
        args.only = (value ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '');
        break;
      case 'pg-url':
        if (value === undefined || !/^postgres(ql)?:\/\//.test(value)) throw new Error('--pg-url must be a postgres:// URL');
        args.pgUrl = value;
        break;
      case 'profile':
        args.profile = true;
        break;
      default:
        throw new Error(`Unknown option --${name}\n${USAGE}`);
    }
  }
  return args;
};
