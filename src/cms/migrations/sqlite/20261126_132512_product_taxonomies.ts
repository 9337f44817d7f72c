import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// drizzle-kit left the ON DELETE actions off the added columns; they are written as the snapshot has them.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`fry_type_id\` integer REFERENCES fry_types(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`variety_id\` integer REFERENCES varieties(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`products_fry_type_idx\` ON \`products\` (\`fry_type_id\`);`)
  await db.run(sql`CREATE INDEX \`products_variety_idx\` ON \`products\` (\`variety_id\`);`)
  await db.run(sql`ALTER TABLE \`products_rels\` ADD \`fry_specifications_id\` integer REFERENCES fry_specifications(id) ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`products_rels\` ADD \`seasonings_id\` integer REFERENCES seasonings(id) ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`products_rels\` ADD \`preparation_methods_id\` integer REFERENCES preparation_methods(id) ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`products_rels\` ADD \`product_services_id\` integer REFERENCES product_services(id) ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`products_rels_fry_specifications_id_idx\` ON \`products_rels\` (\`fry_specifications_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_seasonings_id_idx\` ON \`products_rels\` (\`seasonings_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_preparation_methods_id_idx\` ON \`products_rels\` (\`preparation_methods_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_product_services_id_idx\` ON \`products_rels\` (\`product_services_id\`);`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_fry_type_id\` integer REFERENCES fry_types(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_variety_id\` integer REFERENCES varieties(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_fry_type_idx\` ON \`_products_v\` (\`version_fry_type_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_variety_idx\` ON \`_products_v\` (\`version_variety_id\`);`)
  await db.run(sql`ALTER TABLE \`_products_v_rels\` ADD \`fry_specifications_id\` integer REFERENCES fry_specifications(id) ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`_products_v_rels\` ADD \`seasonings_id\` integer REFERENCES seasonings(id) ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`_products_v_rels\` ADD \`preparation_methods_id\` integer REFERENCES preparation_methods(id) ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`_products_v_rels\` ADD \`product_services_id\` integer REFERENCES product_services(id) ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_fry_specifications_id_idx\` ON \`_products_v_rels\` (\`fry_specifications_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_seasonings_id_idx\` ON \`_products_v_rels\` (\`seasonings_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_preparation_methods_id_idx\` ON \`_products_v_rels\` (\`preparation_methods_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_product_services_id_idx\` ON \`_products_v_rels\` (\`product_services_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_products\` (
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
  await db.run(sql`INSERT INTO \`__new_products\`("id", "sku", "slug", "brand_id", "sub_brand_id", "badge_internal_title", "badge_image_id", "badge_link", "get_a_sample", "find_a_distributor", "show_k12_sheet", "hide_nutritional_fact_panel", "published_date", "page_metadata_robots_no_index", "page_metadata_robots_no_follow", "page_metadata_canonical", "page_metadata_social_share_image_id", "page_metadata_exclude_from_xml_sitemap", "page_metadata_hide_from_search_results", "cut_size", "pack_size", "diameter", "in_use_image_id", "styled_image_id", "prepared_image_id", "front_innerpack_image_id", "back_innerpack_image_id", "gross_weight", "net_weight", "k12_flag", "dietary_flags_corn_free", "dietary_flags_egg_free", "dietary_flags_fish_free", "dietary_flags_gluten_free", "dietary_flags_milk_free", "dietary_flags_peanut_free", "dietary_flags_sesame_seeds_free", "dietary_flags_shellfish_free", "dietary_flags_soy_free", "dietary_flags_sulfite_free", "dietary_flags_tree_nuts_free", "dietary_flags_wheat_free", "dietary_flags_vegan", "dietary_flags_vegetarian", "dietary_flags_kosher", "dietary_flags_halal", "dietary_flags_low_sodium", "dietary_flags_low_fat", "dietary_flags_no_gluten", "dietary_flags_low_gluten", "dietary_flags_smart_snacks", "dietary_flags_k12", "dietary_flags_zero_grams_trans_fat", "dietary_flags_msc_asc_certified", "k12_refrigerable", "k12_starchy", "k12_red_orange", "k12_other", "k12_meat_alternate", "k12_grains", "k12_fruit", "k12_dark_green", "k12_beans_legumes", "k12_additional", "ingredient_disclaimer_link_id", "nutrition_us_serving_size_grams", "nutrition_us_average_servings_per_case", "nutrition_us_calories", "nutrition_us_total_fat_amount", "nutrition_us_total_fat_unit", "nutrition_us_total_fat_daily_value", "nutrition_us_saturated_fat_amount", "nutrition_us_saturated_fat_unit", "nutrition_us_saturated_fat_daily_value", "nutrition_us_trans_fat_amount", "nutrition_us_trans_fat_unit", "nutrition_us_trans_fat_daily_value", "nutrition_us_cholesterol_amount", "nutrition_us_cholesterol_unit", "nutrition_us_cholesterol_daily_value", "nutrition_us_sodium_amount", "nutrition_us_sodium_unit", "nutrition_us_sodium_daily_value", "nutrition_us_total_carbohydrate_amount", "nutrition_us_total_carbohydrate_unit", "nutrition_us_total_carbohydrate_daily_value", "nutrition_us_dietary_fiber_amount", "nutrition_us_dietary_fiber_unit", "nutrition_us_dietary_fiber_daily_value", "nutrition_us_total_sugars_amount", "nutrition_us_total_sugars_unit", "nutrition_us_total_sugars_daily_value", "nutrition_us_added_sugar_amount", "nutrition_us_added_sugar_unit", "nutrition_us_added_sugar_daily_value", "nutrition_us_protein_amount", "nutrition_us_protein_unit", "nutrition_us_protein_daily_value", "nutrition_us_vitamin_d_amount", "nutrition_us_vitamin_d_unit", "nutrition_us_vitamin_d_daily_value", "nutrition_us_calcium_amount", "nutrition_us_calcium_unit", "nutrition_us_calcium_daily_value", "nutrition_us_iron_amount", "nutrition_us_iron_unit", "nutrition_us_iron_daily_value", "nutrition_us_potassium_amount", "nutrition_us_potassium_unit", "nutrition_us_potassium_daily_value", "nutrition_anz_serving_size", "nutrition_anz_servings_per_package", "nutrition_anz_energy_per_serving", "nutrition_anz_energy_per100g", "nutrition_anz_energy_unit", "nutrition_anz_protein_per_serving", "nutrition_anz_protein_per100g", "nutrition_anz_protein_unit", "nutrition_anz_total_fat_per_serving", "nutrition_anz_total_fat_per100g", "nutrition_anz_total_fat_unit", "nutrition_anz_saturated_fat_per_serving", "nutrition_anz_saturated_fat_per100g", "nutrition_anz_saturated_fat_unit", "nutrition_anz_carbohydrate_total_per_serving", "nutrition_anz_carbohydrate_total_per100g", "nutrition_anz_carbohydrate_total_unit", "nutrition_anz_carbohydrate_sugars_per_serving", "nutrition_anz_carbohydrate_sugars_per100g", "nutrition_anz_carbohydrate_sugars_unit", "nutrition_anz_dietary_fiber_per_serving", "nutrition_anz_dietary_fiber_per100g", "nutrition_anz_dietary_fiber_unit", "nutrition_anz_sodium_per_serving", "nutrition_anz_sodium_per100g", "nutrition_anz_sodium_unit", "nutrition_japan_energy_amount", "nutrition_japan_energy_unit", "nutrition_japan_protein_amount", "nutrition_japan_protein_unit", "nutrition_japan_fat_amount", "nutrition_japan_fat_unit", "nutrition_japan_carbs_amount", "nutrition_japan_carbs_unit", "nutrition_japan_salt_amount", "nutrition_japan_salt_unit", "nutrition_korea_total_amount_amount", "nutrition_korea_total_amount_unit", "nutrition_korea_energy_amount", "nutrition_korea_energy_unit", "nutrition_korea_sodium_amount", "nutrition_korea_sodium_unit", "nutrition_korea_sodium_daily_value", "nutrition_korea_carbs_amount", "nutrition_korea_carbs_unit", "nutrition_korea_carbs_daily_value", "nutrition_korea_sugars_amount", "nutrition_korea_sugars_unit", "nutrition_korea_sugars_daily_value", "nutrition_korea_lipid_amount", "nutrition_korea_lipid_unit", "nutrition_korea_lipid_daily_value", "nutrition_korea_trans_fat_amount", "nutrition_korea_trans_fat_unit", "nutrition_korea_trans_fat_daily_value", "nutrition_korea_saturated_fat_amount", "nutrition_korea_saturated_fat_unit", "nutrition_korea_saturated_fat_daily_value", "nutrition_korea_cholesterol_amount", "nutrition_korea_cholesterol_unit", "nutrition_korea_cholesterol_daily_value", "nutrition_korea_protein_amount", "nutrition_korea_protein_unit", "nutrition_korea_protein_daily_value", "width", "width_unit", "length", "length_unit", "height", "height_unit", "case_cube", "tix_hi", "shelf_life", "storage_temp_high", "storage_temp_low", "storage_temp_uo_m", "preparation_method_type_id", "preparation_time", "preparation_temperature", "updated_at", "created_at", "_status") SELECT "id", "sku", "slug", "brand_id", "sub_brand_id", "badge_internal_title", "badge_image_id", "badge_link", "get_a_sample", "find_a_distributor", "show_k12_sheet", "hide_nutritional_fact_panel", "published_date", "page_metadata_robots_no_index", "page_metadata_robots_no_follow", "page_metadata_canonical", "page_metadata_social_share_image_id", "page_metadata_exclude_from_xml_sitemap", "page_metadata_hide_from_search_results", "cut_size", "pack_size", "diameter", "in_use_image_id", "styled_image_id", "prepared_image_id", "front_innerpack_image_id", "back_innerpack_image_id", "gross_weight", "net_weight", "k12_flag", "dietary_flags_corn_free", "dietary_flags_egg_free", "dietary_flags_fish_free", "dietary_flags_gluten_free", "dietary_flags_milk_free", "dietary_flags_peanut_free", "dietary_flags_sesame_seeds_free", "dietary_flags_shellfish_free", "dietary_flags_soy_free", "dietary_flags_sulfite_free", "dietary_flags_tree_nuts_free", "dietary_flags_wheat_free", "dietary_flags_vegan", "dietary_flags_vegetarian", "dietary_flags_kosher", "dietary_flags_halal", "dietary_flags_low_sodium", "dietary_flags_low_fat", "dietary_flags_no_gluten", "dietary_flags_low_gluten", "dietary_flags_smart_snacks", "dietary_flags_k12", "dietary_flags_zero_grams_trans_fat", "dietary_flags_msc_asc_certified", "k12_refrigerable", "k12_starchy", "k12_red_orange", "k12_other", "k12_meat_alternate", "k12_grains", "k12_fruit", "k12_dark_green", "k12_beans_legumes", "k12_additional", "ingredient_disclaimer_link_id", "nutrition_us_serving_size_grams", "nutrition_us_average_servings_per_case", "nutrition_us_calories", "nutrition_us_total_fat_amount", "nutrition_us_total_fat_unit", "nutrition_us_total_fat_daily_value", "nutrition_us_saturated_fat_amount", "nutrition_us_saturated_fat_unit", "nutrition_us_saturated_fat_daily_value", "nutrition_us_trans_fat_amount", "nutrition_us_trans_fat_unit", "nutrition_us_trans_fat_daily_value", "nutrition_us_cholesterol_amount", "nutrition_us_cholesterol_unit", "nutrition_us_cholesterol_daily_value", "nutrition_us_sodium_amount", "nutrition_us_sodium_unit", "nutrition_us_sodium_daily_value", "nutrition_us_total_carbohydrate_amount", "nutrition_us_total_carbohydrate_unit", "nutrition_us_total_carbohydrate_daily_value", "nutrition_us_dietary_fiber_amount", "nutrition_us_dietary_fiber_unit", "nutrition_us_dietary_fiber_daily_value", "nutrition_us_total_sugars_amount", "nutrition_us_total_sugars_unit", "nutrition_us_total_sugars_daily_value", "nutrition_us_added_sugar_amount", "nutrition_us_added_sugar_unit", "nutrition_us_added_sugar_daily_value", "nutrition_us_protein_amount", "nutrition_us_protein_unit", "nutrition_us_protein_daily_value", "nutrition_us_vitamin_d_amount", "nutrition_us_vitamin_d_unit", "nutrition_us_vitamin_d_daily_value", "nutrition_us_calcium_amount", "nutrition_us_calcium_unit", "nutrition_us_calcium_daily_value", "nutrition_us_iron_amount", "nutrition_us_iron_unit", "nutrition_us_iron_daily_value", "nutrition_us_potassium_amount", "nutrition_us_potassium_unit", "nutrition_us_potassium_daily_value", "nutrition_anz_serving_size", "nutrition_anz_servings_per_package", "nutrition_anz_energy_per_serving", "nutrition_anz_energy_per100g", "nutrition_anz_energy_unit", "nutrition_anz_protein_per_serving", "nutrition_anz_protein_per100g", "nutrition_anz_protein_unit", "nutrition_anz_total_fat_per_serving", "nutrition_anz_total_fat_per100g", "nutrition_anz_total_fat_unit", "nutrition_anz_saturated_fat_per_serving", "nutrition_anz_saturated_fat_per100g", "nutrition_anz_saturated_fat_unit", "nutrition_anz_carbohydrate_total_per_serving", "nutrition_anz_carbohydrate_total_per100g", "nutrition_anz_carbohydrate_total_unit", "nutrition_anz_carbohydrate_sugars_per_serving", "nutrition_anz_carbohydrate_sugars_per100g", "nutrition_anz_carbohydrate_sugars_unit", "nutrition_anz_dietary_fiber_per_serving", "nutrition_anz_dietary_fiber_per100g", "nutrition_anz_dietary_fiber_unit", "nutrition_anz_sodium_per_serving", "nutrition_anz_sodium_per100g", "nutrition_anz_sodium_unit", "nutrition_japan_energy_amount", "nutrition_japan_energy_unit", "nutrition_japan_protein_amount", "nutrition_japan_protein_unit", "nutrition_japan_fat_amount", "nutrition_japan_fat_unit", "nutrition_japan_carbs_amount", "nutrition_japan_carbs_unit", "nutrition_japan_salt_amount", "nutrition_japan_salt_unit", "nutrition_korea_total_amount_amount", "nutrition_korea_total_amount_unit", "nutrition_korea_energy_amount", "nutrition_korea_energy_unit", "nutrition_korea_sodium_amount", "nutrition_korea_sodium_unit", "nutrition_korea_sodium_daily_value", "nutrition_korea_carbs_amount", "nutrition_korea_carbs_unit", "nutrition_korea_carbs_daily_value", "nutrition_korea_sugars_amount", "nutrition_korea_sugars_unit", "nutrition_korea_sugars_daily_value", "nutrition_korea_lipid_amount", "nutrition_korea_lipid_unit", "nutrition_korea_lipid_daily_value", "nutrition_korea_trans_fat_amount", "nutrition_korea_trans_fat_unit", "nutrition_korea_trans_fat_daily_value", "nutrition_korea_saturated_fat_amount", "nutrition_korea_saturated_fat_unit", "nutrition_korea_saturated_fat_daily_value", "nutrition_korea_cholesterol_amount", "nutrition_korea_cholesterol_unit", "nutrition_korea_cholesterol_daily_value", "nutrition_korea_protein_amount", "nutrition_korea_protein_unit", "nutrition_korea_protein_daily_value", "width", "width_unit", "length", "length_unit", "height", "height_unit", "case_cube", "tix_hi", "shelf_life", "storage_temp_high", "storage_temp_low", "storage_temp_uo_m", "preparation_method_type_id", "preparation_time", "preparation_temperature", "updated_at", "created_at", "_status" FROM \`products\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`ALTER TABLE \`__new_products\` RENAME TO \`products\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE TABLE \`__new_products_rels\` (
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
  await db.run(sql`INSERT INTO \`__new_products_rels\`("id", "order", "parent_id", "path", "product_categories_id", "cut_types_id", "media_id", "blogs_id", "recipes_id") SELECT "id", "order", "parent_id", "path", "product_categories_id", "cut_types_id", "media_id", "blogs_id", "recipes_id" FROM \`products_rels\`;`)
  await db.run(sql`DROP TABLE \`products_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_rels\` RENAME TO \`products_rels\`;`)
  await db.run(sql`CREATE INDEX \`products_rels_order_idx\` ON \`products_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_parent_idx\` ON \`products_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_path_idx\` ON \`products_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_product_categories_id_idx\` ON \`products_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_cut_types_id_idx\` ON \`products_rels\` (\`cut_types_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_media_id_idx\` ON \`products_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_blogs_id_idx\` ON \`products_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_recipes_id_idx\` ON \`products_rels\` (\`recipes_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__products_v\` (
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
  await db.run(sql`INSERT INTO \`__new__products_v\`("id", "parent_id", "version_sku", "version_slug", "version_brand_id", "version_sub_brand_id", "version_badge_internal_title", "version_badge_image_id", "version_badge_link", "version_get_a_sample", "version_find_a_distributor", "version_show_k12_sheet", "version_hide_nutritional_fact_panel", "version_published_date", "version_page_metadata_robots_no_index", "version_page_metadata_robots_no_follow", "version_page_metadata_canonical", "version_page_metadata_social_share_image_id", "version_page_metadata_exclude_from_xml_sitemap", "version_page_metadata_hide_from_search_results", "version_cut_size", "version_pack_size", "version_diameter", "version_in_use_image_id", "version_styled_image_id", "version_prepared_image_id", "version_front_innerpack_image_id", "version_back_innerpack_image_id", "version_gross_weight", "version_net_weight", "version_k12_flag", "version_dietary_flags_corn_free", "version_dietary_flags_egg_free", "version_dietary_flags_fish_free", "version_dietary_flags_gluten_free", "version_dietary_flags_milk_free", "version_dietary_flags_peanut_free", "version_dietary_flags_sesame_seeds_free", "version_dietary_flags_shellfish_free", "version_dietary_flags_soy_free", "version_dietary_flags_sulfite_free", "version_dietary_flags_tree_nuts_free", "version_dietary_flags_wheat_free", "version_dietary_flags_vegan", "version_dietary_flags_vegetarian", "version_dietary_flags_kosher", "version_dietary_flags_halal", "version_dietary_flags_low_sodium", "version_dietary_flags_low_fat", "version_dietary_flags_no_gluten", "version_dietary_flags_low_gluten", "version_dietary_flags_smart_snacks", "version_dietary_flags_k12", "version_dietary_flags_zero_grams_trans_fat", "version_dietary_flags_msc_asc_certified", "version_k12_refrigerable", "version_k12_starchy", "version_k12_red_orange", "version_k12_other", "version_k12_meat_alternate", "version_k12_grains", "version_k12_fruit", "version_k12_dark_green", "version_k12_beans_legumes", "version_k12_additional", "version_ingredient_disclaimer_link_id", "version_nutrition_us_serving_size_grams", "version_nutrition_us_average_servings_per_case", "version_nutrition_us_calories", "version_nutrition_us_total_fat_amount", "version_nutrition_us_total_fat_unit", "version_nutrition_us_total_fat_daily_value", "version_nutrition_us_saturated_fat_amount", "version_nutrition_us_saturated_fat_unit", "version_nutrition_us_saturated_fat_daily_value", "version_nutrition_us_trans_fat_amount", "version_nutrition_us_trans_fat_unit", "version_nutrition_us_trans_fat_daily_value", "version_nutrition_us_cholesterol_amount", "version_nutrition_us_cholesterol_unit", "version_nutrition_us_cholesterol_daily_value", "version_nutrition_us_sodium_amount", "version_nutrition_us_sodium_unit", "version_nutrition_us_sodium_daily_value", "version_nutrition_us_total_carbohydrate_amount", "version_nutrition_us_total_carbohydrate_unit", "version_nutrition_us_total_carbohydrate_daily_value", "version_nutrition_us_dietary_fiber_amount", "version_nutrition_us_dietary_fiber_unit", "version_nutrition_us_dietary_fiber_daily_value", "version_nutrition_us_total_sugars_amount", "version_nutrition_us_total_sugars_unit", "version_nutrition_us_total_sugars_daily_value", "version_nutrition_us_added_sugar_amount", "version_nutrition_us_added_sugar_unit", "version_nutrition_us_added_sugar_daily_value", "version_nutrition_us_protein_amount", "version_nutrition_us_protein_unit", "version_nutrition_us_protein_daily_value", "version_nutrition_us_vitamin_d_amount", "version_nutrition_us_vitamin_d_unit", "version_nutrition_us_vitamin_d_daily_value", "version_nutrition_us_calcium_amount", "version_nutrition_us_calcium_unit", "version_nutrition_us_calcium_daily_value", "version_nutrition_us_iron_amount", "version_nutrition_us_iron_unit", "version_nutrition_us_iron_daily_value", "version_nutrition_us_potassium_amount", "version_nutrition_us_potassium_unit", "version_nutrition_us_potassium_daily_value", "version_nutrition_anz_serving_size", "version_nutrition_anz_servings_per_package", "version_nutrition_anz_energy_per_serving", "version_nutrition_anz_energy_per100g", "version_nutrition_anz_energy_unit", "version_nutrition_anz_protein_per_serving", "version_nutrition_anz_protein_per100g", "version_nutrition_anz_protein_unit", "version_nutrition_anz_total_fat_per_serving", "version_nutrition_anz_total_fat_per100g", "version_nutrition_anz_total_fat_unit", "version_nutrition_anz_saturated_fat_per_serving", "version_nutrition_anz_saturated_fat_per100g", "version_nutrition_anz_saturated_fat_unit", "version_nutrition_anz_carbohydrate_total_per_serving", "version_nutrition_anz_carbohydrate_total_per100g", "version_nutrition_anz_carbohydrate_total_unit", "version_nutrition_anz_carbohydrate_sugars_per_serving", "version_nutrition_anz_carbohydrate_sugars_per100g", "version_nutrition_anz_carbohydrate_sugars_unit", "version_nutrition_anz_dietary_fiber_per_serving", "version_nutrition_anz_dietary_fiber_per100g", "version_nutrition_anz_dietary_fiber_unit", "version_nutrition_anz_sodium_per_serving", "version_nutrition_anz_sodium_per100g", "version_nutrition_anz_sodium_unit", "version_nutrition_japan_energy_amount", "version_nutrition_japan_energy_unit", "version_nutrition_japan_protein_amount", "version_nutrition_japan_protein_unit", "version_nutrition_japan_fat_amount", "version_nutrition_japan_fat_unit", "version_nutrition_japan_carbs_amount", "version_nutrition_japan_carbs_unit", "version_nutrition_japan_salt_amount", "version_nutrition_japan_salt_unit", "version_nutrition_korea_total_amount_amount", "version_nutrition_korea_total_amount_unit", "version_nutrition_korea_energy_amount", "version_nutrition_korea_energy_unit", "version_nutrition_korea_sodium_amount", "version_nutrition_korea_sodium_unit", "version_nutrition_korea_sodium_daily_value", "version_nutrition_korea_carbs_amount", "version_nutrition_korea_carbs_unit", "version_nutrition_korea_carbs_daily_value", "version_nutrition_korea_sugars_amount", "version_nutrition_korea_sugars_unit", "version_nutrition_korea_sugars_daily_value", "version_nutrition_korea_lipid_amount", "version_nutrition_korea_lipid_unit", "version_nutrition_korea_lipid_daily_value", "version_nutrition_korea_trans_fat_amount", "version_nutrition_korea_trans_fat_unit", "version_nutrition_korea_trans_fat_daily_value", "version_nutrition_korea_saturated_fat_amount", "version_nutrition_korea_saturated_fat_unit", "version_nutrition_korea_saturated_fat_daily_value", "version_nutrition_korea_cholesterol_amount", "version_nutrition_korea_cholesterol_unit", "version_nutrition_korea_cholesterol_daily_value", "version_nutrition_korea_protein_amount", "version_nutrition_korea_protein_unit", "version_nutrition_korea_protein_daily_value", "version_width", "version_width_unit", "version_length", "version_length_unit", "version_height", "version_height_unit", "version_case_cube", "version_tix_hi", "version_shelf_life", "version_storage_temp_high", "version_storage_temp_low", "version_storage_temp_uo_m", "version_preparation_method_type_id", "version_preparation_time", "version_preparation_temperature", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_sku", "version_slug", "version_brand_id", "version_sub_brand_id", "version_badge_internal_title", "version_badge_image_id", "version_badge_link", "version_get_a_sample", "version_find_a_distributor", "version_show_k12_sheet", "version_hide_nutritional_fact_panel", "version_published_date", "version_page_metadata_robots_no_index", "version_page_metadata_robots_no_follow", "version_page_metadata_canonical", "version_page_metadata_social_share_image_id", "version_page_metadata_exclude_from_xml_sitemap", "version_page_metadata_hide_from_search_results", "version_cut_size", "version_pack_size", "version_diameter", "version_in_use_image_id", "version_styled_image_id", "version_prepared_image_id", "version_front_innerpack_image_id", "version_back_innerpack_image_id", "version_gross_weight", "version_net_weight", "version_k12_flag", "version_dietary_flags_corn_free", "version_dietary_flags_egg_free", "version_dietary_flags_fish_free", "version_dietary_flags_gluten_free", "version_dietary_flags_milk_free", "version_dietary_flags_peanut_free", "version_dietary_flags_sesame_seeds_free", "version_dietary_flags_shellfish_free", "version_dietary_flags_soy_free", "version_dietary_flags_sulfite_free", "version_dietary_flags_tree_nuts_free", "version_dietary_flags_wheat_free", "version_dietary_flags_vegan", "version_dietary_flags_vegetarian", "version_dietary_flags_kosher", "version_dietary_flags_halal", "version_dietary_flags_low_sodium", "version_dietary_flags_low_fat", "version_dietary_flags_no_gluten", "version_dietary_flags_low_gluten", "version_dietary_flags_smart_snacks", "version_dietary_flags_k12", "version_dietary_flags_zero_grams_trans_fat", "version_dietary_flags_msc_asc_certified", "version_k12_refrigerable", "version_k12_starchy", "version_k12_red_orange", "version_k12_other", "version_k12_meat_alternate", "version_k12_grains", "version_k12_fruit", "version_k12_dark_green", "version_k12_beans_legumes", "version_k12_additional", "version_ingredient_disclaimer_link_id", "version_nutrition_us_serving_size_grams", "version_nutrition_us_average_servings_per_case", "version_nutrition_us_calories", "version_nutrition_us_total_fat_amount", "version_nutrition_us_total_fat_unit", "version_nutrition_us_total_fat_daily_value", "version_nutrition_us_saturated_fat_amount", "version_nutrition_us_saturated_fat_unit", "version_nutrition_us_saturated_fat_daily_value", "version_nutrition_us_trans_fat_amount", "version_nutrition_us_trans_fat_unit", "version_nutrition_us_trans_fat_daily_value", "version_nutrition_us_cholesterol_amount", "version_nutrition_us_cholesterol_unit", "version_nutrition_us_cholesterol_daily_value", "version_nutrition_us_sodium_amount", "version_nutrition_us_sodium_unit", "version_nutrition_us_sodium_daily_value", "version_nutrition_us_total_carbohydrate_amount", "version_nutrition_us_total_carbohydrate_unit", "version_nutrition_us_total_carbohydrate_daily_value", "version_nutrition_us_dietary_fiber_amount", "version_nutrition_us_dietary_fiber_unit", "version_nutrition_us_dietary_fiber_daily_value", "version_nutrition_us_total_sugars_amount", "version_nutrition_us_total_sugars_unit", "version_nutrition_us_total_sugars_daily_value", "version_nutrition_us_added_sugar_amount", "version_nutrition_us_added_sugar_unit", "version_nutrition_us_added_sugar_daily_value", "version_nutrition_us_protein_amount", "version_nutrition_us_protein_unit", "version_nutrition_us_protein_daily_value", "version_nutrition_us_vitamin_d_amount", "version_nutrition_us_vitamin_d_unit", "version_nutrition_us_vitamin_d_daily_value", "version_nutrition_us_calcium_amount", "version_nutrition_us_calcium_unit", "version_nutrition_us_calcium_daily_value", "version_nutrition_us_iron_amount", "version_nutrition_us_iron_unit", "version_nutrition_us_iron_daily_value", "version_nutrition_us_potassium_amount", "version_nutrition_us_potassium_unit", "version_nutrition_us_potassium_daily_value", "version_nutrition_anz_serving_size", "version_nutrition_anz_servings_per_package", "version_nutrition_anz_energy_per_serving", "version_nutrition_anz_energy_per100g", "version_nutrition_anz_energy_unit", "version_nutrition_anz_protein_per_serving", "version_nutrition_anz_protein_per100g", "version_nutrition_anz_protein_unit", "version_nutrition_anz_total_fat_per_serving", "version_nutrition_anz_total_fat_per100g", "version_nutrition_anz_total_fat_unit", "version_nutrition_anz_saturated_fat_per_serving", "version_nutrition_anz_saturated_fat_per100g", "version_nutrition_anz_saturated_fat_unit", "version_nutrition_anz_carbohydrate_total_per_serving", "version_nutrition_anz_carbohydrate_total_per100g", "version_nutrition_anz_carbohydrate_total_unit", "version_nutrition_anz_carbohydrate_sugars_per_serving", "version_nutrition_anz_carbohydrate_sugars_per100g", "version_nutrition_anz_carbohydrate_sugars_unit", "version_nutrition_anz_dietary_fiber_per_serving", "version_nutrition_anz_dietary_fiber_per100g", "version_nutrition_anz_dietary_fiber_unit", "version_nutrition_anz_sodium_per_serving", "version_nutrition_anz_sodium_per100g", "version_nutrition_anz_sodium_unit", "version_nutrition_japan_energy_amount", "version_nutrition_japan_energy_unit", "version_nutrition_japan_protein_amount", "version_nutrition_japan_protein_unit", "version_nutrition_japan_fat_amount", "version_nutrition_japan_fat_unit", "version_nutrition_japan_carbs_amount", "version_nutrition_japan_carbs_unit", "version_nutrition_japan_salt_amount", "version_nutrition_japan_salt_unit", "version_nutrition_korea_total_amount_amount", "version_nutrition_korea_total_amount_unit", "version_nutrition_korea_energy_amount", "version_nutrition_korea_energy_unit", "version_nutrition_korea_sodium_amount", "version_nutrition_korea_sodium_unit", "version_nutrition_korea_sodium_daily_value", "version_nutrition_korea_carbs_amount", "version_nutrition_korea_carbs_unit", "version_nutrition_korea_carbs_daily_value", "version_nutrition_korea_sugars_amount", "version_nutrition_korea_sugars_unit", "version_nutrition_korea_sugars_daily_value", "version_nutrition_korea_lipid_amount", "version_nutrition_korea_lipid_unit", "version_nutrition_korea_lipid_daily_value", "version_nutrition_korea_trans_fat_amount", "version_nutrition_korea_trans_fat_unit", "version_nutrition_korea_trans_fat_daily_value", "version_nutrition_korea_saturated_fat_amount", "version_nutrition_korea_saturated_fat_unit", "version_nutrition_korea_saturated_fat_daily_value", "version_nutrition_korea_cholesterol_amount", "version_nutrition_korea_cholesterol_unit", "version_nutrition_korea_cholesterol_daily_value", "version_nutrition_korea_protein_amount", "version_nutrition_korea_protein_unit", "version_nutrition_korea_protein_daily_value", "version_width", "version_width_unit", "version_length", "version_length_unit", "version_height", "version_height_unit", "version_case_cube", "version_tix_hi", "version_shelf_life", "version_storage_temp_high", "version_storage_temp_low", "version_storage_temp_uo_m", "version_preparation_method_type_id", "version_preparation_time", "version_preparation_temperature", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_products_v\`;`)
  await db.run(sql`DROP TABLE \`_products_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__products_v\` RENAME TO \`_products_v\`;`)
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
  await db.run(sql`CREATE TABLE \`__new__products_v_rels\` (
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
  await db.run(sql`INSERT INTO \`__new__products_v_rels\`("id", "order", "parent_id", "path", "product_categories_id", "cut_types_id", "media_id", "blogs_id", "recipes_id") SELECT "id", "order", "parent_id", "path", "product_categories_id", "cut_types_id", "media_id", "blogs_id", "recipes_id" FROM \`_products_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_products_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__products_v_rels\` RENAME TO \`_products_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_order_idx\` ON \`_products_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_parent_idx\` ON \`_products_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_path_idx\` ON \`_products_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_product_categories_id_idx\` ON \`_products_v_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_cut_types_id_idx\` ON \`_products_v_rels\` (\`cut_types_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_media_id_idx\` ON \`_products_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_blogs_id_idx\` ON \`_products_v_rels\` (\`blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_recipes_id_idx\` ON \`_products_v_rels\` (\`recipes_id\`);`)
}
