import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { BenchArgs } from './args.js';

export interface BenchDatabase {
  url: string;
  /** DATA_DIR of the server: JWT secret, .eml mails, and the SQLite file. */
  dataDir: string;
}

const BENCH_DB = 'club_bench';

/** A fresh, empty database for one run: a new SQLite file, or PostgreSQL's `club_bench` dropped and created again. */
export const freshDatabase = async (args: BenchArgs): Promise<BenchDatabase> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-'));
  if (args.db === 'sqlite') return { url: `sqlite:${join(dataDir, 'club.sqlite')}`, dataDir };
  const client = new pg.Client({ connectionString: args.pgUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${BENCH_DB} with (force)`);
    await client.query(`create database ${BENCH_DB}`);
  } finally {
    await client.end();
  }
  const url = new URL(args.pgUrl);
  url.pathname = `/${BENCH_DB}`;
  return { url: url.toString(), dataDir };
};
