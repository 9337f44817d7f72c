import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_filtered_grid_content_kind" AS ENUM('products', 'recipes');
  CREATE TYPE "public"."enum_pages_blocks_filtered_grid_sort" AS ENUM('newest', 'title-asc');
  CREATE TYPE "public"."enum_pages_blocks_favorites_kind" AS ENUM('products', 'recipes');
  CREATE TYPE "public"."enum__pages_v_blocks_filtered_grid_content_kind" AS ENUM('products', 'recipes');
  CREATE TYPE "public"."enum__pages_v_blocks_filtered_grid_sort" AS ENUM('newest', 'title-asc');
  CREATE TYPE "public"."enum__pages_v_blocks_favorites_kind" AS ENUM('products', 'recipes');
  CREATE TABLE "pages_blocks_filtered_grid_filters" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"attribute" varchar
  );
  
  CREATE TABLE "pages_blocks_filtered_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"content_kind" "enum_pages_blocks_filtered_grid_content_kind" DEFAULT 'products',
  	"sort" "enum_pages_blocks_filtered_grid_sort" DEFAULT 'newest',
  	"limit" numeric DEFAULT 8,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_filtered_grid_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_product_facet_template" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"template_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_recipe_facet_template" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"template_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_product_finder" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"finder_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_favorites" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"kind" "enum_pages_blocks_favorites_kind" DEFAULT 'products',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_favorites_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_sample_bag" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_sample_bag_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_recently_viewed_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"section_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_filtered_grid_filters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"attribute" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_filtered_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"content_kind" "enum__pages_v_blocks_filtered_grid_content_kind" DEFAULT 'products',
  	"sort" "enum__pages_v_blocks_filtered_grid_sort" DEFAULT 'newest',
  	"limit" numeric DEFAULT 8,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_filtered_grid_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_product_facet_template" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"template_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_recipe_facet_template" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"template_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_finder" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"finder_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_favorites" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"kind" "enum__pages_v_blocks_favorites_kind" DEFAULT 'products',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_favorites_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_sample_bag" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_sample_bag_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_recently_viewed_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"section_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "pages_blocks_filtered_grid_filters" ADD CONSTRAINT "pages_blocks_filtered_grid_filters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_filtered_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_filtered_grid" ADD CONSTRAINT "pages_blocks_filtered_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_filtered_grid_locales" ADD CONSTRAINT "pages_blocks_filtered_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_filtered_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_facet_template" ADD CONSTRAINT "pages_blocks_product_facet_template_template_id_facet_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."facet_templates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_facet_template" ADD CONSTRAINT "pages_blocks_product_facet_template_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_recipe_facet_template" ADD CONSTRAINT "pages_blocks_recipe_facet_template_template_id_facet_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."facet_templates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_recipe_facet_template" ADD CONSTRAINT "pages_blocks_recipe_facet_template_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_finder" ADD CONSTRAINT "pages_blocks_product_finder_finder_id_product_finders_id_fk" FOREIGN KEY ("finder_id") REFERENCES "public"."product_finders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_finder" ADD CONSTRAINT "pages_blocks_product_finder_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_favorites" ADD CONSTRAINT "pages_blocks_favorites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_favorites_locales" ADD CONSTRAINT "pages_blocks_favorites_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_favorites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sample_bag" ADD CONSTRAINT "pages_blocks_sample_bag_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sample_bag_locales" ADD CONSTRAINT "pages_blocks_sample_bag_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_sample_bag"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_recently_viewed_products" ADD CONSTRAINT "pages_blocks_recently_viewed_products_section_id_recently_viewed_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."recently_viewed_sections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_recently_viewed_products" ADD CONSTRAINT "pages_blocks_recently_viewed_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_texts" ADD CONSTRAINT "pages_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_filtered_grid_filters" ADD CONSTRAINT "_pages_v_blocks_filtered_grid_filters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_filtered_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_filtered_grid" ADD CONSTRAINT "_pages_v_blocks_filtered_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_filtered_grid_locales" ADD CONSTRAINT "_pages_v_blocks_filtered_grid_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_filtered_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_facet_template" ADD CONSTRAINT "_pages_v_blocks_product_facet_template_template_id_facet_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."facet_templates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_facet_template" ADD CONSTRAINT "_pages_v_blocks_product_facet_template_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_recipe_facet_template" ADD CONSTRAINT "_pages_v_blocks_recipe_facet_template_template_id_facet_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."facet_templates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_recipe_facet_template" ADD CONSTRAINT "_pages_v_blocks_recipe_facet_template_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_finder" ADD CONSTRAINT "_pages_v_blocks_product_finder_finder_id_product_finders_id_fk" FOREIGN KEY ("finder_id") REFERENCES "public"."product_finders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_finder" ADD CONSTRAINT "_pages_v_blocks_product_finder_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_favorites" ADD CONSTRAINT "_pages_v_blocks_favorites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_favorites_locales" ADD CONSTRAINT "_pages_v_blocks_favorites_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_favorites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sample_bag" ADD CONSTRAINT "_pages_v_blocks_sample_bag_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sample_bag_locales" ADD CONSTRAINT "_pages_v_blocks_sample_bag_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_sample_bag"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_recently_viewed_products" ADD CONSTRAINT "_pages_v_blocks_recently_viewed_products_section_id_recently_viewed_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."recently_viewed_sections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_recently_viewed_products" ADD CONSTRAINT "_pages_v_blocks_recently_viewed_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_texts" ADD CONSTRAINT "_pages_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_filtered_grid_filters_order_idx" ON "pages_blocks_filtered_grid_filters" USING btree ("_order");
  CREATE INDEX "pages_blocks_filtered_grid_filters_parent_id_idx" ON "pages_blocks_filtered_grid_filters" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_filtered_grid_order_idx" ON "pages_blocks_filtered_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_filtered_grid_parent_id_idx" ON "pages_blocks_filtered_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_filtered_grid_path_idx" ON "pages_blocks_filtered_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_filtered_grid_locales_locale_parent_id_unique" ON "pages_blocks_filtered_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_product_facet_template_order_idx" ON "pages_blocks_product_facet_template" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_facet_template_parent_id_idx" ON "pages_blocks_product_facet_template" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_facet_template_path_idx" ON "pages_blocks_product_facet_template" USING btree ("_path");
  CREATE INDEX "pages_blocks_product_facet_template_template_idx" ON "pages_blocks_product_facet_template" USING btree ("template_id");
  CREATE INDEX "pages_blocks_recipe_facet_template_order_idx" ON "pages_blocks_recipe_facet_template" USING btree ("_order");
  CREATE INDEX "pages_blocks_recipe_facet_template_parent_id_idx" ON "pages_blocks_recipe_facet_template" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_recipe_facet_template_path_idx" ON "pages_blocks_recipe_facet_template" USING btree ("_path");
  CREATE INDEX "pages_blocks_recipe_facet_template_template_idx" ON "pages_blocks_recipe_facet_template" USING btree ("template_id");
  CREATE INDEX "pages_blocks_product_finder_order_idx" ON "pages_blocks_product_finder" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_finder_parent_id_idx" ON "pages_blocks_product_finder" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_finder_path_idx" ON "pages_blocks_product_finder" USING btree ("_path");
  CREATE INDEX "pages_blocks_product_finder_finder_idx" ON "pages_blocks_product_finder" USING btree ("finder_id");
  CREATE INDEX "pages_blocks_favorites_order_idx" ON "pages_blocks_favorites" USING btree ("_order");
  CREATE INDEX "pages_blocks_favorites_parent_id_idx" ON "pages_blocks_favorites" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_favorites_path_idx" ON "pages_blocks_favorites" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_favorites_locales_locale_parent_id_unique" ON "pages_blocks_favorites_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_sample_bag_order_idx" ON "pages_blocks_sample_bag" USING btree ("_order");
  CREATE INDEX "pages_blocks_sample_bag_parent_id_idx" ON "pages_blocks_sample_bag" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_sample_bag_path_idx" ON "pages_blocks_sample_bag" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_sample_bag_locales_locale_parent_id_unique" ON "pages_blocks_sample_bag_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_recently_viewed_products_order_idx" ON "pages_blocks_recently_viewed_products" USING btree ("_order");
  CREATE INDEX "pages_blocks_recently_viewed_products_parent_id_idx" ON "pages_blocks_recently_viewed_products" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_recently_viewed_products_path_idx" ON "pages_blocks_recently_viewed_products" USING btree ("_path");
  CREATE INDEX "pages_blocks_recently_viewed_products_section_idx" ON "pages_blocks_recently_viewed_products" USING btree ("section_id");
  CREATE INDEX "pages_texts_order_parent" ON "pages_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pages_v_blocks_filtered_grid_filters_order_idx" ON "_pages_v_blocks_filtered_grid_filters" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_filtered_grid_filters_parent_id_idx" ON "_pages_v_blocks_filtered_grid_filters" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_filtered_grid_order_idx" ON "_pages_v_blocks_filtered_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_filtered_grid_parent_id_idx" ON "_pages_v_blocks_filtered_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_filtered_grid_path_idx" ON "_pages_v_blocks_filtered_grid" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_filtered_grid_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_filtered_grid_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_product_facet_template_order_idx" ON "_pages_v_blocks_product_facet_template" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_facet_template_parent_id_idx" ON "_pages_v_blocks_product_facet_template" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_facet_template_path_idx" ON "_pages_v_blocks_product_facet_template" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_product_facet_template_template_idx" ON "_pages_v_blocks_product_facet_template" USING btree ("template_id");
  CREATE INDEX "_pages_v_blocks_recipe_facet_template_order_idx" ON "_pages_v_blocks_recipe_facet_template" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_recipe_facet_template_parent_id_idx" ON "_pages_v_blocks_recipe_facet_template" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_recipe_facet_template_path_idx" ON "_pages_v_blocks_recipe_facet_template" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_recipe_facet_template_template_idx" ON "_pages_v_blocks_recipe_facet_template" USING btree ("template_id");
  CREATE INDEX "_pages_v_blocks_product_finder_order_idx" ON "_pages_v_blocks_product_finder" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_finder_parent_id_idx" ON "_pages_v_blocks_product_finder" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_finder_path_idx" ON "_pages_v_blocks_product_finder" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_product_finder_finder_idx" ON "_pages_v_blocks_product_finder" USING btree ("finder_id");
  CREATE INDEX "_pages_v_blocks_favorites_order_idx" ON "_pages_v_blocks_favorites" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_favorites_parent_id_idx" ON "_pages_v_blocks_favorites" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_favorites_path_idx" ON "_pages_v_blocks_favorites" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_favorites_locales_locale_parent_id_unique" ON "_pages_v_blocks_favorites_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_sample_bag_order_idx" ON "_pages_v_blocks_sample_bag" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_sample_bag_parent_id_idx" ON "_pages_v_blocks_sample_bag" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_sample_bag_path_idx" ON "_pages_v_blocks_sample_bag" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_sample_bag_locales_locale_parent_id_unique" ON "_pages_v_blocks_sample_bag_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_recently_viewed_products_order_idx" ON "_pages_v_blocks_recently_viewed_products" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_recently_viewed_products_parent_id_idx" ON "_pages_v_blocks_recently_viewed_products" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_recently_viewed_products_path_idx" ON "_pages_v_blocks_recently_viewed_products" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_recently_viewed_products_section_idx" ON "_pages_v_blocks_recently_viewed_products" USING btree ("section_id");
  CREATE INDEX "_pages_v_texts_order_parent" ON "_pages_v_texts" USING btree ("order","parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_filtered_grid_filters" CASCADE;
  DROP TABLE "pages_blocks_filtered_grid" CASCADE;
  DROP TABLE "pages_blocks_filtered_grid_locales" CASCADE;
  DROP TABLE "pages_blocks_product_facet_template" CASCADE;
  DROP TABLE "pages_blocks_recipe_facet_template" CASCADE;
  DROP TABLE "pages_blocks_product_finder" CASCADE;
  DROP TABLE "pages_blocks_favorites" CASCADE;
  DROP TABLE "pages_blocks_favorites_locales" CASCADE;
  DROP TABLE "pages_blocks_sample_bag" CASCADE;
  DROP TABLE "pages_blocks_sample_bag_locales" CASCADE;
  DROP TABLE "pages_blocks_recently_viewed_products" CASCADE;
  DROP TABLE "pages_texts" CASCADE;
  DROP TABLE "_pages_v_blocks_filtered_grid_filters" CASCADE;
  DROP TABLE "_pages_v_blocks_filtered_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_filtered_grid_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_product_facet_template" CASCADE;
  DROP TABLE "_pages_v_blocks_recipe_facet_template" CASCADE;
  DROP TABLE "_pages_v_blocks_product_finder" CASCADE;
  DROP TABLE "_pages_v_blocks_favorites" CASCADE;
  DROP TABLE "_pages_v_blocks_favorites_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_sample_bag" CASCADE;
  DROP TABLE "_pages_v_blocks_sample_bag_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_recently_viewed_products" CASCADE;
  DROP TABLE "_pages_v_texts" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_filtered_grid_content_kind";
  DROP TYPE "public"."enum_pages_blocks_filtered_grid_sort";
  DROP TYPE "public"."enum_pages_blocks_favorites_kind";
  DROP TYPE "public"."enum__pages_v_blocks_filtered_grid_content_kind";
  DROP TYPE "public"."enum__pages_v_blocks_filtered_grid_sort";
  DROP TYPE "public"."enum__pages_v_blocks_favorites_kind";`)
}
