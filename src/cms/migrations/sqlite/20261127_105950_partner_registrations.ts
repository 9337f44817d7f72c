import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`partner_registrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`mode\` text NOT NULL,
  	\`operation_name\` text NOT NULL,
  	\`contact_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`postcode\` text NOT NULL,
  	\`business_type\` text,
  	\`customer_number\` text,
  	\`message\` text,
  	\`region_tag\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`salesforce_user_id\` text,
  	\`partner_user_id\` integer,
  	\`idempotency_key\` text,
  	\`reset_path\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`partner_user_id\`) REFERENCES \`partner_users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`partner_registrations_status_idx\` ON \`partner_registrations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`partner_registrations_email_idx\` ON \`partner_registrations\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`partner_registrations_region_tag_idx\` ON \`partner_registrations\` (\`region_tag\`);`)
  await db.run(sql`CREATE INDEX \`partner_registrations_partner_user_idx\` ON \`partner_registrations\` (\`partner_user_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`partner_registrations_idempotency_key_idx\` ON \`partner_registrations\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`partner_registrations_updated_at_idx\` ON \`partner_registrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`partner_registrations_created_at_idx\` ON \`partner_registrations\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`partner_registrations_id\` integer REFERENCES partner_registrations(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partner_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`partner_registrations_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`partner_registrations\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "partner_users_id", "media_id", "pages_id", "products_id", "product_categories_id", "recipes_id", "recipe_categories_id", "recipe_page_settings_id", "blogs_id", "blog_categories_id", "authors_id", "brands_id", "distributors_id", "global_settings_id", "partner_program_settings_id", "nav_id", "footers_id", "authentication_contexts_id", "forms_id", "form_groups_id", "form_submissions_id", "favorites_settings_id", "sample_bag_settings_id", "sample_orders_id", "facet_templates_id", "product_finders_id", "feature_flags_id", "redirects_id", "domain_redirects_id", "email_domain_blocklist_id", "recently_viewed_sections_id", "sales_contacts_id", "partner_profiles_id", "cut_types_id", "fry_specifications_id", "fry_types_id", "seasonings_id", "varieties_id", "preparation_methods_id", "product_services_id") SELECT "id", "order", "parent_id", "path", "users_id", "partner_users_id", "media_id", "pages_id", "products_id", "product_categories_id", "recipes_id", "recipe_categories_id", "recipe_page_settings_id", "blogs_id", "blog_categories_id", "authors_id", "brands_id", "distributors_id", "global_settings_id", "partner_program_settings_id", "nav_id", "footers_id", "authentication_contexts_id", "forms_id", "form_groups_id", "form_submissions_id", "favorites_settings_id", "sample_bag_settings_id", "sample_orders_id", "facet_templates_id", "product_finders_id", "feature_flags_id", "redirects_id", "domain_redirects_id", "email_domain_blocklist_id", "recently_viewed_sections_id", "sales_contacts_id", "partner_profiles_id", "cut_types_id", "fry_specifications_id", "fry_types_id", "seasonings_id", "varieties_id", "preparation_methods_id", "product_services_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
}
