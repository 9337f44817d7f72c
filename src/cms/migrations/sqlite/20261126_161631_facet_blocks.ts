import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_filtered_grid_filters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`attribute\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_filtered_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_filtered_grid_filters_order_idx\` ON \`pages_blocks_filtered_grid_filters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_filtered_grid_filters_parent_id_idx\` ON \`pages_blocks_filtered_grid_filters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_filtered_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`content_kind\` text DEFAULT 'products',
  	\`sort\` text DEFAULT 'newest',
  	\`limit\` numeric DEFAULT 8,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_filtered_grid_order_idx\` ON \`pages_blocks_filtered_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_filtered_grid_parent_id_idx\` ON \`pages_blocks_filtered_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_filtered_grid_path_idx\` ON \`pages_blocks_filtered_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_filtered_grid_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_filtered_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_filtered_grid_locales_locale_parent_id_unique\` ON \`pages_blocks_filtered_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_facet_template\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`template_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`template_id\`) REFERENCES \`facet_templates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_facet_template_order_idx\` ON \`pages_blocks_product_facet_template\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_facet_template_parent_id_idx\` ON \`pages_blocks_product_facet_template\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_facet_template_path_idx\` ON \`pages_blocks_product_facet_template\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_facet_template_template_idx\` ON \`pages_blocks_product_facet_template\` (\`template_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_recipe_facet_template\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`template_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`template_id\`) REFERENCES \`facet_templates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_recipe_facet_template_order_idx\` ON \`pages_blocks_recipe_facet_template\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_recipe_facet_template_parent_id_idx\` ON \`pages_blocks_recipe_facet_template\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_recipe_facet_template_path_idx\` ON \`pages_blocks_recipe_facet_template\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_recipe_facet_template_template_idx\` ON \`pages_blocks_recipe_facet_template\` (\`template_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_finder\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`finder_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`finder_id\`) REFERENCES \`product_finders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_finder_order_idx\` ON \`pages_blocks_product_finder\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_finder_parent_id_idx\` ON \`pages_blocks_product_finder\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_finder_path_idx\` ON \`pages_blocks_product_finder\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_finder_finder_idx\` ON \`pages_blocks_product_finder\` (\`finder_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_favorites\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`kind\` text DEFAULT 'products',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_favorites_order_idx\` ON \`pages_blocks_favorites\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_favorites_parent_id_idx\` ON \`pages_blocks_favorites\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_favorites_path_idx\` ON \`pages_blocks_favorites\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_favorites_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_favorites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_favorites_locales_locale_parent_id_unique\` ON \`pages_blocks_favorites_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_sample_bag\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_sample_bag_order_idx\` ON \`pages_blocks_sample_bag\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sample_bag_parent_id_idx\` ON \`pages_blocks_sample_bag\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sample_bag_path_idx\` ON \`pages_blocks_sample_bag\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_sample_bag_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_sample_bag\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_sample_bag_locales_locale_parent_id_unique\` ON \`pages_blocks_sample_bag_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_recently_viewed_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`section_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`section_id\`) REFERENCES \`recently_viewed_sections\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_recently_viewed_products_order_idx\` ON \`pages_blocks_recently_viewed_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_recently_viewed_products_parent_id_idx\` ON \`pages_blocks_recently_viewed_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_recently_viewed_products_path_idx\` ON \`pages_blocks_recently_viewed_products\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_recently_viewed_products_section_idx\` ON \`pages_blocks_recently_viewed_products\` (\`section_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_texts_order_parent\` ON \`pages_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_filtered_grid_filters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`attribute\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_filtered_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_filtered_grid_filters_order_idx\` ON \`_pages_v_blocks_filtered_grid_filters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_filtered_grid_filters_parent_id_idx\` ON \`_pages_v_blocks_filtered_grid_filters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_filtered_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`content_kind\` text DEFAULT 'products',
  	\`sort\` text DEFAULT 'newest',
  	\`limit\` numeric DEFAULT 8,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_filtered_grid_order_idx\` ON \`_pages_v_blocks_filtered_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_filtered_grid_parent_id_idx\` ON \`_pages_v_blocks_filtered_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_filtered_grid_path_idx\` ON \`_pages_v_blocks_filtered_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_filtered_grid_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_filtered_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_filtered_grid_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_filtered_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_facet_template\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`template_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`template_id\`) REFERENCES \`facet_templates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_facet_template_order_idx\` ON \`_pages_v_blocks_product_facet_template\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_facet_template_parent_id_idx\` ON \`_pages_v_blocks_product_facet_template\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_facet_template_path_idx\` ON \`_pages_v_blocks_product_facet_template\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_facet_template_template_idx\` ON \`_pages_v_blocks_product_facet_template\` (\`template_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_recipe_facet_template\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`template_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`template_id\`) REFERENCES \`facet_templates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_recipe_facet_template_order_idx\` ON \`_pages_v_blocks_recipe_facet_template\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_recipe_facet_template_parent_id_idx\` ON \`_pages_v_blocks_recipe_facet_template\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_recipe_facet_template_path_idx\` ON \`_pages_v_blocks_recipe_facet_template\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_recipe_facet_template_template_idx\` ON \`_pages_v_blocks_recipe_facet_template\` (\`template_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_finder\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`finder_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`finder_id\`) REFERENCES \`product_finders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_finder_order_idx\` ON \`_pages_v_blocks_product_finder\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_finder_parent_id_idx\` ON \`_pages_v_blocks_product_finder\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_finder_path_idx\` ON \`_pages_v_blocks_product_finder\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_finder_finder_idx\` ON \`_pages_v_blocks_product_finder\` (\`finder_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_favorites\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`kind\` text DEFAULT 'products',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_favorites_order_idx\` ON \`_pages_v_blocks_favorites\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_favorites_parent_id_idx\` ON \`_pages_v_blocks_favorites\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_favorites_path_idx\` ON \`_pages_v_blocks_favorites\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_favorites_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_favorites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_favorites_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_favorites_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_sample_bag\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sample_bag_order_idx\` ON \`_pages_v_blocks_sample_bag\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sample_bag_parent_id_idx\` ON \`_pages_v_blocks_sample_bag\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sample_bag_path_idx\` ON \`_pages_v_blocks_sample_bag\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_sample_bag_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_sample_bag\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_sample_bag_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_sample_bag_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_recently_viewed_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`section_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`section_id\`) REFERENCES \`recently_viewed_sections\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_recently_viewed_products_order_idx\` ON \`_pages_v_blocks_recently_viewed_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_recently_viewed_products_parent_id_idx\` ON \`_pages_v_blocks_recently_viewed_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_recently_viewed_products_path_idx\` ON \`_pages_v_blocks_recently_viewed_products\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_recently_viewed_products_section_idx\` ON \`_pages_v_blocks_recently_viewed_products\` (\`section_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_texts_order_parent\` ON \`_pages_v_texts\` (\`order\`,\`parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_filtered_grid_filters\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_filtered_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_filtered_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_facet_template\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_recipe_facet_template\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_finder\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_favorites\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_favorites_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sample_bag\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sample_bag_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_recently_viewed_products\`;`)
  await db.run(sql`DROP TABLE \`pages_texts\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_filtered_grid_filters\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_filtered_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_filtered_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_facet_template\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_recipe_facet_template\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_finder\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_favorites\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_favorites_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sample_bag\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sample_bag_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_recently_viewed_products\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_texts\`;`)
}
