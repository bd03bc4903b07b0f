import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { withId, type DialectName } from '../dialect.js';

/** The whole data model (docs/product.md#data), with the keys and indexes screens look up by. */
export const up = async (db: Kysely<unknown>, dialect: DialectName): Promise<void> => {
  const schema = db.schema;
  const text = 'text' as const;
  const flag = (fallback: 0 | 1) => (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(fallback);

  await schema
    .createTable('roles')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', text, (c) => c.notNull().unique())
    .execute();

  await withId(schema.createTable('users'), dialect)
    .addColumn('first_name', text, (c) => c.notNull())
    .addColumn('last_name', text, (c) => c.notNull())
    .addColumn('login', text, (c) => c.notNull().unique())
    .addColumn('password_hash', text, (c) => c.notNull())
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('language', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();
  await schema.createIndex('user_roles_role_idx').on('user_roles').column('role_id').execute();

  await schema
    .createTable('auth_sessions')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('persistent', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('expires_at', text, (c) => c.notNull())
    .addColumn('revoked_at', text)
    .execute();
  await schema.createIndex('auth_sessions_user_idx').on('auth_sessions').column('user_id').execute();

  await schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', text, (c) => c.primaryKey())
    .addColumn('session_id', text, (c) => c.notNull().references('auth_sessions.id').onDelete('cascade'))
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('used_at', text)
    .execute();
  await schema.createIndex('refresh_tokens_session_idx').on('refresh_tokens').column('session_id').execute();

  await schema
    .createTable('login_throttle')
    .addColumn('key', text, (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', text, (c) => c.notNull())
    .addColumn('locked_until', text)
    .execute();

  await schema
    .createTable('types')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', text, (c) => c.notNull().unique())
    .addColumn('label_fr', text, (c) => c.notNull())
    .addColumn('label_en', text, (c) => c.notNull())
    .addColumn('adds_schedule', 'integer', flag(0))
    .execute();

  await schema
    .createTable('packs')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('label_fr', text, (c) => c.notNull())
    .addColumn('label_en', text, (c) => c.notNull())
    .execute();

  for (const table of ['shirt_sizes', 'short_sizes']) {
    await schema
      .createTable(table)
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('label', text, (c) => c.notNull().unique())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .execute();
  }

  await withId(schema.createTable('seasons'), dialect)
    .addColumn('label', text, (c) => c.notNull().unique())
    .addColumn('start_date', text, (c) => c.notNull())
    .addColumn('end_date', text, (c) => c.notNull())
    .addColumn('is_current', 'integer', flag(0))
    .execute();

  await withId(schema.createTable('sections'), dialect)
    .addColumn('name', text, (c) => c.notNull().unique())
    .addColumn('manager_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('system_role', text, (c) => c.unique())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(schema.createTable('groups'), dialect)
    .addColumn('name', text, (c) => c.notNull().unique())
    .addColumn('price_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('resub_price_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('section_id', 'integer', (c) => c.notNull().references('sections.id'))
    .addColumn('pack_id', 'integer', (c) => c.references('packs.id'))
    .addColumn('type_id', 'integer', (c) => c.references('types.id'))
    .addColumn('ffn_license', 'integer', flag(0))
    .addColumn('should_receive_sub_mail', 'integer', flag(1))
    .addColumn('email_list', text, (c) => c.notNull().defaultTo(''))
    .addColumn('sports_code_of_conduct', 'integer', flag(1))
    .addColumn('system_role', text, (c) => c.unique())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await schema.createIndex('groups_section_idx').on('groups').column('section_id').execute();

  await schema
    .createTable('group_coaches')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('group_coaches_pk', ['group_id', 'user_id'])
    .execute();
  await schema.createIndex('group_coaches_user_idx').on('group_coaches').column('user_id').execute();

  await schema
    .createTable('group_next')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('possible_group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('group_next_pk', ['group_id', 'possible_group_id'])
    .execute();

  await withId(schema.createTable('sub_groups'), dialect)
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('name', text, (c) => c.notNull())
    .addUniqueConstraint('sub_groups_group_name_uq', ['group_id', 'name'])
    .execute();

  await schema
    .createTable('sub_group_coaches')
    .addColumn('sub_group_id', 'integer', (c) => c.notNull().references('sub_groups.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('sub_group_coaches_pk', ['sub_group_id', 'user_id'])
    .execute();

  await withId(schema.createTable('guardians'), dialect)
    .addColumn('first_name', text, (c) => c.notNull())
    .addColumn('last_name', text, (c) => c.notNull())
    .addColumn('email', text, (c) => c.notNull())
    .addColumn('phone_number', text, (c) => c.notNull())
    .addColumn('secondary_email', text)
    .addColumn('secondary_phone_number', text)
    .addColumn('language', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await schema.createIndex('guardians_name_idx').on('guardians').columns(['last_name', 'first_name']).execute();
  await schema.createIndex('guardians_email_idx').on('guardians').column('email').execute();

  await withId(schema.createTable('members'), dialect)
    .addColumn('first_name', text, (c) => c.notNull())
    .addColumn('last_name', text, (c) => c.notNull())
    .addColumn('gender', text, (c) => c.notNull())
    .addColumn('birth_date', text, (c) => c.notNull())
    .addColumn('birth_place', text)
    .addColumn('nationality', text)
    .addColumn('instagram_handle', text)
    .addColumn('school', text)
    .addColumn('school_level', text)
    .addColumn('shirt_size_id', 'integer', (c) => c.references('shirt_sizes.id'))
    .addColumn('short_size_id', 'integer', (c) => c.references('short_sizes.id'))
    .addColumn('email', text)
    .addColumn('phone_number', text)
    .addColumn('address', text)
    .addColumn('address_comp', text)
    .addColumn('zip_code', text)
    .addColumn('city', text)
    .addColumn('country', text)
    .addColumn('guardian_id', 'integer', (c) => c.references('guardians.id').onDelete('set null'))
    .addColumn('second_guardian_email', text)
    .addColumn('second_guardian_phone', text)
    .addColumn('group_id', 'integer', (c) => c.references('groups.id'))
    .addColumn('sub_group_id', 'integer', (c) => c.references('sub_groups.id').onDelete('set null'))
    .addColumn('next_year_group_id', 'integer', (c) => c.references('groups.id').onDelete('set null'))
    .addColumn('language', text)
    .addColumn('left_at', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await schema.createIndex('members_group_name_idx').on('members').columns(['group_id', 'last_name', 'first_name']).execute();
  await schema.createIndex('members_sub_group_idx').on('members').column('sub_group_id').execute();
  await schema.createIndex('members_guardian_idx').on('members').column('guardian_id').execute();
  await schema.createIndex('members_name_idx').on('members').columns(['last_name', 'first_name']).execute();
  await schema.createIndex('members_birth_date_idx').on('members').column('birth_date').execute();

  await withId(schema.createTable('subscriptions'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('season_id', 'integer', (c) => c.notNull().references('seasons.id'))
    .addColumn('group_id', 'integer', (c) => c.references('groups.id'))
    .addColumn('state', text, (c) => c.notNull())
    .addColumn('is_new', 'integer', flag(1))
    .addColumn('token_hash', text, (c) => c.unique())
    .addColumn('token_expires_at', text)
    .addColumn('subscription_form', 'integer', flag(0))
    .addColumn('rules', 'integer', flag(0))
    .addColumn('id_photo', 'integer', flag(0))
    .addColumn('asm_pdf', 'integer', flag(0))
    .addColumn('medical_certificate', 'integer', flag(0))
    .addColumn('payment', 'integer', flag(0))
    .addColumn('ffn_license', 'integer', flag(0))
    .addColumn('code_of_conduct', 'integer', flag(0))
    .addColumn('guardian_code_of_conduct', 'integer', flag(0))
    .addColumn('process_date', text)
    .addColumn('privacy_version', text)
    .addColumn('privacy_accepted_by', text)
    .addColumn('privacy_accepted_at', text)
    .addColumn('covid_clause', 'integer', flag(0))
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('subscriptions_member_season_uq', ['member_id', 'season_id'])
    .execute();
  await schema.createIndex('subscriptions_season_state_idx').on('subscriptions').columns(['season_id', 'state']).execute();

  await withId(schema.createTable('subscription_state_changes'), dialect)
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('from_state', text)
    .addColumn('to_state', text, (c) => c.notNull())
    .addColumn('changed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_at', text, (c) => c.notNull())
    .execute();
  await schema.createIndex('subscription_state_changes_sub_idx').on('subscription_state_changes').column('subscription_id').execute();

  await withId(schema.createTable('tests'), dialect)
    .addColumn('scheduled_at', text, (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('min_birth_year', 'integer', (c) => c.notNull())
    .addColumn('max_birth_year', 'integer', (c) => c.notNull())
    .addColumn('type_id', 'integer', (c) => c.notNull().references('types.id'))
    .addColumn('location', text, (c) => c.notNull())
    .addColumn('completed', 'integer', flag(0))
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await schema.createIndex('tests_scheduled_idx').on('tests').column('scheduled_at').execute();

  await schema
    .createTable('test_groups')
    .addColumn('test_id', 'integer', (c) => c.notNull().references('tests.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('test_groups_pk', ['test_id', 'group_id'])
    .execute();

  await schema
    .createTable('test_members')
    .addColumn('test_id', 'integer', (c) => c.notNull().references('tests.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('result_group_id', 'integer', (c) => c.references('groups.id').onDelete('set null'))
    .addColumn('failed', 'integer', flag(0))
    .addColumn('assigned_at', text, (c) => c.notNull())
    .addPrimaryKeyConstraint('test_members_pk', ['test_id', 'member_id'])
    .execute();
  await schema.createIndex('test_members_member_idx').on('test_members').column('member_id').execute();

  await withId(schema.createTable('training_sessions'), dialect)
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('sub_group_id', 'integer', (c) => c.references('sub_groups.id').onDelete('set null'))
    .addColumn('date', text, (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('client_key', text, (c) => c.unique())
    .addColumn('transmitted', 'integer', flag(0))
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await schema.createIndex('training_sessions_date_idx').on('training_sessions').columns(['date', 'group_id']).execute();
  await schema.createIndex('training_sessions_group_idx').on('training_sessions').columns(['group_id', 'date']).execute();

  await schema
    .createTable('attendances')
    .addColumn('session_id', 'integer', (c) => c.notNull().references('training_sessions.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('is_absent', 'integer', flag(0))
    .addColumn('is_late', 'integer', flag(0))
    .addPrimaryKeyConstraint('attendances_pk', ['session_id', 'member_id'])
    .execute();
  await schema.createIndex('attendances_member_idx').on('attendances').column('member_id').execute();

  await withId(schema.createTable('time_slots'), dialect)
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('start_time', text, (c) => c.notNull())
    .addColumn('end_time', text, (c) => c.notNull())
    .addColumn('location', text, (c) => c.notNull())
    .execute();
  await schema.createIndex('time_slots_group_idx').on('time_slots').columns(['group_id', 'weekday']).execute();

  await withId(schema.createTable('mail_outbox'), dialect)
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('to_addresses', text, (c) => c.notNull())
    .addColumn('bcc_addresses', text, (c) => c.notNull().defaultTo('[]'))
    .addColumn('subject', text, (c) => c.notNull())
    .addColumn('text_body', text, (c) => c.notNull())
    .addColumn('html_body', text)
    .addColumn('language', text, (c) => c.notNull())
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', text, (c) => c.notNull())
    .addColumn('last_error', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('sent_at', text)
    .addColumn('dedupe_key', text, (c) => c.unique())
    .execute();
  await schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();

  // Only one season may be current.
  await sql`create unique index seasons_one_current on seasons (is_current) where is_current = 1`.execute(db);
};
