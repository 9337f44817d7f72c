import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_fg_card_route" AS ENUM('home', 'productIndex', 'recipeIndex', 'blogIndex', 'partnerHome', 'sampleBag', 'favorites', 'compare');
  CREATE TYPE "public"."enum_fg_ctas_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum_fg_ctas_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum_pages_blocks_flex_grid_columns" AS ENUM('two', 'three', 'four');
  CREATE TYPE "public"."enum_itg_ctas_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum_itg_ctas_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum_hvg_card_route" AS ENUM('home', 'productIndex', 'recipeIndex', 'blogIndex', 'partnerHome', 'sampleBag', 'favorites', 'compare');
  CREATE TYPE "public"."enum_hvg_ctas_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum_hvg_ctas_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum_hlg_primary_ctas_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum_hlg_primary_ctas_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum_hlg_card_route" AS ENUM('home', 'productIndex', 'recipeIndex', 'blogIndex', 'partnerHome', 'sampleBag', 'favorites', 'compare');
  CREATE TYPE "public"."enum_hlg_ctas_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum_hlg_ctas_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum_ftg_ctas_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum_ftg_ctas_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum_pages_blocks_feature_grid_first_image_side" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_cbg_tiles_color" AS ENUM('forest', 'leaf', 'earth', 'paprika', 'avocado', 'mint', 'sand');
  CREATE TYPE "public"."enum_cbg_tile_route" AS ENUM('home', 'productIndex', 'recipeIndex', 'blogIndex', 'partnerHome', 'sampleBag', 'favorites', 'compare');
  CREATE TYPE "public"."enum_cbg_ctas_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum_cbg_ctas_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum_ccg_card_ctas_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum_ccg_card_ctas_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum_ccg_cards_color" AS ENUM('forest', 'leaf', 'earth', 'paprika', 'avocado', 'mint', 'sand');
  CREATE TYPE "public"."enum_ccg_ctas_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum_ccg_ctas_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum_pcg_card_route" AS ENUM('home', 'productIndex', 'recipeIndex', 'blogIndex', 'partnerHome', 'sampleBag', 'favorites', 'compare');
  CREATE TYPE "public"."enum_pcg_ctas_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum_pcg_ctas_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum_bg_image_banner_calls_to_action_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum_bg_image_banner_calls_to_action_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum_bg_image_banner_overlay" AS ENUM('dark', 'light', 'none');
  CREATE TYPE "public"."enum_pop_out_banner_calls_to_action_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum_pop_out_banner_calls_to_action_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum_pop_out_banner_image_side" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pop_out_banner_panel_color" AS ENUM('green', 'earth', 'light');
  CREATE TYPE "public"."enum_sib_link_route" AS ENUM('home', 'productIndex', 'recipeIndex', 'blogIndex', 'partnerHome', 'sampleBag', 'favorites', 'compare');
  CREATE TYPE "public"."enum_large_banner_calls_to_action_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum_large_banner_calls_to_action_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum_large_banner_copy_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_tfb_link_route" AS ENUM('home', 'productIndex', 'recipeIndex', 'blogIndex', 'partnerHome', 'sampleBag', 'favorites', 'compare');
  CREATE TYPE "public"."enum_tcs_cards_calls_to_action_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum_tcs_cards_calls_to_action_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum_pages_blocks_video_source" AS ENUM('youtube', 'wistia', 'hosted');
  CREATE TYPE "public"."enum__fg_ctas_v_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum__fg_ctas_v_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum__pages_v_blocks_flex_grid_columns" AS ENUM('two', 'three', 'four');
  CREATE TYPE "public"."enum__itg_ctas_v_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum__itg_ctas_v_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum__hvg_ctas_v_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum__hvg_ctas_v_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum__hlg_primary_ctas_v_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum__hlg_primary_ctas_v_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum__hlg_ctas_v_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum__hlg_ctas_v_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum__ftg_ctas_v_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum__ftg_ctas_v_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_grid_first_image_side" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__cbg_tiles_v_color" AS ENUM('forest', 'leaf', 'earth', 'paprika', 'avocado', 'mint', 'sand');
  CREATE TYPE "public"."enum__cbg_ctas_v_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum__cbg_ctas_v_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum__ccg_card_ctas_v_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum__ccg_card_ctas_v_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum__ccg_cards_v_color" AS ENUM('forest', 'leaf', 'earth', 'paprika', 'avocado', 'mint', 'sand');
  CREATE TYPE "public"."enum__ccg_ctas_v_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum__ccg_ctas_v_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum__pcg_ctas_v_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum__pcg_ctas_v_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum__bg_image_banner_v_calls_to_action_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum__bg_image_banner_v_calls_to_action_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum__bg_image_banner_v_overlay" AS ENUM('dark', 'light', 'none');
  CREATE TYPE "public"."enum__pop_out_banner_v_calls_to_action_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum__pop_out_banner_v_calls_to_action_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum__pop_out_banner_v_image_side" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__pop_out_banner_v_panel_color" AS ENUM('green', 'earth', 'light');
  CREATE TYPE "public"."enum__large_banner_v_calls_to_action_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum__large_banner_v_calls_to_action_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum__large_banner_v_copy_position" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__tcs_cards_v_calls_to_action_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum__tcs_cards_v_calls_to_action_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum__pages_v_blocks_video_source" AS ENUM('youtube', 'wistia', 'hosted');
  CREATE TABLE "fg_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_site_route" "enum_fg_card_route",
  	"link_url" varchar,
  	"link_external_link" boolean DEFAULT false
  );
  
  CREATE TABLE "fg_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "fg_ctas" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"style" "enum_fg_ctas_style" DEFAULT 'primary',
  	"type_of_cta" "enum_fg_ctas_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false
  );
  
  CREATE TABLE "fg_ctas_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_flex_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"columns" "enum_pages_blocks_flex_grid_columns" DEFAULT 'three',
  	"most_recent" boolean DEFAULT false,
  	"amount" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_flex_grid_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "itg_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_id" integer
  );
  
  CREATE TABLE "itg_items_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "itg_ctas" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"style" "enum_itg_ctas_style" DEFAULT 'primary',
  	"type_of_cta" "enum_itg_ctas_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false
  );
  
  CREATE TABLE "itg_ctas_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_icon_text_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_icon_text_grid_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "hvg_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_site_route" "enum_hvg_card_route",
  	"link_url" varchar,
  	"link_external_link" boolean DEFAULT false
  );
  
  CREATE TABLE "hvg_cards_locales" (
  	"title" varchar,
  	"hover_text" varchar,
  	"link_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "hvg_ctas" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"style" "enum_hvg_ctas_style" DEFAULT 'primary',
  	"type_of_cta" "enum_hvg_ctas_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false
  );
  
  CREATE TABLE "hvg_ctas_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hover_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hover_grid_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "hlg_primary_ctas" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"style" "enum_hlg_primary_ctas_style" DEFAULT 'primary',
  	"type_of_cta" "enum_hlg_primary_ctas_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false
  );
  
  CREATE TABLE "hlg_primary_ctas_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "hlg_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_site_route" "enum_hlg_card_route",
  	"link_url" varchar,
  	"link_external_link" boolean DEFAULT false
  );
  
  CREATE TABLE "hlg_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "hlg_ctas" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"style" "enum_hlg_ctas_style" DEFAULT 'primary',
  	"type_of_cta" "enum_hlg_ctas_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false
  );
  
  CREATE TABLE "hlg_ctas_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_highlight_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"primary_image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_highlight_grid_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"primary_title" varchar,
  	"primary_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ftg_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "ftg_features_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ftg_ctas" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"style" "enum_ftg_ctas_style" DEFAULT 'primary',
  	"type_of_cta" "enum_ftg_ctas_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false
  );
  
  CREATE TABLE "ftg_ctas_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_feature_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"first_image_side" "enum_pages_blocks_feature_grid_first_image_side" DEFAULT 'left',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_grid_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cbg_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"color" "enum_cbg_tiles_color" DEFAULT 'forest',
  	"link_site_route" "enum_cbg_tile_route",
  	"link_url" varchar,
  	"link_external_link" boolean DEFAULT false
  );
  
  CREATE TABLE "cbg_tiles_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cbg_ctas" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"style" "enum_cbg_ctas_style" DEFAULT 'primary',
  	"type_of_cta" "enum_cbg_ctas_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false
  );
  
  CREATE TABLE "cbg_ctas_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_color_block_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_color_block_grid_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ccg_card_ctas" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"style" "enum_ccg_card_ctas_style" DEFAULT 'primary',
  	"type_of_cta" "enum_ccg_card_ctas_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false
  );
  
  CREATE TABLE "ccg_card_ctas_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ccg_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"color" "enum_ccg_cards_color" DEFAULT 'forest'
  );
  
  CREATE TABLE "ccg_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ccg_ctas" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"style" "enum_ccg_ctas_style" DEFAULT 'primary',
  	"type_of_cta" "enum_ccg_ctas_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false
  );
  
  CREATE TABLE "ccg_ctas_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_color_card_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_color_card_grid_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pcg_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"photo_id" integer,
  	"link_site_route" "enum_pcg_card_route",
  	"link_url" varchar,
  	"link_external_link" boolean DEFAULT false
  );
  
  CREATE TABLE "pcg_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pcg_ctas" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"style" "enum_pcg_ctas_style" DEFAULT 'primary',
  	"type_of_cta" "enum_pcg_ctas_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false
  );
  
  CREATE TABLE "pcg_ctas_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_photo_card_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_photo_card_grid_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "bg_image_banner_calls_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"style" "enum_bg_image_banner_calls_to_action_style" DEFAULT 'primary',
  	"type_of_cta" "enum_bg_image_banner_calls_to_action_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false
  );
  
  CREATE TABLE "bg_image_banner_calls_to_action_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "bg_image_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"background_image_id" integer,
  	"overlay" "enum_bg_image_banner_overlay" DEFAULT 'dark',
  	"block_name" varchar
  );
  
  CREATE TABLE "bg_image_banner_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pop_out_banner_calls_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"style" "enum_pop_out_banner_calls_to_action_style" DEFAULT 'primary',
  	"type_of_cta" "enum_pop_out_banner_calls_to_action_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false
  );
  
  CREATE TABLE "pop_out_banner_calls_to_action_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pop_out_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"image_id" integer,
  	"image_side" "enum_pop_out_banner_image_side" DEFAULT 'left',
  	"panel_color" "enum_pop_out_banner_panel_color" DEFAULT 'green',
  	"block_name" varchar
  );
  
  CREATE TABLE "pop_out_banner_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_single_image_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"image_id" integer,
  	"link_site_route" "enum_sib_link_route",
  	"link_url" varchar,
  	"link_external_link" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_single_image_banner_locales" (
  	"caption" varchar,
  	"link_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "large_banner_calls_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"style" "enum_large_banner_calls_to_action_style" DEFAULT 'primary',
  	"type_of_cta" "enum_large_banner_calls_to_action_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false
  );
  
  CREATE TABLE "large_banner_calls_to_action_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "large_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"image_id" integer,
  	"copy_position" "enum_large_banner_copy_position" DEFAULT 'left',
  	"block_name" varchar
  );
  
  CREATE TABLE "large_banner_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "tfb_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_site_route" "enum_tfb_link_route",
  	"link_url" varchar,
  	"link_external_link" boolean DEFAULT false
  );
  
  CREATE TABLE "tfb_features_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_three_feature_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_three_feature_banner_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "tcs_cards_calls_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"style" "enum_tcs_cards_calls_to_action_style" DEFAULT 'primary',
  	"type_of_cta" "enum_tcs_cards_calls_to_action_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false
  );
  
  CREATE TABLE "tcs_cards_calls_to_action_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "tcs_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "tcs_cards_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_two_column_slide" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_two_column_slide_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"source" "enum_pages_blocks_video_source" DEFAULT 'youtube',
  	"video_id" varchar,
  	"thumbnail_id" integer,
  	"file_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ipn_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar
  );
  
  CREATE TABLE "ipn_links_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_in_page_navigation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_fg_cards_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_site_route" "enum_fg_card_route",
  	"link_url" varchar,
  	"link_external_link" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_fg_cards_v_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_fg_ctas_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"style" "enum__fg_ctas_v_style" DEFAULT 'primary',
  	"type_of_cta" "enum__fg_ctas_v_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_fg_ctas_v_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_flex_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"columns" "enum__pages_v_blocks_flex_grid_columns" DEFAULT 'three',
  	"most_recent" boolean DEFAULT false,
  	"amount" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_flex_grid_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_itg_items_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_itg_items_v_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_itg_ctas_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"style" "enum__itg_ctas_v_style" DEFAULT 'primary',
  	"type_of_cta" "enum__itg_ctas_v_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_itg_ctas_v_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_icon_text_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_icon_text_grid_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_hvg_cards_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_site_route" "enum_hvg_card_route",
  	"link_url" varchar,
  	"link_external_link" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_hvg_cards_v_locales" (
  	"title" varchar,
  	"hover_text" varchar,
  	"link_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_hvg_ctas_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"style" "enum__hvg_ctas_v_style" DEFAULT 'primary',
  	"type_of_cta" "enum__hvg_ctas_v_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_hvg_ctas_v_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_hover_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hover_grid_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_hlg_primary_ctas_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"style" "enum__hlg_primary_ctas_v_style" DEFAULT 'primary',
  	"type_of_cta" "enum__hlg_primary_ctas_v_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_hlg_primary_ctas_v_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_hlg_cards_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_site_route" "enum_hlg_card_route",
  	"link_url" varchar,
  	"link_external_link" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_hlg_cards_v_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_hlg_ctas_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"style" "enum__hlg_ctas_v_style" DEFAULT 'primary',
  	"type_of_cta" "enum__hlg_ctas_v_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_hlg_ctas_v_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_highlight_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"primary_image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_highlight_grid_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"primary_title" varchar,
  	"primary_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_ftg_features_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_ftg_features_v_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_ftg_ctas_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"style" "enum__ftg_ctas_v_style" DEFAULT 'primary',
  	"type_of_cta" "enum__ftg_ctas_v_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_ftg_ctas_v_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_feature_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"first_image_side" "enum__pages_v_blocks_feature_grid_first_image_side" DEFAULT 'left',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_grid_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_cbg_tiles_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"color" "enum__cbg_tiles_v_color" DEFAULT 'forest',
  	"link_site_route" "enum_cbg_tile_route",
  	"link_url" varchar,
  	"link_external_link" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_cbg_tiles_v_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_cbg_ctas_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"style" "enum__cbg_ctas_v_style" DEFAULT 'primary',
  	"type_of_cta" "enum__cbg_ctas_v_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_cbg_ctas_v_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_color_block_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_color_block_grid_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_ccg_card_ctas_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"style" "enum__ccg_card_ctas_v_style" DEFAULT 'primary',
  	"type_of_cta" "enum__ccg_card_ctas_v_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_ccg_card_ctas_v_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_ccg_cards_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"color" "enum__ccg_cards_v_color" DEFAULT 'forest',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_ccg_cards_v_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_ccg_ctas_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"style" "enum__ccg_ctas_v_style" DEFAULT 'primary',
  	"type_of_cta" "enum__ccg_ctas_v_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_ccg_ctas_v_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_color_card_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_color_card_grid_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pcg_cards_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"photo_id" integer,
  	"link_site_route" "enum_pcg_card_route",
  	"link_url" varchar,
  	"link_external_link" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pcg_cards_v_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pcg_ctas_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"style" "enum__pcg_ctas_v_style" DEFAULT 'primary',
  	"type_of_cta" "enum__pcg_ctas_v_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pcg_ctas_v_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_photo_card_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_photo_card_grid_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_bg_image_banner_v_calls_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"style" "enum__bg_image_banner_v_calls_to_action_style" DEFAULT 'primary',
  	"type_of_cta" "enum__bg_image_banner_v_calls_to_action_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_bg_image_banner_v_calls_to_action_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_bg_image_banner_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"background_image_id" integer,
  	"overlay" "enum__bg_image_banner_v_overlay" DEFAULT 'dark',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_bg_image_banner_v_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pop_out_banner_v_calls_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"style" "enum__pop_out_banner_v_calls_to_action_style" DEFAULT 'primary',
  	"type_of_cta" "enum__pop_out_banner_v_calls_to_action_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pop_out_banner_v_calls_to_action_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pop_out_banner_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"image_id" integer,
  	"image_side" "enum__pop_out_banner_v_image_side" DEFAULT 'left',
  	"panel_color" "enum__pop_out_banner_v_panel_color" DEFAULT 'green',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pop_out_banner_v_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_single_image_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"image_id" integer,
  	"link_site_route" "enum_sib_link_route",
  	"link_url" varchar,
  	"link_external_link" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_single_image_banner_locales" (
  	"caption" varchar,
  	"link_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_large_banner_v_calls_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"style" "enum__large_banner_v_calls_to_action_style" DEFAULT 'primary',
  	"type_of_cta" "enum__large_banner_v_calls_to_action_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_large_banner_v_calls_to_action_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_large_banner_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"image_id" integer,
  	"copy_position" "enum__large_banner_v_copy_position" DEFAULT 'left',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_large_banner_v_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_tfb_features_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_site_route" "enum_tfb_link_route",
  	"link_url" varchar,
  	"link_external_link" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_tfb_features_v_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_three_feature_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_three_feature_banner_locales" (
  	"heading" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_tcs_cards_v_calls_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"style" "enum__tcs_cards_v_calls_to_action_style" DEFAULT 'primary',
  	"type_of_cta" "enum__tcs_cards_v_calls_to_action_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_tcs_cards_v_calls_to_action_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_tcs_cards_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_tcs_cards_v_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_two_column_slide" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_two_column_slide_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"source" "enum__pages_v_blocks_video_source" DEFAULT 'youtube',
  	"video_id" varchar,
  	"thumbnail_id" integer,
  	"file_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_ipn_links_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_ipn_links_v_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_in_page_navigation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "fg_cards" ADD CONSTRAINT "fg_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fg_cards" ADD CONSTRAINT "fg_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_flex_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fg_cards_locales" ADD CONSTRAINT "fg_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fg_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fg_ctas" ADD CONSTRAINT "fg_ctas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_flex_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fg_ctas_locales" ADD CONSTRAINT "fg_ctas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fg_ctas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_flex_grid" ADD CONSTRAINT "pages_blocks_flex_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_flex_grid_locales" ADD CONSTRAINT "pages_blocks_flex_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_flex_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "itg_items" ADD CONSTRAINT "itg_items_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "itg_items" ADD CONSTRAINT "itg_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_icon_text_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "itg_items_locales" ADD CONSTRAINT "itg_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."itg_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "itg_ctas" ADD CONSTRAINT "itg_ctas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_icon_text_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "itg_ctas_locales" ADD CONSTRAINT "itg_ctas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."itg_ctas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_icon_text_grid" ADD CONSTRAINT "pages_blocks_icon_text_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_icon_text_grid_locales" ADD CONSTRAINT "pages_blocks_icon_text_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_icon_text_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hvg_cards" ADD CONSTRAINT "hvg_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hvg_cards" ADD CONSTRAINT "hvg_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hover_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hvg_cards_locales" ADD CONSTRAINT "hvg_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hvg_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hvg_ctas" ADD CONSTRAINT "hvg_ctas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hover_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hvg_ctas_locales" ADD CONSTRAINT "hvg_ctas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hvg_ctas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hover_grid" ADD CONSTRAINT "pages_blocks_hover_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hover_grid_locales" ADD CONSTRAINT "pages_blocks_hover_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hover_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hlg_primary_ctas" ADD CONSTRAINT "hlg_primary_ctas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_highlight_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hlg_primary_ctas_locales" ADD CONSTRAINT "hlg_primary_ctas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hlg_primary_ctas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hlg_cards" ADD CONSTRAINT "hlg_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hlg_cards" ADD CONSTRAINT "hlg_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_highlight_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hlg_cards_locales" ADD CONSTRAINT "hlg_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hlg_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hlg_ctas" ADD CONSTRAINT "hlg_ctas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_highlight_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hlg_ctas_locales" ADD CONSTRAINT "hlg_ctas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hlg_ctas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_highlight_grid" ADD CONSTRAINT "pages_blocks_highlight_grid_primary_image_id_media_id_fk" FOREIGN KEY ("primary_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_highlight_grid" ADD CONSTRAINT "pages_blocks_highlight_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_highlight_grid_locales" ADD CONSTRAINT "pages_blocks_highlight_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_highlight_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ftg_features" ADD CONSTRAINT "ftg_features_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ftg_features" ADD CONSTRAINT "ftg_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ftg_features_locales" ADD CONSTRAINT "ftg_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ftg_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ftg_ctas" ADD CONSTRAINT "ftg_ctas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ftg_ctas_locales" ADD CONSTRAINT "ftg_ctas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ftg_ctas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_grid" ADD CONSTRAINT "pages_blocks_feature_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_grid_locales" ADD CONSTRAINT "pages_blocks_feature_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cbg_tiles" ADD CONSTRAINT "cbg_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_color_block_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cbg_tiles_locales" ADD CONSTRAINT "cbg_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cbg_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cbg_ctas" ADD CONSTRAINT "cbg_ctas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_color_block_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cbg_ctas_locales" ADD CONSTRAINT "cbg_ctas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cbg_ctas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_color_block_grid" ADD CONSTRAINT "pages_blocks_color_block_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_color_block_grid_locales" ADD CONSTRAINT "pages_blocks_color_block_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_color_block_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ccg_card_ctas" ADD CONSTRAINT "ccg_card_ctas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ccg_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ccg_card_ctas_locales" ADD CONSTRAINT "ccg_card_ctas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ccg_card_ctas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ccg_cards" ADD CONSTRAINT "ccg_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_color_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ccg_cards_locales" ADD CONSTRAINT "ccg_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ccg_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ccg_ctas" ADD CONSTRAINT "ccg_ctas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_color_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ccg_ctas_locales" ADD CONSTRAINT "ccg_ctas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ccg_ctas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_color_card_grid" ADD CONSTRAINT "pages_blocks_color_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_color_card_grid_locales" ADD CONSTRAINT "pages_blocks_color_card_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_color_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pcg_cards" ADD CONSTRAINT "pcg_cards_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pcg_cards" ADD CONSTRAINT "pcg_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_photo_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pcg_cards_locales" ADD CONSTRAINT "pcg_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pcg_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pcg_ctas" ADD CONSTRAINT "pcg_ctas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_photo_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pcg_ctas_locales" ADD CONSTRAINT "pcg_ctas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pcg_ctas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_photo_card_grid" ADD CONSTRAINT "pages_blocks_photo_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_photo_card_grid_locales" ADD CONSTRAINT "pages_blocks_photo_card_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_photo_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bg_image_banner_calls_to_action" ADD CONSTRAINT "bg_image_banner_calls_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bg_image_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bg_image_banner_calls_to_action_locales" ADD CONSTRAINT "bg_image_banner_calls_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bg_image_banner_calls_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bg_image_banner" ADD CONSTRAINT "bg_image_banner_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bg_image_banner" ADD CONSTRAINT "bg_image_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bg_image_banner_locales" ADD CONSTRAINT "bg_image_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bg_image_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pop_out_banner_calls_to_action" ADD CONSTRAINT "pop_out_banner_calls_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pop_out_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pop_out_banner_calls_to_action_locales" ADD CONSTRAINT "pop_out_banner_calls_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pop_out_banner_calls_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pop_out_banner" ADD CONSTRAINT "pop_out_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pop_out_banner" ADD CONSTRAINT "pop_out_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pop_out_banner_locales" ADD CONSTRAINT "pop_out_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pop_out_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_single_image_banner" ADD CONSTRAINT "pages_blocks_single_image_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_single_image_banner" ADD CONSTRAINT "pages_blocks_single_image_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_single_image_banner_locales" ADD CONSTRAINT "pages_blocks_single_image_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_single_image_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "large_banner_calls_to_action" ADD CONSTRAINT "large_banner_calls_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."large_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "large_banner_calls_to_action_locales" ADD CONSTRAINT "large_banner_calls_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."large_banner_calls_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "large_banner" ADD CONSTRAINT "large_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "large_banner" ADD CONSTRAINT "large_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "large_banner_locales" ADD CONSTRAINT "large_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."large_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tfb_features" ADD CONSTRAINT "tfb_features_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tfb_features" ADD CONSTRAINT "tfb_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_three_feature_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tfb_features_locales" ADD CONSTRAINT "tfb_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tfb_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_three_feature_banner" ADD CONSTRAINT "pages_blocks_three_feature_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_three_feature_banner_locales" ADD CONSTRAINT "pages_blocks_three_feature_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_three_feature_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tcs_cards_calls_to_action" ADD CONSTRAINT "tcs_cards_calls_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tcs_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tcs_cards_calls_to_action_locales" ADD CONSTRAINT "tcs_cards_calls_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tcs_cards_calls_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tcs_cards" ADD CONSTRAINT "tcs_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tcs_cards" ADD CONSTRAINT "tcs_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_two_column_slide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tcs_cards_locales" ADD CONSTRAINT "tcs_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tcs_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_two_column_slide" ADD CONSTRAINT "pages_blocks_two_column_slide_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_two_column_slide_locales" ADD CONSTRAINT "pages_blocks_two_column_slide_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_two_column_slide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_locales" ADD CONSTRAINT "pages_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ipn_links" ADD CONSTRAINT "ipn_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_in_page_navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ipn_links_locales" ADD CONSTRAINT "ipn_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ipn_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_in_page_navigation" ADD CONSTRAINT "pages_blocks_in_page_navigation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_fg_cards_v" ADD CONSTRAINT "_fg_cards_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_fg_cards_v" ADD CONSTRAINT "_fg_cards_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_flex_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_fg_cards_v_locales" ADD CONSTRAINT "_fg_cards_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_fg_cards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_fg_ctas_v" ADD CONSTRAINT "_fg_ctas_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_flex_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_fg_ctas_v_locales" ADD CONSTRAINT "_fg_ctas_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_fg_ctas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_flex_grid" ADD CONSTRAINT "_pages_v_blocks_flex_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_flex_grid_locales" ADD CONSTRAINT "_pages_v_blocks_flex_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_flex_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_itg_items_v" ADD CONSTRAINT "_itg_items_v_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_itg_items_v" ADD CONSTRAINT "_itg_items_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_icon_text_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_itg_items_v_locales" ADD CONSTRAINT "_itg_items_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_itg_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_itg_ctas_v" ADD CONSTRAINT "_itg_ctas_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_icon_text_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_itg_ctas_v_locales" ADD CONSTRAINT "_itg_ctas_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_itg_ctas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_icon_text_grid" ADD CONSTRAINT "_pages_v_blocks_icon_text_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_icon_text_grid_locales" ADD CONSTRAINT "_pages_v_blocks_icon_text_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_icon_text_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hvg_cards_v" ADD CONSTRAINT "_hvg_cards_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hvg_cards_v" ADD CONSTRAINT "_hvg_cards_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hover_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hvg_cards_v_locales" ADD CONSTRAINT "_hvg_cards_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_hvg_cards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hvg_ctas_v" ADD CONSTRAINT "_hvg_ctas_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hover_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hvg_ctas_v_locales" ADD CONSTRAINT "_hvg_ctas_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_hvg_ctas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hover_grid" ADD CONSTRAINT "_pages_v_blocks_hover_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hover_grid_locales" ADD CONSTRAINT "_pages_v_blocks_hover_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hover_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hlg_primary_ctas_v" ADD CONSTRAINT "_hlg_primary_ctas_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_highlight_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hlg_primary_ctas_v_locales" ADD CONSTRAINT "_hlg_primary_ctas_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_hlg_primary_ctas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hlg_cards_v" ADD CONSTRAINT "_hlg_cards_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hlg_cards_v" ADD CONSTRAINT "_hlg_cards_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_highlight_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hlg_cards_v_locales" ADD CONSTRAINT "_hlg_cards_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_hlg_cards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hlg_ctas_v" ADD CONSTRAINT "_hlg_ctas_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_highlight_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hlg_ctas_v_locales" ADD CONSTRAINT "_hlg_ctas_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_hlg_ctas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_highlight_grid" ADD CONSTRAINT "_pages_v_blocks_highlight_grid_primary_image_id_media_id_fk" FOREIGN KEY ("primary_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_highlight_grid" ADD CONSTRAINT "_pages_v_blocks_highlight_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_highlight_grid_locales" ADD CONSTRAINT "_pages_v_blocks_highlight_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_highlight_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ftg_features_v" ADD CONSTRAINT "_ftg_features_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ftg_features_v" ADD CONSTRAINT "_ftg_features_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ftg_features_v_locales" ADD CONSTRAINT "_ftg_features_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_ftg_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ftg_ctas_v" ADD CONSTRAINT "_ftg_ctas_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ftg_ctas_v_locales" ADD CONSTRAINT "_ftg_ctas_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_ftg_ctas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_grid" ADD CONSTRAINT "_pages_v_blocks_feature_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_grid_locales" ADD CONSTRAINT "_pages_v_blocks_feature_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cbg_tiles_v" ADD CONSTRAINT "_cbg_tiles_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_color_block_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cbg_tiles_v_locales" ADD CONSTRAINT "_cbg_tiles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_cbg_tiles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cbg_ctas_v" ADD CONSTRAINT "_cbg_ctas_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_color_block_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cbg_ctas_v_locales" ADD CONSTRAINT "_cbg_ctas_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_cbg_ctas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_color_block_grid" ADD CONSTRAINT "_pages_v_blocks_color_block_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_color_block_grid_locales" ADD CONSTRAINT "_pages_v_blocks_color_block_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_color_block_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ccg_card_ctas_v" ADD CONSTRAINT "_ccg_card_ctas_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_ccg_cards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ccg_card_ctas_v_locales" ADD CONSTRAINT "_ccg_card_ctas_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_ccg_card_ctas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ccg_cards_v" ADD CONSTRAINT "_ccg_cards_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_color_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ccg_cards_v_locales" ADD CONSTRAINT "_ccg_cards_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_ccg_cards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ccg_ctas_v" ADD CONSTRAINT "_ccg_ctas_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_color_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ccg_ctas_v_locales" ADD CONSTRAINT "_ccg_ctas_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_ccg_ctas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_color_card_grid" ADD CONSTRAINT "_pages_v_blocks_color_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_color_card_grid_locales" ADD CONSTRAINT "_pages_v_blocks_color_card_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_color_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pcg_cards_v" ADD CONSTRAINT "_pcg_cards_v_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pcg_cards_v" ADD CONSTRAINT "_pcg_cards_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_photo_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pcg_cards_v_locales" ADD CONSTRAINT "_pcg_cards_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pcg_cards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pcg_ctas_v" ADD CONSTRAINT "_pcg_ctas_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_photo_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pcg_ctas_v_locales" ADD CONSTRAINT "_pcg_ctas_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pcg_ctas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_photo_card_grid" ADD CONSTRAINT "_pages_v_blocks_photo_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_photo_card_grid_locales" ADD CONSTRAINT "_pages_v_blocks_photo_card_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_photo_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_bg_image_banner_v_calls_to_action" ADD CONSTRAINT "_bg_image_banner_v_calls_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_bg_image_banner_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_bg_image_banner_v_calls_to_action_locales" ADD CONSTRAINT "_bg_image_banner_v_calls_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_bg_image_banner_v_calls_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_bg_image_banner_v" ADD CONSTRAINT "_bg_image_banner_v_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_bg_image_banner_v" ADD CONSTRAINT "_bg_image_banner_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_bg_image_banner_v_locales" ADD CONSTRAINT "_bg_image_banner_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_bg_image_banner_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pop_out_banner_v_calls_to_action" ADD CONSTRAINT "_pop_out_banner_v_calls_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pop_out_banner_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pop_out_banner_v_calls_to_action_locales" ADD CONSTRAINT "_pop_out_banner_v_calls_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pop_out_banner_v_calls_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pop_out_banner_v" ADD CONSTRAINT "_pop_out_banner_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pop_out_banner_v" ADD CONSTRAINT "_pop_out_banner_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pop_out_banner_v_locales" ADD CONSTRAINT "_pop_out_banner_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pop_out_banner_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_single_image_banner" ADD CONSTRAINT "_pages_v_blocks_single_image_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_single_image_banner" ADD CONSTRAINT "_pages_v_blocks_single_image_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_single_image_banner_locales" ADD CONSTRAINT "_pages_v_blocks_single_image_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_single_image_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_large_banner_v_calls_to_action" ADD CONSTRAINT "_large_banner_v_calls_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_large_banner_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_large_banner_v_calls_to_action_locales" ADD CONSTRAINT "_large_banner_v_calls_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_large_banner_v_calls_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_large_banner_v" ADD CONSTRAINT "_large_banner_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_large_banner_v" ADD CONSTRAINT "_large_banner_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_large_banner_v_locales" ADD CONSTRAINT "_large_banner_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_large_banner_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tfb_features_v" ADD CONSTRAINT "_tfb_features_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tfb_features_v" ADD CONSTRAINT "_tfb_features_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_three_feature_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tfb_features_v_locales" ADD CONSTRAINT "_tfb_features_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tfb_features_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_three_feature_banner" ADD CONSTRAINT "_pages_v_blocks_three_feature_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_three_feature_banner_locales" ADD CONSTRAINT "_pages_v_blocks_three_feature_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_three_feature_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tcs_cards_v_calls_to_action" ADD CONSTRAINT "_tcs_cards_v_calls_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tcs_cards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tcs_cards_v_calls_to_action_locales" ADD CONSTRAINT "_tcs_cards_v_calls_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tcs_cards_v_calls_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tcs_cards_v" ADD CONSTRAINT "_tcs_cards_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tcs_cards_v" ADD CONSTRAINT "_tcs_cards_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_two_column_slide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tcs_cards_v_locales" ADD CONSTRAINT "_tcs_cards_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tcs_cards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_two_column_slide" ADD CONSTRAINT "_pages_v_blocks_two_column_slide_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_two_column_slide_locales" ADD CONSTRAINT "_pages_v_blocks_two_column_slide_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_two_column_slide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_locales" ADD CONSTRAINT "_pages_v_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ipn_links_v" ADD CONSTRAINT "_ipn_links_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_in_page_navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ipn_links_v_locales" ADD CONSTRAINT "_ipn_links_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_ipn_links_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_in_page_navigation" ADD CONSTRAINT "_pages_v_blocks_in_page_navigation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "fg_cards_order_idx" ON "fg_cards" USING btree ("_order");
  CREATE INDEX "fg_cards_parent_id_idx" ON "fg_cards" USING btree ("_parent_id");
  CREATE INDEX "fg_cards_image_idx" ON "fg_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "fg_cards_locales_locale_parent_id_unique" ON "fg_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "fg_ctas_order_idx" ON "fg_ctas" USING btree ("_order");
  CREATE INDEX "fg_ctas_parent_id_idx" ON "fg_ctas" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "fg_ctas_locales_locale_parent_id_unique" ON "fg_ctas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_flex_grid_order_idx" ON "pages_blocks_flex_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_flex_grid_parent_id_idx" ON "pages_blocks_flex_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_flex_grid_path_idx" ON "pages_blocks_flex_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_flex_grid_locales_locale_parent_id_unique" ON "pages_blocks_flex_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "itg_items_order_idx" ON "itg_items" USING btree ("_order");
  CREATE INDEX "itg_items_parent_id_idx" ON "itg_items" USING btree ("_parent_id");
  CREATE INDEX "itg_items_icon_idx" ON "itg_items" USING btree ("icon_id");
  CREATE UNIQUE INDEX "itg_items_locales_locale_parent_id_unique" ON "itg_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "itg_ctas_order_idx" ON "itg_ctas" USING btree ("_order");
  CREATE INDEX "itg_ctas_parent_id_idx" ON "itg_ctas" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "itg_ctas_locales_locale_parent_id_unique" ON "itg_ctas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_icon_text_grid_order_idx" ON "pages_blocks_icon_text_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_icon_text_grid_parent_id_idx" ON "pages_blocks_icon_text_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_icon_text_grid_path_idx" ON "pages_blocks_icon_text_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_icon_text_grid_locales_locale_parent_id_unique" ON "pages_blocks_icon_text_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "hvg_cards_order_idx" ON "hvg_cards" USING btree ("_order");
  CREATE INDEX "hvg_cards_parent_id_idx" ON "hvg_cards" USING btree ("_parent_id");
  CREATE INDEX "hvg_cards_image_idx" ON "hvg_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "hvg_cards_locales_locale_parent_id_unique" ON "hvg_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "hvg_ctas_order_idx" ON "hvg_ctas" USING btree ("_order");
  CREATE INDEX "hvg_ctas_parent_id_idx" ON "hvg_ctas" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "hvg_ctas_locales_locale_parent_id_unique" ON "hvg_ctas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_hover_grid_order_idx" ON "pages_blocks_hover_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_hover_grid_parent_id_idx" ON "pages_blocks_hover_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hover_grid_path_idx" ON "pages_blocks_hover_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_hover_grid_locales_locale_parent_id_unique" ON "pages_blocks_hover_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "hlg_primary_ctas_order_idx" ON "hlg_primary_ctas" USING btree ("_order");
  CREATE INDEX "hlg_primary_ctas_parent_id_idx" ON "hlg_primary_ctas" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "hlg_primary_ctas_locales_locale_parent_id_unique" ON "hlg_primary_ctas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "hlg_cards_order_idx" ON "hlg_cards" USING btree ("_order");
  CREATE INDEX "hlg_cards_parent_id_idx" ON "hlg_cards" USING btree ("_parent_id");
  CREATE INDEX "hlg_cards_image_idx" ON "hlg_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "hlg_cards_locales_locale_parent_id_unique" ON "hlg_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "hlg_ctas_order_idx" ON "hlg_ctas" USING btree ("_order");
  CREATE INDEX "hlg_ctas_parent_id_idx" ON "hlg_ctas" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "hlg_ctas_locales_locale_parent_id_unique" ON "hlg_ctas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_highlight_grid_order_idx" ON "pages_blocks_highlight_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_highlight_grid_parent_id_idx" ON "pages_blocks_highlight_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_highlight_grid_path_idx" ON "pages_blocks_highlight_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_highlight_grid_primary_primary_image_idx" ON "pages_blocks_highlight_grid" USING btree ("primary_image_id");
  CREATE UNIQUE INDEX "pages_blocks_highlight_grid_locales_locale_parent_id_unique" ON "pages_blocks_highlight_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ftg_features_order_idx" ON "ftg_features" USING btree ("_order");
  CREATE INDEX "ftg_features_parent_id_idx" ON "ftg_features" USING btree ("_parent_id");
  CREATE INDEX "ftg_features_image_idx" ON "ftg_features" USING btree ("image_id");
  CREATE UNIQUE INDEX "ftg_features_locales_locale_parent_id_unique" ON "ftg_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ftg_ctas_order_idx" ON "ftg_ctas" USING btree ("_order");
  CREATE INDEX "ftg_ctas_parent_id_idx" ON "ftg_ctas" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "ftg_ctas_locales_locale_parent_id_unique" ON "ftg_ctas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_feature_grid_order_idx" ON "pages_blocks_feature_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_grid_parent_id_idx" ON "pages_blocks_feature_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_grid_path_idx" ON "pages_blocks_feature_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_feature_grid_locales_locale_parent_id_unique" ON "pages_blocks_feature_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cbg_tiles_order_idx" ON "cbg_tiles" USING btree ("_order");
  CREATE INDEX "cbg_tiles_parent_id_idx" ON "cbg_tiles" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "cbg_tiles_locales_locale_parent_id_unique" ON "cbg_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cbg_ctas_order_idx" ON "cbg_ctas" USING btree ("_order");
  CREATE INDEX "cbg_ctas_parent_id_idx" ON "cbg_ctas" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "cbg_ctas_locales_locale_parent_id_unique" ON "cbg_ctas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_color_block_grid_order_idx" ON "pages_blocks_color_block_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_color_block_grid_parent_id_idx" ON "pages_blocks_color_block_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_color_block_grid_path_idx" ON "pages_blocks_color_block_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_color_block_grid_locales_locale_parent_id_uniqu" ON "pages_blocks_color_block_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ccg_card_ctas_order_idx" ON "ccg_card_ctas" USING btree ("_order");
  CREATE INDEX "ccg_card_ctas_parent_id_idx" ON "ccg_card_ctas" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "ccg_card_ctas_locales_locale_parent_id_unique" ON "ccg_card_ctas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ccg_cards_order_idx" ON "ccg_cards" USING btree ("_order");
  CREATE INDEX "ccg_cards_parent_id_idx" ON "ccg_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "ccg_cards_locales_locale_parent_id_unique" ON "ccg_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ccg_ctas_order_idx" ON "ccg_ctas" USING btree ("_order");
  CREATE INDEX "ccg_ctas_parent_id_idx" ON "ccg_ctas" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "ccg_ctas_locales_locale_parent_id_unique" ON "ccg_ctas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_color_card_grid_order_idx" ON "pages_blocks_color_card_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_color_card_grid_parent_id_idx" ON "pages_blocks_color_card_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_color_card_grid_path_idx" ON "pages_blocks_color_card_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_color_card_grid_locales_locale_parent_id_unique" ON "pages_blocks_color_card_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pcg_cards_order_idx" ON "pcg_cards" USING btree ("_order");
  CREATE INDEX "pcg_cards_parent_id_idx" ON "pcg_cards" USING btree ("_parent_id");
  CREATE INDEX "pcg_cards_photo_idx" ON "pcg_cards" USING btree ("photo_id");
  CREATE UNIQUE INDEX "pcg_cards_locales_locale_parent_id_unique" ON "pcg_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pcg_ctas_order_idx" ON "pcg_ctas" USING btree ("_order");
  CREATE INDEX "pcg_ctas_parent_id_idx" ON "pcg_ctas" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pcg_ctas_locales_locale_parent_id_unique" ON "pcg_ctas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_photo_card_grid_order_idx" ON "pages_blocks_photo_card_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_photo_card_grid_parent_id_idx" ON "pages_blocks_photo_card_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_photo_card_grid_path_idx" ON "pages_blocks_photo_card_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_photo_card_grid_locales_locale_parent_id_unique" ON "pages_blocks_photo_card_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "bg_image_banner_calls_to_action_order_idx" ON "bg_image_banner_calls_to_action" USING btree ("_order");
  CREATE INDEX "bg_image_banner_calls_to_action_parent_id_idx" ON "bg_image_banner_calls_to_action" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "bg_image_banner_calls_to_action_locales_locale_parent_id_uni" ON "bg_image_banner_calls_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "bg_image_banner_order_idx" ON "bg_image_banner" USING btree ("_order");
  CREATE INDEX "bg_image_banner_parent_id_idx" ON "bg_image_banner" USING btree ("_parent_id");
  CREATE INDEX "bg_image_banner_path_idx" ON "bg_image_banner" USING btree ("_path");
  CREATE INDEX "bg_image_banner_background_image_idx" ON "bg_image_banner" USING btree ("background_image_id");
  CREATE UNIQUE INDEX "bg_image_banner_locales_locale_parent_id_unique" ON "bg_image_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pop_out_banner_calls_to_action_order_idx" ON "pop_out_banner_calls_to_action" USING btree ("_order");
  CREATE INDEX "pop_out_banner_calls_to_action_parent_id_idx" ON "pop_out_banner_calls_to_action" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pop_out_banner_calls_to_action_locales_locale_parent_id_uniq" ON "pop_out_banner_calls_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pop_out_banner_order_idx" ON "pop_out_banner" USING btree ("_order");
  CREATE INDEX "pop_out_banner_parent_id_idx" ON "pop_out_banner" USING btree ("_parent_id");
  CREATE INDEX "pop_out_banner_path_idx" ON "pop_out_banner" USING btree ("_path");
  CREATE INDEX "pop_out_banner_image_idx" ON "pop_out_banner" USING btree ("image_id");
  CREATE UNIQUE INDEX "pop_out_banner_locales_locale_parent_id_unique" ON "pop_out_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_single_image_banner_order_idx" ON "pages_blocks_single_image_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_single_image_banner_parent_id_idx" ON "pages_blocks_single_image_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_single_image_banner_path_idx" ON "pages_blocks_single_image_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_single_image_banner_image_idx" ON "pages_blocks_single_image_banner" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_single_image_banner_locales_locale_parent_id_un" ON "pages_blocks_single_image_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "large_banner_calls_to_action_order_idx" ON "large_banner_calls_to_action" USING btree ("_order");
  CREATE INDEX "large_banner_calls_to_action_parent_id_idx" ON "large_banner_calls_to_action" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "large_banner_calls_to_action_locales_locale_parent_id_unique" ON "large_banner_calls_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "large_banner_order_idx" ON "large_banner" USING btree ("_order");
  CREATE INDEX "large_banner_parent_id_idx" ON "large_banner" USING btree ("_parent_id");
  CREATE INDEX "large_banner_path_idx" ON "large_banner" USING btree ("_path");
  CREATE INDEX "large_banner_image_idx" ON "large_banner" USING btree ("image_id");
  CREATE UNIQUE INDEX "large_banner_locales_locale_parent_id_unique" ON "large_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "tfb_features_order_idx" ON "tfb_features" USING btree ("_order");
  CREATE INDEX "tfb_features_parent_id_idx" ON "tfb_features" USING btree ("_parent_id");
  CREATE INDEX "tfb_features_image_idx" ON "tfb_features" USING btree ("image_id");
  CREATE UNIQUE INDEX "tfb_features_locales_locale_parent_id_unique" ON "tfb_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_three_feature_banner_order_idx" ON "pages_blocks_three_feature_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_three_feature_banner_parent_id_idx" ON "pages_blocks_three_feature_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_three_feature_banner_path_idx" ON "pages_blocks_three_feature_banner" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_three_feature_banner_locales_locale_parent_id_u" ON "pages_blocks_three_feature_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "tcs_cards_calls_to_action_order_idx" ON "tcs_cards_calls_to_action" USING btree ("_order");
  CREATE INDEX "tcs_cards_calls_to_action_parent_id_idx" ON "tcs_cards_calls_to_action" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "tcs_cards_calls_to_action_locales_locale_parent_id_unique" ON "tcs_cards_calls_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "tcs_cards_order_idx" ON "tcs_cards" USING btree ("_order");
  CREATE INDEX "tcs_cards_parent_id_idx" ON "tcs_cards" USING btree ("_parent_id");
  CREATE INDEX "tcs_cards_image_idx" ON "tcs_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "tcs_cards_locales_locale_parent_id_unique" ON "tcs_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_two_column_slide_order_idx" ON "pages_blocks_two_column_slide" USING btree ("_order");
  CREATE INDEX "pages_blocks_two_column_slide_parent_id_idx" ON "pages_blocks_two_column_slide" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_two_column_slide_path_idx" ON "pages_blocks_two_column_slide" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_two_column_slide_locales_locale_parent_id_uniqu" ON "pages_blocks_two_column_slide_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_video_order_idx" ON "pages_blocks_video" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_parent_id_idx" ON "pages_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_path_idx" ON "pages_blocks_video" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_thumbnail_idx" ON "pages_blocks_video" USING btree ("thumbnail_id");
  CREATE INDEX "pages_blocks_video_file_idx" ON "pages_blocks_video" USING btree ("file_id");
  CREATE UNIQUE INDEX "pages_blocks_video_locales_locale_parent_id_unique" ON "pages_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ipn_links_order_idx" ON "ipn_links" USING btree ("_order");
  CREATE INDEX "ipn_links_parent_id_idx" ON "ipn_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "ipn_links_locales_locale_parent_id_unique" ON "ipn_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_in_page_navigation_order_idx" ON "pages_blocks_in_page_navigation" USING btree ("_order");
  CREATE INDEX "pages_blocks_in_page_navigation_parent_id_idx" ON "pages_blocks_in_page_navigation" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_in_page_navigation_path_idx" ON "pages_blocks_in_page_navigation" USING btree ("_path");
  CREATE INDEX "_fg_cards_v_order_idx" ON "_fg_cards_v" USING btree ("_order");
  CREATE INDEX "_fg_cards_v_parent_id_idx" ON "_fg_cards_v" USING btree ("_parent_id");
  CREATE INDEX "_fg_cards_v_image_idx" ON "_fg_cards_v" USING btree ("image_id");
  CREATE UNIQUE INDEX "_fg_cards_v_locales_locale_parent_id_unique" ON "_fg_cards_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_fg_ctas_v_order_idx" ON "_fg_ctas_v" USING btree ("_order");
  CREATE INDEX "_fg_ctas_v_parent_id_idx" ON "_fg_ctas_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_fg_ctas_v_locales_locale_parent_id_unique" ON "_fg_ctas_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_flex_grid_order_idx" ON "_pages_v_blocks_flex_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_flex_grid_parent_id_idx" ON "_pages_v_blocks_flex_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_flex_grid_path_idx" ON "_pages_v_blocks_flex_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_flex_grid_locales_locale_parent_id_unique" ON "_pages_v_blocks_flex_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_itg_items_v_order_idx" ON "_itg_items_v" USING btree ("_order");
  CREATE INDEX "_itg_items_v_parent_id_idx" ON "_itg_items_v" USING btree ("_parent_id");
  CREATE INDEX "_itg_items_v_icon_idx" ON "_itg_items_v" USING btree ("icon_id");
  CREATE UNIQUE INDEX "_itg_items_v_locales_locale_parent_id_unique" ON "_itg_items_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_itg_ctas_v_order_idx" ON "_itg_ctas_v" USING btree ("_order");
  CREATE INDEX "_itg_ctas_v_parent_id_idx" ON "_itg_ctas_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_itg_ctas_v_locales_locale_parent_id_unique" ON "_itg_ctas_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_icon_text_grid_order_idx" ON "_pages_v_blocks_icon_text_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_icon_text_grid_parent_id_idx" ON "_pages_v_blocks_icon_text_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_icon_text_grid_path_idx" ON "_pages_v_blocks_icon_text_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_icon_text_grid_locales_locale_parent_id_uniq" ON "_pages_v_blocks_icon_text_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_hvg_cards_v_order_idx" ON "_hvg_cards_v" USING btree ("_order");
  CREATE INDEX "_hvg_cards_v_parent_id_idx" ON "_hvg_cards_v" USING btree ("_parent_id");
  CREATE INDEX "_hvg_cards_v_image_idx" ON "_hvg_cards_v" USING btree ("image_id");
  CREATE UNIQUE INDEX "_hvg_cards_v_locales_locale_parent_id_unique" ON "_hvg_cards_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_hvg_ctas_v_order_idx" ON "_hvg_ctas_v" USING btree ("_order");
  CREATE INDEX "_hvg_ctas_v_parent_id_idx" ON "_hvg_ctas_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_hvg_ctas_v_locales_locale_parent_id_unique" ON "_hvg_ctas_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_hover_grid_order_idx" ON "_pages_v_blocks_hover_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hover_grid_parent_id_idx" ON "_pages_v_blocks_hover_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hover_grid_path_idx" ON "_pages_v_blocks_hover_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_hover_grid_locales_locale_parent_id_unique" ON "_pages_v_blocks_hover_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_hlg_primary_ctas_v_order_idx" ON "_hlg_primary_ctas_v" USING btree ("_order");
  CREATE INDEX "_hlg_primary_ctas_v_parent_id_idx" ON "_hlg_primary_ctas_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_hlg_primary_ctas_v_locales_locale_parent_id_unique" ON "_hlg_primary_ctas_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_hlg_cards_v_order_idx" ON "_hlg_cards_v" USING btree ("_order");
  CREATE INDEX "_hlg_cards_v_parent_id_idx" ON "_hlg_cards_v" USING btree ("_parent_id");
  CREATE INDEX "_hlg_cards_v_image_idx" ON "_hlg_cards_v" USING btree ("image_id");
  CREATE UNIQUE INDEX "_hlg_cards_v_locales_locale_parent_id_unique" ON "_hlg_cards_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_hlg_ctas_v_order_idx" ON "_hlg_ctas_v" USING btree ("_order");
  CREATE INDEX "_hlg_ctas_v_parent_id_idx" ON "_hlg_ctas_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_hlg_ctas_v_locales_locale_parent_id_unique" ON "_hlg_ctas_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_highlight_grid_order_idx" ON "_pages_v_blocks_highlight_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_highlight_grid_parent_id_idx" ON "_pages_v_blocks_highlight_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_highlight_grid_path_idx" ON "_pages_v_blocks_highlight_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_highlight_grid_primary_primary_image_idx" ON "_pages_v_blocks_highlight_grid" USING btree ("primary_image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_highlight_grid_locales_locale_parent_id_uniq" ON "_pages_v_blocks_highlight_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_ftg_features_v_order_idx" ON "_ftg_features_v" USING btree ("_order");
  CREATE INDEX "_ftg_features_v_parent_id_idx" ON "_ftg_features_v" USING btree ("_parent_id");
  CREATE INDEX "_ftg_features_v_image_idx" ON "_ftg_features_v" USING btree ("image_id");
  CREATE UNIQUE INDEX "_ftg_features_v_locales_locale_parent_id_unique" ON "_ftg_features_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_ftg_ctas_v_order_idx" ON "_ftg_ctas_v" USING btree ("_order");
  CREATE INDEX "_ftg_ctas_v_parent_id_idx" ON "_ftg_ctas_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_ftg_ctas_v_locales_locale_parent_id_unique" ON "_ftg_ctas_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_grid_order_idx" ON "_pages_v_blocks_feature_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_grid_parent_id_idx" ON "_pages_v_blocks_feature_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_grid_path_idx" ON "_pages_v_blocks_feature_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_feature_grid_locales_locale_parent_id_unique" ON "_pages_v_blocks_feature_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_cbg_tiles_v_order_idx" ON "_cbg_tiles_v" USING btree ("_order");
  CREATE INDEX "_cbg_tiles_v_parent_id_idx" ON "_cbg_tiles_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_cbg_tiles_v_locales_locale_parent_id_unique" ON "_cbg_tiles_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_cbg_ctas_v_order_idx" ON "_cbg_ctas_v" USING btree ("_order");
  CREATE INDEX "_cbg_ctas_v_parent_id_idx" ON "_cbg_ctas_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_cbg_ctas_v_locales_locale_parent_id_unique" ON "_cbg_ctas_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_color_block_grid_order_idx" ON "_pages_v_blocks_color_block_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_color_block_grid_parent_id_idx" ON "_pages_v_blocks_color_block_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_color_block_grid_path_idx" ON "_pages_v_blocks_color_block_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_color_block_grid_locales_locale_parent_id_un" ON "_pages_v_blocks_color_block_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_ccg_card_ctas_v_order_idx" ON "_ccg_card_ctas_v" USING btree ("_order");
  CREATE INDEX "_ccg_card_ctas_v_parent_id_idx" ON "_ccg_card_ctas_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_ccg_card_ctas_v_locales_locale_parent_id_unique" ON "_ccg_card_ctas_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_ccg_cards_v_order_idx" ON "_ccg_cards_v" USING btree ("_order");
  CREATE INDEX "_ccg_cards_v_parent_id_idx" ON "_ccg_cards_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_ccg_cards_v_locales_locale_parent_id_unique" ON "_ccg_cards_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_ccg_ctas_v_order_idx" ON "_ccg_ctas_v" USING btree ("_order");
  CREATE INDEX "_ccg_ctas_v_parent_id_idx" ON "_ccg_ctas_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_ccg_ctas_v_locales_locale_parent_id_unique" ON "_ccg_ctas_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_color_card_grid_order_idx" ON "_pages_v_blocks_color_card_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_color_card_grid_parent_id_idx" ON "_pages_v_blocks_color_card_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_color_card_grid_path_idx" ON "_pages_v_blocks_color_card_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_color_card_grid_locales_locale_parent_id_uni" ON "_pages_v_blocks_color_card_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pcg_cards_v_order_idx" ON "_pcg_cards_v" USING btree ("_order");
  CREATE INDEX "_pcg_cards_v_parent_id_idx" ON "_pcg_cards_v" USING btree ("_parent_id");
  CREATE INDEX "_pcg_cards_v_photo_idx" ON "_pcg_cards_v" USING btree ("photo_id");
  CREATE UNIQUE INDEX "_pcg_cards_v_locales_locale_parent_id_unique" ON "_pcg_cards_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pcg_ctas_v_order_idx" ON "_pcg_ctas_v" USING btree ("_order");
  CREATE INDEX "_pcg_ctas_v_parent_id_idx" ON "_pcg_ctas_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pcg_ctas_v_locales_locale_parent_id_unique" ON "_pcg_ctas_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_photo_card_grid_order_idx" ON "_pages_v_blocks_photo_card_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_photo_card_grid_parent_id_idx" ON "_pages_v_blocks_photo_card_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_photo_card_grid_path_idx" ON "_pages_v_blocks_photo_card_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_photo_card_grid_locales_locale_parent_id_uni" ON "_pages_v_blocks_photo_card_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_bg_image_banner_v_calls_to_action_order_idx" ON "_bg_image_banner_v_calls_to_action" USING btree ("_order");
  CREATE INDEX "_bg_image_banner_v_calls_to_action_parent_id_idx" ON "_bg_image_banner_v_calls_to_action" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_bg_image_banner_v_calls_to_action_locales_locale_parent_id_" ON "_bg_image_banner_v_calls_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_bg_image_banner_v_order_idx" ON "_bg_image_banner_v" USING btree ("_order");
  CREATE INDEX "_bg_image_banner_v_parent_id_idx" ON "_bg_image_banner_v" USING btree ("_parent_id");
  CREATE INDEX "_bg_image_banner_v_path_idx" ON "_bg_image_banner_v" USING btree ("_path");
  CREATE INDEX "_bg_image_banner_v_background_image_idx" ON "_bg_image_banner_v" USING btree ("background_image_id");
  CREATE UNIQUE INDEX "_bg_image_banner_v_locales_locale_parent_id_unique" ON "_bg_image_banner_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pop_out_banner_v_calls_to_action_order_idx" ON "_pop_out_banner_v_calls_to_action" USING btree ("_order");
  CREATE INDEX "_pop_out_banner_v_calls_to_action_parent_id_idx" ON "_pop_out_banner_v_calls_to_action" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pop_out_banner_v_calls_to_action_locales_locale_parent_id_u" ON "_pop_out_banner_v_calls_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pop_out_banner_v_order_idx" ON "_pop_out_banner_v" USING btree ("_order");
  CREATE INDEX "_pop_out_banner_v_parent_id_idx" ON "_pop_out_banner_v" USING btree ("_parent_id");
  CREATE INDEX "_pop_out_banner_v_path_idx" ON "_pop_out_banner_v" USING btree ("_path");
  CREATE INDEX "_pop_out_banner_v_image_idx" ON "_pop_out_banner_v" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pop_out_banner_v_locales_locale_parent_id_unique" ON "_pop_out_banner_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_single_image_banner_order_idx" ON "_pages_v_blocks_single_image_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_single_image_banner_parent_id_idx" ON "_pages_v_blocks_single_image_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_single_image_banner_path_idx" ON "_pages_v_blocks_single_image_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_single_image_banner_image_idx" ON "_pages_v_blocks_single_image_banner" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_single_image_banner_locales_locale_parent_id" ON "_pages_v_blocks_single_image_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_large_banner_v_calls_to_action_order_idx" ON "_large_banner_v_calls_to_action" USING btree ("_order");
  CREATE INDEX "_large_banner_v_calls_to_action_parent_id_idx" ON "_large_banner_v_calls_to_action" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_large_banner_v_calls_to_action_locales_locale_parent_id_uni" ON "_large_banner_v_calls_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_large_banner_v_order_idx" ON "_large_banner_v" USING btree ("_order");
  CREATE INDEX "_large_banner_v_parent_id_idx" ON "_large_banner_v" USING btree ("_parent_id");
  CREATE INDEX "_large_banner_v_path_idx" ON "_large_banner_v" USING btree ("_path");
  CREATE INDEX "_large_banner_v_image_idx" ON "_large_banner_v" USING btree ("image_id");
  CREATE UNIQUE INDEX "_large_banner_v_locales_locale_parent_id_unique" ON "_large_banner_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_tfb_features_v_order_idx" ON "_tfb_features_v" USING btree ("_order");
  CREATE INDEX "_tfb_features_v_parent_id_idx" ON "_tfb_features_v" USING btree ("_parent_id");
  CREATE INDEX "_tfb_features_v_image_idx" ON "_tfb_features_v" USING btree ("image_id");
  CREATE UNIQUE INDEX "_tfb_features_v_locales_locale_parent_id_unique" ON "_tfb_features_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_three_feature_banner_order_idx" ON "_pages_v_blocks_three_feature_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_three_feature_banner_parent_id_idx" ON "_pages_v_blocks_three_feature_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_three_feature_banner_path_idx" ON "_pages_v_blocks_three_feature_banner" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_three_feature_banner_locales_locale_parent_i" ON "_pages_v_blocks_three_feature_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_tcs_cards_v_calls_to_action_order_idx" ON "_tcs_cards_v_calls_to_action" USING btree ("_order");
  CREATE INDEX "_tcs_cards_v_calls_to_action_parent_id_idx" ON "_tcs_cards_v_calls_to_action" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_tcs_cards_v_calls_to_action_locales_locale_parent_id_unique" ON "_tcs_cards_v_calls_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_tcs_cards_v_order_idx" ON "_tcs_cards_v" USING btree ("_order");
  CREATE INDEX "_tcs_cards_v_parent_id_idx" ON "_tcs_cards_v" USING btree ("_parent_id");
  CREATE INDEX "_tcs_cards_v_image_idx" ON "_tcs_cards_v" USING btree ("image_id");
  CREATE UNIQUE INDEX "_tcs_cards_v_locales_locale_parent_id_unique" ON "_tcs_cards_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_two_column_slide_order_idx" ON "_pages_v_blocks_two_column_slide" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_two_column_slide_parent_id_idx" ON "_pages_v_blocks_two_column_slide" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_two_column_slide_path_idx" ON "_pages_v_blocks_two_column_slide" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_two_column_slide_locales_locale_parent_id_un" ON "_pages_v_blocks_two_column_slide_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_video_order_idx" ON "_pages_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_parent_id_idx" ON "_pages_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_path_idx" ON "_pages_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_thumbnail_idx" ON "_pages_v_blocks_video" USING btree ("thumbnail_id");
  CREATE INDEX "_pages_v_blocks_video_file_idx" ON "_pages_v_blocks_video" USING btree ("file_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_video_locales_locale_parent_id_unique" ON "_pages_v_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_ipn_links_v_order_idx" ON "_ipn_links_v" USING btree ("_order");
  CREATE INDEX "_ipn_links_v_parent_id_idx" ON "_ipn_links_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_ipn_links_v_locales_locale_parent_id_unique" ON "_ipn_links_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_in_page_navigation_order_idx" ON "_pages_v_blocks_in_page_navigation" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_in_page_navigation_parent_id_idx" ON "_pages_v_blocks_in_page_navigation" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_in_page_navigation_path_idx" ON "_pages_v_blocks_in_page_navigation" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "fg_cards" CASCADE;
  DROP TABLE "fg_cards_locales" CASCADE;
  DROP TABLE "fg_ctas" CASCADE;
  DROP TABLE "fg_ctas_locales" CASCADE;
  DROP TABLE "pages_blocks_flex_grid" CASCADE;
  DROP TABLE "pages_blocks_flex_grid_locales" CASCADE;
  DROP TABLE "itg_items" CASCADE;
  DROP TABLE "itg_items_locales" CASCADE;
  DROP TABLE "itg_ctas" CASCADE;
  DROP TABLE "itg_ctas_locales" CASCADE;
  DROP TABLE "pages_blocks_icon_text_grid" CASCADE;
  DROP TABLE "pages_blocks_icon_text_grid_locales" CASCADE;
  DROP TABLE "hvg_cards" CASCADE;
  DROP TABLE "hvg_cards_locales" CASCADE;
  DROP TABLE "hvg_ctas" CASCADE;
  DROP TABLE "hvg_ctas_locales" CASCADE;
  DROP TABLE "pages_blocks_hover_grid" CASCADE;
  DROP TABLE "pages_blocks_hover_grid_locales" CASCADE;
  DROP TABLE "hlg_primary_ctas" CASCADE;
  DROP TABLE "hlg_primary_ctas_locales" CASCADE;
  DROP TABLE "hlg_cards" CASCADE;
  DROP TABLE "hlg_cards_locales" CASCADE;
  DROP TABLE "hlg_ctas" CASCADE;
  DROP TABLE "hlg_ctas_locales" CASCADE;
  DROP TABLE "pages_blocks_highlight_grid" CASCADE;
  DROP TABLE "pages_blocks_highlight_grid_locales" CASCADE;
  DROP TABLE "ftg_features" CASCADE;
  DROP TABLE "ftg_features_locales" CASCADE;
  DROP TABLE "ftg_ctas" CASCADE;
  DROP TABLE "ftg_ctas_locales" CASCADE;
  DROP TABLE "pages_blocks_feature_grid" CASCADE;
  DROP TABLE "pages_blocks_feature_grid_locales" CASCADE;
  DROP TABLE "cbg_tiles" CASCADE;
  DROP TABLE "cbg_tiles_locales" CASCADE;
  DROP TABLE "cbg_ctas" CASCADE;
  DROP TABLE "cbg_ctas_locales" CASCADE;
  DROP TABLE "pages_blocks_color_block_grid" CASCADE;
  DROP TABLE "pages_blocks_color_block_grid_locales" CASCADE;
  DROP TABLE "ccg_card_ctas" CASCADE;
  DROP TABLE "ccg_card_ctas_locales" CASCADE;
  DROP TABLE "ccg_cards" CASCADE;
  DROP TABLE "ccg_cards_locales" CASCADE;
  DROP TABLE "ccg_ctas" CASCADE;
  DROP TABLE "ccg_ctas_locales" CASCADE;
  DROP TABLE "pages_blocks_color_card_grid" CASCADE;
  DROP TABLE "pages_blocks_color_card_grid_locales" CASCADE;
  DROP TABLE "pcg_cards" CASCADE;
  DROP TABLE "pcg_cards_locales" CASCADE;
  DROP TABLE "pcg_ctas" CASCADE;
  DROP TABLE "pcg_ctas_locales" CASCADE;
  DROP TABLE "pages_blocks_photo_card_grid" CASCADE;
  DROP TABLE "pages_blocks_photo_card_grid_locales" CASCADE;
  DROP TABLE "bg_image_banner_calls_to_action" CASCADE;
  DROP TABLE "bg_image_banner_calls_to_action_locales" CASCADE;
  DROP TABLE "bg_image_banner" CASCADE;
  DROP TABLE "bg_image_banner_locales" CASCADE;
  DROP TABLE "pop_out_banner_calls_to_action" CASCADE;
  DROP TABLE "pop_out_banner_calls_to_action_locales" CASCADE;
  DROP TABLE "pop_out_banner" CASCADE;
  DROP TABLE "pop_out_banner_locales" CASCADE;
  DROP TABLE "pages_blocks_single_image_banner" CASCADE;
  DROP TABLE "pages_blocks_single_image_banner_locales" CASCADE;
  DROP TABLE "large_banner_calls_to_action" CASCADE;
  DROP TABLE "large_banner_calls_to_action_locales" CASCADE;
  DROP TABLE "large_banner" CASCADE;
  DROP TABLE "large_banner_locales" CASCADE;
  DROP TABLE "tfb_features" CASCADE;
  DROP TABLE "tfb_features_locales" CASCADE;
  DROP TABLE "pages_blocks_three_feature_banner" CASCADE;
  DROP TABLE "pages_blocks_three_feature_banner_locales" CASCADE;
  DROP TABLE "tcs_cards_calls_to_action" CASCADE;
  DROP TABLE "tcs_cards_calls_to_action_locales" CASCADE;
  DROP TABLE "tcs_cards" CASCADE;
  DROP TABLE "tcs_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_two_column_slide" CASCADE;
  DROP TABLE "pages_blocks_two_column_slide_locales" CASCADE;
  DROP TABLE "pages_blocks_video" CASCADE;
  DROP TABLE "pages_blocks_video_locales" CASCADE;
  DROP TABLE "ipn_links" CASCADE;
  DROP TABLE "ipn_links_locales" CASCADE;
  DROP TABLE "pages_blocks_in_page_navigation" CASCADE;
  DROP TABLE "_fg_cards_v" CASCADE;
  DROP TABLE "_fg_cards_v_locales" CASCADE;
  DROP TABLE "_fg_ctas_v" CASCADE;
  DROP TABLE "_fg_ctas_v_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_flex_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_flex_grid_locales" CASCADE;
  DROP TABLE "_itg_items_v" CASCADE;
  DROP TABLE "_itg_items_v_locales" CASCADE;
  DROP TABLE "_itg_ctas_v" CASCADE;
  DROP TABLE "_itg_ctas_v_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_icon_text_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_icon_text_grid_locales" CASCADE;
  DROP TABLE "_hvg_cards_v" CASCADE;
  DROP TABLE "_hvg_cards_v_locales" CASCADE;
  DROP TABLE "_hvg_ctas_v" CASCADE;
  DROP TABLE "_hvg_ctas_v_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_hover_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_hover_grid_locales" CASCADE;
  DROP TABLE "_hlg_primary_ctas_v" CASCADE;
  DROP TABLE "_hlg_primary_ctas_v_locales" CASCADE;
  DROP TABLE "_hlg_cards_v" CASCADE;
  DROP TABLE "_hlg_cards_v_locales" CASCADE;
  DROP TABLE "_hlg_ctas_v" CASCADE;
  DROP TABLE "_hlg_ctas_v_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_highlight_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_highlight_grid_locales" CASCADE;
  DROP TABLE "_ftg_features_v" CASCADE;
  DROP TABLE "_ftg_features_v_locales" CASCADE;
  DROP TABLE "_ftg_ctas_v" CASCADE;
  DROP TABLE "_ftg_ctas_v_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_grid_locales" CASCADE;
  DROP TABLE "_cbg_tiles_v" CASCADE;
  DROP TABLE "_cbg_tiles_v_locales" CASCADE;
  DROP TABLE "_cbg_ctas_v" CASCADE;
  DROP TABLE "_cbg_ctas_v_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_color_block_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_color_block_grid_locales" CASCADE;
  DROP TABLE "_ccg_card_ctas_v" CASCADE;
  DROP TABLE "_ccg_card_ctas_v_locales" CASCADE;
  DROP TABLE "_ccg_cards_v" CASCADE;
  DROP TABLE "_ccg_cards_v_locales" CASCADE;
  DROP TABLE "_ccg_ctas_v" CASCADE;
  DROP TABLE "_ccg_ctas_v_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_color_card_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_color_card_grid_locales" CASCADE;
  DROP TABLE "_pcg_cards_v" CASCADE;
  DROP TABLE "_pcg_cards_v_locales" CASCADE;
  DROP TABLE "_pcg_ctas_v" CASCADE;
  DROP TABLE "_pcg_ctas_v_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_photo_card_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_photo_card_grid_locales" CASCADE;
  DROP TABLE "_bg_image_banner_v_calls_to_action" CASCADE;
  DROP TABLE "_bg_image_banner_v_calls_to_action_locales" CASCADE;
  DROP TABLE "_bg_image_banner_v" CASCADE;
  DROP TABLE "_bg_image_banner_v_locales" CASCADE;
  DROP TABLE "_pop_out_banner_v_calls_to_action" CASCADE;
  DROP TABLE "_pop_out_banner_v_calls_to_action_locales" CASCADE;
  DROP TABLE "_pop_out_banner_v" CASCADE;
  DROP TABLE "_pop_out_banner_v_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_single_image_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_single_image_banner_locales" CASCADE;
  DROP TABLE "_large_banner_v_calls_to_action" CASCADE;
  DROP TABLE "_large_banner_v_calls_to_action_locales" CASCADE;
  DROP TABLE "_large_banner_v" CASCADE;
  DROP TABLE "_large_banner_v_locales" CASCADE;
  DROP TABLE "_tfb_features_v" CASCADE;
  DROP TABLE "_tfb_features_v_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_three_feature_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_three_feature_banner_locales" CASCADE;
  DROP TABLE "_tcs_cards_v_calls_to_action" CASCADE;
  DROP TABLE "_tcs_cards_v_calls_to_action_locales" CASCADE;
  DROP TABLE "_tcs_cards_v" CASCADE;
  DROP TABLE "_tcs_cards_v_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_two_column_slide" CASCADE;
  DROP TABLE "_pages_v_blocks_two_column_slide_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_video" CASCADE;
  DROP TABLE "_pages_v_blocks_video_locales" CASCADE;
  DROP TABLE "_ipn_links_v" CASCADE;
  DROP TABLE "_ipn_links_v_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_in_page_navigation" CASCADE;
  DROP TYPE "public"."enum_fg_card_route";
  DROP TYPE "public"."enum_fg_ctas_style";
  DROP TYPE "public"."enum_fg_ctas_type_of_cta";
  DROP TYPE "public"."enum_pages_blocks_flex_grid_columns";
  DROP TYPE "public"."enum_itg_ctas_style";
  DROP TYPE "public"."enum_itg_ctas_type_of_cta";
  DROP TYPE "public"."enum_hvg_card_route";
  DROP TYPE "public"."enum_hvg_ctas_style";
  DROP TYPE "public"."enum_hvg_ctas_type_of_cta";
  DROP TYPE "public"."enum_hlg_primary_ctas_style";
  DROP TYPE "public"."enum_hlg_primary_ctas_type_of_cta";
  DROP TYPE "public"."enum_hlg_card_route";
  DROP TYPE "public"."enum_hlg_ctas_style";
  DROP TYPE "public"."enum_hlg_ctas_type_of_cta";
  DROP TYPE "public"."enum_ftg_ctas_style";
  DROP TYPE "public"."enum_ftg_ctas_type_of_cta";
  DROP TYPE "public"."enum_pages_blocks_feature_grid_first_image_side";
  DROP TYPE "public"."enum_cbg_tiles_color";
  DROP TYPE "public"."enum_cbg_tile_route";
  DROP TYPE "public"."enum_cbg_ctas_style";
  DROP TYPE "public"."enum_cbg_ctas_type_of_cta";
  DROP TYPE "public"."enum_ccg_card_ctas_style";
  DROP TYPE "public"."enum_ccg_card_ctas_type_of_cta";
  DROP TYPE "public"."enum_ccg_cards_color";
  DROP TYPE "public"."enum_ccg_ctas_style";
  DROP TYPE "public"."enum_ccg_ctas_type_of_cta";
  DROP TYPE "public"."enum_pcg_card_route";
  DROP TYPE "public"."enum_pcg_ctas_style";
  DROP TYPE "public"."enum_pcg_ctas_type_of_cta";
  DROP TYPE "public"."enum_bg_image_banner_calls_to_action_style";
  DROP TYPE "public"."enum_bg_image_banner_calls_to_action_type_of_cta";
  DROP TYPE "public"."enum_bg_image_banner_overlay";
  DROP TYPE "public"."enum_pop_out_banner_calls_to_action_style";
  DROP TYPE "public"."enum_pop_out_banner_calls_to_action_type_of_cta";
  DROP TYPE "public"."enum_pop_out_banner_image_side";
  DROP TYPE "public"."enum_pop_out_banner_panel_color";
  DROP TYPE "public"."enum_sib_link_route";
  DROP TYPE "public"."enum_large_banner_calls_to_action_style";
  DROP TYPE "public"."enum_large_banner_calls_to_action_type_of_cta";
  DROP TYPE "public"."enum_large_banner_copy_position";
  DROP TYPE "public"."enum_tfb_link_route";
  DROP TYPE "public"."enum_tcs_cards_calls_to_action_style";
  DROP TYPE "public"."enum_tcs_cards_calls_to_action_type_of_cta";
  DROP TYPE "public"."enum_pages_blocks_video_source";
  DROP TYPE "public"."enum__fg_ctas_v_style";
  DROP TYPE "public"."enum__fg_ctas_v_type_of_cta";
  DROP TYPE "public"."enum__pages_v_blocks_flex_grid_columns";
  DROP TYPE "public"."enum__itg_ctas_v_style";
  DROP TYPE "public"."enum__itg_ctas_v_type_of_cta";
  DROP TYPE "public"."enum__hvg_ctas_v_style";
  DROP TYPE "public"."enum__hvg_ctas_v_type_of_cta";
  DROP TYPE "public"."enum__hlg_primary_ctas_v_style";
  DROP TYPE "public"."enum__hlg_primary_ctas_v_type_of_cta";
  DROP TYPE "public"."enum__hlg_ctas_v_style";
  DROP TYPE "public"."enum__hlg_ctas_v_type_of_cta";
  DROP TYPE "public"."enum__ftg_ctas_v_style";
  DROP TYPE "public"."enum__ftg_ctas_v_type_of_cta";
  DROP TYPE "public"."enum__pages_v_blocks_feature_grid_first_image_side";
  DROP TYPE "public"."enum__cbg_tiles_v_color";
  DROP TYPE "public"."enum__cbg_ctas_v_style";
  DROP TYPE "public"."enum__cbg_ctas_v_type_of_cta";
  DROP TYPE "public"."enum__ccg_card_ctas_v_style";
  DROP TYPE "public"."enum__ccg_card_ctas_v_type_of_cta";
  DROP TYPE "public"."enum__ccg_cards_v_color";
  DROP TYPE "public"."enum__ccg_ctas_v_style";
  DROP TYPE "public"."enum__ccg_ctas_v_type_of_cta";
  DROP TYPE "public"."enum__pcg_ctas_v_style";
  DROP TYPE "public"."enum__pcg_ctas_v_type_of_cta";
  DROP TYPE "public"."enum__bg_image_banner_v_calls_to_action_style";
  DROP TYPE "public"."enum__bg_image_banner_v_calls_to_action_type_of_cta";
  DROP TYPE "public"."enum__bg_image_banner_v_overlay";
  DROP TYPE "public"."enum__pop_out_banner_v_calls_to_action_style";
  DROP TYPE "public"."enum__pop_out_banner_v_calls_to_action_type_of_cta";
  DROP TYPE "public"."enum__pop_out_banner_v_image_side";
  DROP TYPE "public"."enum__pop_out_banner_v_panel_color";
  DROP TYPE "public"."enum__large_banner_v_calls_to_action_style";
  DROP TYPE "public"."enum__large_banner_v_calls_to_action_type_of_cta";
  DROP TYPE "public"."enum__large_banner_v_copy_position";
  DROP TYPE "public"."enum__tcs_cards_v_calls_to_action_style";
  DROP TYPE "public"."enum__tcs_cards_v_calls_to_action_type_of_cta";
  DROP TYPE "public"."enum__pages_v_blocks_video_source";`)
}
