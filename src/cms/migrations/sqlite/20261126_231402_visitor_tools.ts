import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_lead_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`form_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_lead_form_order_idx\` ON \`pages_blocks_lead_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_lead_form_parent_id_idx\` ON \`pages_blocks_lead_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_lead_form_path_idx\` ON \`pages_blocks_lead_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_lead_form_form_idx\` ON \`pages_blocks_lead_form\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_avocado_calculator\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`currency\` text DEFAULT 'USD',
  	\`assumptions_lug_weight_lb\` numeric DEFAULT 25,
  	\`assumptions_yield_percent\` numeric DEFAULT 64,
  	\`assumptions_spoilage_percent\` numeric DEFAULT 8,
  	\`assumptions_prep_minutes_per_lug_mash\` numeric DEFAULT 30,
  	\`assumptions_prep_minutes_per_lug_diced\` numeric DEFAULT 40,
  	\`assumptions_prep_minutes_per_lug_sliced\` numeric DEFAULT 45,
  	\`assumptions_prep_minutes_per_lug_halves\` numeric DEFAULT 25,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_avocado_calculator_order_idx\` ON \`pages_blocks_avocado_calculator\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_avocado_calculator_parent_id_idx\` ON \`pages_blocks_avocado_calculator\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_avocado_calculator_path_idx\` ON \`pages_blocks_avocado_calculator\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_avocado_calculator_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_avocado_calculator\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_avocado_calculator_locales_locale_parent_id_uni\` ON \`pages_blocks_avocado_calculator_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_lead_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`form_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_order_idx\` ON \`_pages_v_blocks_lead_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_parent_id_idx\` ON \`_pages_v_blocks_lead_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_path_idx\` ON \`_pages_v_blocks_lead_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_form_idx\` ON \`_pages_v_blocks_lead_form\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_avocado_calculator\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`currency\` text DEFAULT 'USD',
  	\`assumptions_lug_weight_lb\` numeric DEFAULT 25,
  	\`assumptions_yield_percent\` numeric DEFAULT 64,
  	\`assumptions_spoilage_percent\` numeric DEFAULT 8,
  	\`assumptions_prep_minutes_per_lug_mash\` numeric DEFAULT 30,
  	\`assumptions_prep_minutes_per_lug_diced\` numeric DEFAULT 40,
  	\`assumptions_prep_minutes_per_lug_sliced\` numeric DEFAULT 45,
  	\`assumptions_prep_minutes_per_lug_halves\` numeric DEFAULT 25,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_avocado_calculator_order_idx\` ON \`_pages_v_blocks_avocado_calculator\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_avocado_calculator_parent_id_idx\` ON \`_pages_v_blocks_avocado_calculator\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_avocado_calculator_path_idx\` ON \`_pages_v_blocks_avocado_calculator\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_avocado_calculator_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_avocado_calculator\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_avocado_calculator_locales_locale_parent_id_\` ON \`_pages_v_blocks_avocado_calculator_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_form_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`idempotency_key\` text NOT NULL,
  	\`kind\` text DEFAULT 'lead' NOT NULL,
  	\`form_id\` integer NOT NULL,
  	\`form_group_id\` integer,
  	\`contact_type\` text,
  	\`email\` text,
  	\`region_tag\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`page_url\` text,
  	\`data\` text NOT NULL,
  	\`forward_status\` text DEFAULT 'pending' NOT NULL,
  	\`forward_attempts\` numeric DEFAULT 0 NOT NULL,
  	\`forward_last_error\` text,
  	\`forward_next_attempt_at\` text,
  	\`forwarded_at\` text,
  	\`forward_lease_until\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`form_group_id\`) REFERENCES \`form_groups\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_form_submissions\`("id", "reference", "idempotency_key", "form_id", "region_tag", "locale", "data", "forward_status", "forward_attempts", "updated_at", "created_at") SELECT "id", "reference", COALESCE("idempotency_key", "reference"), "form_id", COALESCE("region_tag", ''), COALESCE("locale", 'en'), "data", COALESCE("forward_status", 'pending'), COALESCE("forward_attempts", 0), "updated_at", "created_at" FROM \`form_submissions\` WHERE "form_id" IS NOT NULL;`)
  await db.run(sql`DROP TABLE \`form_submissions\`;`)
  await db.run(sql`ALTER TABLE \`__new_form_submissions\` RENAME TO \`form_submissions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_submissions_reference_idx\` ON \`form_submissions\` (\`reference\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_submissions_idempotency_key_idx\` ON \`form_submissions\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_form_idx\` ON \`form_submissions\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_form_group_idx\` ON \`form_submissions\` (\`form_group_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_email_idx\` ON \`form_submissions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_forward_status_idx\` ON \`form_submissions\` (\`forward_status\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_forward_next_attempt_at_idx\` ON \`form_submissions\` (\`forward_next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`distributors\` ADD \`latitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`distributors\` ADD \`longitude\` numeric;`)
  await db.run(sql`ALTER TABLE \`sample_bag_settings\` ADD \`form_group_id\` integer REFERENCES form_groups(id);`)
  await db.run(sql`CREATE INDEX \`sample_bag_settings_form_group_idx\` ON \`sample_bag_settings\` (\`form_group_id\`);`)
  await db.run(sql`ALTER TABLE \`_sample_bag_settings_v\` ADD \`version_form_group_id\` integer REFERENCES form_groups(id);`)
  await db.run(sql`CREATE INDEX \`_sample_bag_settings_v_version_version_form_group_idx\` ON \`_sample_bag_settings_v\` (\`version_form_group_id\`);`)
  await db.run(sql`ALTER TABLE \`sample_orders\` ADD \`forward_status\` text DEFAULT 'pending' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`sample_orders\` ADD \`forward_attempts\` numeric DEFAULT 0 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`sample_orders\` ADD \`forward_last_error\` text;`)
  await db.run(sql`ALTER TABLE \`sample_orders\` ADD \`forward_next_attempt_at\` text;`)
  await db.run(sql`ALTER TABLE \`sample_orders\` ADD \`forwarded_at\` text;`)
  await db.run(sql`ALTER TABLE \`sample_orders\` ADD \`forward_lease_until\` text;`)
  await db.run(sql`CREATE INDEX \`sample_orders_forward_status_idx\` ON \`sample_orders\` (\`forward_status\`);`)
  await db.run(sql`CREATE INDEX \`sample_orders_forward_next_attempt_at_idx\` ON \`sample_orders\` (\`forward_next_attempt_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_lead_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_avocado_calculator\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_avocado_calculator_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_lead_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_avocado_calculator\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_avocado_calculator_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_form_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`idempotency_key\` text,
  	\`form_id\` integer,
  	\`region_tag\` text,
  	\`locale\` text,
  	\`data\` text NOT NULL,
  	\`forward_status\` text DEFAULT 'pending',
  	\`forward_attempts\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_form_submissions\`("id", "reference", "idempotency_key", "form_id", "region_tag", "locale", "data", "forward_status", "forward_attempts", "updated_at", "created_at") SELECT "id", "reference", "idempotency_key", "form_id", "region_tag", "locale", "data", "forward_status", "forward_attempts", "updated_at", "created_at" FROM \`form_submissions\`;`)
  await db.run(sql`DROP TABLE \`form_submissions\`;`)
  await db.run(sql`ALTER TABLE \`__new_form_submissions\` RENAME TO \`form_submissions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_submissions_reference_idx\` ON \`form_submissions\` (\`reference\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_submissions_idempotency_key_idx\` ON \`form_submissions\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_form_idx\` ON \`form_submissions\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_sample_bag_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`internal_title\` text,
  	\`max_items\` numeric DEFAULT 5,
  	\`image_id\` integer,
  	\`continue_browsing_link_site_route\` text,
  	\`continue_browsing_link_url\` text,
  	\`continue_browsing_link_external_link\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sample_bag_settings\`("id", "internal_title", "max_items", "image_id", "continue_browsing_link_site_route", "continue_browsing_link_url", "continue_browsing_link_external_link", "updated_at", "created_at", "_status") SELECT "id", "internal_title", "max_items", "image_id", "continue_browsing_link_site_route", "continue_browsing_link_url", "continue_browsing_link_external_link", "updated_at", "created_at", "_status" FROM \`sample_bag_settings\`;`)
  await db.run(sql`DROP TABLE \`sample_bag_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_sample_bag_settings\` RENAME TO \`sample_bag_settings\`;`)
  await db.run(sql`CREATE INDEX \`sample_bag_settings_image_idx\` ON \`sample_bag_settings\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`sample_bag_settings_updated_at_idx\` ON \`sample_bag_settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sample_bag_settings_created_at_idx\` ON \`sample_bag_settings\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`sample_bag_settings__status_idx\` ON \`sample_bag_settings\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__sample_bag_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_internal_title\` text,
  	\`version_max_items\` numeric DEFAULT 5,
  	\`version_image_id\` integer,
  	\`version_continue_browsing_link_site_route\` text,
  	\`version_continue_browsing_link_url\` text,
  	\`version_continue_browsing_link_external_link\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sample_bag_settings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__sample_bag_settings_v\`("id", "parent_id", "version_internal_title", "version_max_items", "version_image_id", "version_continue_browsing_link_site_route", "version_continue_browsing_link_url", "version_continue_browsing_link_external_link", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_internal_title", "version_max_items", "version_image_id", "version_continue_browsing_link_site_route", "version_continue_browsing_link_url", "version_continue_browsing_link_external_link", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_sample_bag_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_sample_bag_settings_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__sample_bag_settings_v\` RENAME TO \`_sample_bag_settings_v\`;`)
  await db.run(sql`CREATE INDEX \`_sample_bag_settings_v_parent_idx\` ON \`_sample_bag_settings_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sample_bag_settings_v_version_version_image_idx\` ON \`_sample_bag_settings_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_sample_bag_settings_v_version_version_updated_at_idx\` ON \`_sample_bag_settings_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_sample_bag_settings_v_version_version_created_at_idx\` ON \`_sample_bag_settings_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sample_bag_settings_v_version_version__status_idx\` ON \`_sample_bag_settings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_sample_bag_settings_v_created_at_idx\` ON \`_sample_bag_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sample_bag_settings_v_updated_at_idx\` ON \`_sample_bag_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_sample_bag_settings_v_snapshot_idx\` ON \`_sample_bag_settings_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_sample_bag_settings_v_published_locale_idx\` ON \`_sample_bag_settings_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_sample_bag_settings_v_latest_idx\` ON \`_sample_bag_settings_v\` (\`latest\`);`)
  await db.run(sql`DROP INDEX \`sample_orders_forward_status_idx\`;`)
  await db.run(sql`DROP INDEX \`sample_orders_forward_next_attempt_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`sample_orders\` DROP COLUMN \`forward_status\`;`)
  await db.run(sql`ALTER TABLE \`sample_orders\` DROP COLUMN \`forward_attempts\`;`)
  await db.run(sql`ALTER TABLE \`sample_orders\` DROP COLUMN \`forward_last_error\`;`)
  await db.run(sql`ALTER TABLE \`sample_orders\` DROP COLUMN \`forward_next_attempt_at\`;`)
  await db.run(sql`ALTER TABLE \`sample_orders\` DROP COLUMN \`forwarded_at\`;`)
  await db.run(sql`ALTER TABLE \`sample_orders\` DROP COLUMN \`forward_lease_until\`;`)
  await db.run(sql`ALTER TABLE \`distributors\` DROP COLUMN \`latitude\`;`)
  await db.run(sql`ALTER TABLE \`distributors\` DROP COLUMN \`longitude\`;`)
}
