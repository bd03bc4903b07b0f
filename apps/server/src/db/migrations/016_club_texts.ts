import type { Kysely } from 'kysely';
import { withId, type DialectName } from '../dialect.js';

/**
 * The club's legal texts (features/club/texts, docs/product.md#legal-texts): each published
 * version of a text, in French and English, kept for good so that an acceptance can always be
 * read again in the words accepted. The unique (key, version) makes a number impossible to give
 * twice, whatever two admins do at once.
 *
 * A subscription now records which version of the rules and codes of conduct a renewal accepted
 * on the form, as `privacy_version` does for the privacy notice.
 */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  const text = 'text' as const;
  await withId(db.schema.createTable('club_texts'), dialect)
    .addColumn('key', text, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('fr', text, (c) => c.notNull())
    .addColumn('en', text, (c) => c.notNull())
    .addColumn('published_at', text, (c) => c.notNull())
    .addColumn('published_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('club_texts_key_version', ['key', 'version'])
    .execute();

  for (const column of ['rules_version', 'code_of_conduct_version', 'guardian_code_of_conduct_version']) {
    await db.schema.alterTable('subscriptions').addColumn(column, text).execute();
  }
};
