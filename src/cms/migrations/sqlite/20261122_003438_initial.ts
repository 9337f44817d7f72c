import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text DEFAULT 'editor',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`partner_users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`partner_users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`partner_users_sessions_order_idx\` ON \`partner_users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`partner_users_sessions_parent_id_idx\` ON \`partner_users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`partner_users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`salesforce_user_id\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`partner_users_salesforce_user_id_idx\` ON \`partner_users\` (\`salesforce_user_id\`);`)
  await db.run(sql`CREATE INDEX \`partner_users_updated_at_idx\` ON \`partner_users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`partner_users_created_at_idx\` ON \`partner_users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`partner_users_email_idx\` ON \`partner_users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text NOT NULL,
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_tags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tag_id\` text,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_tags_order_idx\` ON \`pages_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_tags_parent_id_idx\` ON \`pages_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_section_header_calls_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_section_header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_header_calls_to_action_order_idx\` ON \`pages_blocks_section_header_calls_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_header_calls_to_action_parent_id_idx\` ON \`pages_blocks_section_header_calls_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_section_header_calls_to_action_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_section_header_calls_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_section_header_calls_to_action_locales_locale_p\` ON \`pages_blocks_section_header_calls_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_section_header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`logo_image_id\` integer,
  	\`h1\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`logo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_header_order_idx\` ON \`pages_blocks_section_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_header_parent_id_idx\` ON \`pages_blocks_section_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_header_path_idx\` ON \`pages_blocks_section_header\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_header_logo_image_idx\` ON \`pages_blocks_section_header\` (\`logo_image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_section_header_locales\` (
  	\`title\` text,
  	\`heading\` text,
  	\`sub_heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_section_header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_section_header_locales_locale_parent_id_unique\` ON \`pages_blocks_section_header_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_plain_html\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_plain_html_order_idx\` ON \`pages_blocks_plain_html\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_plain_html_parent_id_idx\` ON \`pages_blocks_plain_html\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_plain_html_path_idx\` ON \`pages_blocks_plain_html\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_plain_html_locales\` (
  	\`html\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_plain_html\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_plain_html_locales_locale_parent_id_unique\` ON \`pages_blocks_plain_html_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_page_metadata_custom_metadata\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_page_metadata_custom_metadata_order_idx\` ON \`pages_page_metadata_custom_metadata\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_page_metadata_custom_metadata_parent_id_idx\` ON \`pages_page_metadata_custom_metadata\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_page_metadata_custom_metadata_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_page_metadata_custom_metadata\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_page_metadata_custom_metadata_locales_locale_parent_id\` ON \`pages_page_metadata_custom_metadata_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_spacer_rule\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`size\` text DEFAULT 'medium',
  	\`show_rule\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_spacer_rule_order_idx\` ON \`pages_blocks_spacer_rule\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_spacer_rule_parent_id_idx\` ON \`pages_blocks_spacer_rule\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_spacer_rule_path_idx\` ON \`pages_blocks_spacer_rule\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_region_tags_order_idx\` ON \`pages_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_region_tags_parent_idx\` ON \`pages_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_region_tags_value_idx\` ON \`pages_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`internal_title\` text,
  	\`slug\` text,
  	\`parent_page_id\` integer,
  	\`authentication\` text DEFAULT 'any',
  	\`authentication_context_id\` integer,
  	\`header_marquee_style_size\` text DEFAULT 'medium',
  	\`header_marquee_style_copy_placement\` text DEFAULT 'center',
  	\`header_marquee_style_copy_alignment\` text DEFAULT 'center',
  	\`header_marquee_style_width\` text DEFAULT 'contained',
  	\`header_marquee_style_font_color\` text DEFAULT 'light',
  	\`header_marquee_style_background_image_id\` integer,
  	\`header_marquee_style_background_video_id\` integer,
  	\`header_marquee_style_hide_video_mobile\` integer DEFAULT false,
  	\`header_marquee_style_add_overlay\` integer DEFAULT true,
  	\`page_metadata_robots_no_index\` integer DEFAULT false,
  	\`page_metadata_robots_no_follow\` integer DEFAULT false,
  	\`page_metadata_canonical\` text,
  	\`page_metadata_social_share_image_id\` integer,
  	\`page_metadata_exclude_from_xml_sitemap\` integer DEFAULT false,
  	\`page_metadata_hide_from_search_results\` integer DEFAULT false,
  	\`search_bar_location\` text DEFAULT 'none',
  	\`show_breadcrumbs\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`parent_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`authentication_context_id\`) REFERENCES \`authentication_contexts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`header_marquee_style_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`header_marquee_style_background_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`page_metadata_social_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_parent_page_idx\` ON \`pages\` (\`parent_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_authentication_context_idx\` ON \`pages\` (\`authentication_context_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_header_marquee_style_header_marquee_style_backgrou_idx\` ON \`pages\` (\`header_marquee_style_background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_header_marquee_style_header_marquee_style_backgr_1_idx\` ON \`pages\` (\`header_marquee_style_background_video_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_page_metadata_page_metadata_social_share_image_idx\` ON \`pages\` (\`page_metadata_social_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text,
  	\`page_metadata_title\` text,
  	\`page_metadata_description\` text,
  	\`page_metadata_keywords\` text,
  	\`breadcrumb_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`products_id\` integer,
  	\`recipes_id\` integer,
  	\`blogs_id\` integer,
  	\`brands_id\` integer,
  	\`product_categories_id\` integer,
  	\`blog_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipes_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_pages_id_idx\` ON \`pages_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_products_id_idx\` ON \`pages_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_recipes_id_idx\` ON \`pages_rels\` (\`recipes_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_blogs_id_idx\` ON \`pages_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_brands_id_idx\` ON \`pages_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_product_categories_id_idx\` ON \`pages_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_blog_categories_id_idx\` ON \`pages_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_tags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tag_id\` text,
  	\`name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_tags_order_idx\` ON \`_pages_v_version_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_tags_parent_id_idx\` ON \`_pages_v_version_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_section_header_calls_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'primary',
  	\`type_of_cta\` text DEFAULT 'link',
  	\`url\` text,
  	\`email_template_to\` text,
  	\`open_new_window\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_section_header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_header_calls_to_action_order_idx\` ON \`_pages_v_blocks_section_header_calls_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_header_calls_to_action_parent_id_idx\` ON \`_pages_v_blocks_section_header_calls_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_section_header_calls_to_action_locales\` (
  	\`text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_section_header_calls_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_section_header_calls_to_action_locales_local\` ON \`_pages_v_blocks_section_header_calls_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_section_header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`logo_image_id\` integer,
  	\`h1\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`logo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_header_order_idx\` ON \`_pages_v_blocks_section_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_header_parent_id_idx\` ON \`_pages_v_blocks_section_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_header_path_idx\` ON \`_pages_v_blocks_section_header\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_header_logo_image_idx\` ON \`_pages_v_blocks_section_header\` (\`logo_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_section_header_locales\` (
  	\`title\` text,
  	\`heading\` text,
  	\`sub_heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_section_header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_section_header_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_section_header_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_plain_html\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_plain_html_order_idx\` ON \`_pages_v_blocks_plain_html\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_plain_html_parent_id_idx\` ON \`_pages_v_blocks_plain_html\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_plain_html_path_idx\` ON \`_pages_v_blocks_plain_html\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_plain_html_locales\` (
  	\`html\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_plain_html\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_plain_html_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_plain_html_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_page_metadata_custom_metadata\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_page_metadata_custom_metadata_order_idx\` ON \`_pages_v_version_page_metadata_custom_metadata\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_page_metadata_custom_metadata_parent_id_idx\` ON \`_pages_v_version_page_metadata_custom_metadata\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_page_metadata_custom_metadata_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_version_page_metadata_custom_metadata\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_version_page_metadata_custom_metadata_locales_local\` ON \`_pages_v_version_page_metadata_custom_metadata_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_spacer_rule\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`size\` text DEFAULT 'medium',
  	\`show_rule\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_spacer_rule_order_idx\` ON \`_pages_v_blocks_spacer_rule\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_spacer_rule_parent_id_idx\` ON \`_pages_v_blocks_spacer_rule\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_spacer_rule_path_idx\` ON \`_pages_v_blocks_spacer_rule\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_region_tags_order_idx\` ON \`_pages_v_version_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_region_tags_parent_idx\` ON \`_pages_v_version_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_region_tags_value_idx\` ON \`_pages_v_version_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_internal_title\` text,
  	\`version_slug\` text,
  	\`version_parent_page_id\` integer,
  	\`version_authentication\` text DEFAULT 'any',
  	\`version_authentication_context_id\` integer,
  	\`version_header_marquee_style_size\` text DEFAULT 'medium',
  	\`version_header_marquee_style_copy_placement\` text DEFAULT 'center',
  	\`version_header_marquee_style_copy_alignment\` text DEFAULT 'center',
  	\`version_header_marquee_style_width\` text DEFAULT 'contained',
  	\`version_header_marquee_style_font_color\` text DEFAULT 'light',
  	\`version_header_marquee_style_background_image_id\` integer,
  	\`version_header_marquee_style_background_video_id\` integer,
  	\`version_header_marquee_style_hide_video_mobile\` integer DEFAULT false,
  	\`version_header_marquee_style_add_overlay\` integer DEFAULT true,
  	\`version_page_metadata_robots_no_index\` integer DEFAULT false,
  	\`version_page_metadata_robots_no_follow\` integer DEFAULT false,
  	\`version_page_metadata_canonical\` text,
  	\`version_page_metadata_social_share_image_id\` integer,
  	\`version_page_metadata_exclude_from_xml_sitemap\` integer DEFAULT false,
  	\`version_page_metadata_hide_from_search_results\` integer DEFAULT false,
  	\`version_search_bar_location\` text DEFAULT 'none',
  	\`version_show_breadcrumbs\` integer DEFAULT true,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_authentication_context_id\`) REFERENCES \`authentication_contexts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_header_marquee_style_background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_header_marquee_style_background_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_page_metadata_social_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_parent_page_idx\` ON \`_pages_v\` (\`version_parent_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_authentication_context_idx\` ON \`_pages_v\` (\`version_authentication_context_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_header_marquee_style_version_header_mar_idx\` ON \`_pages_v\` (\`version_header_marquee_style_background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_header_marquee_style_version_header_m_1_idx\` ON \`_pages_v\` (\`version_header_marquee_style_background_video_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_page_metadata_version_page_metadata_soc_idx\` ON \`_pages_v\` (\`version_page_metadata_social_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_page_metadata_title\` text,
  	\`version_page_metadata_description\` text,
  	\`version_page_metadata_keywords\` text,
  	\`version_breadcrumb_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`products_id\` integer,
  	\`recipes_id\` integer,
  	\`blogs_id\` integer,
  	\`brands_id\` integer,
  	\`product_categories_id\` integer,
  	\`blog_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipes_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_pages_id_idx\` ON \`_pages_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_products_id_idx\` ON \`_pages_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_recipes_id_idx\` ON \`_pages_v_rels\` (\`recipes_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_blogs_id_idx\` ON \`_pages_v_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_brands_id_idx\` ON \`_pages_v_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_product_categories_id_idx\` ON \`_pages_v_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_blog_categories_id_idx\` ON \`_pages_v_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`products_tags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tag_id\` text,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_tags_order_idx\` ON \`products_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_tags_parent_id_idx\` ON \`products_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_page_metadata_custom_metadata\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_page_metadata_custom_metadata_order_idx\` ON \`products_page_metadata_custom_metadata\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_page_metadata_custom_metadata_parent_id_idx\` ON \`products_page_metadata_custom_metadata\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_page_metadata_custom_metadata_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_page_metadata_custom_metadata\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_page_metadata_custom_metadata_locales_locale_parent\` ON \`products_page_metadata_custom_metadata_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_videos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`platform\` text DEFAULT 'youtube',
  	\`video_id\` text,
  	\`file_id\` integer,
  	\`thumbnail_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_videos_order_idx\` ON \`products_videos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_videos_parent_id_idx\` ON \`products_videos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_videos_file_idx\` ON \`products_videos\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`products_videos_thumbnail_idx\` ON \`products_videos\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE TABLE \`products_videos_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_videos_locales_locale_parent_id_unique\` ON \`products_videos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_specification_flags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`icon_id\` integer,
  	\`hide_icon_title\` integer DEFAULT false,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_specification_flags_order_idx\` ON \`products_specification_flags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_specification_flags_parent_id_idx\` ON \`products_specification_flags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_specification_flags_icon_idx\` ON \`products_specification_flags\` (\`icon_id\`);`)
  await db.run(sql`CREATE TABLE \`products_specification_flags_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_specification_flags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_specification_flags_locales_locale_parent_id_unique\` ON \`products_specification_flags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`prep_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`prep_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`prep_bullets_order_idx\` ON \`prep_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`prep_bullets_parent_id_idx\` ON \`prep_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`prep_bullets_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`prep_bullets\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`prep_bullets_locales_locale_parent_id_unique\` ON \`prep_bullets_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`prep_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon_id\` integer,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`prep_steps_order_idx\` ON \`prep_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`prep_steps_parent_id_idx\` ON \`prep_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`prep_steps_icon_idx\` ON \`prep_steps\` (\`icon_id\`);`)
  await db.run(sql`CREATE TABLE \`prep_steps_locales\` (
  	\`method_name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`prep_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`prep_steps_locales_locale_parent_id_unique\` ON \`prep_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_region_tags_order_idx\` ON \`products_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_region_tags_parent_idx\` ON \`products_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_region_tags_value_idx\` ON \`products_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sku\` text,
  	\`slug\` text,
  	\`brand_id\` integer,
  	\`sub_brand_id\` integer,
  	\`badge_internal_title\` text,
  	\`badge_image_id\` integer,
  	\`badge_link\` text,
  	\`get_a_sample\` integer DEFAULT true,
  	\`find_a_distributor\` integer DEFAULT true,
  	\`show_k12_sheet\` integer DEFAULT false,
  	\`hide_nutritional_fact_panel\` integer DEFAULT false,
  	\`published_date\` text,
  	\`page_metadata_robots_no_index\` integer DEFAULT false,
  	\`page_metadata_robots_no_follow\` integer DEFAULT false,
  	\`page_metadata_canonical\` text,
  	\`page_metadata_social_share_image_id\` integer,
  	\`page_metadata_exclude_from_xml_sitemap\` integer DEFAULT false,
  	\`page_metadata_hide_from_search_results\` integer DEFAULT false,
  	\`cut_size\` text,
  	\`pack_size\` text,
  	\`diameter\` text,
  	\`in_use_image_id\` integer,
  	\`styled_image_id\` integer,
  	\`prepared_image_id\` integer,
  	\`front_innerpack_image_id\` integer,
  	\`back_innerpack_image_id\` integer,
  	\`gross_weight\` text,
  	\`net_weight\` text,
  	\`k12_flag\` integer DEFAULT false,
  	\`dietary_flags_corn_free\` integer DEFAULT false,
  	\`dietary_flags_egg_free\` integer DEFAULT false,
  	\`dietary_flags_fish_free\` integer DEFAULT false,
  	\`dietary_flags_gluten_free\` integer DEFAULT false,
  	\`dietary_flags_milk_free\` integer DEFAULT false,
  	\`dietary_flags_peanut_free\` integer DEFAULT false,
  	\`dietary_flags_sesame_seeds_free\` integer DEFAULT false,
  	\`dietary_flags_shellfish_free\` integer DEFAULT false,
  	\`dietary_flags_soy_free\` integer DEFAULT false,
  	\`dietary_flags_sulfite_free\` integer DEFAULT false,
  	\`dietary_flags_tree_nuts_free\` integer DEFAULT false,
  	\`dietary_flags_wheat_free\` integer DEFAULT false,
  	\`dietary_flags_vegan\` integer DEFAULT false,
  	\`dietary_flags_vegetarian\` integer DEFAULT false,
  	\`dietary_flags_kosher\` integer DEFAULT false,
  	\`dietary_flags_halal\` integer DEFAULT false,
  	\`dietary_flags_low_sodium\` integer DEFAULT false,
  	\`dietary_flags_low_fat\` integer DEFAULT false,
  	\`dietary_flags_no_gluten\` integer DEFAULT false,
  	\`dietary_flags_low_gluten\` integer DEFAULT false,
  	\`dietary_flags_smart_snacks\` integer DEFAULT false,
  	\`dietary_flags_k12\` integer DEFAULT false,
  	\`dietary_flags_zero_grams_trans_fat\` integer DEFAULT false,
  	\`dietary_flags_msc_asc_certified\` integer DEFAULT false,
  	\`k12_refrigerable\` numeric,
  	\`k12_starchy\` numeric,
  	\`k12_red_orange\` numeric,
  	\`k12_other\` numeric,
  	\`k12_meat_alternate\` numeric,
  	\`k12_grains\` numeric,
  	\`k12_fruit\` numeric,
  	\`k12_dark_green\` numeric,
  	\`k12_beans_legumes\` numeric,
  	\`k12_additional\` numeric,
  	\`ingredient_disclaimer_link_id\` integer,
  	\`nutrition_us_serving_size_grams\` numeric,
  	\`nutrition_us_average_servings_per_case\` numeric,
  	\`nutrition_us_calories\` numeric,
  	\`nutrition_us_total_fat_amount\` numeric,
  	\`nutrition_us_total_fat_unit\` text,
  	\`nutrition_us_total_fat_daily_value\` numeric,
  	\`nutrition_us_saturated_fat_amount\` numeric,
  	\`nutrition_us_saturated_fat_unit\` text,
  	\`nutrition_us_saturated_fat_daily_value\` numeric,
  	\`nutrition_us_trans_fat_amount\` numeric,
  	\`nutrition_us_trans_fat_unit\` text,
  	\`nutrition_us_trans_fat_daily_value\` numeric,
  	\`nutrition_us_cholesterol_amount\` numeric,
  	\`nutrition_us_cholesterol_unit\` text,
  	\`nutrition_us_cholesterol_daily_value\` numeric,
  	\`nutrition_us_sodium_amount\` numeric,
  	\`nutrition_us_sodium_unit\` text,
  	\`nutrition_us_sodium_daily_value\` numeric,
  	\`nutrition_us_total_carbohydrate_amount\` numeric,
  	\`nutrition_us_total_carbohydrate_unit\` text,
  	\`nutrition_us_total_carbohydrate_daily_value\` numeric,
  	\`nutrition_us_dietary_fiber_amount\` numeric,
  	\`nutrition_us_dietary_fiber_unit\` text,
  	\`nutrition_us_dietary_fiber_daily_value\` numeric,
  	\`nutrition_us_total_sugars_amount\` numeric,
  	\`nutrition_us_total_sugars_unit\` text,
  	\`nutrition_us_total_sugars_daily_value\` numeric,
  	\`nutrition_us_added_sugar_amount\` numeric,
  	\`nutrition_us_added_sugar_unit\` text,
  	\`nutrition_us_added_sugar_daily_value\` numeric,
  	\`nutrition_us_protein_amount\` numeric,
  	\`nutrition_us_protein_unit\` text,
  	\`nutrition_us_protein_daily_value\` numeric,
  	\`nutrition_us_vitamin_d_amount\` numeric,
  	\`nutrition_us_vitamin_d_unit\` text,
  	\`nutrition_us_vitamin_d_daily_value\` numeric,
  	\`nutrition_us_calcium_amount\` numeric,
  	\`nutrition_us_calcium_unit\` text,
  	\`nutrition_us_calcium_daily_value\` numeric,
  	\`nutrition_us_iron_amount\` numeric,
  	\`nutrition_us_iron_unit\` text,
  	\`nutrition_us_iron_daily_value\` numeric,
  	\`nutrition_us_potassium_amount\` numeric,
  	\`nutrition_us_potassium_unit\` text,
  	\`nutrition_us_potassium_daily_value\` numeric,
  	\`nutrition_anz_serving_size\` text,
  	\`nutrition_anz_servings_per_package\` numeric,
  	\`nutrition_anz_energy_per_serving\` numeric,
  	\`nutrition_anz_energy_per100g\` numeric,
  	\`nutrition_anz_energy_unit\` text,
  	\`nutrition_anz_protein_per_serving\` numeric,
  	\`nutrition_anz_protein_per100g\` numeric,
  	\`nutrition_anz_protein_unit\` text,
  	\`nutrition_anz_total_fat_per_serving\` numeric,
  	\`nutrition_anz_total_fat_per100g\` numeric,
  	\`nutrition_anz_total_fat_unit\` text,
  	\`nutrition_anz_saturated_fat_per_serving\` numeric,
  	\`nutrition_anz_saturated_fat_per100g\` numeric,
  	\`nutrition_anz_saturated_fat_unit\` text,
  	\`nutrition_anz_carbohydrate_total_per_serving\` numeric,
  	\`nutrition_anz_carbohydrate_total_per100g\` numeric,
  	\`nutrition_anz_carbohydrate_total_unit\` text,
  	\`nutrition_anz_carbohydrate_sugars_per_serving\` numeric,
  	\`nutrition_anz_carbohydrate_sugars_per100g\` numeric,
  	\`nutrition_anz_carbohydrate_sugars_unit\` text,
  	\`nutrition_anz_dietary_fiber_per_serving\` numeric,
  	\`nutrition_anz_dietary_fiber_per100g\` numeric,
  	\`nutrition_anz_dietary_fiber_unit\` text,
  	\`nutrition_anz_sodium_per_serving\` numeric,
  	\`nutrition_anz_sodium_per100g\` numeric,
  	\`nutrition_anz_sodium_unit\` text,
  	\`nutrition_japan_energy_amount\` numeric,
  	\`nutrition_japan_energy_unit\` text,
  	\`nutrition_japan_protein_amount\` numeric,
  	\`nutrition_japan_protein_unit\` text,
  	\`nutrition_japan_fat_amount\` numeric,
  	\`nutrition_japan_fat_unit\` text,
  	\`nutrition_japan_carbs_amount\` numeric,
  	\`nutrition_japan_carbs_unit\` text,
  	\`nutrition_japan_salt_amount\` numeric,
  	\`nutrition_japan_salt_unit\` text,
  	\`nutrition_korea_total_amount_amount\` numeric,
  	\`nutrition_korea_total_amount_unit\` text,
  	\`nutrition_korea_energy_amount\` numeric,
  	\`nutrition_korea_energy_unit\` text,
  	\`nutrition_korea_sodium_amount\` numeric,
  	\`nutrition_korea_sodium_unit\` text,
  	\`nutrition_korea_sodium_daily_value\` numeric,
  	\`nutrition_korea_carbs_amount\` numeric,
  	\`nutrition_korea_carbs_unit\` text,
  	\`nutrition_korea_carbs_daily_value\` numeric,
  	\`nutrition_korea_sugars_amount\` numeric,
  	\`nutrition_korea_sugars_unit\` text,
  	\`nutrition_korea_sugars_daily_value\` numeric,
  	\`nutrition_korea_lipid_amount\` numeric,
  	\`nutrition_korea_lipid_unit\` text,
  	\`nutrition_korea_lipid_daily_value\` numeric,
  	\`nutrition_korea_trans_fat_amount\` numeric,
  	\`nutrition_korea_trans_fat_unit\` text,
  	\`nutrition_korea_trans_fat_daily_value\` numeric,
  	\`nutrition_korea_saturated_fat_amount\` numeric,
  	\`nutrition_korea_saturated_fat_unit\` text,
  	\`nutrition_korea_saturated_fat_daily_value\` numeric,
  	\`nutrition_korea_cholesterol_amount\` numeric,
  	\`nutrition_korea_cholesterol_unit\` text,
  	\`nutrition_korea_cholesterol_daily_value\` numeric,
  	\`nutrition_korea_protein_amount\` numeric,
  	\`nutrition_korea_protein_unit\` text,
  	\`nutrition_korea_protein_daily_value\` numeric,
  	\`width\` numeric,
  	\`width_unit\` text DEFAULT 'in',
  	\`length\` numeric,
  	\`length_unit\` text DEFAULT 'in',
  	\`height\` numeric,
  	\`height_unit\` text DEFAULT 'in',
  	\`case_cube\` numeric,
  	\`tix_hi\` text,
  	\`shelf_life\` numeric,
  	\`storage_temp_high\` numeric,
  	\`storage_temp_low\` numeric,
  	\`storage_temp_uo_m\` text DEFAULT 'F',
  	\`preparation_method_type_id\` integer,
  	\`preparation_time\` text,
  	\`preparation_temperature\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`brand_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sub_brand_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`badge_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`page_metadata_social_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`in_use_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`styled_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`prepared_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`front_innerpack_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`back_innerpack_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`ingredient_disclaimer_link_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`preparation_method_type_id\`) REFERENCES \`preparation_methods\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_sku_idx\` ON \`products\` (\`sku\`);`)
  await db.run(sql`CREATE INDEX \`products_slug_idx\` ON \`products\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`products_brand_idx\` ON \`products\` (\`brand_id\`);`)
  await db.run(sql`CREATE INDEX \`products_sub_brand_idx\` ON \`products\` (\`sub_brand_id\`);`)
  await db.run(sql`CREATE INDEX \`products_badge_badge_image_idx\` ON \`products\` (\`badge_image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_published_date_idx\` ON \`products\` (\`published_date\`);`)
  await db.run(sql`CREATE INDEX \`products_page_metadata_page_metadata_social_share_image_idx\` ON \`products\` (\`page_metadata_social_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_in_use_image_idx\` ON \`products\` (\`in_use_image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_styled_image_idx\` ON \`products\` (\`styled_image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_prepared_image_idx\` ON \`products\` (\`prepared_image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_front_innerpack_image_idx\` ON \`products\` (\`front_innerpack_image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_back_innerpack_image_idx\` ON \`products\` (\`back_innerpack_image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_ingredient_disclaimer_link_idx\` ON \`products\` (\`ingredient_disclaimer_link_id\`);`)
  await db.run(sql`CREATE INDEX \`products_preparation_method_type_idx\` ON \`products\` (\`preparation_method_type_id\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`products__status_idx\` ON \`products\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`products_locales\` (
  	\`marketing_name\` text,
  	\`badge_text\` text,
  	\`page_metadata_title\` text,
  	\`page_metadata_description\` text,
  	\`page_metadata_keywords\` text,
  	\`general_description\` text,
  	\`benefits\` text,
  	\`case_pack_description\` text,
  	\`manufacture_country\` text,
  	\`ingredients\` text,
  	\`contains\` text,
  	\`ingredient_disclaimer_text\` text,
  	\`nutrition_us_ingredients\` text,
  	\`nutrition_us_serving_suggestion\` text,
  	\`nutrition_us_household_serving_size\` text,
  	\`nutrition_japan_title\` text,
  	\`nutrition_japan_ingredients\` text,
  	\`packaging_category\` text,
  	\`preparation_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_locales_locale_parent_id_unique\` ON \`products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_texts_order_parent\` ON \`products_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`product_categories_id\` integer,
  	\`cut_types_id\` integer,
  	\`media_id\` integer,
  	\`blogs_id\` integer,
  	\`recipes_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cut_types_id\`) REFERENCES \`cut_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipes_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_rels_order_idx\` ON \`products_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_parent_idx\` ON \`products_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_path_idx\` ON \`products_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_product_categories_id_idx\` ON \`products_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_cut_types_id_idx\` ON \`products_rels\` (\`cut_types_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_media_id_idx\` ON \`products_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_blogs_id_idx\` ON \`products_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_recipes_id_idx\` ON \`products_rels\` (\`recipes_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_tags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tag_id\` text,
  	\`name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_tags_order_idx\` ON \`_products_v_version_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_tags_parent_id_idx\` ON \`_products_v_version_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_page_metadata_custom_metadata\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_page_metadata_custom_metadata_order_idx\` ON \`_products_v_version_page_metadata_custom_metadata\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_page_metadata_custom_metadata_parent_id_idx\` ON \`_products_v_version_page_metadata_custom_metadata\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_page_metadata_custom_metadata_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_page_metadata_custom_metadata\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_page_metadata_custom_metadata_locales_lo\` ON \`_products_v_version_page_metadata_custom_metadata_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_videos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`platform\` text DEFAULT 'youtube',
  	\`video_id\` text,
  	\`file_id\` integer,
  	\`thumbnail_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_videos_order_idx\` ON \`_products_v_version_videos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_videos_parent_id_idx\` ON \`_products_v_version_videos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_videos_file_idx\` ON \`_products_v_version_videos\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_videos_thumbnail_idx\` ON \`_products_v_version_videos\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_videos_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_videos_locales_locale_parent_id_unique\` ON \`_products_v_version_videos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_specification_flags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`icon_id\` integer,
  	\`hide_icon_title\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_specification_flags_order_idx\` ON \`_products_v_version_specification_flags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_specification_flags_parent_id_idx\` ON \`_products_v_version_specification_flags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_specification_flags_icon_idx\` ON \`_products_v_version_specification_flags\` (\`icon_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_specification_flags_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_specification_flags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_specification_flags_locales_locale_paren\` ON \`_products_v_version_specification_flags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_prep_bullets_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_prep_steps_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_prep_bullets_v_order_idx\` ON \`_prep_bullets_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_prep_bullets_v_parent_id_idx\` ON \`_prep_bullets_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_prep_bullets_v_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_prep_bullets_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_prep_bullets_v_locales_locale_parent_id_unique\` ON \`_prep_bullets_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_prep_steps_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`icon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_prep_steps_v_order_idx\` ON \`_prep_steps_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_prep_steps_v_parent_id_idx\` ON \`_prep_steps_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_prep_steps_v_icon_idx\` ON \`_prep_steps_v\` (\`icon_id\`);`)
  await db.run(sql`CREATE TABLE \`_prep_steps_v_locales\` (
  	\`method_name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_prep_steps_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_prep_steps_v_locales_locale_parent_id_unique\` ON \`_prep_steps_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_region_tags_order_idx\` ON \`_products_v_version_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_region_tags_parent_idx\` ON \`_products_v_version_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_region_tags_value_idx\` ON \`_products_v_version_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_products_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_sku\` text,
  	\`version_slug\` text,
  	\`version_brand_id\` integer,
  	\`version_sub_brand_id\` integer,
  	\`version_badge_internal_title\` text,
  	\`version_badge_image_id\` integer,
  	\`version_badge_link\` text,
  	\`version_get_a_sample\` integer DEFAULT true,
  	\`version_find_a_distributor\` integer DEFAULT true,
  	\`version_show_k12_sheet\` integer DEFAULT false,
  	\`version_hide_nutritional_fact_panel\` integer DEFAULT false,
  	\`version_published_date\` text,
  	\`version_page_metadata_robots_no_index\` integer DEFAULT false,
  	\`version_page_metadata_robots_no_follow\` integer DEFAULT false,
  	\`version_page_metadata_canonical\` text,
  	\`version_page_metadata_social_share_image_id\` integer,
  	\`version_page_metadata_exclude_from_xml_sitemap\` integer DEFAULT false,
  	\`version_page_metadata_hide_from_search_results\` integer DEFAULT false,
  	\`version_cut_size\` text,
  	\`version_pack_size\` text,
  	\`version_diameter\` text,
  	\`version_in_use_image_id\` integer,
  	\`version_styled_image_id\` integer,
  	\`version_prepared_image_id\` integer,
  	\`version_front_innerpack_image_id\` integer,
  	\`version_back_innerpack_image_id\` integer,
  	\`version_gross_weight\` text,
  	\`version_net_weight\` text,
  	\`version_k12_flag\` integer DEFAULT false,
  	\`version_dietary_flags_corn_free\` integer DEFAULT false,
  	\`version_dietary_flags_egg_free\` integer DEFAULT false,
  	\`version_dietary_flags_fish_free\` integer DEFAULT false,
  	\`version_dietary_flags_gluten_free\` integer DEFAULT false,
  	\`version_dietary_flags_milk_free\` integer DEFAULT false,
  	\`version_dietary_flags_peanut_free\` integer DEFAULT false,
  	\`version_dietary_flags_sesame_seeds_free\` integer DEFAULT false,
  	\`version_dietary_flags_shellfish_free\` integer DEFAULT false,
  	\`version_dietary_flags_soy_free\` integer DEFAULT false,
  	\`version_dietary_flags_sulfite_free\` integer DEFAULT false,
  	\`version_dietary_flags_tree_nuts_free\` integer DEFAULT false,
  	\`version_dietary_flags_wheat_free\` integer DEFAULT false,
  	\`version_dietary_flags_vegan\` integer DEFAULT false,
  	\`version_dietary_flags_vegetarian\` integer DEFAULT false,
  	\`version_dietary_flags_kosher\` integer DEFAULT false,
  	\`version_dietary_flags_halal\` integer DEFAULT false,
  	\`version_dietary_flags_low_sodium\` integer DEFAULT false,
  	\`version_dietary_flags_low_fat\` integer DEFAULT false,
  	\`version_dietary_flags_no_gluten\` integer DEFAULT false,
  	\`version_dietary_flags_low_gluten\` integer DEFAULT false,
  	\`version_dietary_flags_smart_snacks\` integer DEFAULT false,
  	\`version_dietary_flags_k12\` integer DEFAULT false,
  	\`version_dietary_flags_zero_grams_trans_fat\` integer DEFAULT false,
  	\`version_dietary_flags_msc_asc_certified\` integer DEFAULT false,
  	\`version_k12_refrigerable\` numeric,
  	\`version_k12_starchy\` numeric,
  	\`version_k12_red_orange\` numeric,
  	\`version_k12_other\` numeric,
  	\`version_k12_meat_alternate\` numeric,
  	\`version_k12_grains\` numeric,
  	\`version_k12_fruit\` numeric,
  	\`version_k12_dark_green\` numeric,
  	\`version_k12_beans_legumes\` numeric,
  	\`version_k12_additional\` numeric,
  	\`version_ingredient_disclaimer_link_id\` integer,
  	\`version_nutrition_us_serving_size_grams\` numeric,
  	\`version_nutrition_us_average_servings_per_case\` numeric,
  	\`version_nutrition_us_calories\` numeric,
  	\`version_nutrition_us_total_fat_amount\` numeric,
  	\`version_nutrition_us_total_fat_unit\` text,
  	\`version_nutrition_us_total_fat_daily_value\` numeric,
  	\`version_nutrition_us_saturated_fat_amount\` numeric,
  	\`version_nutrition_us_saturated_fat_unit\` text,
  	\`version_nutrition_us_saturated_fat_daily_value\` numeric,
  	\`version_nutrition_us_trans_fat_amount\` numeric,
  	\`version_nutrition_us_trans_fat_unit\` text,
  	\`version_nutrition_us_trans_fat_daily_value\` numeric,
  	\`version_nutrition_us_cholesterol_amount\` numeric,
  	\`version_nutrition_us_cholesterol_unit\` text,
  	\`version_nutrition_us_cholesterol_daily_value\` numeric,
  	\`version_nutrition_us_sodium_amount\` numeric,
  	\`version_nutrition_us_sodium_unit\` text,
  	\`version_nutrition_us_sodium_daily_value\` numeric,
  	\`version_nutrition_us_total_carbohydrate_amount\` numeric,
  	\`version_nutrition_us_total_carbohydrate_unit\` text,
  	\`version_nutrition_us_total_carbohydrate_daily_value\` numeric,
  	\`version_nutrition_us_dietary_fiber_amount\` numeric,
  	\`version_nutrition_us_dietary_fiber_unit\` text,
  	\`version_nutrition_us_dietary_fiber_daily_value\` numeric,
  	\`version_nutrition_us_total_sugars_amount\` numeric,
  	\`version_nutrition_us_total_sugars_unit\` text,
  	\`version_nutrition_us_total_sugars_daily_value\` numeric,
  	\`version_nutrition_us_added_sugar_amount\` numeric,
  	\`version_nutrition_us_added_sugar_unit\` text,
  	\`version_nutrition_us_added_sugar_daily_value\` numeric,
  	\`version_nutrition_us_protein_amount\` numeric,
  	\`version_nutrition_us_protein_unit\` text,
  	\`version_nutrition_us_protein_daily_value\` numeric,
  	\`version_nutrition_us_vitamin_d_amount\` numeric,
  	\`version_nutrition_us_vitamin_d_unit\` text,
  	\`version_nutrition_us_vitamin_d_daily_value\` numeric,
  	\`version_nutrition_us_calcium_amount\` numeric,
  	\`version_nutrition_us_calcium_unit\` text,
  	\`version_nutrition_us_calcium_daily_value\` numeric,
  	\`version_nutrition_us_iron_amount\` numeric,
  	\`version_nutrition_us_iron_unit\` text,
  	\`version_nutrition_us_iron_daily_value\` numeric,
  	\`version_nutrition_us_potassium_amount\` numeric,
  	\`version_nutrition_us_potassium_unit\` text,
  	\`version_nutrition_us_potassium_daily_value\` numeric,
  	\`version_nutrition_anz_serving_size\` text,
  	\`version_nutrition_anz_servings_per_package\` numeric,
  	\`version_nutrition_anz_energy_per_serving\` numeric,
  	\`version_nutrition_anz_energy_per100g\` numeric,
  	\`version_nutrition_anz_energy_unit\` text,
  	\`version_nutrition_anz_protein_per_serving\` numeric,
  	\`version_nutrition_anz_protein_per100g\` numeric,
  	\`version_nutrition_anz_protein_unit\` text,
  	\`version_nutrition_anz_total_fat_per_serving\` numeric,
  	\`version_nutrition_anz_total_fat_per100g\` numeric,
  	\`version_nutrition_anz_total_fat_unit\` text,
  	\`version_nutrition_anz_saturated_fat_per_serving\` numeric,
  	\`version_nutrition_anz_saturated_fat_per100g\` numeric,
  	\`version_nutrition_anz_saturated_fat_unit\` text,
  	\`version_nutrition_anz_carbohydrate_total_per_serving\` numeric,
  	\`version_nutrition_anz_carbohydrate_total_per100g\` numeric,
  	\`version_nutrition_anz_carbohydrate_total_unit\` text,
  	\`version_nutrition_anz_carbohydrate_sugars_per_serving\` numeric,
  	\`version_nutrition_anz_carbohydrate_sugars_per100g\` numeric,
  	\`version_nutrition_anz_carbohydrate_sugars_unit\` text,
  	\`version_nutrition_anz_dietary_fiber_per_serving\` numeric,
  	\`version_nutrition_anz_dietary_fiber_per100g\` numeric,
  	\`version_nutrition_anz_dietary_fiber_unit\` text,
  	\`version_nutrition_anz_sodium_per_serving\` numeric,
  	\`version_nutrition_anz_sodium_per100g\` numeric,
  	\`version_nutrition_anz_sodium_unit\` text,
  	\`version_nutrition_japan_energy_amount\` numeric,
  	\`version_nutrition_japan_energy_unit\` text,
  	\`version_nutrition_japan_protein_amount\` numeric,
  	\`version_nutrition_japan_protein_unit\` text,
  	\`version_nutrition_japan_fat_amount\` numeric,
  	\`version_nutrition_japan_fat_unit\` text,
  	\`version_nutrition_japan_carbs_amount\` numeric,
  	\`version_nutrition_japan_carbs_unit\` text,
  	\`version_nutrition_japan_salt_amount\` numeric,
  	\`version_nutrition_japan_salt_unit\` text,
  	\`version_nutrition_korea_total_amount_amount\` numeric,
  	\`version_nutrition_korea_total_amount_unit\` text,
  	\`version_nutrition_korea_energy_amount\` numeric,
  	\`version_nutrition_korea_energy_unit\` text,
  	\`version_nutrition_korea_sodium_amount\` numeric,
  	\`version_nutrition_korea_sodium_unit\` text,
  	\`version_nutrition_korea_sodium_daily_value\` numeric,
  	\`version_nutrition_korea_carbs_amount\` numeric,
  	\`version_nutrition_korea_carbs_unit\` text,
  	\`version_nutrition_korea_carbs_daily_value\` numeric,
  	\`version_nutrition_korea_sugars_amount\` numeric,
  	\`version_nutrition_korea_sugars_unit\` text,
  	\`version_nutrition_korea_sugars_daily_value\` numeric,
  	\`version_nutrition_korea_lipid_amount\` numeric,
  	\`version_nutrition_korea_lipid_unit\` text,
  	\`version_nutrition_korea_lipid_daily_value\` numeric,
  	\`version_nutrition_korea_trans_fat_amount\` numeric,
  	\`version_nutrition_korea_trans_fat_unit\` text,
  	\`version_nutrition_korea_trans_fat_daily_value\` numeric,
  	\`version_nutrition_korea_saturated_fat_amount\` numeric,
  	\`version_nutrition_korea_saturated_fat_unit\` text,
  	\`version_nutrition_korea_saturated_fat_daily_value\` numeric,
  	\`version_nutrition_korea_cholesterol_amount\` numeric,
  	\`version_nutrition_korea_cholesterol_unit\` text,
  	\`version_nutrition_korea_cholesterol_daily_value\` numeric,
  	\`version_nutrition_korea_protein_amount\` numeric,
  	\`version_nutrition_korea_protein_unit\` text,
  	\`version_nutrition_korea_protein_daily_value\` numeric,
  	\`version_width\` numeric,
  	\`version_width_unit\` text DEFAULT 'in',
  	\`version_length\` numeric,
  	\`version_length_unit\` text DEFAULT 'in',
  	\`version_height\` numeric,
  	\`version_height_unit\` text DEFAULT 'in',
  	\`version_case_cube\` numeric,
  	\`version_tix_hi\` text,
  	\`version_shelf_life\` numeric,
  	\`version_storage_temp_high\` numeric,
  	\`version_storage_temp_low\` numeric,
  	\`version_storage_temp_uo_m\` text DEFAULT 'F',
  	\`version_preparation_method_type_id\` integer,
  	\`version_preparation_time\` text,
  	\`version_preparation_temperature\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_brand_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_sub_brand_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_badge_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_page_metadata_social_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_in_use_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_styled_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_prepared_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_front_innerpack_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_back_innerpack_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_ingredient_disclaimer_link_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_preparation_method_type_id\`) REFERENCES \`preparation_methods\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_parent_idx\` ON \`_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_sku_idx\` ON \`_products_v\` (\`version_sku\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_slug_idx\` ON \`_products_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_brand_idx\` ON \`_products_v\` (\`version_brand_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_sub_brand_idx\` ON \`_products_v\` (\`version_sub_brand_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_badge_version_badge_image_idx\` ON \`_products_v\` (\`version_badge_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_published_date_idx\` ON \`_products_v\` (\`version_published_date\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_page_metadata_version_page_metadata__idx\` ON \`_products_v\` (\`version_page_metadata_social_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_in_use_image_idx\` ON \`_products_v\` (\`version_in_use_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_styled_image_idx\` ON \`_products_v\` (\`version_styled_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_prepared_image_idx\` ON \`_products_v\` (\`version_prepared_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_front_innerpack_image_idx\` ON \`_products_v\` (\`version_front_innerpack_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_back_innerpack_image_idx\` ON \`_products_v\` (\`version_back_innerpack_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_ingredient_disclaimer_link_idx\` ON \`_products_v\` (\`version_ingredient_disclaimer_link_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_preparation_method_type_idx\` ON \`_products_v\` (\`version_preparation_method_type_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_updated_at_idx\` ON \`_products_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_created_at_idx\` ON \`_products_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version__status_idx\` ON \`_products_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_created_at_idx\` ON \`_products_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_updated_at_idx\` ON \`_products_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_snapshot_idx\` ON \`_products_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_published_locale_idx\` ON \`_products_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_latest_idx\` ON \`_products_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_locales\` (
  	\`version_marketing_name\` text,
  	\`version_badge_text\` text,
  	\`version_page_metadata_title\` text,
  	\`version_page_metadata_description\` text,
  	\`version_page_metadata_keywords\` text,
  	\`version_general_description\` text,
  	\`version_benefits\` text,
  	\`version_case_pack_description\` text,
  	\`version_manufacture_country\` text,
  	\`version_ingredients\` text,
  	\`version_contains\` text,
  	\`version_ingredient_disclaimer_text\` text,
  	\`version_nutrition_us_ingredients\` text,
  	\`version_nutrition_us_serving_suggestion\` text,
  	\`version_nutrition_us_household_serving_size\` text,
  	\`version_nutrition_japan_title\` text,
  	\`version_nutrition_japan_ingredients\` text,
  	\`version_packaging_category\` text,
  	\`version_preparation_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_locales_locale_parent_id_unique\` ON \`_products_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_texts_order_parent\` ON \`_products_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`product_categories_id\` integer,
  	\`cut_types_id\` integer,
  	\`media_id\` integer,
  	\`blogs_id\` integer,
  	\`recipes_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cut_types_id\`) REFERENCES \`cut_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipes_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_rels_order_idx\` ON \`_products_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_parent_idx\` ON \`_products_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_path_idx\` ON \`_products_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_product_categories_id_idx\` ON \`_products_v_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_cut_types_id_idx\` ON \`_products_v_rels\` (\`cut_types_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_media_id_idx\` ON \`_products_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_blogs_id_idx\` ON \`_products_v_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_recipes_id_idx\` ON \`_products_v_rels\` (\`recipes_id\`);`)
  await db.run(sql`CREATE TABLE \`product_categories_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_categories_region_tags_order_idx\` ON \`product_categories_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_region_tags_parent_idx\` ON \`product_categories_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_region_tags_value_idx\` ON \`product_categories_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`product_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`image_id\` integer,
  	\`parent_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`product_categories_slug_idx\` ON \`product_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_image_idx\` ON \`product_categories\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_parent_idx\` ON \`product_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_updated_at_idx\` ON \`product_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`product_categories_created_at_idx\` ON \`product_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`product_categories__status_idx\` ON \`product_categories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`product_categories_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`product_categories_locales_locale_parent_id_unique\` ON \`product_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_product_categories_v_version_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_product_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_region_tags_order_idx\` ON \`_product_categories_v_version_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_region_tags_parent_idx\` ON \`_product_categories_v_version_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_region_tags_value_idx\` ON \`_product_categories_v_version_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_product_categories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_image_id\` integer,
  	\`version_parent_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_product_categories_v_parent_idx\` ON \`_product_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version_slug_idx\` ON \`_product_categories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version_image_idx\` ON \`_product_categories_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version_parent_idx\` ON \`_product_categories_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version_updated_at_idx\` ON \`_product_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version_created_at_idx\` ON \`_product_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_version_version__status_idx\` ON \`_product_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_created_at_idx\` ON \`_product_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_updated_at_idx\` ON \`_product_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_snapshot_idx\` ON \`_product_categories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_published_locale_idx\` ON \`_product_categories_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_product_categories_v_latest_idx\` ON \`_product_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_product_categories_v_locales\` (
  	\`version_name\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_product_categories_v_locales_locale_parent_id_unique\` ON \`_product_categories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`recipes_meal_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`recipes_meal_types_order_idx\` ON \`recipes_meal_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`recipes_meal_types_parent_idx\` ON \`recipes_meal_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`recipes_market_segments\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`recipes_market_segments_order_idx\` ON \`recipes_market_segments\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`recipes_market_segments_parent_idx\` ON \`recipes_market_segments\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`recipes_page_metadata_custom_metadata\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`recipes_page_metadata_custom_metadata_order_idx\` ON \`recipes_page_metadata_custom_metadata\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`recipes_page_metadata_custom_metadata_parent_id_idx\` ON \`recipes_page_metadata_custom_metadata\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`recipes_page_metadata_custom_metadata_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`recipes_page_metadata_custom_metadata\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`recipes_page_metadata_custom_metadata_locales_locale_parent_\` ON \`recipes_page_metadata_custom_metadata_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`recipes_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`recipes_region_tags_order_idx\` ON \`recipes_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`recipes_region_tags_parent_idx\` ON \`recipes_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`recipes_region_tags_value_idx\` ON \`recipes_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`recipes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`image_id\` integer,
  	\`yield_servings\` numeric,
  	\`yield_portion_size\` text,
  	\`yield_measure\` text,
  	\`featured_recipe\` integer DEFAULT false,
  	\`authentication_context_id\` integer,
  	\`published_date\` text,
  	\`page_metadata_robots_no_index\` integer DEFAULT false,
  	\`page_metadata_robots_no_follow\` integer DEFAULT false,
  	\`page_metadata_canonical\` text,
  	\`page_metadata_social_share_image_id\` integer,
  	\`page_metadata_exclude_from_xml_sitemap\` integer DEFAULT false,
  	\`page_metadata_hide_from_search_results\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`authentication_context_id\`) REFERENCES \`authentication_contexts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`page_metadata_social_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`recipes_slug_idx\` ON \`recipes\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`recipes_image_idx\` ON \`recipes\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`recipes_authentication_context_idx\` ON \`recipes\` (\`authentication_context_id\`);`)
  await db.run(sql`CREATE INDEX \`recipes_published_date_idx\` ON \`recipes\` (\`published_date\`);`)
  await db.run(sql`CREATE INDEX \`recipes_page_metadata_page_metadata_social_share_image_idx\` ON \`recipes\` (\`page_metadata_social_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`recipes_updated_at_idx\` ON \`recipes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`recipes_created_at_idx\` ON \`recipes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`recipes__status_idx\` ON \`recipes\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`recipes_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`dish_type\` text,
  	\`yield_unit\` text,
  	\`custom_measurement\` text,
  	\`ingredients\` text,
  	\`prep_instructions\` text,
  	\`page_metadata_title\` text,
  	\`page_metadata_description\` text,
  	\`page_metadata_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`recipes_locales_locale_parent_id_unique\` ON \`recipes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`recipes_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`brands_id\` integer,
  	\`products_id\` integer,
  	\`recipe_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipe_categories_id\`) REFERENCES \`recipe_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`recipes_rels_order_idx\` ON \`recipes_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`recipes_rels_parent_idx\` ON \`recipes_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`recipes_rels_path_idx\` ON \`recipes_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`recipes_rels_brands_id_idx\` ON \`recipes_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`recipes_rels_products_id_idx\` ON \`recipes_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`recipes_rels_recipe_categories_id_idx\` ON \`recipes_rels\` (\`recipe_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`_recipes_v_version_meal_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_recipes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_meal_types_order_idx\` ON \`_recipes_v_version_meal_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_meal_types_parent_idx\` ON \`_recipes_v_version_meal_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_recipes_v_version_market_segments\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_recipes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_market_segments_order_idx\` ON \`_recipes_v_version_market_segments\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_market_segments_parent_idx\` ON \`_recipes_v_version_market_segments\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_recipes_v_version_page_metadata_custom_metadata\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_recipes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_page_metadata_custom_metadata_order_idx\` ON \`_recipes_v_version_page_metadata_custom_metadata\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_page_metadata_custom_metadata_parent_id_idx\` ON \`_recipes_v_version_page_metadata_custom_metadata\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_recipes_v_version_page_metadata_custom_metadata_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_recipes_v_version_page_metadata_custom_metadata\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_recipes_v_version_page_metadata_custom_metadata_locales_loc\` ON \`_recipes_v_version_page_metadata_custom_metadata_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_recipes_v_version_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_recipes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_region_tags_order_idx\` ON \`_recipes_v_version_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_region_tags_parent_idx\` ON \`_recipes_v_version_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_region_tags_value_idx\` ON \`_recipes_v_version_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_recipes_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_image_id\` integer,
  	\`version_yield_servings\` numeric,
  	\`version_yield_portion_size\` text,
  	\`version_yield_measure\` text,
  	\`version_featured_recipe\` integer DEFAULT false,
  	\`version_authentication_context_id\` integer,
  	\`version_published_date\` text,
  	\`version_page_metadata_robots_no_index\` integer DEFAULT false,
  	\`version_page_metadata_robots_no_follow\` integer DEFAULT false,
  	\`version_page_metadata_canonical\` text,
  	\`version_page_metadata_social_share_image_id\` integer,
  	\`version_page_metadata_exclude_from_xml_sitemap\` integer DEFAULT false,
  	\`version_page_metadata_hide_from_search_results\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_authentication_context_id\`) REFERENCES \`authentication_contexts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_page_metadata_social_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_recipes_v_parent_idx\` ON \`_recipes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_version_slug_idx\` ON \`_recipes_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_version_image_idx\` ON \`_recipes_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_version_authentication_context_idx\` ON \`_recipes_v\` (\`version_authentication_context_id\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_version_published_date_idx\` ON \`_recipes_v\` (\`version_published_date\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_page_metadata_version_page_metadata_s_idx\` ON \`_recipes_v\` (\`version_page_metadata_social_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_version_updated_at_idx\` ON \`_recipes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_version_created_at_idx\` ON \`_recipes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_version_version__status_idx\` ON \`_recipes_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_created_at_idx\` ON \`_recipes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_updated_at_idx\` ON \`_recipes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_snapshot_idx\` ON \`_recipes_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_published_locale_idx\` ON \`_recipes_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_latest_idx\` ON \`_recipes_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_recipes_v_locales\` (
  	\`version_name\` text,
  	\`version_description\` text,
  	\`version_dish_type\` text,
  	\`version_yield_unit\` text,
  	\`version_custom_measurement\` text,
  	\`version_ingredients\` text,
  	\`version_prep_instructions\` text,
  	\`version_page_metadata_title\` text,
  	\`version_page_metadata_description\` text,
  	\`version_page_metadata_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_recipes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_recipes_v_locales_locale_parent_id_unique\` ON \`_recipes_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_recipes_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`brands_id\` integer,
  	\`products_id\` integer,
  	\`recipe_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_recipes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipe_categories_id\`) REFERENCES \`recipe_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_recipes_v_rels_order_idx\` ON \`_recipes_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_rels_parent_idx\` ON \`_recipes_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_rels_path_idx\` ON \`_recipes_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_rels_brands_id_idx\` ON \`_recipes_v_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_rels_products_id_idx\` ON \`_recipes_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`_recipes_v_rels_recipe_categories_id_idx\` ON \`_recipes_v_rels\` (\`recipe_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`recipe_categories_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`recipe_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`recipe_categories_region_tags_order_idx\` ON \`recipe_categories_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`recipe_categories_region_tags_parent_idx\` ON \`recipe_categories_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`recipe_categories_region_tags_value_idx\` ON \`recipe_categories_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`recipe_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`image_id\` integer,
  	\`type\` text DEFAULT 'Standard',
  	\`internal_reference\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`recipe_categories_slug_idx\` ON \`recipe_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`recipe_categories_image_idx\` ON \`recipe_categories\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`recipe_categories_updated_at_idx\` ON \`recipe_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`recipe_categories_created_at_idx\` ON \`recipe_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`recipe_categories__status_idx\` ON \`recipe_categories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`recipe_categories_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`recipe_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`recipe_categories_locales_locale_parent_id_unique\` ON \`recipe_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_recipe_categories_v_version_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_recipe_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_recipe_categories_v_version_region_tags_order_idx\` ON \`_recipe_categories_v_version_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_categories_v_version_region_tags_parent_idx\` ON \`_recipe_categories_v_version_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_categories_v_version_region_tags_value_idx\` ON \`_recipe_categories_v_version_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_recipe_categories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_image_id\` integer,
  	\`version_type\` text DEFAULT 'Standard',
  	\`version_internal_reference\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`recipe_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_recipe_categories_v_parent_idx\` ON \`_recipe_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_categories_v_version_version_slug_idx\` ON \`_recipe_categories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_categories_v_version_version_image_idx\` ON \`_recipe_categories_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_categories_v_version_version_updated_at_idx\` ON \`_recipe_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_categories_v_version_version_created_at_idx\` ON \`_recipe_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_categories_v_version_version__status_idx\` ON \`_recipe_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_categories_v_created_at_idx\` ON \`_recipe_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_categories_v_updated_at_idx\` ON \`_recipe_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_categories_v_snapshot_idx\` ON \`_recipe_categories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_categories_v_published_locale_idx\` ON \`_recipe_categories_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_categories_v_latest_idx\` ON \`_recipe_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_recipe_categories_v_locales\` (
  	\`version_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_recipe_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_recipe_categories_v_locales_locale_parent_id_unique\` ON \`_recipe_categories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`recipe_page_settings_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`recipe_page_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`recipe_page_settings_region_tags_order_idx\` ON \`recipe_page_settings_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`recipe_page_settings_region_tags_parent_idx\` ON \`recipe_page_settings_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`recipe_page_settings_region_tags_value_idx\` ON \`recipe_page_settings_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`recipe_page_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`internal_title\` text,
  	\`print_header_image_id\` integer,
  	\`print_logo_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`print_header_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`print_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`recipe_page_settings_print_print_header_image_idx\` ON \`recipe_page_settings\` (\`print_header_image_id\`);`)
  await db.run(sql`CREATE INDEX \`recipe_page_settings_print_print_logo_idx\` ON \`recipe_page_settings\` (\`print_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`recipe_page_settings_updated_at_idx\` ON \`recipe_page_settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`recipe_page_settings_created_at_idx\` ON \`recipe_page_settings\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`recipe_page_settings__status_idx\` ON \`recipe_page_settings\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`recipe_page_settings_locales\` (
  	\`print_description\` text,
  	\`print_logo_subtext\` text,
  	\`print_marketing_text\` text,
  	\`email_template_subject\` text,
  	\`email_template_body\` text,
  	\`print_button_title\` text,
  	\`email_button_title\` text,
  	\`share_button_title\` text,
  	\`yield_title\` text,
  	\`associated_products_title\` text,
  	\`instructions_section_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`recipe_page_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`recipe_page_settings_locales_locale_parent_id_unique\` ON \`recipe_page_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_recipe_page_settings_v_version_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_recipe_page_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_recipe_page_settings_v_version_region_tags_order_idx\` ON \`_recipe_page_settings_v_version_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_page_settings_v_version_region_tags_parent_idx\` ON \`_recipe_page_settings_v_version_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_page_settings_v_version_region_tags_value_idx\` ON \`_recipe_page_settings_v_version_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_recipe_page_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_internal_title\` text,
  	\`version_print_header_image_id\` integer,
  	\`version_print_logo_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`recipe_page_settings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_print_header_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_print_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_recipe_page_settings_v_parent_idx\` ON \`_recipe_page_settings_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_page_settings_v_version_print_version_print_head_idx\` ON \`_recipe_page_settings_v\` (\`version_print_header_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_page_settings_v_version_print_version_print_logo_idx\` ON \`_recipe_page_settings_v\` (\`version_print_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_page_settings_v_version_version_updated_at_idx\` ON \`_recipe_page_settings_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_page_settings_v_version_version_created_at_idx\` ON \`_recipe_page_settings_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_page_settings_v_version_version__status_idx\` ON \`_recipe_page_settings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_page_settings_v_created_at_idx\` ON \`_recipe_page_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_page_settings_v_updated_at_idx\` ON \`_recipe_page_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_page_settings_v_snapshot_idx\` ON \`_recipe_page_settings_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_page_settings_v_published_locale_idx\` ON \`_recipe_page_settings_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_recipe_page_settings_v_latest_idx\` ON \`_recipe_page_settings_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_recipe_page_settings_v_locales\` (
  	\`version_print_description\` text,
  	\`version_print_logo_subtext\` text,
  	\`version_print_marketing_text\` text,
  	\`version_email_template_subject\` text,
  	\`version_email_template_body\` text,
  	\`version_print_button_title\` text,
  	\`version_email_button_title\` text,
  	\`version_share_button_title\` text,
  	\`version_yield_title\` text,
  	\`version_associated_products_title\` text,
  	\`version_instructions_section_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_recipe_page_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_recipe_page_settings_v_locales_locale_parent_id_unique\` ON \`_recipe_page_settings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`blogs_page_metadata_custom_metadata\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`blogs_page_metadata_custom_metadata_order_idx\` ON \`blogs_page_metadata_custom_metadata\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`blogs_page_metadata_custom_metadata_parent_id_idx\` ON \`blogs_page_metadata_custom_metadata\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`blogs_page_metadata_custom_metadata_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`blogs_page_metadata_custom_metadata\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`blogs_page_metadata_custom_metadata_locales_locale_parent_id\` ON \`blogs_page_metadata_custom_metadata_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`blogs_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`blogs_region_tags_order_idx\` ON \`blogs_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`blogs_region_tags_parent_idx\` ON \`blogs_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`blogs_region_tags_value_idx\` ON \`blogs_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`blogs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`publish_display_date\` text,
  	\`featured_image_id\` integer,
  	\`featured_video_platform\` text,
  	\`featured_video_video_id\` text,
  	\`featured_video_file_id\` integer,
  	\`author_id\` integer,
  	\`page_metadata_robots_no_index\` integer DEFAULT false,
  	\`page_metadata_robots_no_follow\` integer DEFAULT false,
  	\`page_metadata_canonical\` text,
  	\`page_metadata_social_share_image_id\` integer,
  	\`page_metadata_exclude_from_xml_sitemap\` integer DEFAULT false,
  	\`page_metadata_hide_from_search_results\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`featured_video_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`page_metadata_social_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`blogs_slug_idx\` ON \`blogs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`blogs_publish_display_date_idx\` ON \`blogs\` (\`publish_display_date\`);`)
  await db.run(sql`CREATE INDEX \`blogs_featured_image_idx\` ON \`blogs\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`blogs_featured_video_featured_video_file_idx\` ON \`blogs\` (\`featured_video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`blogs_author_idx\` ON \`blogs\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`blogs_page_metadata_page_metadata_social_share_image_idx\` ON \`blogs\` (\`page_metadata_social_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`blogs_updated_at_idx\` ON \`blogs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blogs_created_at_idx\` ON \`blogs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`blogs__status_idx\` ON \`blogs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`blogs_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`page_metadata_title\` text,
  	\`page_metadata_description\` text,
  	\`page_metadata_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`blogs_locales_locale_parent_id_unique\` ON \`blogs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`blogs_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`blog_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`blogs_rels_order_idx\` ON \`blogs_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`blogs_rels_parent_idx\` ON \`blogs_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`blogs_rels_path_idx\` ON \`blogs_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`blogs_rels_blog_categories_id_idx\` ON \`blogs_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`_blogs_v_version_page_metadata_custom_metadata\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_blogs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_page_metadata_custom_metadata_order_idx\` ON \`_blogs_v_version_page_metadata_custom_metadata\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_page_metadata_custom_metadata_parent_id_idx\` ON \`_blogs_v_version_page_metadata_custom_metadata\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_blogs_v_version_page_metadata_custom_metadata_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_blogs_v_version_page_metadata_custom_metadata\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_blogs_v_version_page_metadata_custom_metadata_locales_local\` ON \`_blogs_v_version_page_metadata_custom_metadata_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_blogs_v_version_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_blogs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_region_tags_order_idx\` ON \`_blogs_v_version_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_region_tags_parent_idx\` ON \`_blogs_v_version_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_region_tags_value_idx\` ON \`_blogs_v_version_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_blogs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_publish_display_date\` text,
  	\`version_featured_image_id\` integer,
  	\`version_featured_video_platform\` text,
  	\`version_featured_video_video_id\` text,
  	\`version_featured_video_file_id\` integer,
  	\`version_author_id\` integer,
  	\`version_page_metadata_robots_no_index\` integer DEFAULT false,
  	\`version_page_metadata_robots_no_follow\` integer DEFAULT false,
  	\`version_page_metadata_canonical\` text,
  	\`version_page_metadata_social_share_image_id\` integer,
  	\`version_page_metadata_exclude_from_xml_sitemap\` integer DEFAULT false,
  	\`version_page_metadata_hide_from_search_results\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_video_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_author_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_page_metadata_social_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_blogs_v_parent_idx\` ON \`_blogs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_slug_idx\` ON \`_blogs_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_publish_display_date_idx\` ON \`_blogs_v\` (\`version_publish_display_date\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_featured_image_idx\` ON \`_blogs_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_featured_video_version_featured_video_f_idx\` ON \`_blogs_v\` (\`version_featured_video_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_author_idx\` ON \`_blogs_v\` (\`version_author_id\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_page_metadata_version_page_metadata_soc_idx\` ON \`_blogs_v\` (\`version_page_metadata_social_share_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_updated_at_idx\` ON \`_blogs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version_created_at_idx\` ON \`_blogs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_version_version__status_idx\` ON \`_blogs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_created_at_idx\` ON \`_blogs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_updated_at_idx\` ON \`_blogs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_snapshot_idx\` ON \`_blogs_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_published_locale_idx\` ON \`_blogs_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_latest_idx\` ON \`_blogs_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_blogs_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_page_metadata_title\` text,
  	\`version_page_metadata_description\` text,
  	\`version_page_metadata_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_blogs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_blogs_v_locales_locale_parent_id_unique\` ON \`_blogs_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_blogs_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`blog_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_blogs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_blogs_v_rels_order_idx\` ON \`_blogs_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_rels_parent_idx\` ON \`_blogs_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_rels_path_idx\` ON \`_blogs_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_blogs_v_rels_blog_categories_id_idx\` ON \`_blogs_v_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`blog_categories_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`blog_categories_region_tags_order_idx\` ON \`blog_categories_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`blog_categories_region_tags_parent_idx\` ON \`blog_categories_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_categories_region_tags_value_idx\` ON \`blog_categories_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`blog_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`blog_categories_slug_idx\` ON \`blog_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`blog_categories_updated_at_idx\` ON \`blog_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_categories_created_at_idx\` ON \`blog_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_categories__status_idx\` ON \`blog_categories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`blog_categories_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`blog_categories_locales_locale_parent_id_unique\` ON \`blog_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_blog_categories_v_version_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_blog_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_blog_categories_v_version_region_tags_order_idx\` ON \`_blog_categories_v_version_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_blog_categories_v_version_region_tags_parent_idx\` ON \`_blog_categories_v_version_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_categories_v_version_region_tags_value_idx\` ON \`_blog_categories_v_version_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_blog_categories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_blog_categories_v_parent_idx\` ON \`_blog_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_categories_v_version_version_slug_idx\` ON \`_blog_categories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_blog_categories_v_version_version_updated_at_idx\` ON \`_blog_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_categories_v_version_version_created_at_idx\` ON \`_blog_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_categories_v_version_version__status_idx\` ON \`_blog_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_blog_categories_v_created_at_idx\` ON \`_blog_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_categories_v_updated_at_idx\` ON \`_blog_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_categories_v_snapshot_idx\` ON \`_blog_categories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_blog_categories_v_published_locale_idx\` ON \`_blog_categories_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_blog_categories_v_latest_idx\` ON \`_blog_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_blog_categories_v_locales\` (
  	\`version_name\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_blog_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_blog_categories_v_locales_locale_parent_id_unique\` ON \`_blog_categories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`authors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`photo_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`authors_slug_idx\` ON \`authors\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`authors_photo_idx\` ON \`authors\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`authors_updated_at_idx\` ON \`authors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`authors_created_at_idx\` ON \`authors\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`authors__status_idx\` ON \`authors\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`authors_locales\` (
  	\`role\` text,
  	\`bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`authors_locales_locale_parent_id_unique\` ON \`authors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_authors_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_photo_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_authors_v_parent_idx\` ON \`_authors_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_authors_v_version_version_slug_idx\` ON \`_authors_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_authors_v_version_version_photo_idx\` ON \`_authors_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_authors_v_version_version_updated_at_idx\` ON \`_authors_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_authors_v_version_version_created_at_idx\` ON \`_authors_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_authors_v_version_version__status_idx\` ON \`_authors_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_authors_v_created_at_idx\` ON \`_authors_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_authors_v_updated_at_idx\` ON \`_authors_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_authors_v_snapshot_idx\` ON \`_authors_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_authors_v_published_locale_idx\` ON \`_authors_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_authors_v_latest_idx\` ON \`_authors_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_authors_v_locales\` (
  	\`version_role\` text,
  	\`version_bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_authors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_authors_v_locales_locale_parent_id_unique\` ON \`_authors_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`brands_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`brands_region_tags_order_idx\` ON \`brands_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`brands_region_tags_parent_idx\` ON \`brands_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`brands_region_tags_value_idx\` ON \`brands_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`brands\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`brand_primary_id\` text,
  	\`logo_black_id\` integer,
  	\`logo_white_id\` integer,
  	\`logo_full_colour_id\` integer,
  	\`logo_in_page_navigation_id\` integer,
  	\`internal_reference_page_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_black_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_white_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_full_colour_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_in_page_navigation_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`internal_reference_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`brands_slug_idx\` ON \`brands\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`brands_brand_primary_id_idx\` ON \`brands\` (\`brand_primary_id\`);`)
  await db.run(sql`CREATE INDEX \`brands_logo_black_idx\` ON \`brands\` (\`logo_black_id\`);`)
  await db.run(sql`CREATE INDEX \`brands_logo_white_idx\` ON \`brands\` (\`logo_white_id\`);`)
  await db.run(sql`CREATE INDEX \`brands_logo_full_colour_idx\` ON \`brands\` (\`logo_full_colour_id\`);`)
  await db.run(sql`CREATE INDEX \`brands_logo_in_page_navigation_idx\` ON \`brands\` (\`logo_in_page_navigation_id\`);`)
  await db.run(sql`CREATE INDEX \`brands_internal_reference_page_idx\` ON \`brands\` (\`internal_reference_page_id\`);`)
  await db.run(sql`CREATE INDEX \`brands_updated_at_idx\` ON \`brands\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`brands_created_at_idx\` ON \`brands\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`brands__status_idx\` ON \`brands\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`brands_locales\` (
  	\`tagline\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`brands_locales_locale_parent_id_unique\` ON \`brands_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_brands_v_version_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_brands_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_brands_v_version_region_tags_order_idx\` ON \`_brands_v_version_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_version_region_tags_parent_idx\` ON \`_brands_v_version_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_version_region_tags_value_idx\` ON \`_brands_v_version_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_brands_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_brand_primary_id\` text,
  	\`version_logo_black_id\` integer,
  	\`version_logo_white_id\` integer,
  	\`version_logo_full_colour_id\` integer,
  	\`version_logo_in_page_navigation_id\` integer,
  	\`version_internal_reference_page_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_black_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_white_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_full_colour_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_in_page_navigation_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_internal_reference_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_brands_v_parent_idx\` ON \`_brands_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_version_version_slug_idx\` ON \`_brands_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_version_version_brand_primary_id_idx\` ON \`_brands_v\` (\`version_brand_primary_id\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_version_version_logo_black_idx\` ON \`_brands_v\` (\`version_logo_black_id\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_version_version_logo_white_idx\` ON \`_brands_v\` (\`version_logo_white_id\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_version_version_logo_full_colour_idx\` ON \`_brands_v\` (\`version_logo_full_colour_id\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_version_version_logo_in_page_navigation_idx\` ON \`_brands_v\` (\`version_logo_in_page_navigation_id\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_version_version_internal_reference_page_idx\` ON \`_brands_v\` (\`version_internal_reference_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_version_version_updated_at_idx\` ON \`_brands_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_version_version_created_at_idx\` ON \`_brands_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_version_version__status_idx\` ON \`_brands_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_created_at_idx\` ON \`_brands_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_updated_at_idx\` ON \`_brands_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_snapshot_idx\` ON \`_brands_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_published_locale_idx\` ON \`_brands_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_brands_v_latest_idx\` ON \`_brands_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_brands_v_locales\` (
  	\`version_tagline\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_brands_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_brands_v_locales_locale_parent_id_unique\` ON \`_brands_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`distributors_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`distributors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`distributors_region_tags_order_idx\` ON \`distributors_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`distributors_region_tags_parent_idx\` ON \`distributors_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`distributors_region_tags_value_idx\` ON \`distributors_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`distributors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`code\` text NOT NULL,
  	\`contact\` text,
  	\`telephone\` text,
  	\`postcode\` text,
  	\`state\` text,
  	\`city\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`distributors_name_idx\` ON \`distributors\` (\`name\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`distributors_code_idx\` ON \`distributors\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`distributors_postcode_idx\` ON \`distributors\` (\`postcode\`);`)
  await db.run(sql`CREATE INDEX \`distributors_state_idx\` ON \`distributors\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`distributors_updated_at_idx\` ON \`distributors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`distributors_created_at_idx\` ON \`distributors\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`global_settings_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`global_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`global_settings_region_tags_order_idx\` ON \`global_settings_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`global_settings_region_tags_parent_idx\` ON \`global_settings_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`global_settings_region_tags_value_idx\` ON \`global_settings_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`global_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`internal_title\` text,
  	\`site_name\` text DEFAULT 'Terrafield Foods',
  	\`partner_program_name\` text DEFAULT 'Terrafield',
  	\`logo_id\` integer,
  	\`home_page_id\` integer,
  	\`recipe_page_id\` integer,
  	\`blog_page_id\` integer,
  	\`product_index_page_id\` integer,
  	\`product_regulatory_page_id\` integer,
  	\`contact_us_page_id\` integer,
  	\`find_a_distributor_page_id\` integer,
  	\`default_header_image_url\` text,
  	\`contact_phone_number\` text,
  	\`contact_website\` text,
  	\`copyright_company_name\` text,
  	\`show_footer_email_signup_form\` integer DEFAULT false,
  	\`social_facebook\` text,
  	\`social_twitter\` text,
  	\`social_instagram\` text,
  	\`social_youtube\` text,
  	\`hide_product_specifications_image\` integer DEFAULT false,
  	\`you_tube_embed_domain\` text DEFAULT 'www.youtube-nocookie.com',
  	\`wistia_embed_domain\` text DEFAULT 'fast.wistia.net',
  	\`wistia_speed_demon_script_domain\` text,
  	\`meta_pixel_code\` text,
  	\`partner_program_settings_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`home_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`recipe_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`blog_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_index_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_regulatory_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_us_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`find_a_distributor_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`partner_program_settings_id\`) REFERENCES \`partner_program_settings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`global_settings_logo_idx\` ON \`global_settings\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`global_settings_home_page_idx\` ON \`global_settings\` (\`home_page_id\`);`)
  await db.run(sql`CREATE INDEX \`global_settings_recipe_page_idx\` ON \`global_settings\` (\`recipe_page_id\`);`)
  await db.run(sql`CREATE INDEX \`global_settings_blog_page_idx\` ON \`global_settings\` (\`blog_page_id\`);`)
  await db.run(sql`CREATE INDEX \`global_settings_product_index_page_idx\` ON \`global_settings\` (\`product_index_page_id\`);`)
  await db.run(sql`CREATE INDEX \`global_settings_product_regulatory_page_idx\` ON \`global_settings\` (\`product_regulatory_page_id\`);`)
  await db.run(sql`CREATE INDEX \`global_settings_contact_us_page_idx\` ON \`global_settings\` (\`contact_us_page_id\`);`)
  await db.run(sql`CREATE INDEX \`global_settings_find_a_distributor_page_idx\` ON \`global_settings\` (\`find_a_distributor_page_id\`);`)
  await db.run(sql`CREATE INDEX \`global_settings_partner_program_settings_idx\` ON \`global_settings\` (\`partner_program_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`global_settings_updated_at_idx\` ON \`global_settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`global_settings_created_at_idx\` ON \`global_settings\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`global_settings__status_idx\` ON \`global_settings\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`global_settings_locales\` (
  	\`default_header_image_title\` text,
  	\`product_specifications_disclaimer\` text,
  	\`distributor_request_email_subject\` text,
  	\`distributor_request_email_body\` text,
  	\`share_product_email_subject\` text,
  	\`share_product_email_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`global_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`global_settings_locales_locale_parent_id_unique\` ON \`global_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`global_settings_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`global_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`global_settings_texts_order_parent\` ON \`global_settings_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_global_settings_v_version_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_global_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_global_settings_v_version_region_tags_order_idx\` ON \`_global_settings_v_version_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_global_settings_v_version_region_tags_parent_idx\` ON \`_global_settings_v_version_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_global_settings_v_version_region_tags_value_idx\` ON \`_global_settings_v_version_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_global_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_internal_title\` text,
  	\`version_site_name\` text DEFAULT 'Terrafield Foods',
  	\`version_partner_program_name\` text DEFAULT 'Terrafield',
  	\`version_logo_id\` integer,
  	\`version_home_page_id\` integer,
  	\`version_recipe_page_id\` integer,
  	\`version_blog_page_id\` integer,
  	\`version_product_index_page_id\` integer,
  	\`version_product_regulatory_page_id\` integer,
  	\`version_contact_us_page_id\` integer,
  	\`version_find_a_distributor_page_id\` integer,
  	\`version_default_header_image_url\` text,
  	\`version_contact_phone_number\` text,
  	\`version_contact_website\` text,
  	\`version_copyright_company_name\` text,
  	\`version_show_footer_email_signup_form\` integer DEFAULT false,
  	\`version_social_facebook\` text,
  	\`version_social_twitter\` text,
  	\`version_social_instagram\` text,
  	\`version_social_youtube\` text,
  	\`version_hide_product_specifications_image\` integer DEFAULT false,
  	\`version_you_tube_embed_domain\` text DEFAULT 'www.youtube-nocookie.com',
  	\`version_wistia_embed_domain\` text DEFAULT 'fast.wistia.net',
  	\`version_wistia_speed_demon_script_domain\` text,
  	\`version_meta_pixel_code\` text,
  	\`version_partner_program_settings_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`global_settings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_home_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_recipe_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_blog_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_product_index_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_product_regulatory_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_contact_us_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_find_a_distributor_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_partner_program_settings_id\`) REFERENCES \`partner_program_settings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_global_settings_v_parent_idx\` ON \`_global_settings_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_global_settings_v_version_version_logo_idx\` ON \`_global_settings_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_global_settings_v_version_version_home_page_idx\` ON \`_global_settings_v\` (\`version_home_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_global_settings_v_version_version_recipe_page_idx\` ON \`_global_settings_v\` (\`version_recipe_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_global_settings_v_version_version_blog_page_idx\` ON \`_global_settings_v\` (\`version_blog_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_global_settings_v_version_version_product_index_page_idx\` ON \`_global_settings_v\` (\`version_product_index_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_global_settings_v_version_version_product_regulatory_pa_idx\` ON \`_global_settings_v\` (\`version_product_regulatory_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_global_settings_v_version_version_contact_us_page_idx\` ON \`_global_settings_v\` (\`version_contact_us_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_global_settings_v_version_version_find_a_distributor_pa_idx\` ON \`_global_settings_v\` (\`version_find_a_distributor_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_global_settings_v_version_version_partner_program_setti_idx\` ON \`_global_settings_v\` (\`version_partner_program_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`_global_settings_v_version_version_updated_at_idx\` ON \`_global_settings_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_global_settings_v_version_version_created_at_idx\` ON \`_global_settings_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_global_settings_v_version_version__status_idx\` ON \`_global_settings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_global_settings_v_created_at_idx\` ON \`_global_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_global_settings_v_updated_at_idx\` ON \`_global_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_global_settings_v_snapshot_idx\` ON \`_global_settings_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_global_settings_v_published_locale_idx\` ON \`_global_settings_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_global_settings_v_latest_idx\` ON \`_global_settings_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_global_settings_v_locales\` (
  	\`version_default_header_image_title\` text,
  	\`version_product_specifications_disclaimer\` text,
  	\`version_distributor_request_email_subject\` text,
  	\`version_distributor_request_email_body\` text,
  	\`version_share_product_email_subject\` text,
  	\`version_share_product_email_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_global_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_global_settings_v_locales_locale_parent_id_unique\` ON \`_global_settings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_global_settings_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_global_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_global_settings_v_texts_order_parent\` ON \`_global_settings_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pps_segments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`internal_title\` text,
  	\`segment\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`partner_program_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pps_segments_order_idx\` ON \`pps_segments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pps_segments_parent_id_idx\` ON \`pps_segments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`partner_program_settings_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`partner_program_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`partner_program_settings_region_tags_order_idx\` ON \`partner_program_settings_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`partner_program_settings_region_tags_parent_idx\` ON \`partner_program_settings_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`partner_program_settings_region_tags_value_idx\` ON \`partner_program_settings_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`partner_program_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`internal_title\` text,
  	\`partner_program_enabled\` integer DEFAULT false,
  	\`unauthenticated_fallback_component_kind\` text DEFAULT 'backgroundImageBanner',
  	\`unauthenticated_fallback_component_image_id\` integer,
  	\`partner_index_page_id\` integer,
  	\`partner_registration_page_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`unauthenticated_fallback_component_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`partner_index_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`partner_registration_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`partner_program_settings_unauthenticated_fallback_compon_idx\` ON \`partner_program_settings\` (\`unauthenticated_fallback_component_image_id\`);`)
  await db.run(sql`CREATE INDEX \`partner_program_settings_partner_index_page_idx\` ON \`partner_program_settings\` (\`partner_index_page_id\`);`)
  await db.run(sql`CREATE INDEX \`partner_program_settings_partner_registration_page_idx\` ON \`partner_program_settings\` (\`partner_registration_page_id\`);`)
  await db.run(sql`CREATE INDEX \`partner_program_settings_updated_at_idx\` ON \`partner_program_settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`partner_program_settings_created_at_idx\` ON \`partner_program_settings\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`partner_program_settings__status_idx\` ON \`partner_program_settings\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`partner_program_settings_locales\` (
  	\`unauthenticated_fallback_component_heading\` text,
  	\`unauthenticated_fallback_component_text\` text,
  	\`profile_not_found_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`partner_program_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`partner_program_settings_locales_locale_parent_id_unique\` ON \`partner_program_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`partner_program_settings_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`partner_program_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`partner_program_settings_texts_order_parent\` ON \`partner_program_settings_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pps_segments_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`internal_title\` text,
  	\`segment\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_partner_program_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pps_segments_v_order_idx\` ON \`_pps_segments_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pps_segments_v_parent_id_idx\` ON \`_pps_segments_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_partner_program_settings_v_version_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_partner_program_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_partner_program_settings_v_version_region_tags_order_idx\` ON \`_partner_program_settings_v_version_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_partner_program_settings_v_version_region_tags_parent_idx\` ON \`_partner_program_settings_v_version_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_partner_program_settings_v_version_region_tags_value_idx\` ON \`_partner_program_settings_v_version_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_partner_program_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_internal_title\` text,
  	\`version_partner_program_enabled\` integer DEFAULT false,
  	\`version_unauthenticated_fallback_component_kind\` text DEFAULT 'backgroundImageBanner',
  	\`version_unauthenticated_fallback_component_image_id\` integer,
  	\`version_partner_index_page_id\` integer,
  	\`version_partner_registration_page_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`partner_program_settings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_unauthenticated_fallback_component_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_partner_index_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_partner_registration_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_partner_program_settings_v_parent_idx\` ON \`_partner_program_settings_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_partner_program_settings_v_version_unauthenticated_fall_idx\` ON \`_partner_program_settings_v\` (\`version_unauthenticated_fallback_component_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_partner_program_settings_v_version_version_partner_inde_idx\` ON \`_partner_program_settings_v\` (\`version_partner_index_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_partner_program_settings_v_version_version_partner_regi_idx\` ON \`_partner_program_settings_v\` (\`version_partner_registration_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_partner_program_settings_v_version_version_updated_at_idx\` ON \`_partner_program_settings_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_partner_program_settings_v_version_version_created_at_idx\` ON \`_partner_program_settings_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_partner_program_settings_v_version_version__status_idx\` ON \`_partner_program_settings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_partner_program_settings_v_created_at_idx\` ON \`_partner_program_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_partner_program_settings_v_updated_at_idx\` ON \`_partner_program_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_partner_program_settings_v_snapshot_idx\` ON \`_partner_program_settings_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_partner_program_settings_v_published_locale_idx\` ON \`_partner_program_settings_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_partner_program_settings_v_latest_idx\` ON \`_partner_program_settings_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_partner_program_settings_v_locales\` (
  	\`version_unauthenticated_fallback_component_heading\` text,
  	\`version_unauthenticated_fallback_component_text\` text,
  	\`version_profile_not_found_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_partner_program_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_partner_program_settings_v_locales_locale_parent_id_unique\` ON \`_partner_program_settings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_partner_program_settings_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_partner_program_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_partner_program_settings_v_texts_order_parent\` ON \`_partner_program_settings_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_left\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`site_route\` text,
  	\`url\` text,
  	\`external_link\` integer DEFAULT false,
  	\`authentication\` text DEFAULT 'any',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_left_order_idx\` ON \`nav_left\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`nav_left_parent_id_idx\` ON \`nav_left\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_left_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav_left\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`nav_left_locales_locale_parent_id_unique\` ON \`nav_left_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_right\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`site_route\` text,
  	\`url\` text,
  	\`external_link\` integer DEFAULT false,
  	\`authentication\` text DEFAULT 'any',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_right_order_idx\` ON \`nav_right\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`nav_right_parent_id_idx\` ON \`nav_right\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_right_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav_right\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`nav_right_locales_locale_parent_id_unique\` ON \`nav_right_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_sidebar\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`site_route\` text,
  	\`url\` text,
  	\`external_link\` integer DEFAULT false,
  	\`authentication\` text DEFAULT 'any',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_sidebar_order_idx\` ON \`nav_sidebar\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`nav_sidebar_parent_id_idx\` ON \`nav_sidebar\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_sidebar_locales\` (
  	\`title\` text,
  	\`link_subtext\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav_sidebar\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`nav_sidebar_locales_locale_parent_id_unique\` ON \`nav_sidebar_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_promos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_site_route\` text,
  	\`link_url\` text,
  	\`link_external_link\` integer DEFAULT false,
  	\`authentication\` text DEFAULT 'any',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_promos_order_idx\` ON \`nav_promos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`nav_promos_parent_id_idx\` ON \`nav_promos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`nav_promos_image_idx\` ON \`nav_promos\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_promos_locales\` (
  	\`title\` text,
  	\`promo_text\` text,
  	\`link_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav_promos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`nav_promos_locales_locale_parent_id_unique\` ON \`nav_promos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_child\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`site_route\` text,
  	\`url\` text,
  	\`external_link\` integer DEFAULT false,
  	\`authentication\` text DEFAULT 'any',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav_cats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_child_order_idx\` ON \`nav_child\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`nav_child_parent_id_idx\` ON \`nav_child\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_child_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav_child\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`nav_child_locales_locale_parent_id_unique\` ON \`nav_child_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_cats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title_link_site_route\` text,
  	\`title_link_url\` text,
  	\`title_link_external_link\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav_cols\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_cats_order_idx\` ON \`nav_cats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`nav_cats_parent_id_idx\` ON \`nav_cats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_cats_locales\` (
  	\`name\` text,
  	\`title_link_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav_cats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`nav_cats_locales_locale_parent_id_unique\` ON \`nav_cats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_cols\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_cols_order_idx\` ON \`nav_cols\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`nav_cols_parent_id_idx\` ON \`nav_cols\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_site_route\` text,
  	\`link_url\` text,
  	\`link_external_link\` integer DEFAULT false,
  	\`authentication\` text DEFAULT 'any',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_groups_order_idx\` ON \`nav_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`nav_groups_parent_id_idx\` ON \`nav_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_groups_locales\` (
  	\`title\` text,
  	\`link_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`nav_groups_locales_locale_parent_id_unique\` ON \`nav_groups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`nav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_region_tags_order_idx\` ON \`nav_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`nav_region_tags_parent_idx\` ON \`nav_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`nav_region_tags_value_idx\` ON \`nav_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`nav\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`internal_title\` text,
  	\`logo_id\` integer,
  	\`sample_bag_enabled\` integer DEFAULT false,
  	\`sample_bag_navigation_link_site_route\` text,
  	\`sample_bag_navigation_link_url\` text,
  	\`sample_bag_navigation_link_external_link\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_logo_idx\` ON \`nav\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`nav_updated_at_idx\` ON \`nav\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`nav_created_at_idx\` ON \`nav\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`nav__status_idx\` ON \`nav\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`nav_locales\` (
  	\`sample_bag_navigation_link_title\` text,
  	\`region_dropdown_title\` text,
  	\`language_dropdown_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`nav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`nav_locales_locale_parent_id_unique\` ON \`nav_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`nav_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`products_id\` integer,
  	\`recipes_id\` integer,
  	\`blogs_id\` integer,
  	\`brands_id\` integer,
  	\`product_categories_id\` integer,
  	\`blog_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`nav\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipes_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`nav_rels_order_idx\` ON \`nav_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`nav_rels_parent_idx\` ON \`nav_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`nav_rels_path_idx\` ON \`nav_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`nav_rels_pages_id_idx\` ON \`nav_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`nav_rels_products_id_idx\` ON \`nav_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`nav_rels_recipes_id_idx\` ON \`nav_rels\` (\`recipes_id\`);`)
  await db.run(sql`CREATE INDEX \`nav_rels_blogs_id_idx\` ON \`nav_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`nav_rels_brands_id_idx\` ON \`nav_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`nav_rels_product_categories_id_idx\` ON \`nav_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`nav_rels_blog_categories_id_idx\` ON \`nav_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_left_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_route\` text,
  	\`url\` text,
  	\`external_link\` integer DEFAULT false,
  	\`authentication\` text DEFAULT 'any',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_nav_left_v_order_idx\` ON \`_nav_left_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_nav_left_v_parent_id_idx\` ON \`_nav_left_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_left_v_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_left_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_nav_left_v_locales_locale_parent_id_unique\` ON \`_nav_left_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_right_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_route\` text,
  	\`url\` text,
  	\`external_link\` integer DEFAULT false,
  	\`authentication\` text DEFAULT 'any',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_nav_right_v_order_idx\` ON \`_nav_right_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_nav_right_v_parent_id_idx\` ON \`_nav_right_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_right_v_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_right_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_nav_right_v_locales_locale_parent_id_unique\` ON \`_nav_right_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_sidebar_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_route\` text,
  	\`url\` text,
  	\`external_link\` integer DEFAULT false,
  	\`authentication\` text DEFAULT 'any',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_groups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_nav_sidebar_v_order_idx\` ON \`_nav_sidebar_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_nav_sidebar_v_parent_id_idx\` ON \`_nav_sidebar_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_sidebar_v_locales\` (
  	\`title\` text,
  	\`link_subtext\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_sidebar_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_nav_sidebar_v_locales_locale_parent_id_unique\` ON \`_nav_sidebar_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_promos_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_site_route\` text,
  	\`link_url\` text,
  	\`link_external_link\` integer DEFAULT false,
  	\`authentication\` text DEFAULT 'any',
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_groups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_nav_promos_v_order_idx\` ON \`_nav_promos_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_nav_promos_v_parent_id_idx\` ON \`_nav_promos_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_nav_promos_v_image_idx\` ON \`_nav_promos_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_promos_v_locales\` (
  	\`title\` text,
  	\`promo_text\` text,
  	\`link_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_promos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_nav_promos_v_locales_locale_parent_id_unique\` ON \`_nav_promos_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_child_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_route\` text,
  	\`url\` text,
  	\`external_link\` integer DEFAULT false,
  	\`authentication\` text DEFAULT 'any',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_cats_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_nav_child_v_order_idx\` ON \`_nav_child_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_nav_child_v_parent_id_idx\` ON \`_nav_child_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_child_v_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_child_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_nav_child_v_locales_locale_parent_id_unique\` ON \`_nav_child_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_cats_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title_link_site_route\` text,
  	\`title_link_url\` text,
  	\`title_link_external_link\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_cols_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_nav_cats_v_order_idx\` ON \`_nav_cats_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_nav_cats_v_parent_id_idx\` ON \`_nav_cats_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_cats_v_locales\` (
  	\`name\` text,
  	\`title_link_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_cats_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_nav_cats_v_locales_locale_parent_id_unique\` ON \`_nav_cats_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_cols_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_groups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_nav_cols_v_order_idx\` ON \`_nav_cols_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_nav_cols_v_parent_id_idx\` ON \`_nav_cols_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_groups_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_site_route\` text,
  	\`link_url\` text,
  	\`link_external_link\` integer DEFAULT false,
  	\`authentication\` text DEFAULT 'any',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_nav_groups_v_order_idx\` ON \`_nav_groups_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_nav_groups_v_parent_id_idx\` ON \`_nav_groups_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_groups_v_locales\` (
  	\`title\` text,
  	\`link_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_groups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_nav_groups_v_locales_locale_parent_id_unique\` ON \`_nav_groups_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_v_version_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_nav_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_nav_v_version_region_tags_order_idx\` ON \`_nav_v_version_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_version_region_tags_parent_idx\` ON \`_nav_v_version_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_version_region_tags_value_idx\` ON \`_nav_v_version_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_nav_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_internal_title\` text,
  	\`version_logo_id\` integer,
  	\`version_sample_bag_enabled\` integer DEFAULT false,
  	\`version_sample_bag_navigation_link_site_route\` text,
  	\`version_sample_bag_navigation_link_url\` text,
  	\`version_sample_bag_navigation_link_external_link\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`nav\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_nav_v_parent_idx\` ON \`_nav_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_version_version_logo_idx\` ON \`_nav_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_version_version_updated_at_idx\` ON \`_nav_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_version_version_created_at_idx\` ON \`_nav_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_version_version__status_idx\` ON \`_nav_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_created_at_idx\` ON \`_nav_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_updated_at_idx\` ON \`_nav_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_snapshot_idx\` ON \`_nav_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_published_locale_idx\` ON \`_nav_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_latest_idx\` ON \`_nav_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_nav_v_locales\` (
  	\`version_sample_bag_navigation_link_title\` text,
  	\`version_region_dropdown_title\` text,
  	\`version_language_dropdown_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_nav_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_nav_v_locales_locale_parent_id_unique\` ON \`_nav_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_nav_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`products_id\` integer,
  	\`recipes_id\` integer,
  	\`blogs_id\` integer,
  	\`brands_id\` integer,
  	\`product_categories_id\` integer,
  	\`blog_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_nav_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipes_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_nav_v_rels_order_idx\` ON \`_nav_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_rels_parent_idx\` ON \`_nav_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_rels_path_idx\` ON \`_nav_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_rels_pages_id_idx\` ON \`_nav_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_rels_products_id_idx\` ON \`_nav_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_rels_recipes_id_idx\` ON \`_nav_v_rels\` (\`recipes_id\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_rels_blogs_id_idx\` ON \`_nav_v_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_rels_brands_id_idx\` ON \`_nav_v_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_rels_product_categories_id_idx\` ON \`_nav_v_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_nav_v_rels_blog_categories_id_idx\` ON \`_nav_v_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_child\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`site_route\` text,
  	\`url\` text,
  	\`external_link\` integer DEFAULT false,
  	\`authentication\` text DEFAULT 'any',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_cats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_child_order_idx\` ON \`footer_child\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_child_parent_id_idx\` ON \`footer_child\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_child_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_child\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_child_locales_locale_parent_id_unique\` ON \`footer_child_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_cats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_site_route\` text,
  	\`link_url\` text,
  	\`link_external_link\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_cols\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_cats_order_idx\` ON \`footer_cats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_cats_parent_id_idx\` ON \`footer_cats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_cats_locales\` (
  	\`title\` text,
  	\`link_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_cats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_cats_locales_locale_parent_id_unique\` ON \`footer_cats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_cols\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`dividers\` integer DEFAULT false,
  	\`authentication\` text DEFAULT 'any',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_cols_order_idx\` ON \`footer_cols\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_cols_parent_id_idx\` ON \`footer_cols\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_cols_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_cols\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_cols_locales_locale_parent_id_unique\` ON \`footer_cols_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footers_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footers_region_tags_order_idx\` ON \`footers_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`footers_region_tags_parent_idx\` ON \`footers_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footers_region_tags_value_idx\` ON \`footers_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`footers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`internal_title\` text,
  	\`logo_id\` integer,
  	\`business_phone\` text,
  	\`privacy_policy_link_site_route\` text,
  	\`privacy_policy_link_url\` text,
  	\`privacy_policy_link_external_link\` integer DEFAULT false,
  	\`terms_link_site_route\` text,
  	\`terms_link_url\` text,
  	\`terms_link_external_link\` integer DEFAULT false,
  	\`signup_form_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`signup_form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`footers_logo_idx\` ON \`footers\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`footers_signup_form_idx\` ON \`footers\` (\`signup_form_id\`);`)
  await db.run(sql`CREATE INDEX \`footers_updated_at_idx\` ON \`footers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`footers_created_at_idx\` ON \`footers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`footers__status_idx\` ON \`footers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`footers_locales\` (
  	\`business_name\` text,
  	\`privacy_policy_link_title\` text,
  	\`terms_link_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`footers_locales_locale_parent_id_unique\` ON \`footers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`products_id\` integer,
  	\`recipes_id\` integer,
  	\`blogs_id\` integer,
  	\`brands_id\` integer,
  	\`product_categories_id\` integer,
  	\`blog_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipes_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footers_rels_order_idx\` ON \`footers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`footers_rels_parent_idx\` ON \`footers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footers_rels_path_idx\` ON \`footers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`footers_rels_pages_id_idx\` ON \`footers_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`footers_rels_products_id_idx\` ON \`footers_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`footers_rels_recipes_id_idx\` ON \`footers_rels\` (\`recipes_id\`);`)
  await db.run(sql`CREATE INDEX \`footers_rels_blogs_id_idx\` ON \`footers_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`footers_rels_brands_id_idx\` ON \`footers_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`footers_rels_product_categories_id_idx\` ON \`footers_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`footers_rels_blog_categories_id_idx\` ON \`footers_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_child_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_route\` text,
  	\`url\` text,
  	\`external_link\` integer DEFAULT false,
  	\`authentication\` text DEFAULT 'any',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_cats_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_child_v_order_idx\` ON \`_footer_child_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_footer_child_v_parent_id_idx\` ON \`_footer_child_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_child_v_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_child_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_footer_child_v_locales_locale_parent_id_unique\` ON \`_footer_child_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_cats_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_site_route\` text,
  	\`link_url\` text,
  	\`link_external_link\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_cols_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_cats_v_order_idx\` ON \`_footer_cats_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_footer_cats_v_parent_id_idx\` ON \`_footer_cats_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_cats_v_locales\` (
  	\`title\` text,
  	\`link_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_cats_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_footer_cats_v_locales_locale_parent_id_unique\` ON \`_footer_cats_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_cols_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`dividers\` integer DEFAULT false,
  	\`authentication\` text DEFAULT 'any',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footer_cols_v_order_idx\` ON \`_footer_cols_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_footer_cols_v_parent_id_idx\` ON \`_footer_cols_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footer_cols_v_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footer_cols_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_footer_cols_v_locales_locale_parent_id_unique\` ON \`_footer_cols_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footers_v_version_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_footers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footers_v_version_region_tags_order_idx\` ON \`_footers_v_version_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_version_region_tags_parent_idx\` ON \`_footers_v_version_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_version_region_tags_value_idx\` ON \`_footers_v_version_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_footers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_internal_title\` text,
  	\`version_logo_id\` integer,
  	\`version_business_phone\` text,
  	\`version_privacy_policy_link_site_route\` text,
  	\`version_privacy_policy_link_url\` text,
  	\`version_privacy_policy_link_external_link\` integer DEFAULT false,
  	\`version_terms_link_site_route\` text,
  	\`version_terms_link_url\` text,
  	\`version_terms_link_external_link\` integer DEFAULT false,
  	\`version_signup_form_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_signup_form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_footers_v_parent_idx\` ON \`_footers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_version_version_logo_idx\` ON \`_footers_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_version_version_signup_form_idx\` ON \`_footers_v\` (\`version_signup_form_id\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_version_version_updated_at_idx\` ON \`_footers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_version_version_created_at_idx\` ON \`_footers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_version_version__status_idx\` ON \`_footers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_created_at_idx\` ON \`_footers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_updated_at_idx\` ON \`_footers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_snapshot_idx\` ON \`_footers_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_published_locale_idx\` ON \`_footers_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_latest_idx\` ON \`_footers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_footers_v_locales\` (
  	\`version_business_name\` text,
  	\`version_privacy_policy_link_title\` text,
  	\`version_terms_link_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_footers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_footers_v_locales_locale_parent_id_unique\` ON \`_footers_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_footers_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`products_id\` integer,
  	\`recipes_id\` integer,
  	\`blogs_id\` integer,
  	\`brands_id\` integer,
  	\`product_categories_id\` integer,
  	\`blog_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_footers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipes_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_footers_v_rels_order_idx\` ON \`_footers_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_rels_parent_idx\` ON \`_footers_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_rels_path_idx\` ON \`_footers_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_rels_pages_id_idx\` ON \`_footers_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_rels_products_id_idx\` ON \`_footers_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_rels_recipes_id_idx\` ON \`_footers_v_rels\` (\`recipes_id\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_rels_blogs_id_idx\` ON \`_footers_v_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_rels_brands_id_idx\` ON \`_footers_v_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_rels_product_categories_id_idx\` ON \`_footers_v_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_footers_v_rels_blog_categories_id_idx\` ON \`_footers_v_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`authentication_contexts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`internal_title\` text NOT NULL,
  	\`behavior\` text DEFAULT 'show',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`authentication_contexts_updated_at_idx\` ON \`authentication_contexts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`authentication_contexts_created_at_idx\` ON \`authentication_contexts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`authentication_contexts_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`authentication_contexts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`authentication_contexts_texts_order_parent\` ON \`authentication_contexts_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_fields_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_fields_options_order_idx\` ON \`forms_fields_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_fields_options_parent_id_idx\` ON \`forms_fields_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_fields_options_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_fields_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_fields_options_locales_locale_parent_id_unique\` ON \`forms_fields_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_fields\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`prospect_api_field_id\` text,
  	\`display_type\` text,
  	\`width\` text DEFAULT 'full',
  	\`is_required\` integer DEFAULT false,
  	\`default_value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_fields_order_idx\` ON \`forms_fields\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_fields_parent_id_idx\` ON \`forms_fields\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_fields_locales\` (
  	\`label\` text,
  	\`error_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_fields_locales_locale_parent_id_unique\` ON \`forms_fields_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_region_tags_order_idx\` ON \`forms_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`forms_region_tags_parent_idx\` ON \`forms_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_region_tags_value_idx\` ON \`forms_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`forms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`internal_title\` text,
  	\`image_id\` integer,
  	\`form_group_id\` integer,
  	\`form_handler\` text,
  	\`contact_type\` text DEFAULT 'Lead',
  	\`success_location\` text DEFAULT 'replaceForm',
  	\`success_page_id\` integer,
  	\`error_location\` text DEFAULT 'aboveForm',
  	\`submit_button_as_captcha\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`form_group_id\`) REFERENCES \`form_groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`success_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_image_idx\` ON \`forms\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_form_group_idx\` ON \`forms\` (\`form_group_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_success_page_idx\` ON \`forms\` (\`success_page_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_updated_at_idx\` ON \`forms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`forms_created_at_idx\` ON \`forms\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`forms__status_idx\` ON \`forms\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`forms_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`success_message\` text,
  	\`error_message\` text,
  	\`submit_button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_locales_locale_parent_id_unique\` ON \`forms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_version_fields_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v_version_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_forms_v_version_fields_options_order_idx\` ON \`_forms_v_version_fields_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_version_fields_options_parent_id_idx\` ON \`_forms_v_version_fields_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_version_fields_options_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v_version_fields_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_forms_v_version_fields_options_locales_locale_parent_id_uni\` ON \`_forms_v_version_fields_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_version_fields\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`prospect_api_field_id\` text,
  	\`display_type\` text,
  	\`width\` text DEFAULT 'full',
  	\`is_required\` integer DEFAULT false,
  	\`default_value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_forms_v_version_fields_order_idx\` ON \`_forms_v_version_fields\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_version_fields_parent_id_idx\` ON \`_forms_v_version_fields\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_version_fields_locales\` (
  	\`label\` text,
  	\`error_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v_version_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_forms_v_version_fields_locales_locale_parent_id_unique\` ON \`_forms_v_version_fields_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_version_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_forms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_forms_v_version_region_tags_order_idx\` ON \`_forms_v_version_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_version_region_tags_parent_idx\` ON \`_forms_v_version_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_version_region_tags_value_idx\` ON \`_forms_v_version_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_internal_title\` text,
  	\`version_image_id\` integer,
  	\`version_form_group_id\` integer,
  	\`version_form_handler\` text,
  	\`version_contact_type\` text DEFAULT 'Lead',
  	\`version_success_location\` text DEFAULT 'replaceForm',
  	\`version_success_page_id\` integer,
  	\`version_error_location\` text DEFAULT 'aboveForm',
  	\`version_submit_button_as_captcha\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_form_group_id\`) REFERENCES \`form_groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_success_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_forms_v_parent_idx\` ON \`_forms_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_version_version_image_idx\` ON \`_forms_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_version_version_form_group_idx\` ON \`_forms_v\` (\`version_form_group_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_version_version_success_page_idx\` ON \`_forms_v\` (\`version_success_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_version_version_updated_at_idx\` ON \`_forms_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_version_version_created_at_idx\` ON \`_forms_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_version_version__status_idx\` ON \`_forms_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_created_at_idx\` ON \`_forms_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_updated_at_idx\` ON \`_forms_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_snapshot_idx\` ON \`_forms_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_published_locale_idx\` ON \`_forms_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_forms_v_latest_idx\` ON \`_forms_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_forms_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_success_message\` text,
  	\`version_error_message\` text,
  	\`version_submit_button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_forms_v_locales_locale_parent_id_unique\` ON \`_forms_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_groups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`internal_title\` text NOT NULL,
  	\`domain\` text,
  	\`business_unit\` text,
  	\`campaign_id\` text,
  	\`folder\` text,
  	\`handler_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`form_groups_updated_at_idx\` ON \`form_groups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_groups_created_at_idx\` ON \`form_groups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`form_submissions\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`form_submissions_reference_idx\` ON \`form_submissions\` (\`reference\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_submissions_idempotency_key_idx\` ON \`form_submissions\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_form_idx\` ON \`form_submissions\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`favorites_settings_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`favorites_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`favorites_settings_region_tags_order_idx\` ON \`favorites_settings_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`favorites_settings_region_tags_parent_idx\` ON \`favorites_settings_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`favorites_settings_region_tags_value_idx\` ON \`favorites_settings_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`favorites_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`internal_title\` text,
  	\`content_type\` text,
  	\`empty_state_cta_style\` text DEFAULT 'primary',
  	\`empty_state_cta_type_of_cta\` text DEFAULT 'link',
  	\`empty_state_cta_url\` text,
  	\`empty_state_cta_email_template_to\` text,
  	\`empty_state_cta_open_new_window\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`favorites_settings_updated_at_idx\` ON \`favorites_settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`favorites_settings_created_at_idx\` ON \`favorites_settings\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`favorites_settings__status_idx\` ON \`favorites_settings\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`favorites_settings_locales\` (
  	\`header\` text,
  	\`copy\` text,
  	\`add_confirmation_message\` text,
  	\`remove_confirmation_message\` text,
  	\`add_button_label\` text,
  	\`remove_button_label\` text,
  	\`empty_state_header\` text,
  	\`empty_state_copy\` text,
  	\`empty_state_cta_text\` text,
  	\`empty_state_cta_email_template_subject\` text,
  	\`empty_state_cta_email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`favorites_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`favorites_settings_locales_locale_parent_id_unique\` ON \`favorites_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`favorites_settings_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`products_id\` integer,
  	\`recipes_id\` integer,
  	\`blogs_id\` integer,
  	\`brands_id\` integer,
  	\`product_categories_id\` integer,
  	\`blog_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`favorites_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipes_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`favorites_settings_rels_order_idx\` ON \`favorites_settings_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`favorites_settings_rels_parent_idx\` ON \`favorites_settings_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`favorites_settings_rels_path_idx\` ON \`favorites_settings_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`favorites_settings_rels_pages_id_idx\` ON \`favorites_settings_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`favorites_settings_rels_products_id_idx\` ON \`favorites_settings_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`favorites_settings_rels_recipes_id_idx\` ON \`favorites_settings_rels\` (\`recipes_id\`);`)
  await db.run(sql`CREATE INDEX \`favorites_settings_rels_blogs_id_idx\` ON \`favorites_settings_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`favorites_settings_rels_brands_id_idx\` ON \`favorites_settings_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`favorites_settings_rels_product_categories_id_idx\` ON \`favorites_settings_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`favorites_settings_rels_blog_categories_id_idx\` ON \`favorites_settings_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`_favorites_settings_v_version_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_favorites_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_favorites_settings_v_version_region_tags_order_idx\` ON \`_favorites_settings_v_version_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_favorites_settings_v_version_region_tags_parent_idx\` ON \`_favorites_settings_v_version_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_favorites_settings_v_version_region_tags_value_idx\` ON \`_favorites_settings_v_version_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_favorites_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_internal_title\` text,
  	\`version_content_type\` text,
  	\`version_empty_state_cta_style\` text DEFAULT 'primary',
  	\`version_empty_state_cta_type_of_cta\` text DEFAULT 'link',
  	\`version_empty_state_cta_url\` text,
  	\`version_empty_state_cta_email_template_to\` text,
  	\`version_empty_state_cta_open_new_window\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`favorites_settings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_favorites_settings_v_parent_idx\` ON \`_favorites_settings_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_favorites_settings_v_version_version_updated_at_idx\` ON \`_favorites_settings_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_favorites_settings_v_version_version_created_at_idx\` ON \`_favorites_settings_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_favorites_settings_v_version_version__status_idx\` ON \`_favorites_settings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_favorites_settings_v_created_at_idx\` ON \`_favorites_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_favorites_settings_v_updated_at_idx\` ON \`_favorites_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_favorites_settings_v_snapshot_idx\` ON \`_favorites_settings_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_favorites_settings_v_published_locale_idx\` ON \`_favorites_settings_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_favorites_settings_v_latest_idx\` ON \`_favorites_settings_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_favorites_settings_v_locales\` (
  	\`version_header\` text,
  	\`version_copy\` text,
  	\`version_add_confirmation_message\` text,
  	\`version_remove_confirmation_message\` text,
  	\`version_add_button_label\` text,
  	\`version_remove_button_label\` text,
  	\`version_empty_state_header\` text,
  	\`version_empty_state_copy\` text,
  	\`version_empty_state_cta_text\` text,
  	\`version_empty_state_cta_email_template_subject\` text,
  	\`version_empty_state_cta_email_template_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_favorites_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_favorites_settings_v_locales_locale_parent_id_unique\` ON \`_favorites_settings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_favorites_settings_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`products_id\` integer,
  	\`recipes_id\` integer,
  	\`blogs_id\` integer,
  	\`brands_id\` integer,
  	\`product_categories_id\` integer,
  	\`blog_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_favorites_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipes_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_favorites_settings_v_rels_order_idx\` ON \`_favorites_settings_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_favorites_settings_v_rels_parent_idx\` ON \`_favorites_settings_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_favorites_settings_v_rels_path_idx\` ON \`_favorites_settings_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_favorites_settings_v_rels_pages_id_idx\` ON \`_favorites_settings_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_favorites_settings_v_rels_products_id_idx\` ON \`_favorites_settings_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`_favorites_settings_v_rels_recipes_id_idx\` ON \`_favorites_settings_v_rels\` (\`recipes_id\`);`)
  await db.run(sql`CREATE INDEX \`_favorites_settings_v_rels_blogs_id_idx\` ON \`_favorites_settings_v_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`_favorites_settings_v_rels_brands_id_idx\` ON \`_favorites_settings_v_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`_favorites_settings_v_rels_product_categories_id_idx\` ON \`_favorites_settings_v_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_favorites_settings_v_rels_blog_categories_id_idx\` ON \`_favorites_settings_v_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`sample_bag_settings_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sample_bag_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sample_bag_settings_region_tags_order_idx\` ON \`sample_bag_settings_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`sample_bag_settings_region_tags_parent_idx\` ON \`sample_bag_settings_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sample_bag_settings_region_tags_value_idx\` ON \`sample_bag_settings_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`sample_bag_settings\` (
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
  await db.run(sql`CREATE INDEX \`sample_bag_settings_image_idx\` ON \`sample_bag_settings\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`sample_bag_settings_updated_at_idx\` ON \`sample_bag_settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sample_bag_settings_created_at_idx\` ON \`sample_bag_settings\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`sample_bag_settings__status_idx\` ON \`sample_bag_settings\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`sample_bag_settings_locales\` (
  	\`empty_bag_title\` text,
  	\`bag_title\` text,
  	\`rules_text\` text,
  	\`shipping_text\` text,
  	\`empty_sample_title\` text,
  	\`empty_sample_info\` text,
  	\`question_text\` text,
  	\`continue_browsing_link_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sample_bag_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sample_bag_settings_locales_locale_parent_id_unique\` ON \`sample_bag_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sample_bag_settings_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`products_id\` integer,
  	\`recipes_id\` integer,
  	\`blogs_id\` integer,
  	\`brands_id\` integer,
  	\`product_categories_id\` integer,
  	\`blog_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sample_bag_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipes_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sample_bag_settings_rels_order_idx\` ON \`sample_bag_settings_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`sample_bag_settings_rels_parent_idx\` ON \`sample_bag_settings_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sample_bag_settings_rels_path_idx\` ON \`sample_bag_settings_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`sample_bag_settings_rels_pages_id_idx\` ON \`sample_bag_settings_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`sample_bag_settings_rels_products_id_idx\` ON \`sample_bag_settings_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`sample_bag_settings_rels_recipes_id_idx\` ON \`sample_bag_settings_rels\` (\`recipes_id\`);`)
  await db.run(sql`CREATE INDEX \`sample_bag_settings_rels_blogs_id_idx\` ON \`sample_bag_settings_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`sample_bag_settings_rels_brands_id_idx\` ON \`sample_bag_settings_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`sample_bag_settings_rels_product_categories_id_idx\` ON \`sample_bag_settings_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`sample_bag_settings_rels_blog_categories_id_idx\` ON \`sample_bag_settings_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`_sample_bag_settings_v_version_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_sample_bag_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_sample_bag_settings_v_version_region_tags_order_idx\` ON \`_sample_bag_settings_v_version_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_sample_bag_settings_v_version_region_tags_parent_idx\` ON \`_sample_bag_settings_v_version_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sample_bag_settings_v_version_region_tags_value_idx\` ON \`_sample_bag_settings_v_version_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_sample_bag_settings_v\` (
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
  await db.run(sql`CREATE TABLE \`_sample_bag_settings_v_locales\` (
  	\`version_empty_bag_title\` text,
  	\`version_bag_title\` text,
  	\`version_rules_text\` text,
  	\`version_shipping_text\` text,
  	\`version_empty_sample_title\` text,
  	\`version_empty_sample_info\` text,
  	\`version_question_text\` text,
  	\`version_continue_browsing_link_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_sample_bag_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_sample_bag_settings_v_locales_locale_parent_id_unique\` ON \`_sample_bag_settings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_sample_bag_settings_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`products_id\` integer,
  	\`recipes_id\` integer,
  	\`blogs_id\` integer,
  	\`brands_id\` integer,
  	\`product_categories_id\` integer,
  	\`blog_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_sample_bag_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipes_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_sample_bag_settings_v_rels_order_idx\` ON \`_sample_bag_settings_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_sample_bag_settings_v_rels_parent_idx\` ON \`_sample_bag_settings_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sample_bag_settings_v_rels_path_idx\` ON \`_sample_bag_settings_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_sample_bag_settings_v_rels_pages_id_idx\` ON \`_sample_bag_settings_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_sample_bag_settings_v_rels_products_id_idx\` ON \`_sample_bag_settings_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`_sample_bag_settings_v_rels_recipes_id_idx\` ON \`_sample_bag_settings_v_rels\` (\`recipes_id\`);`)
  await db.run(sql`CREATE INDEX \`_sample_bag_settings_v_rels_blogs_id_idx\` ON \`_sample_bag_settings_v_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`_sample_bag_settings_v_rels_brands_id_idx\` ON \`_sample_bag_settings_v_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`_sample_bag_settings_v_rels_product_categories_id_idx\` ON \`_sample_bag_settings_v_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_sample_bag_settings_v_rels_blog_categories_id_idx\` ON \`_sample_bag_settings_v_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`sample_orders_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`sku\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sample_orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sample_orders_items_order_idx\` ON \`sample_orders_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sample_orders_items_parent_id_idx\` ON \`sample_orders_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sample_orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`idempotency_key\` text,
  	\`region_tag\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`contact_first_name\` text NOT NULL,
  	\`contact_last_name\` text NOT NULL,
  	\`contact_email\` text NOT NULL,
  	\`contact_phone\` text NOT NULL,
  	\`contact_phone_extension\` text,
  	\`contact_business_name\` text NOT NULL,
  	\`contact_business_type\` text,
  	\`shipping_address_street\` text NOT NULL,
  	\`shipping_address_street2\` text,
  	\`shipping_address_city\` text NOT NULL,
  	\`shipping_address_state\` text NOT NULL,
  	\`shipping_address_postcode\` text NOT NULL,
  	\`shipping_address_country\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sample_orders_reference_idx\` ON \`sample_orders\` (\`reference\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`sample_orders_idempotency_key_idx\` ON \`sample_orders\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`sample_orders_updated_at_idx\` ON \`sample_orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sample_orders_created_at_idx\` ON \`sample_orders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`facet_templates_filters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`search_attribute\` text,
  	\`type\` text,
  	\`refinement_operator\` text DEFAULT 'or',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`facet_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`facet_templates_filters_order_idx\` ON \`facet_templates_filters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`facet_templates_filters_parent_id_idx\` ON \`facet_templates_filters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`facet_templates_filters_locales\` (
  	\`name\` text,
  	\`unit_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`facet_templates_filters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`facet_templates_filters_locales_locale_parent_id_unique\` ON \`facet_templates_filters_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`facet_templates_initial_query_filters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`join_type\` text DEFAULT 'or',
  	\`equality\` text DEFAULT 'equals',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`facet_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`facet_templates_initial_query_filters_order_idx\` ON \`facet_templates_initial_query_filters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`facet_templates_initial_query_filters_parent_id_idx\` ON \`facet_templates_initial_query_filters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`facet_templates_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`facet_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`facet_templates_region_tags_order_idx\` ON \`facet_templates_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`facet_templates_region_tags_parent_idx\` ON \`facet_templates_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`facet_templates_region_tags_value_idx\` ON \`facet_templates_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`facet_templates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`content_kind\` text DEFAULT 'products',
  	\`join_type\` text DEFAULT 'and',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`facet_templates_slug_idx\` ON \`facet_templates\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`facet_templates_updated_at_idx\` ON \`facet_templates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`facet_templates_created_at_idx\` ON \`facet_templates\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`facet_templates__status_idx\` ON \`facet_templates\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`facet_templates_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`facet_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`facet_templates_locales_locale_parent_id_unique\` ON \`facet_templates_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`facet_templates_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`facet_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`facet_templates_texts_order_parent\` ON \`facet_templates_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`facet_templates_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`product_categories_id\` integer,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`facet_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`facet_templates_rels_order_idx\` ON \`facet_templates_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`facet_templates_rels_parent_idx\` ON \`facet_templates_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`facet_templates_rels_path_idx\` ON \`facet_templates_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`facet_templates_rels_product_categories_id_idx\` ON \`facet_templates_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`facet_templates_rels_products_id_idx\` ON \`facet_templates_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_facet_templates_v_version_filters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`search_attribute\` text,
  	\`type\` text,
  	\`refinement_operator\` text DEFAULT 'or',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_facet_templates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_facet_templates_v_version_filters_order_idx\` ON \`_facet_templates_v_version_filters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_facet_templates_v_version_filters_parent_id_idx\` ON \`_facet_templates_v_version_filters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_facet_templates_v_version_filters_locales\` (
  	\`name\` text,
  	\`unit_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_facet_templates_v_version_filters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_facet_templates_v_version_filters_locales_locale_parent_id_\` ON \`_facet_templates_v_version_filters_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_facet_templates_v_version_initial_query_filters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`join_type\` text DEFAULT 'or',
  	\`equality\` text DEFAULT 'equals',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_facet_templates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_facet_templates_v_version_initial_query_filters_order_idx\` ON \`_facet_templates_v_version_initial_query_filters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_facet_templates_v_version_initial_query_filters_parent_id_idx\` ON \`_facet_templates_v_version_initial_query_filters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_facet_templates_v_version_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_facet_templates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_facet_templates_v_version_region_tags_order_idx\` ON \`_facet_templates_v_version_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_facet_templates_v_version_region_tags_parent_idx\` ON \`_facet_templates_v_version_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_facet_templates_v_version_region_tags_value_idx\` ON \`_facet_templates_v_version_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_facet_templates_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_content_kind\` text DEFAULT 'products',
  	\`version_join_type\` text DEFAULT 'and',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`facet_templates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_facet_templates_v_parent_idx\` ON \`_facet_templates_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_facet_templates_v_version_version_slug_idx\` ON \`_facet_templates_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_facet_templates_v_version_version_updated_at_idx\` ON \`_facet_templates_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_facet_templates_v_version_version_created_at_idx\` ON \`_facet_templates_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_facet_templates_v_version_version__status_idx\` ON \`_facet_templates_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_facet_templates_v_created_at_idx\` ON \`_facet_templates_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_facet_templates_v_updated_at_idx\` ON \`_facet_templates_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_facet_templates_v_snapshot_idx\` ON \`_facet_templates_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_facet_templates_v_published_locale_idx\` ON \`_facet_templates_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_facet_templates_v_latest_idx\` ON \`_facet_templates_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_facet_templates_v_locales\` (
  	\`version_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_facet_templates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_facet_templates_v_locales_locale_parent_id_unique\` ON \`_facet_templates_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_facet_templates_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_facet_templates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_facet_templates_v_texts_order_parent\` ON \`_facet_templates_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_facet_templates_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`product_categories_id\` integer,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_facet_templates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_facet_templates_v_rels_order_idx\` ON \`_facet_templates_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_facet_templates_v_rels_parent_idx\` ON \`_facet_templates_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_facet_templates_v_rels_path_idx\` ON \`_facet_templates_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_facet_templates_v_rels_product_categories_id_idx\` ON \`_facet_templates_v_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_facet_templates_v_rels_products_id_idx\` ON \`_facet_templates_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`product_finders_steps_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_finders_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_finders_steps_options_order_idx\` ON \`product_finders_steps_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`product_finders_steps_options_parent_id_idx\` ON \`product_finders_steps_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`product_finders_steps_options_image_idx\` ON \`product_finders_steps_options\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`product_finders_steps_options_locales\` (
  	\`label\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_finders_steps_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`product_finders_steps_options_locales_locale_parent_id_uniqu\` ON \`product_finders_steps_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`product_finders_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'options',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_finders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_finders_steps_order_idx\` ON \`product_finders_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`product_finders_steps_parent_id_idx\` ON \`product_finders_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`product_finders_steps_locales\` (
  	\`step_title\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_finders_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`product_finders_steps_locales_locale_parent_id_unique\` ON \`product_finders_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`product_finders_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`product_finders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_finders_region_tags_order_idx\` ON \`product_finders_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`product_finders_region_tags_parent_idx\` ON \`product_finders_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`product_finders_region_tags_value_idx\` ON \`product_finders_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`product_finders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`base_filter\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`product_finders_updated_at_idx\` ON \`product_finders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`product_finders_created_at_idx\` ON \`product_finders\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`product_finders__status_idx\` ON \`product_finders\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`product_finders_locales\` (
  	\`title\` text,
  	\`share_button_title\` text,
  	\`share_email_subject\` text,
  	\`share_email_body\` text,
  	\`compare_title\` text,
  	\`compare_call_to_action\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_finders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`product_finders_locales_locale_parent_id_unique\` ON \`product_finders_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`product_finders_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`product_finders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_finders_texts_order_parent\` ON \`product_finders_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_product_finders_v_version_steps_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_finders_v_version_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_product_finders_v_version_steps_options_order_idx\` ON \`_product_finders_v_version_steps_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_product_finders_v_version_steps_options_parent_id_idx\` ON \`_product_finders_v_version_steps_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_finders_v_version_steps_options_image_idx\` ON \`_product_finders_v_version_steps_options\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_product_finders_v_version_steps_options_locales\` (
  	\`label\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_finders_v_version_steps_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_product_finders_v_version_steps_options_locales_locale_pare\` ON \`_product_finders_v_version_steps_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_product_finders_v_version_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'options',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_finders_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_product_finders_v_version_steps_order_idx\` ON \`_product_finders_v_version_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_product_finders_v_version_steps_parent_id_idx\` ON \`_product_finders_v_version_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_product_finders_v_version_steps_locales\` (
  	\`step_title\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_finders_v_version_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_product_finders_v_version_steps_locales_locale_parent_id_un\` ON \`_product_finders_v_version_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_product_finders_v_version_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_product_finders_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_product_finders_v_version_region_tags_order_idx\` ON \`_product_finders_v_version_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_product_finders_v_version_region_tags_parent_idx\` ON \`_product_finders_v_version_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_finders_v_version_region_tags_value_idx\` ON \`_product_finders_v_version_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_product_finders_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_base_filter\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`product_finders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_product_finders_v_parent_idx\` ON \`_product_finders_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_finders_v_version_version_updated_at_idx\` ON \`_product_finders_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_finders_v_version_version_created_at_idx\` ON \`_product_finders_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_finders_v_version_version__status_idx\` ON \`_product_finders_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_product_finders_v_created_at_idx\` ON \`_product_finders_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_finders_v_updated_at_idx\` ON \`_product_finders_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_product_finders_v_snapshot_idx\` ON \`_product_finders_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_product_finders_v_published_locale_idx\` ON \`_product_finders_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_product_finders_v_latest_idx\` ON \`_product_finders_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_product_finders_v_locales\` (
  	\`version_title\` text,
  	\`version_share_button_title\` text,
  	\`version_share_email_subject\` text,
  	\`version_share_email_body\` text,
  	\`version_compare_title\` text,
  	\`version_compare_call_to_action\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_finders_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_product_finders_v_locales_locale_parent_id_unique\` ON \`_product_finders_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_product_finders_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_product_finders_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_product_finders_v_texts_order_parent\` ON \`_product_finders_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`feature_flags_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`feature_flags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`feature_flags_region_tags_order_idx\` ON \`feature_flags_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`feature_flags_region_tags_parent_idx\` ON \`feature_flags_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`feature_flags_region_tags_value_idx\` ON \`feature_flags_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`feature_flags\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`flag_id\` text NOT NULL,
  	\`active\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`feature_flags_flag_id_idx\` ON \`feature_flags\` (\`flag_id\`);`)
  await db.run(sql`CREATE INDEX \`feature_flags_updated_at_idx\` ON \`feature_flags\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`feature_flags_created_at_idx\` ON \`feature_flags\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`redirects_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`redirects_region_tags_order_idx\` ON \`redirects_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_region_tags_parent_idx\` ON \`redirects_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_region_tags_value_idx\` ON \`redirects_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`locale\` text,
  	\`permanent\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`domain_redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`domain\` text NOT NULL,
  	\`target_path\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`domain_redirects_domain_idx\` ON \`domain_redirects\` (\`domain\`);`)
  await db.run(sql`CREATE INDEX \`domain_redirects_updated_at_idx\` ON \`domain_redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`domain_redirects_created_at_idx\` ON \`domain_redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`email_domain_blocklist\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`domain\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`email_domain_blocklist_domain_idx\` ON \`email_domain_blocklist\` (\`domain\`);`)
  await db.run(sql`CREATE INDEX \`email_domain_blocklist_updated_at_idx\` ON \`email_domain_blocklist\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`email_domain_blocklist_created_at_idx\` ON \`email_domain_blocklist\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`recently_viewed_sections_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`recently_viewed_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`recently_viewed_sections_region_tags_order_idx\` ON \`recently_viewed_sections_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`recently_viewed_sections_region_tags_parent_idx\` ON \`recently_viewed_sections_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`recently_viewed_sections_region_tags_value_idx\` ON \`recently_viewed_sections_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`recently_viewed_sections\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`internal_title\` text,
  	\`max_items\` numeric DEFAULT 10,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`recently_viewed_sections_updated_at_idx\` ON \`recently_viewed_sections\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`recently_viewed_sections_created_at_idx\` ON \`recently_viewed_sections\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`recently_viewed_sections__status_idx\` ON \`recently_viewed_sections\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`recently_viewed_sections_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`recently_viewed_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`recently_viewed_sections_locales_locale_parent_id_unique\` ON \`recently_viewed_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_recently_viewed_sections_v_version_region_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_recently_viewed_sections_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_recently_viewed_sections_v_version_region_tags_order_idx\` ON \`_recently_viewed_sections_v_version_region_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_recently_viewed_sections_v_version_region_tags_parent_idx\` ON \`_recently_viewed_sections_v_version_region_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_recently_viewed_sections_v_version_region_tags_value_idx\` ON \`_recently_viewed_sections_v_version_region_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_recently_viewed_sections_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_internal_title\` text,
  	\`version_max_items\` numeric DEFAULT 10,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`recently_viewed_sections\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_recently_viewed_sections_v_parent_idx\` ON \`_recently_viewed_sections_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_recently_viewed_sections_v_version_version_updated_at_idx\` ON \`_recently_viewed_sections_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_recently_viewed_sections_v_version_version_created_at_idx\` ON \`_recently_viewed_sections_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_recently_viewed_sections_v_version_version__status_idx\` ON \`_recently_viewed_sections_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_recently_viewed_sections_v_created_at_idx\` ON \`_recently_viewed_sections_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_recently_viewed_sections_v_updated_at_idx\` ON \`_recently_viewed_sections_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_recently_viewed_sections_v_snapshot_idx\` ON \`_recently_viewed_sections_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_recently_viewed_sections_v_published_locale_idx\` ON \`_recently_viewed_sections_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_recently_viewed_sections_v_latest_idx\` ON \`_recently_viewed_sections_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_recently_viewed_sections_v_locales\` (
  	\`version_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_recently_viewed_sections_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_recently_viewed_sections_v_locales_locale_parent_id_unique\` ON \`_recently_viewed_sections_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sales_contacts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`title\` text,
  	\`email\` text,
  	\`phone\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`sales_contacts_updated_at_idx\` ON \`sales_contacts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sales_contacts_created_at_idx\` ON \`sales_contacts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`partner_profiles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`salesforce_user_id\` text NOT NULL,
  	\`operation_name\` text NOT NULL,
  	\`segment\` text,
  	\`address\` text,
  	\`city\` text,
  	\`state\` text,
  	\`zip\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`sales_contact_id\` integer,
  	\`partner_since\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`sales_contact_id\`) REFERENCES \`sales_contacts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`partner_profiles_salesforce_user_id_idx\` ON \`partner_profiles\` (\`salesforce_user_id\`);`)
  await db.run(sql`CREATE INDEX \`partner_profiles_sales_contact_idx\` ON \`partner_profiles\` (\`sales_contact_id\`);`)
  await db.run(sql`CREATE INDEX \`partner_profiles_updated_at_idx\` ON \`partner_profiles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`partner_profiles_created_at_idx\` ON \`partner_profiles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`cut_types\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cut_types_key_idx\` ON \`cut_types\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`cut_types_updated_at_idx\` ON \`cut_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cut_types_created_at_idx\` ON \`cut_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`cut_types_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cut_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cut_types_locales_locale_parent_id_unique\` ON \`cut_types_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`fry_specifications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`fry_specifications_key_idx\` ON \`fry_specifications\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`fry_specifications_updated_at_idx\` ON \`fry_specifications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`fry_specifications_created_at_idx\` ON \`fry_specifications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`fry_specifications_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`fry_specifications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`fry_specifications_locales_locale_parent_id_unique\` ON \`fry_specifications_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`fry_types\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`fry_types_key_idx\` ON \`fry_types\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`fry_types_updated_at_idx\` ON \`fry_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`fry_types_created_at_idx\` ON \`fry_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`fry_types_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`fry_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`fry_types_locales_locale_parent_id_unique\` ON \`fry_types_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`seasonings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`seasonings_key_idx\` ON \`seasonings\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`seasonings_updated_at_idx\` ON \`seasonings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`seasonings_created_at_idx\` ON \`seasonings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`seasonings_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`seasonings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`seasonings_locales_locale_parent_id_unique\` ON \`seasonings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`varieties\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`varieties_key_idx\` ON \`varieties\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`varieties_updated_at_idx\` ON \`varieties\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`varieties_created_at_idx\` ON \`varieties\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`varieties_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`varieties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`varieties_locales_locale_parent_id_unique\` ON \`varieties_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`preparation_methods\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`preparation_methods_key_idx\` ON \`preparation_methods\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`preparation_methods_updated_at_idx\` ON \`preparation_methods\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`preparation_methods_created_at_idx\` ON \`preparation_methods\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`preparation_methods_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`preparation_methods\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`preparation_methods_locales_locale_parent_id_unique\` ON \`preparation_methods_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`product_services\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`product_services_key_idx\` ON \`product_services\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`product_services_updated_at_idx\` ON \`product_services\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`product_services_created_at_idx\` ON \`product_services\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`product_services_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`product_services_locales_locale_parent_id_unique\` ON \`product_services_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`partner_users_id\` integer,
  	\`media_id\` integer,
  	\`pages_id\` integer,
  	\`products_id\` integer,
  	\`product_categories_id\` integer,
  	\`recipes_id\` integer,
  	\`recipe_categories_id\` integer,
  	\`recipe_page_settings_id\` integer,
  	\`blogs_id\` integer,
  	\`blog_categories_id\` integer,
  	\`authors_id\` integer,
  	\`brands_id\` integer,
  	\`distributors_id\` integer,
  	\`global_settings_id\` integer,
  	\`partner_program_settings_id\` integer,
  	\`nav_id\` integer,
  	\`footers_id\` integer,
  	\`authentication_contexts_id\` integer,
  	\`forms_id\` integer,
  	\`form_groups_id\` integer,
  	\`form_submissions_id\` integer,
  	\`favorites_settings_id\` integer,
  	\`sample_bag_settings_id\` integer,
  	\`sample_orders_id\` integer,
  	\`facet_templates_id\` integer,
  	\`product_finders_id\` integer,
  	\`feature_flags_id\` integer,
  	\`redirects_id\` integer,
  	\`domain_redirects_id\` integer,
  	\`email_domain_blocklist_id\` integer,
  	\`recently_viewed_sections_id\` integer,
  	\`sales_contacts_id\` integer,
  	\`partner_profiles_id\` integer,
  	\`cut_types_id\` integer,
  	\`fry_specifications_id\` integer,
  	\`fry_types_id\` integer,
  	\`seasonings_id\` integer,
  	\`varieties_id\` integer,
  	\`preparation_methods_id\` integer,
  	\`product_services_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partner_users_id\`) REFERENCES \`partner_users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipes_id\`) REFERENCES \`recipes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipe_categories_id\`) REFERENCES \`recipe_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recipe_page_settings_id\`) REFERENCES \`recipe_page_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blogs_id\`) REFERENCES \`blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authors_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`distributors_id\`) REFERENCES \`distributors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`global_settings_id\`) REFERENCES \`global_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partner_program_settings_id\`) REFERENCES \`partner_program_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`nav_id\`) REFERENCES \`nav\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`footers_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authentication_contexts_id\`) REFERENCES \`authentication_contexts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_groups_id\`) REFERENCES \`form_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`favorites_settings_id\`) REFERENCES \`favorites_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sample_bag_settings_id\`) REFERENCES \`sample_bag_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sample_orders_id\`) REFERENCES \`sample_orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`facet_templates_id\`) REFERENCES \`facet_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_finders_id\`) REFERENCES \`product_finders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`feature_flags_id\`) REFERENCES \`feature_flags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`domain_redirects_id\`) REFERENCES \`domain_redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_domain_blocklist_id\`) REFERENCES \`email_domain_blocklist\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recently_viewed_sections_id\`) REFERENCES \`recently_viewed_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sales_contacts_id\`) REFERENCES \`sales_contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partner_profiles_id\`) REFERENCES \`partner_profiles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cut_types_id\`) REFERENCES \`cut_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`fry_specifications_id\`) REFERENCES \`fry_specifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`fry_types_id\`) REFERENCES \`fry_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seasonings_id\`) REFERENCES \`seasonings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`varieties_id\`) REFERENCES \`varieties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`preparation_methods_id\`) REFERENCES \`preparation_methods\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_services_id\`) REFERENCES \`product_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partner_users_id_idx\` ON \`payload_locked_documents_rels\` (\`partner_users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recipes_id_idx\` ON \`payload_locked_documents_rels\` (\`recipes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recipe_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`recipe_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recipe_page_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`recipe_page_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blogs_id_idx\` ON \`payload_locked_documents_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_authors_id_idx\` ON \`payload_locked_documents_rels\` (\`authors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brands_id_idx\` ON \`payload_locked_documents_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_distributors_id_idx\` ON \`payload_locked_documents_rels\` (\`distributors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_global_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`global_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partner_program_settings_i_idx\` ON \`payload_locked_documents_rels\` (\`partner_program_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_nav_id_idx\` ON \`payload_locked_documents_rels\` (\`nav_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_footers_id_idx\` ON \`payload_locked_documents_rels\` (\`footers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_authentication_contexts_id_idx\` ON \`payload_locked_documents_rels\` (\`authentication_contexts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`form_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_favorites_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`favorites_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sample_bag_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`sample_bag_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sample_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`sample_orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_facet_templates_id_idx\` ON \`payload_locked_documents_rels\` (\`facet_templates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_finders_id_idx\` ON \`payload_locked_documents_rels\` (\`product_finders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feature_flags_id_idx\` ON \`payload_locked_documents_rels\` (\`feature_flags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_domain_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`domain_redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_domain_blocklist_id_idx\` ON \`payload_locked_documents_rels\` (\`email_domain_blocklist_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recently_viewed_sections_i_idx\` ON \`payload_locked_documents_rels\` (\`recently_viewed_sections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sales_contacts_id_idx\` ON \`payload_locked_documents_rels\` (\`sales_contacts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partner_profiles_id_idx\` ON \`payload_locked_documents_rels\` (\`partner_profiles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cut_types_id_idx\` ON \`payload_locked_documents_rels\` (\`cut_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fry_specifications_id_idx\` ON \`payload_locked_documents_rels\` (\`fry_specifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fry_types_id_idx\` ON \`payload_locked_documents_rels\` (\`fry_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seasonings_id_idx\` ON \`payload_locked_documents_rels\` (\`seasonings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_varieties_id_idx\` ON \`payload_locked_documents_rels\` (\`varieties_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_preparation_methods_id_idx\` ON \`payload_locked_documents_rels\` (\`preparation_methods_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_services_id_idx\` ON \`payload_locked_documents_rels\` (\`product_services_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`partner_users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partner_users_id\`) REFERENCES \`partner_users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_partner_users_id_idx\` ON \`payload_preferences_rels\` (\`partner_users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`partner_users_sessions\`;`)
  await db.run(sql`DROP TABLE \`partner_users\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_tags\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_section_header_calls_to_action\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_section_header_calls_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_section_header\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_section_header_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_plain_html\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_plain_html_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_page_metadata_custom_metadata\`;`)
  await db.run(sql`DROP TABLE \`pages_page_metadata_custom_metadata_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_spacer_rule\`;`)
  await db.run(sql`DROP TABLE \`pages_region_tags\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_tags\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_section_header_calls_to_action\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_section_header_calls_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_section_header\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_section_header_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_plain_html\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_plain_html_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_page_metadata_custom_metadata\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_page_metadata_custom_metadata_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_spacer_rule\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_region_tags\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`products_tags\`;`)
  await db.run(sql`DROP TABLE \`products_page_metadata_custom_metadata\`;`)
  await db.run(sql`DROP TABLE \`products_page_metadata_custom_metadata_locales\`;`)
  await db.run(sql`DROP TABLE \`products_videos\`;`)
  await db.run(sql`DROP TABLE \`products_videos_locales\`;`)
  await db.run(sql`DROP TABLE \`products_specification_flags\`;`)
  await db.run(sql`DROP TABLE \`products_specification_flags_locales\`;`)
  await db.run(sql`DROP TABLE \`prep_bullets\`;`)
  await db.run(sql`DROP TABLE \`prep_bullets_locales\`;`)
  await db.run(sql`DROP TABLE \`prep_steps\`;`)
  await db.run(sql`DROP TABLE \`prep_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`products_region_tags\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`DROP TABLE \`products_locales\`;`)
  await db.run(sql`DROP TABLE \`products_texts\`;`)
  await db.run(sql`DROP TABLE \`products_rels\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_tags\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_page_metadata_custom_metadata\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_page_metadata_custom_metadata_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_videos\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_videos_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_specification_flags\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_specification_flags_locales\`;`)
  await db.run(sql`DROP TABLE \`_prep_bullets_v\`;`)
  await db.run(sql`DROP TABLE \`_prep_bullets_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_prep_steps_v\`;`)
  await db.run(sql`DROP TABLE \`_prep_steps_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_region_tags\`;`)
  await db.run(sql`DROP TABLE \`_products_v\`;`)
  await db.run(sql`DROP TABLE \`_products_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_products_v_rels\`;`)
  await db.run(sql`DROP TABLE \`product_categories_region_tags\`;`)
  await db.run(sql`DROP TABLE \`product_categories\`;`)
  await db.run(sql`DROP TABLE \`product_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`_product_categories_v_version_region_tags\`;`)
  await db.run(sql`DROP TABLE \`_product_categories_v\`;`)
  await db.run(sql`DROP TABLE \`_product_categories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`recipes_meal_types\`;`)
  await db.run(sql`DROP TABLE \`recipes_market_segments\`;`)
  await db.run(sql`DROP TABLE \`recipes_page_metadata_custom_metadata\`;`)
  await db.run(sql`DROP TABLE \`recipes_page_metadata_custom_metadata_locales\`;`)
  await db.run(sql`DROP TABLE \`recipes_region_tags\`;`)
  await db.run(sql`DROP TABLE \`recipes\`;`)
  await db.run(sql`DROP TABLE \`recipes_locales\`;`)
  await db.run(sql`DROP TABLE \`recipes_rels\`;`)
  await db.run(sql`DROP TABLE \`_recipes_v_version_meal_types\`;`)
  await db.run(sql`DROP TABLE \`_recipes_v_version_market_segments\`;`)
  await db.run(sql`DROP TABLE \`_recipes_v_version_page_metadata_custom_metadata\`;`)
  await db.run(sql`DROP TABLE \`_recipes_v_version_page_metadata_custom_metadata_locales\`;`)
  await db.run(sql`DROP TABLE \`_recipes_v_version_region_tags\`;`)
  await db.run(sql`DROP TABLE \`_recipes_v\`;`)
  await db.run(sql`DROP TABLE \`_recipes_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_recipes_v_rels\`;`)
  await db.run(sql`DROP TABLE \`recipe_categories_region_tags\`;`)
  await db.run(sql`DROP TABLE \`recipe_categories\`;`)
  await db.run(sql`DROP TABLE \`recipe_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`_recipe_categories_v_version_region_tags\`;`)
  await db.run(sql`DROP TABLE \`_recipe_categories_v\`;`)
  await db.run(sql`DROP TABLE \`_recipe_categories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`recipe_page_settings_region_tags\`;`)
  await db.run(sql`DROP TABLE \`recipe_page_settings\`;`)
  await db.run(sql`DROP TABLE \`recipe_page_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`_recipe_page_settings_v_version_region_tags\`;`)
  await db.run(sql`DROP TABLE \`_recipe_page_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_recipe_page_settings_v_locales\`;`)
  await db.run(sql`DROP TABLE \`blogs_page_metadata_custom_metadata\`;`)
  await db.run(sql`DROP TABLE \`blogs_page_metadata_custom_metadata_locales\`;`)
  await db.run(sql`DROP TABLE \`blogs_region_tags\`;`)
  await db.run(sql`DROP TABLE \`blogs\`;`)
  await db.run(sql`DROP TABLE \`blogs_locales\`;`)
  await db.run(sql`DROP TABLE \`blogs_rels\`;`)
  await db.run(sql`DROP TABLE \`_blogs_v_version_page_metadata_custom_metadata\`;`)
  await db.run(sql`DROP TABLE \`_blogs_v_version_page_metadata_custom_metadata_locales\`;`)
  await db.run(sql`DROP TABLE \`_blogs_v_version_region_tags\`;`)
  await db.run(sql`DROP TABLE \`_blogs_v\`;`)
  await db.run(sql`DROP TABLE \`_blogs_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_blogs_v_rels\`;`)
  await db.run(sql`DROP TABLE \`blog_categories_region_tags\`;`)
  await db.run(sql`DROP TABLE \`blog_categories\`;`)
  await db.run(sql`DROP TABLE \`blog_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`_blog_categories_v_version_region_tags\`;`)
  await db.run(sql`DROP TABLE \`_blog_categories_v\`;`)
  await db.run(sql`DROP TABLE \`_blog_categories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`authors\`;`)
  await db.run(sql`DROP TABLE \`authors_locales\`;`)
  await db.run(sql`DROP TABLE \`_authors_v\`;`)
  await db.run(sql`DROP TABLE \`_authors_v_locales\`;`)
  await db.run(sql`DROP TABLE \`brands_region_tags\`;`)
  await db.run(sql`DROP TABLE \`brands\`;`)
  await db.run(sql`DROP TABLE \`brands_locales\`;`)
  await db.run(sql`DROP TABLE \`_brands_v_version_region_tags\`;`)
  await db.run(sql`DROP TABLE \`_brands_v\`;`)
  await db.run(sql`DROP TABLE \`_brands_v_locales\`;`)
  await db.run(sql`DROP TABLE \`distributors_region_tags\`;`)
  await db.run(sql`DROP TABLE \`distributors\`;`)
  await db.run(sql`DROP TABLE \`global_settings_region_tags\`;`)
  await db.run(sql`DROP TABLE \`global_settings\`;`)
  await db.run(sql`DROP TABLE \`global_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`global_settings_texts\`;`)
  await db.run(sql`DROP TABLE \`_global_settings_v_version_region_tags\`;`)
  await db.run(sql`DROP TABLE \`_global_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_global_settings_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_global_settings_v_texts\`;`)
  await db.run(sql`DROP TABLE \`pps_segments\`;`)
  await db.run(sql`DROP TABLE \`partner_program_settings_region_tags\`;`)
  await db.run(sql`DROP TABLE \`partner_program_settings\`;`)
  await db.run(sql`DROP TABLE \`partner_program_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`partner_program_settings_texts\`;`)
  await db.run(sql`DROP TABLE \`_pps_segments_v\`;`)
  await db.run(sql`DROP TABLE \`_partner_program_settings_v_version_region_tags\`;`)
  await db.run(sql`DROP TABLE \`_partner_program_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_partner_program_settings_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_partner_program_settings_v_texts\`;`)
  await db.run(sql`DROP TABLE \`nav_left\`;`)
  await db.run(sql`DROP TABLE \`nav_left_locales\`;`)
  await db.run(sql`DROP TABLE \`nav_right\`;`)
  await db.run(sql`DROP TABLE \`nav_right_locales\`;`)
  await db.run(sql`DROP TABLE \`nav_sidebar\`;`)
  await db.run(sql`DROP TABLE \`nav_sidebar_locales\`;`)
  await db.run(sql`DROP TABLE \`nav_promos\`;`)
  await db.run(sql`DROP TABLE \`nav_promos_locales\`;`)
  await db.run(sql`DROP TABLE \`nav_child\`;`)
  await db.run(sql`DROP TABLE \`nav_child_locales\`;`)
  await db.run(sql`DROP TABLE \`nav_cats\`;`)
  await db.run(sql`DROP TABLE \`nav_cats_locales\`;`)
  await db.run(sql`DROP TABLE \`nav_cols\`;`)
  await db.run(sql`DROP TABLE \`nav_groups\`;`)
  await db.run(sql`DROP TABLE \`nav_groups_locales\`;`)
  await db.run(sql`DROP TABLE \`nav_region_tags\`;`)
  await db.run(sql`DROP TABLE \`nav\`;`)
  await db.run(sql`DROP TABLE \`nav_locales\`;`)
  await db.run(sql`DROP TABLE \`nav_rels\`;`)
  await db.run(sql`DROP TABLE \`_nav_left_v\`;`)
  await db.run(sql`DROP TABLE \`_nav_left_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_nav_right_v\`;`)
  await db.run(sql`DROP TABLE \`_nav_right_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_nav_sidebar_v\`;`)
  await db.run(sql`DROP TABLE \`_nav_sidebar_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_nav_promos_v\`;`)
  await db.run(sql`DROP TABLE \`_nav_promos_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_nav_child_v\`;`)
  await db.run(sql`DROP TABLE \`_nav_child_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_nav_cats_v\`;`)
  await db.run(sql`DROP TABLE \`_nav_cats_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_nav_cols_v\`;`)
  await db.run(sql`DROP TABLE \`_nav_groups_v\`;`)
  await db.run(sql`DROP TABLE \`_nav_groups_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_nav_v_version_region_tags\`;`)
  await db.run(sql`DROP TABLE \`_nav_v\`;`)
  await db.run(sql`DROP TABLE \`_nav_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_nav_v_rels\`;`)
  await db.run(sql`DROP TABLE \`footer_child\`;`)
  await db.run(sql`DROP TABLE \`footer_child_locales\`;`)
  await db.run(sql`DROP TABLE \`footer_cats\`;`)
  await db.run(sql`DROP TABLE \`footer_cats_locales\`;`)
  await db.run(sql`DROP TABLE \`footer_cols\`;`)
  await db.run(sql`DROP TABLE \`footer_cols_locales\`;`)
  await db.run(sql`DROP TABLE \`footers_region_tags\`;`)
  await db.run(sql`DROP TABLE \`footers\`;`)
  await db.run(sql`DROP TABLE \`footers_locales\`;`)
  await db.run(sql`DROP TABLE \`footers_rels\`;`)
  await db.run(sql`DROP TABLE \`_footer_child_v\`;`)
  await db.run(sql`DROP TABLE \`_footer_child_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_footer_cats_v\`;`)
  await db.run(sql`DROP TABLE \`_footer_cats_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_footer_cols_v\`;`)
  await db.run(sql`DROP TABLE \`_footer_cols_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_footers_v_version_region_tags\`;`)
  await db.run(sql`DROP TABLE \`_footers_v\`;`)
  await db.run(sql`DROP TABLE \`_footers_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_footers_v_rels\`;`)
  await db.run(sql`DROP TABLE \`authentication_contexts\`;`)
  await db.run(sql`DROP TABLE \`authentication_contexts_texts\`;`)
  await db.run(sql`DROP TABLE \`forms_fields_options\`;`)
  await db.run(sql`DROP TABLE \`forms_fields_options_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_fields\`;`)
  await db.run(sql`DROP TABLE \`forms_fields_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_region_tags\`;`)
  await db.run(sql`DROP TABLE \`forms\`;`)
  await db.run(sql`DROP TABLE \`forms_locales\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_version_fields_options\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_version_fields_options_locales\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_version_fields\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_version_fields_locales\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_version_region_tags\`;`)
  await db.run(sql`DROP TABLE \`_forms_v\`;`)
  await db.run(sql`DROP TABLE \`_forms_v_locales\`;`)
  await db.run(sql`DROP TABLE \`form_groups\`;`)
  await db.run(sql`DROP TABLE \`form_submissions\`;`)
  await db.run(sql`DROP TABLE \`favorites_settings_region_tags\`;`)
  await db.run(sql`DROP TABLE \`favorites_settings\`;`)
  await db.run(sql`DROP TABLE \`favorites_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`favorites_settings_rels\`;`)
  await db.run(sql`DROP TABLE \`_favorites_settings_v_version_region_tags\`;`)
  await db.run(sql`DROP TABLE \`_favorites_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_favorites_settings_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_favorites_settings_v_rels\`;`)
  await db.run(sql`DROP TABLE \`sample_bag_settings_region_tags\`;`)
  await db.run(sql`DROP TABLE \`sample_bag_settings\`;`)
  await db.run(sql`DROP TABLE \`sample_bag_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`sample_bag_settings_rels\`;`)
  await db.run(sql`DROP TABLE \`_sample_bag_settings_v_version_region_tags\`;`)
  await db.run(sql`DROP TABLE \`_sample_bag_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_sample_bag_settings_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_sample_bag_settings_v_rels\`;`)
  await db.run(sql`DROP TABLE \`sample_orders_items\`;`)
  await db.run(sql`DROP TABLE \`sample_orders\`;`)
  await db.run(sql`DROP TABLE \`facet_templates_filters\`;`)
  await db.run(sql`DROP TABLE \`facet_templates_filters_locales\`;`)
  await db.run(sql`DROP TABLE \`facet_templates_initial_query_filters\`;`)
  await db.run(sql`DROP TABLE \`facet_templates_region_tags\`;`)
  await db.run(sql`DROP TABLE \`facet_templates\`;`)
  await db.run(sql`DROP TABLE \`facet_templates_locales\`;`)
  await db.run(sql`DROP TABLE \`facet_templates_texts\`;`)
  await db.run(sql`DROP TABLE \`facet_templates_rels\`;`)
  await db.run(sql`DROP TABLE \`_facet_templates_v_version_filters\`;`)
  await db.run(sql`DROP TABLE \`_facet_templates_v_version_filters_locales\`;`)
  await db.run(sql`DROP TABLE \`_facet_templates_v_version_initial_query_filters\`;`)
  await db.run(sql`DROP TABLE \`_facet_templates_v_version_region_tags\`;`)
  await db.run(sql`DROP TABLE \`_facet_templates_v\`;`)
  await db.run(sql`DROP TABLE \`_facet_templates_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_facet_templates_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_facet_templates_v_rels\`;`)
  await db.run(sql`DROP TABLE \`product_finders_steps_options\`;`)
  await db.run(sql`DROP TABLE \`product_finders_steps_options_locales\`;`)
  await db.run(sql`DROP TABLE \`product_finders_steps\`;`)
  await db.run(sql`DROP TABLE \`product_finders_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`product_finders_region_tags\`;`)
  await db.run(sql`DROP TABLE \`product_finders\`;`)
  await db.run(sql`DROP TABLE \`product_finders_locales\`;`)
  await db.run(sql`DROP TABLE \`product_finders_texts\`;`)
  await db.run(sql`DROP TABLE \`_product_finders_v_version_steps_options\`;`)
  await db.run(sql`DROP TABLE \`_product_finders_v_version_steps_options_locales\`;`)
  await db.run(sql`DROP TABLE \`_product_finders_v_version_steps\`;`)
  await db.run(sql`DROP TABLE \`_product_finders_v_version_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_product_finders_v_version_region_tags\`;`)
  await db.run(sql`DROP TABLE \`_product_finders_v\`;`)
  await db.run(sql`DROP TABLE \`_product_finders_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_product_finders_v_texts\`;`)
  await db.run(sql`DROP TABLE \`feature_flags_region_tags\`;`)
  await db.run(sql`DROP TABLE \`feature_flags\`;`)
  await db.run(sql`DROP TABLE \`redirects_region_tags\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`domain_redirects\`;`)
  await db.run(sql`DROP TABLE \`email_domain_blocklist\`;`)
  await db.run(sql`DROP TABLE \`recently_viewed_sections_region_tags\`;`)
  await db.run(sql`DROP TABLE \`recently_viewed_sections\`;`)
  await db.run(sql`DROP TABLE \`recently_viewed_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`_recently_viewed_sections_v_version_region_tags\`;`)
  await db.run(sql`DROP TABLE \`_recently_viewed_sections_v\`;`)
  await db.run(sql`DROP TABLE \`_recently_viewed_sections_v_locales\`;`)
  await db.run(sql`DROP TABLE \`sales_contacts\`;`)
  await db.run(sql`DROP TABLE \`partner_profiles\`;`)
  await db.run(sql`DROP TABLE \`cut_types\`;`)
  await db.run(sql`DROP TABLE \`cut_types_locales\`;`)
  await db.run(sql`DROP TABLE \`fry_specifications\`;`)
  await db.run(sql`DROP TABLE \`fry_specifications_locales\`;`)
  await db.run(sql`DROP TABLE \`fry_types\`;`)
  await db.run(sql`DROP TABLE \`fry_types_locales\`;`)
  await db.run(sql`DROP TABLE \`seasonings\`;`)
  await db.run(sql`DROP TABLE \`seasonings_locales\`;`)
  await db.run(sql`DROP TABLE \`varieties\`;`)
  await db.run(sql`DROP TABLE \`varieties_locales\`;`)
  await db.run(sql`DROP TABLE \`preparation_methods\`;`)
  await db.run(sql`DROP TABLE \`preparation_methods_locales\`;`)
  await db.run(sql`DROP TABLE \`product_services\`;`)
  await db.run(sql`DROP TABLE \`product_services_locales\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
}
