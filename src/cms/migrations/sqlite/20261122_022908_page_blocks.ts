import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`fg_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_site_route\` text,
  	\`link_url\` text,
  	\`link_external_link\` integer DEFAULT false,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_flex_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`fg_cards_order_idx\` ON \`fg_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`fg_cards_parent_id_idx\` ON \`fg_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`fg_cards_image_idx\` ON \`fg_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`fg_cards_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`fg_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`fg_cards_locales_locale_parent_id_unique\` ON \`fg_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`fg_ctas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_flex_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`fg_ctas_order_idx\` ON \`fg_ctas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`fg_ctas_parent_id_idx\` ON \`fg_ctas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`fg_ctas_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`fg_ctas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`fg_ctas_locales_locale_parent_id_unique\` ON \`fg_ctas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_flex_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`columns\` text DEFAULT 'three',
  	\`most_recent\` integer DEFAULT false,
  	\`amount\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_flex_grid_order_idx\` ON \`pages_blocks_flex_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_flex_grid_parent_id_idx\` ON \`pages_blocks_flex_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_flex_grid_path_idx\` ON \`pages_blocks_flex_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_flex_grid_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_flex_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_flex_grid_locales_locale_parent_id_unique\` ON \`pages_blocks_flex_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`itg_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon_id\` integer,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_icon_text_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`itg_items_order_idx\` ON \`itg_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`itg_items_parent_id_idx\` ON \`itg_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`itg_items_icon_idx\` ON \`itg_items\` (\`icon_id\`);`)
  await db.run(sql`CREATE TABLE \`itg_items_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`itg_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`itg_items_locales_locale_parent_id_unique\` ON \`itg_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`itg_ctas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_icon_text_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`itg_ctas_order_idx\` ON \`itg_ctas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`itg_ctas_parent_id_idx\` ON \`itg_ctas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`itg_ctas_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`itg_ctas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`itg_ctas_locales_locale_parent_id_unique\` ON \`itg_ctas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_icon_text_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_icon_text_grid_order_idx\` ON \`pages_blocks_icon_text_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_icon_text_grid_parent_id_idx\` ON \`pages_blocks_icon_text_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_icon_text_grid_path_idx\` ON \`pages_blocks_icon_text_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_icon_text_grid_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_icon_text_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_icon_text_grid_locales_locale_parent_id_unique\` ON \`pages_blocks_icon_text_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`hvg_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_site_route\` text,
  	\`link_url\` text,
  	\`link_external_link\` integer DEFAULT false,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hover_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`hvg_cards_order_idx\` ON \`hvg_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`hvg_cards_parent_id_idx\` ON \`hvg_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`hvg_cards_image_idx\` ON \`hvg_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`hvg_cards_locales\` (
  	\`title\` text,
  	\`hover_text\` text,
  	\`link_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`hvg_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`hvg_cards_locales_locale_parent_id_unique\` ON \`hvg_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`hvg_ctas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hover_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`hvg_ctas_order_idx\` ON \`hvg_ctas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`hvg_ctas_parent_id_idx\` ON \`hvg_ctas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`hvg_ctas_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`hvg_ctas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`hvg_ctas_locales_locale_parent_id_unique\` ON \`hvg_ctas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hover_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hover_grid_order_idx\` ON \`pages_blocks_hover_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hover_grid_parent_id_idx\` ON \`pages_blocks_hover_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hover_grid_path_idx\` ON \`pages_blocks_hover_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hover_grid_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hover_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hover_grid_locales_locale_parent_id_unique\` ON \`pages_blocks_hover_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`hlg_primary_ctas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_highlight_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`hlg_primary_ctas_order_idx\` ON \`hlg_primary_ctas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`hlg_primary_ctas_parent_id_idx\` ON \`hlg_primary_ctas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`hlg_primary_ctas_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`hlg_primary_ctas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`hlg_primary_ctas_locales_locale_parent_id_unique\` ON \`hlg_primary_ctas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`hlg_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_site_route\` text,
  	\`link_url\` text,
  	\`link_external_link\` integer DEFAULT false,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_highlight_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`hlg_cards_order_idx\` ON \`hlg_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`hlg_cards_parent_id_idx\` ON \`hlg_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`hlg_cards_image_idx\` ON \`hlg_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`hlg_cards_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`hlg_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`hlg_cards_locales_locale_parent_id_unique\` ON \`hlg_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`hlg_ctas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_highlight_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`hlg_ctas_order_idx\` ON \`hlg_ctas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`hlg_ctas_parent_id_idx\` ON \`hlg_ctas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`hlg_ctas_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`hlg_ctas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`hlg_ctas_locales_locale_parent_id_unique\` ON \`hlg_ctas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_highlight_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`primary_image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`primary_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_highlight_grid_order_idx\` ON \`pages_blocks_highlight_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_highlight_grid_parent_id_idx\` ON \`pages_blocks_highlight_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_highlight_grid_path_idx\` ON \`pages_blocks_highlight_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_highlight_grid_primary_primary_image_idx\` ON \`pages_blocks_highlight_grid\` (\`primary_image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_highlight_grid_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`primary_title\` text,
  	\`primary_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_highlight_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_highlight_grid_locales_locale_parent_id_unique\` ON \`pages_blocks_highlight_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ftg_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ftg_features_order_idx\` ON \`ftg_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ftg_features_parent_id_idx\` ON \`ftg_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ftg_features_image_idx\` ON \`ftg_features\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`ftg_features_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ftg_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`ftg_features_locales_locale_parent_id_unique\` ON \`ftg_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ftg_ctas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ftg_ctas_order_idx\` ON \`ftg_ctas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ftg_ctas_parent_id_idx\` ON \`ftg_ctas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ftg_ctas_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ftg_ctas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`ftg_ctas_locales_locale_parent_id_unique\` ON \`ftg_ctas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_feature_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`first_image_side\` text DEFAULT 'left',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_order_idx\` ON \`pages_blocks_feature_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_parent_id_idx\` ON \`pages_blocks_feature_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_grid_path_idx\` ON \`pages_blocks_feature_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_feature_grid_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_feature_grid_locales_locale_parent_id_unique\` ON \`pages_blocks_feature_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cbg_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`color\` text DEFAULT 'forest',
  	\`link_site_route\` text,
  	\`link_url\` text,
  	\`link_external_link\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_color_block_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cbg_tiles_order_idx\` ON \`cbg_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cbg_tiles_parent_id_idx\` ON \`cbg_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cbg_tiles_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cbg_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cbg_tiles_locales_locale_parent_id_unique\` ON \`cbg_tiles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cbg_ctas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_color_block_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cbg_ctas_order_idx\` ON \`cbg_ctas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cbg_ctas_parent_id_idx\` ON \`cbg_ctas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cbg_ctas_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cbg_ctas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cbg_ctas_locales_locale_parent_id_unique\` ON \`cbg_ctas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_color_block_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_color_block_grid_order_idx\` ON \`pages_blocks_color_block_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_color_block_grid_parent_id_idx\` ON \`pages_blocks_color_block_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_color_block_grid_path_idx\` ON \`pages_blocks_color_block_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_color_block_grid_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_color_block_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_color_block_grid_locales_locale_parent_id_uniqu\` ON \`pages_blocks_color_block_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ccg_card_ctas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ccg_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ccg_card_ctas_order_idx\` ON \`ccg_card_ctas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ccg_card_ctas_parent_id_idx\` ON \`ccg_card_ctas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ccg_card_ctas_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ccg_card_ctas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`ccg_card_ctas_locales_locale_parent_id_unique\` ON \`ccg_card_ctas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ccg_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`color\` text DEFAULT 'forest',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_color_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ccg_cards_order_idx\` ON \`ccg_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ccg_cards_parent_id_idx\` ON \`ccg_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ccg_cards_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ccg_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`ccg_cards_locales_locale_parent_id_unique\` ON \`ccg_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ccg_ctas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_color_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ccg_ctas_order_idx\` ON \`ccg_ctas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ccg_ctas_parent_id_idx\` ON \`ccg_ctas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ccg_ctas_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ccg_ctas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`ccg_ctas_locales_locale_parent_id_unique\` ON \`ccg_ctas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_color_card_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_color_card_grid_order_idx\` ON \`pages_blocks_color_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_color_card_grid_parent_id_idx\` ON \`pages_blocks_color_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_color_card_grid_path_idx\` ON \`pages_blocks_color_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_color_card_grid_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_color_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_color_card_grid_locales_locale_parent_id_unique\` ON \`pages_blocks_color_card_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pcg_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`photo_id\` integer,
  	\`link_site_route\` text,
  	\`link_url\` text,
  	\`link_external_link\` integer DEFAULT false,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_photo_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pcg_cards_order_idx\` ON \`pcg_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pcg_cards_parent_id_idx\` ON \`pcg_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pcg_cards_photo_idx\` ON \`pcg_cards\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`pcg_cards_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pcg_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pcg_cards_locales_locale_parent_id_unique\` ON \`pcg_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pcg_ctas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_photo_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pcg_ctas_order_idx\` ON \`pcg_ctas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pcg_ctas_parent_id_idx\` ON \`pcg_ctas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pcg_ctas_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pcg_ctas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pcg_ctas_locales_locale_parent_id_unique\` ON \`pcg_ctas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_photo_card_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_photo_card_grid_order_idx\` ON \`pages_blocks_photo_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_photo_card_grid_parent_id_idx\` ON \`pages_blocks_photo_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_photo_card_grid_path_idx\` ON \`pages_blocks_photo_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_photo_card_grid_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_photo_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_photo_card_grid_locales_locale_parent_id_unique\` ON \`pages_blocks_photo_card_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`bg_image_banner_calls_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`bg_image_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`bg_image_banner_calls_to_action_order_idx\` ON \`bg_image_banner_calls_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`bg_image_banner_calls_to_action_parent_id_idx\` ON \`bg_image_banner_calls_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`bg_image_banner_calls_to_action_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`bg_image_banner_calls_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`bg_image_banner_calls_to_action_locales_locale_parent_id_uni\` ON \`bg_image_banner_calls_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`bg_image_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`background_image_id\` integer,
  	\`overlay\` text DEFAULT 'dark',
  	\`block_name\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`bg_image_banner_order_idx\` ON \`bg_image_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`bg_image_banner_parent_id_idx\` ON \`bg_image_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`bg_image_banner_path_idx\` ON \`bg_image_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`bg_image_banner_background_image_idx\` ON \`bg_image_banner\` (\`background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`bg_image_banner_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`bg_image_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`bg_image_banner_locales_locale_parent_id_unique\` ON \`bg_image_banner_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pop_out_banner_calls_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pop_out_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pop_out_banner_calls_to_action_order_idx\` ON \`pop_out_banner_calls_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pop_out_banner_calls_to_action_parent_id_idx\` ON \`pop_out_banner_calls_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pop_out_banner_calls_to_action_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pop_out_banner_calls_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pop_out_banner_calls_to_action_locales_locale_parent_id_uniq\` ON \`pop_out_banner_calls_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pop_out_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`image_id\` integer,
  	\`image_side\` text DEFAULT 'left',
  	\`panel_color\` text DEFAULT 'green',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pop_out_banner_order_idx\` ON \`pop_out_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pop_out_banner_parent_id_idx\` ON \`pop_out_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pop_out_banner_path_idx\` ON \`pop_out_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pop_out_banner_image_idx\` ON \`pop_out_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pop_out_banner_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pop_out_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pop_out_banner_locales_locale_parent_id_unique\` ON \`pop_out_banner_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_single_image_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`image_id\` integer,
  	\`link_site_route\` text,
  	\`link_url\` text,
  	\`link_external_link\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_image_banner_order_idx\` ON \`pages_blocks_single_image_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_image_banner_parent_id_idx\` ON \`pages_blocks_single_image_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_image_banner_path_idx\` ON \`pages_blocks_single_image_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_single_image_banner_image_idx\` ON \`pages_blocks_single_image_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_single_image_banner_locales\` (
  	\`caption\` text,
  	\`link_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_single_image_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_single_image_banner_locales_locale_parent_id_un\` ON \`pages_blocks_single_image_banner_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`large_banner_calls_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`large_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`large_banner_calls_to_action_order_idx\` ON \`large_banner_calls_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`large_banner_calls_to_action_parent_id_idx\` ON \`large_banner_calls_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`large_banner_calls_to_action_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`large_banner_calls_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`large_banner_calls_to_action_locales_locale_parent_id_unique\` ON \`large_banner_calls_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`large_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`image_id\` integer,
  	\`copy_position\` text DEFAULT 'left',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`large_banner_order_idx\` ON \`large_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`large_banner_parent_id_idx\` ON \`large_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`large_banner_path_idx\` ON \`large_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`large_banner_image_idx\` ON \`large_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`large_banner_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`large_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`large_banner_locales_locale_parent_id_unique\` ON \`large_banner_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tfb_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_site_route\` text,
  	\`link_url\` text,
  	\`link_external_link\` integer DEFAULT false,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_three_feature_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tfb_features_order_idx\` ON \`tfb_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tfb_features_parent_id_idx\` ON \`tfb_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`tfb_features_image_idx\` ON \`tfb_features\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`tfb_features_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tfb_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tfb_features_locales_locale_parent_id_unique\` ON \`tfb_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_three_feature_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_three_feature_banner_order_idx\` ON \`pages_blocks_three_feature_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_three_feature_banner_parent_id_idx\` ON \`pages_blocks_three_feature_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_three_feature_banner_path_idx\` ON \`pages_blocks_three_feature_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_three_feature_banner_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_three_feature_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_three_feature_banner_locales_locale_parent_id_u\` ON \`pages_blocks_three_feature_banner_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tcs_cards_calls_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tcs_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tcs_cards_calls_to_action_order_idx\` ON \`tcs_cards_calls_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tcs_cards_calls_to_action_parent_id_idx\` ON \`tcs_cards_calls_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tcs_cards_calls_to_action_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tcs_cards_calls_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tcs_cards_calls_to_action_locales_locale_parent_id_unique\` ON \`tcs_cards_calls_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tcs_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_two_column_slide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tcs_cards_order_idx\` ON \`tcs_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tcs_cards_parent_id_idx\` ON \`tcs_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`tcs_cards_image_idx\` ON \`tcs_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`tcs_cards_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tcs_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tcs_cards_locales_locale_parent_id_unique\` ON \`tcs_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_two_column_slide\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_two_column_slide_order_idx\` ON \`pages_blocks_two_column_slide\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_two_column_slide_parent_id_idx\` ON \`pages_blocks_two_column_slide\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_two_column_slide_path_idx\` ON \`pages_blocks_two_column_slide\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_two_column_slide_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_two_column_slide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_two_column_slide_locales_locale_parent_id_uniqu\` ON \`pages_blocks_two_column_slide_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`source\` text DEFAULT 'youtube',
  	\`video_id\` text,
  	\`thumbnail_id\` integer,
  	\`file_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_order_idx\` ON \`pages_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_parent_id_idx\` ON \`pages_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_path_idx\` ON \`pages_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_thumbnail_idx\` ON \`pages_blocks_video\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_file_idx\` ON \`pages_blocks_video\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_video_locales_locale_parent_id_unique\` ON \`pages_blocks_video_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ipn_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_in_page_navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ipn_links_order_idx\` ON \`ipn_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ipn_links_parent_id_idx\` ON \`ipn_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ipn_links_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ipn_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`ipn_links_locales_locale_parent_id_unique\` ON \`ipn_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_in_page_navigation\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_in_page_navigation_order_idx\` ON \`pages_blocks_in_page_navigation\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_in_page_navigation_parent_id_idx\` ON \`pages_blocks_in_page_navigation\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_in_page_navigation_path_idx\` ON \`pages_blocks_in_page_navigation\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_fg_cards_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_site_route\` text,
  	\`link_url\` text,
  	\`link_external_link\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_flex_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_fg_cards_v_order_idx\` ON \`_fg_cards_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_fg_cards_v_parent_id_idx\` ON \`_fg_cards_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_fg_cards_v_image_idx\` ON \`_fg_cards_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_fg_cards_v_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_fg_cards_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_fg_cards_v_locales_locale_parent_id_unique\` ON \`_fg_cards_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_fg_ctas_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_flex_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_fg_ctas_v_order_idx\` ON \`_fg_ctas_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_fg_ctas_v_parent_id_idx\` ON \`_fg_ctas_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_fg_ctas_v_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_fg_ctas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_fg_ctas_v_locales_locale_parent_id_unique\` ON \`_fg_ctas_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_flex_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`columns\` text DEFAULT 'three',
  	\`most_recent\` integer DEFAULT false,
  	\`amount\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_flex_grid_order_idx\` ON \`_pages_v_blocks_flex_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_flex_grid_parent_id_idx\` ON \`_pages_v_blocks_flex_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_flex_grid_path_idx\` ON \`_pages_v_blocks_flex_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_flex_grid_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_flex_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_flex_grid_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_flex_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_itg_items_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_icon_text_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_itg_items_v_order_idx\` ON \`_itg_items_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_itg_items_v_parent_id_idx\` ON \`_itg_items_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_itg_items_v_icon_idx\` ON \`_itg_items_v\` (\`icon_id\`);`)
  await db.run(sql`CREATE TABLE \`_itg_items_v_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_itg_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_itg_items_v_locales_locale_parent_id_unique\` ON \`_itg_items_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_itg_ctas_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_icon_text_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_itg_ctas_v_order_idx\` ON \`_itg_ctas_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_itg_ctas_v_parent_id_idx\` ON \`_itg_ctas_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_itg_ctas_v_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_itg_ctas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_itg_ctas_v_locales_locale_parent_id_unique\` ON \`_itg_ctas_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_icon_text_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_icon_text_grid_order_idx\` ON \`_pages_v_blocks_icon_text_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_icon_text_grid_parent_id_idx\` ON \`_pages_v_blocks_icon_text_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_icon_text_grid_path_idx\` ON \`_pages_v_blocks_icon_text_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_icon_text_grid_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_icon_text_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_icon_text_grid_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_icon_text_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_hvg_cards_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_site_route\` text,
  	\`link_url\` text,
  	\`link_external_link\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hover_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_hvg_cards_v_order_idx\` ON \`_hvg_cards_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_hvg_cards_v_parent_id_idx\` ON \`_hvg_cards_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_hvg_cards_v_image_idx\` ON \`_hvg_cards_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_hvg_cards_v_locales\` (
  	\`title\` text,
  	\`hover_text\` text,
  	\`link_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_hvg_cards_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_hvg_cards_v_locales_locale_parent_id_unique\` ON \`_hvg_cards_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_hvg_ctas_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hover_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_hvg_ctas_v_order_idx\` ON \`_hvg_ctas_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_hvg_ctas_v_parent_id_idx\` ON \`_hvg_ctas_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_hvg_ctas_v_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_hvg_ctas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_hvg_ctas_v_locales_locale_parent_id_unique\` ON \`_hvg_ctas_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hover_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hover_grid_order_idx\` ON \`_pages_v_blocks_hover_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hover_grid_parent_id_idx\` ON \`_pages_v_blocks_hover_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hover_grid_path_idx\` ON \`_pages_v_blocks_hover_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hover_grid_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hover_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_hover_grid_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_hover_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_hlg_primary_ctas_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_highlight_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_hlg_primary_ctas_v_order_idx\` ON \`_hlg_primary_ctas_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_hlg_primary_ctas_v_parent_id_idx\` ON \`_hlg_primary_ctas_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_hlg_primary_ctas_v_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_hlg_primary_ctas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_hlg_primary_ctas_v_locales_locale_parent_id_unique\` ON \`_hlg_primary_ctas_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_hlg_cards_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_site_route\` text,
  	\`link_url\` text,
  	\`link_external_link\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_highlight_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_hlg_cards_v_order_idx\` ON \`_hlg_cards_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_hlg_cards_v_parent_id_idx\` ON \`_hlg_cards_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_hlg_cards_v_image_idx\` ON \`_hlg_cards_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_hlg_cards_v_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_hlg_cards_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_hlg_cards_v_locales_locale_parent_id_unique\` ON \`_hlg_cards_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_hlg_ctas_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_highlight_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_hlg_ctas_v_order_idx\` ON \`_hlg_ctas_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_hlg_ctas_v_parent_id_idx\` ON \`_hlg_ctas_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_hlg_ctas_v_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_hlg_ctas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_hlg_ctas_v_locales_locale_parent_id_unique\` ON \`_hlg_ctas_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_highlight_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`primary_image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`primary_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_highlight_grid_order_idx\` ON \`_pages_v_blocks_highlight_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_highlight_grid_parent_id_idx\` ON \`_pages_v_blocks_highlight_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_highlight_grid_path_idx\` ON \`_pages_v_blocks_highlight_grid\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_highlight_grid_primary_primary_image_idx\` ON \`_pages_v_blocks_highlight_grid\` (\`primary_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_highlight_grid_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`primary_title\` text,
  	\`primary_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_highlight_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_highlight_grid_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_highlight_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_ftg_features_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_ftg_features_v_order_idx\` ON \`_ftg_features_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_ftg_features_v_parent_id_idx\` ON \`_ftg_features_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_ftg_features_v_image_idx\` ON \`_ftg_features_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_ftg_features_v_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_ftg_features_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_ftg_features_v_locales_locale_parent_id_unique\` ON \`_ftg_features_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_ftg_ctas_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_ftg_ctas_v_order_idx\` ON \`_ftg_ctas_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_ftg_ctas_v_parent_id_idx\` ON \`_ftg_ctas_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_ftg_ctas_v_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_ftg_ctas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_ftg_ctas_v_locales_locale_parent_id_unique\` ON \`_ftg_ctas_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`first_image_side\` text DEFAULT 'left',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_order_idx\` ON \`_pages_v_blocks_feature_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_parent_id_idx\` ON \`_pages_v_blocks_feature_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_grid_path_idx\` ON \`_pages_v_blocks_feature_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_grid_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_feature_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_feature_grid_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_feature_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_cbg_tiles_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`color\` text DEFAULT 'forest',
  	\`link_site_route\` text,
  	\`link_url\` text,
  	\`link_external_link\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_color_block_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_cbg_tiles_v_order_idx\` ON \`_cbg_tiles_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_cbg_tiles_v_parent_id_idx\` ON \`_cbg_tiles_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_cbg_tiles_v_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cbg_tiles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_cbg_tiles_v_locales_locale_parent_id_unique\` ON \`_cbg_tiles_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_cbg_ctas_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_color_block_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_cbg_ctas_v_order_idx\` ON \`_cbg_ctas_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_cbg_ctas_v_parent_id_idx\` ON \`_cbg_ctas_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_cbg_ctas_v_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cbg_ctas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_cbg_ctas_v_locales_locale_parent_id_unique\` ON \`_cbg_ctas_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_color_block_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_color_block_grid_order_idx\` ON \`_pages_v_blocks_color_block_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_color_block_grid_parent_id_idx\` ON \`_pages_v_blocks_color_block_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_color_block_grid_path_idx\` ON \`_pages_v_blocks_color_block_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_color_block_grid_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_color_block_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_color_block_grid_locales_locale_parent_id_un\` ON \`_pages_v_blocks_color_block_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_ccg_card_ctas_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_ccg_cards_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_ccg_card_ctas_v_order_idx\` ON \`_ccg_card_ctas_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_ccg_card_ctas_v_parent_id_idx\` ON \`_ccg_card_ctas_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_ccg_card_ctas_v_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_ccg_card_ctas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_ccg_card_ctas_v_locales_locale_parent_id_unique\` ON \`_ccg_card_ctas_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_ccg_cards_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`color\` text DEFAULT 'forest',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_color_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_ccg_cards_v_order_idx\` ON \`_ccg_cards_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_ccg_cards_v_parent_id_idx\` ON \`_ccg_cards_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_ccg_cards_v_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_ccg_cards_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_ccg_cards_v_locales_locale_parent_id_unique\` ON \`_ccg_cards_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_ccg_ctas_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_color_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_ccg_ctas_v_order_idx\` ON \`_ccg_ctas_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_ccg_ctas_v_parent_id_idx\` ON \`_ccg_ctas_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_ccg_ctas_v_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_ccg_ctas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_ccg_ctas_v_locales_locale_parent_id_unique\` ON \`_ccg_ctas_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_color_card_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_color_card_grid_order_idx\` ON \`_pages_v_blocks_color_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_color_card_grid_parent_id_idx\` ON \`_pages_v_blocks_color_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_color_card_grid_path_idx\` ON \`_pages_v_blocks_color_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_color_card_grid_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_color_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_color_card_grid_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_color_card_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pcg_cards_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`photo_id\` integer,
  	\`link_site_route\` text,
  	\`link_url\` text,
  	\`link_external_link\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_photo_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pcg_cards_v_order_idx\` ON \`_pcg_cards_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pcg_cards_v_parent_id_idx\` ON \`_pcg_cards_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pcg_cards_v_photo_idx\` ON \`_pcg_cards_v\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`_pcg_cards_v_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pcg_cards_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pcg_cards_v_locales_locale_parent_id_unique\` ON \`_pcg_cards_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pcg_ctas_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_photo_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pcg_ctas_v_order_idx\` ON \`_pcg_ctas_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pcg_ctas_v_parent_id_idx\` ON \`_pcg_ctas_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pcg_ctas_v_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pcg_ctas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pcg_ctas_v_locales_locale_parent_id_unique\` ON \`_pcg_ctas_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_photo_card_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_photo_card_grid_order_idx\` ON \`_pages_v_blocks_photo_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_photo_card_grid_parent_id_idx\` ON \`_pages_v_blocks_photo_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_photo_card_grid_path_idx\` ON \`_pages_v_blocks_photo_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_photo_card_grid_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_photo_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_photo_card_grid_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_photo_card_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_bg_image_banner_v_calls_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_bg_image_banner_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_bg_image_banner_v_calls_to_action_order_idx\` ON \`_bg_image_banner_v_calls_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_bg_image_banner_v_calls_to_action_parent_id_idx\` ON \`_bg_image_banner_v_calls_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_bg_image_banner_v_calls_to_action_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_bg_image_banner_v_calls_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_bg_image_banner_v_calls_to_action_locales_locale_parent_id_\` ON \`_bg_image_banner_v_calls_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_bg_image_banner_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`background_image_id\` integer,
  	\`overlay\` text DEFAULT 'dark',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_bg_image_banner_v_order_idx\` ON \`_bg_image_banner_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_bg_image_banner_v_parent_id_idx\` ON \`_bg_image_banner_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_bg_image_banner_v_path_idx\` ON \`_bg_image_banner_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_bg_image_banner_v_background_image_idx\` ON \`_bg_image_banner_v\` (\`background_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_bg_image_banner_v_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_bg_image_banner_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_bg_image_banner_v_locales_locale_parent_id_unique\` ON \`_bg_image_banner_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pop_out_banner_v_calls_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pop_out_banner_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pop_out_banner_v_calls_to_action_order_idx\` ON \`_pop_out_banner_v_calls_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pop_out_banner_v_calls_to_action_parent_id_idx\` ON \`_pop_out_banner_v_calls_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pop_out_banner_v_calls_to_action_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pop_out_banner_v_calls_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pop_out_banner_v_calls_to_action_locales_locale_parent_id_u\` ON \`_pop_out_banner_v_calls_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pop_out_banner_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`image_id\` integer,
  	\`image_side\` text DEFAULT 'left',
  	\`panel_color\` text DEFAULT 'green',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pop_out_banner_v_order_idx\` ON \`_pop_out_banner_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pop_out_banner_v_parent_id_idx\` ON \`_pop_out_banner_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pop_out_banner_v_path_idx\` ON \`_pop_out_banner_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pop_out_banner_v_image_idx\` ON \`_pop_out_banner_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pop_out_banner_v_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pop_out_banner_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pop_out_banner_v_locales_locale_parent_id_unique\` ON \`_pop_out_banner_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_single_image_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`image_id\` integer,
  	\`link_site_route\` text,
  	\`link_url\` text,
  	\`link_external_link\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_image_banner_order_idx\` ON \`_pages_v_blocks_single_image_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_image_banner_parent_id_idx\` ON \`_pages_v_blocks_single_image_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_image_banner_path_idx\` ON \`_pages_v_blocks_single_image_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_single_image_banner_image_idx\` ON \`_pages_v_blocks_single_image_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_single_image_banner_locales\` (
  	\`caption\` text,
  	\`link_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_single_image_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_single_image_banner_locales_locale_parent_id\` ON \`_pages_v_blocks_single_image_banner_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_large_banner_v_calls_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_large_banner_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_large_banner_v_calls_to_action_order_idx\` ON \`_large_banner_v_calls_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_large_banner_v_calls_to_action_parent_id_idx\` ON \`_large_banner_v_calls_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_large_banner_v_calls_to_action_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_large_banner_v_calls_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_large_banner_v_calls_to_action_locales_locale_parent_id_uni\` ON \`_large_banner_v_calls_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_large_banner_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`image_id\` integer,
  	\`copy_position\` text DEFAULT 'left',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_large_banner_v_order_idx\` ON \`_large_banner_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_large_banner_v_parent_id_idx\` ON \`_large_banner_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_large_banner_v_path_idx\` ON \`_large_banner_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_large_banner_v_image_idx\` ON \`_large_banner_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_large_banner_v_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_large_banner_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_large_banner_v_locales_locale_parent_id_unique\` ON \`_large_banner_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_tfb_features_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_site_route\` text,
  	\`link_url\` text,
  	\`link_external_link\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_three_feature_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_tfb_features_v_order_idx\` ON \`_tfb_features_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_tfb_features_v_parent_id_idx\` ON \`_tfb_features_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tfb_features_v_image_idx\` ON \`_tfb_features_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_tfb_features_v_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_tfb_features_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_tfb_features_v_locales_locale_parent_id_unique\` ON \`_tfb_features_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_three_feature_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_three_feature_banner_order_idx\` ON \`_pages_v_blocks_three_feature_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_three_feature_banner_parent_id_idx\` ON \`_pages_v_blocks_three_feature_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_three_feature_banner_path_idx\` ON \`_pages_v_blocks_three_feature_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_three_feature_banner_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_three_feature_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_three_feature_banner_locales_locale_parent_i\` ON \`_pages_v_blocks_three_feature_banner_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_tcs_cards_v_calls_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_tcs_cards_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_tcs_cards_v_calls_to_action_order_idx\` ON \`_tcs_cards_v_calls_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_tcs_cards_v_calls_to_action_parent_id_idx\` ON \`_tcs_cards_v_calls_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_tcs_cards_v_calls_to_action_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_tcs_cards_v_calls_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_tcs_cards_v_calls_to_action_locales_locale_parent_id_unique\` ON \`_tcs_cards_v_calls_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_tcs_cards_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_two_column_slide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_tcs_cards_v_order_idx\` ON \`_tcs_cards_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_tcs_cards_v_parent_id_idx\` ON \`_tcs_cards_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tcs_cards_v_image_idx\` ON \`_tcs_cards_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_tcs_cards_v_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_tcs_cards_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_tcs_cards_v_locales_locale_parent_id_unique\` ON \`_tcs_cards_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_two_column_slide\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_two_column_slide_order_idx\` ON \`_pages_v_blocks_two_column_slide\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_two_column_slide_parent_id_idx\` ON \`_pages_v_blocks_two_column_slide\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_two_column_slide_path_idx\` ON \`_pages_v_blocks_two_column_slide\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_two_column_slide_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_two_column_slide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_two_column_slide_locales_locale_parent_id_un\` ON \`_pages_v_blocks_two_column_slide_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`source\` text DEFAULT 'youtube',
  	\`video_id\` text,
  	\`thumbnail_id\` integer,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_order_idx\` ON \`_pages_v_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_parent_id_idx\` ON \`_pages_v_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_path_idx\` ON \`_pages_v_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_thumbnail_idx\` ON \`_pages_v_blocks_video\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_file_idx\` ON \`_pages_v_blocks_video\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_video_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_video_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_ipn_links_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_in_page_navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_ipn_links_v_order_idx\` ON \`_ipn_links_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_ipn_links_v_parent_id_idx\` ON \`_ipn_links_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_ipn_links_v_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_ipn_links_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_ipn_links_v_locales_locale_parent_id_unique\` ON \`_ipn_links_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_in_page_navigation\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_in_page_navigation_order_idx\` ON \`_pages_v_blocks_in_page_navigation\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_in_page_navigation_parent_id_idx\` ON \`_pages_v_blocks_in_page_navigation\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_in_page_navigation_path_idx\` ON \`_pages_v_blocks_in_page_navigation\` (\`_path\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`fg_cards\`;`)
  await db.run(sql`DROP TABLE \`fg_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`fg_ctas\`;`)
  await db.run(sql`DROP TABLE \`fg_ctas_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_flex_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_flex_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`itg_items\`;`)
  await db.run(sql`DROP TABLE \`itg_items_locales\`;`)
  await db.run(sql`DROP TABLE \`itg_ctas\`;`)
  await db.run(sql`DROP TABLE \`itg_ctas_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_icon_text_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_icon_text_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`hvg_cards\`;`)
  await db.run(sql`DROP TABLE \`hvg_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`hvg_ctas\`;`)
  await db.run(sql`DROP TABLE \`hvg_ctas_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hover_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hover_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`hlg_primary_ctas\`;`)
  await db.run(sql`DROP TABLE \`hlg_primary_ctas_locales\`;`)
  await db.run(sql`DROP TABLE \`hlg_cards\`;`)
  await db.run(sql`DROP TABLE \`hlg_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`hlg_ctas\`;`)
  await db.run(sql`DROP TABLE \`hlg_ctas_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_highlight_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_highlight_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`ftg_features\`;`)
  await db.run(sql`DROP TABLE \`ftg_features_locales\`;`)
  await db.run(sql`DROP TABLE \`ftg_ctas\`;`)
  await db.run(sql`DROP TABLE \`ftg_ctas_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`cbg_tiles\`;`)
  await db.run(sql`DROP TABLE \`cbg_tiles_locales\`;`)
  await db.run(sql`DROP TABLE \`cbg_ctas\`;`)
  await db.run(sql`DROP TABLE \`cbg_ctas_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_color_block_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_color_block_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`ccg_card_ctas\`;`)
  await db.run(sql`DROP TABLE \`ccg_card_ctas_locales\`;`)
  await db.run(sql`DROP TABLE \`ccg_cards\`;`)
  await db.run(sql`DROP TABLE \`ccg_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`ccg_ctas\`;`)
  await db.run(sql`DROP TABLE \`ccg_ctas_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_color_card_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_color_card_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`pcg_cards\`;`)
  await db.run(sql`DROP TABLE \`pcg_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pcg_ctas\`;`)
  await db.run(sql`DROP TABLE \`pcg_ctas_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_photo_card_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_photo_card_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`bg_image_banner_calls_to_action\`;`)
  await db.run(sql`DROP TABLE \`bg_image_banner_calls_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`bg_image_banner\`;`)
  await db.run(sql`DROP TABLE \`bg_image_banner_locales\`;`)
  await db.run(sql`DROP TABLE \`pop_out_banner_calls_to_action\`;`)
  await db.run(sql`DROP TABLE \`pop_out_banner_calls_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`pop_out_banner\`;`)
  await db.run(sql`DROP TABLE \`pop_out_banner_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_single_image_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_single_image_banner_locales\`;`)
  await db.run(sql`DROP TABLE \`large_banner_calls_to_action\`;`)
  await db.run(sql`DROP TABLE \`large_banner_calls_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`large_banner\`;`)
  await db.run(sql`DROP TABLE \`large_banner_locales\`;`)
  await db.run(sql`DROP TABLE \`tfb_features\`;`)
  await db.run(sql`DROP TABLE \`tfb_features_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_three_feature_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_three_feature_banner_locales\`;`)
  await db.run(sql`DROP TABLE \`tcs_cards_calls_to_action\`;`)
  await db.run(sql`DROP TABLE \`tcs_cards_calls_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`tcs_cards\`;`)
  await db.run(sql`DROP TABLE \`tcs_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_two_column_slide\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_two_column_slide_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_locales\`;`)
  await db.run(sql`DROP TABLE \`ipn_links\`;`)
  await db.run(sql`DROP TABLE \`ipn_links_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_in_page_navigation\`;`)
  await db.run(sql`DROP TABLE \`_fg_cards_v\`;`)
  await db.run(sql`DROP TABLE \`_fg_cards_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_fg_ctas_v\`;`)
  await db.run(sql`DROP TABLE \`_fg_ctas_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_flex_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_flex_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`_itg_items_v\`;`)
  await db.run(sql`DROP TABLE \`_itg_items_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_itg_ctas_v\`;`)
  await db.run(sql`DROP TABLE \`_itg_ctas_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_icon_text_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_icon_text_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`_hvg_cards_v\`;`)
  await db.run(sql`DROP TABLE \`_hvg_cards_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_hvg_ctas_v\`;`)
  await db.run(sql`DROP TABLE \`_hvg_ctas_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hover_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hover_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`_hlg_primary_ctas_v\`;`)
  await db.run(sql`DROP TABLE \`_hlg_primary_ctas_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_hlg_cards_v\`;`)
  await db.run(sql`DROP TABLE \`_hlg_cards_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_hlg_ctas_v\`;`)
  await db.run(sql`DROP TABLE \`_hlg_ctas_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_highlight_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_highlight_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`_ftg_features_v\`;`)
  await db.run(sql`DROP TABLE \`_ftg_features_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_ftg_ctas_v\`;`)
  await db.run(sql`DROP TABLE \`_ftg_ctas_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`_cbg_tiles_v\`;`)
  await db.run(sql`DROP TABLE \`_cbg_tiles_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_cbg_ctas_v\`;`)
  await db.run(sql`DROP TABLE \`_cbg_ctas_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_color_block_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_color_block_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`_ccg_card_ctas_v\`;`)
  await db.run(sql`DROP TABLE \`_ccg_card_ctas_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_ccg_cards_v\`;`)
  await db.run(sql`DROP TABLE \`_ccg_cards_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_ccg_ctas_v\`;`)
  await db.run(sql`DROP TABLE \`_ccg_ctas_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_color_card_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_color_card_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`_pcg_cards_v\`;`)
  await db.run(sql`DROP TABLE \`_pcg_cards_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pcg_ctas_v\`;`)
  await db.run(sql`DROP TABLE \`_pcg_ctas_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_photo_card_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_photo_card_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`_bg_image_banner_v_calls_to_action\`;`)
  await db.run(sql`DROP TABLE \`_bg_image_banner_v_calls_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`_bg_image_banner_v\`;`)
  await db.run(sql`DROP TABLE \`_bg_image_banner_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pop_out_banner_v_calls_to_action\`;`)
  await db.run(sql`DROP TABLE \`_pop_out_banner_v_calls_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`_pop_out_banner_v\`;`)
  await db.run(sql`DROP TABLE \`_pop_out_banner_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_single_image_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_single_image_banner_locales\`;`)
  await db.run(sql`DROP TABLE \`_large_banner_v_calls_to_action\`;`)
  await db.run(sql`DROP TABLE \`_large_banner_v_calls_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`_large_banner_v\`;`)
  await db.run(sql`DROP TABLE \`_large_banner_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_tfb_features_v\`;`)
  await db.run(sql`DROP TABLE \`_tfb_features_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_three_feature_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_three_feature_banner_locales\`;`)
  await db.run(sql`DROP TABLE \`_tcs_cards_v_calls_to_action\`;`)
  await db.run(sql`DROP TABLE \`_tcs_cards_v_calls_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`_tcs_cards_v\`;`)
  await db.run(sql`DROP TABLE \`_tcs_cards_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_two_column_slide\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_two_column_slide_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_locales\`;`)
  await db.run(sql`DROP TABLE \`_ipn_links_v\`;`)
  await db.run(sql`DROP TABLE \`_ipn_links_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_in_page_navigation\`;`)
}
