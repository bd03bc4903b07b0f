import type { Kysely, Transaction } from 'kysely';
import type { DB } from './types.js';

/**
 * What a repository function runs on: the database, or the transaction its service opened
 * (docs/architecture.md#server-feature).
 */
export type Executor = Kysely<DB> | Transaction<DB>;
