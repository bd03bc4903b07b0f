import type { Kysely } from 'kysely';
import type { AccessTokens } from './auth/tokens.js';
import type { Config } from './config.js';
import type { DataChanges } from './db/data-changes.js';
import type { DialectName } from './db/dialect.js';
import type { DB } from './db/types.js';
import type { ClubIdentity } from './features/club/identity.js';
import type { DiskSpaceReader } from './features/health/disk-space.js';
import type { Clock } from './lib/clock.js';
import type { Outbox } from './mail/outbox.js';
import type { PrivateLinkSigner } from './features/private-links/signer.js';

/** What every feature plugin receives: no globals, so tests build the app with their own. */
export interface AppDeps {
  config: Readonly<Config>;
  db: Kysely<DB>;
  dialect: DialectName;
  /** The data version, for the answers kept between writes. */
  changes: DataChanges;
  clock: Clock;
  tokens: AccessTokens;
  outbox: Outbox;
  /** Signs the private URLs (calendar feeds, absence links) with a key kept out of the database. */
  linkSigner: PrivateLinkSigner;
  /** The club's name, contact and logo from its settings, for every service that names the club or sends a mail. */
  club: ClubIdentity;
  /** Free space of DATA_DIR for the health checks; default statfs. Tests simulate a nearly full disk. */
  readDiskSpace?: DiskSpaceReader;
}
