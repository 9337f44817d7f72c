import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`global_settings\` ADD \`icon_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`global_settings\` ADD \`theme_color\` text;`)
  await db.run(sql`ALTER TABLE \`global_settings\` ADD \`default_social_image_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`global_settings_icon_idx\` ON \`global_settings\` (\`icon_id\`);`)
  await db.run(sql`CREATE INDEX \`global_settings_default_social_image_idx\` ON \`global_settings\` (\`default_social_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_global_settings_v\` ADD \`version_icon_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_global_settings_v\` ADD \`version_theme_color\` text;`)
  await db.run(sql`ALTER TABLE \`_global_settings_v\` ADD \`version_default_social_image_id\` integer REFERENCES media(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_global_settings_v_version_version_icon_idx\` ON \`_global_settings_v\` (\`version_icon_id\`);`)
  await db.run(sql`CREATE INDEX \`_global_settings_v_version_version_default_social_image_idx\` ON \`_global_settings_v\` (\`version_default_social_image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_global_settings\` (
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
  await db.run(sql`INSERT INTO \`__new_global_settings\`("id", "internal_title", "site_name", "partner_program_name", "logo_id", "home_page_id", "recipe_page_id", "blog_page_id", "product_index_page_id", "product_regulatory_page_id", "contact_us_page_id", "find_a_distributor_page_id", "default_header_image_url", "contact_phone_number", "contact_website", "copyright_company_name", "show_footer_email_signup_form", "social_facebook", "social_twitter", "social_instagram", "social_youtube", "hide_product_specifications_image", "you_tube_embed_domain", "wistia_embed_domain", "wistia_speed_demon_script_domain", "meta_pixel_code", "partner_program_settings_id", "updated_at", "created_at", "_status") SELECT "id", "internal_title", "site_name", "partner_program_name", "logo_id", "home_page_id", "recipe_page_id", "blog_page_id", "product_index_page_id", "product_regulatory_page_id", "contact_us_page_id", "find_a_distributor_page_id", "default_header_image_url", "contact_phone_number", "contact_website", "copyright_company_name", "show_footer_email_signup_form", "social_facebook", "social_twitter", "social_instagram", "social_youtube", "hide_product_specifications_image", "you_tube_embed_domain", "wistia_embed_domain", "wistia_speed_demon_script_domain", "meta_pixel_code", "partner_program_settings_id", "updated_at", "created_at", "_status" FROM \`global_settings\`;`)
  await db.run(sql`DROP TABLE \`global_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_global_settings\` RENAME TO \`global_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE TABLE \`__new__global_settings_v\` (
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
  await db.run(sql`INSERT INTO \`__new__global_settings_v\`("id", "parent_id", "version_internal_title", "version_site_name", "version_partner_program_name", "version_logo_id", "version_home_page_id", "version_recipe_page_id", "version_blog_page_id", "version_product_index_page_id", "version_product_regulatory_page_id", "version_contact_us_page_id", "version_find_a_distributor_page_id", "version_default_header_image_url", "version_contact_phone_number", "version_contact_website", "version_copyright_company_name", "version_show_footer_email_signup_form", "version_social_facebook", "version_social_twitter", "version_social_instagram", "version_social_youtube", "version_hide_product_specifications_image", "version_you_tube_embed_domain", "version_wistia_embed_domain", "version_wistia_speed_demon_script_domain", "version_meta_pixel_code", "version_partner_program_settings_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_internal_title", "version_site_name", "version_partner_program_name", "version_logo_id", "version_home_page_id", "version_recipe_page_id", "version_blog_page_id", "version_product_index_page_id", "version_product_regulatory_page_id", "version_contact_us_page_id", "version_find_a_distributor_page_id", "version_default_header_image_url", "version_contact_phone_number", "version_contact_website", "version_copyright_company_name", "version_show_footer_email_signup_form", "version_social_facebook", "version_social_twitter", "version_social_instagram", "version_social_youtube", "version_hide_product_specifications_image", "version_you_tube_embed_domain", "version_wistia_embed_domain", "version_wistia_speed_demon_script_domain", "version_meta_pixel_code", "version_partner_program_settings_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_global_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_global_settings_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__global_settings_v\` RENAME TO \`_global_settings_v\`;`)
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
}
