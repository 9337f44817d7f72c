import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_form_submissions_kind" AS ENUM('lead', 'signup');
  CREATE TYPE "public"."enum_sample_orders_forward_status" AS ENUM('pending', 'forwarded', 'failed', 'notConfigured');
  CREATE TABLE "pages_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"form_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_avocado_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"currency" varchar DEFAULT 'USD',
  	"assumptions_lug_weight_lb" numeric DEFAULT 25,
  	"assumptions_yield_percent" numeric DEFAULT 64,
  	"assumptions_spoilage_percent" numeric DEFAULT 8,
  	"assumptions_prep_minutes_per_lug_mash" numeric DEFAULT 30,
  	"assumptions_prep_minutes_per_lug_diced" numeric DEFAULT 40,
  	"assumptions_prep_minutes_per_lug_sliced" numeric DEFAULT 45,
  	"assumptions_prep_minutes_per_lug_halves" numeric DEFAULT 25,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_avocado_calculator_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"form_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_avocado_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"currency" varchar DEFAULT 'USD',
  	"assumptions_lug_weight_lb" numeric DEFAULT 25,
  	"assumptions_yield_percent" numeric DEFAULT 64,
  	"assumptions_spoilage_percent" numeric DEFAULT 8,
  	"assumptions_prep_minutes_per_lug_mash" numeric DEFAULT 30,
  	"assumptions_prep_minutes_per_lug_diced" numeric DEFAULT 40,
  	"assumptions_prep_minutes_per_lug_sliced" numeric DEFAULT 45,
  	"assumptions_prep_minutes_per_lug_halves" numeric DEFAULT 25,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_avocado_calculator_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "form_submissions" ALTER COLUMN "idempotency_key" SET NOT NULL;
  ALTER TABLE "form_submissions" ALTER COLUMN "form_id" SET NOT NULL;
  ALTER TABLE "form_submissions" ALTER COLUMN "region_tag" SET NOT NULL;
  ALTER TABLE "form_submissions" ALTER COLUMN "locale" SET NOT NULL;
  ALTER TABLE "form_submissions" ALTER COLUMN "forward_status" SET NOT NULL;
  ALTER TABLE "form_submissions" ALTER COLUMN "forward_attempts" SET NOT NULL;
  ALTER TABLE "distributors" ADD COLUMN "latitude" numeric;
  ALTER TABLE "distributors" ADD COLUMN "longitude" numeric;
  ALTER TABLE "form_submissions" ADD COLUMN "kind" "enum_form_submissions_kind" DEFAULT 'lead' NOT NULL;
  ALTER TABLE "form_submissions" ADD COLUMN "form_group_id" integer;
  ALTER TABLE "form_submissions" ADD COLUMN "contact_type" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "email" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "page_url" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "forward_last_error" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "forward_next_attempt_at" timestamp(3) with time zone;
  ALTER TABLE "form_submissions" ADD COLUMN "forwarded_at" timestamp(3) with time zone;
  ALTER TABLE "form_submissions" ADD COLUMN "forward_lease_until" timestamp(3) with time zone;
  ALTER TABLE "sample_bag_settings" ADD COLUMN "form_group_id" integer;
  ALTER TABLE "_sample_bag_settings_v" ADD COLUMN "version_form_group_id" integer;
  ALTER TABLE "sample_orders" ADD COLUMN "forward_status" "enum_sample_orders_forward_status" DEFAULT 'pending' NOT NULL;
  ALTER TABLE "sample_orders" ADD COLUMN "forward_attempts" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "sample_orders" ADD COLUMN "forward_last_error" varchar;
  ALTER TABLE "sample_orders" ADD COLUMN "forward_next_attempt_at" timestamp(3) with time zone;
  ALTER TABLE "sample_orders" ADD COLUMN "forwarded_at" timestamp(3) with time zone;
  ALTER TABLE "sample_orders" ADD COLUMN "forward_lease_until" timestamp(3) with time zone;
  ALTER TABLE "pages_blocks_lead_form" ADD CONSTRAINT "pages_blocks_lead_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_lead_form" ADD CONSTRAINT "pages_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_avocado_calculator" ADD CONSTRAINT "pages_blocks_avocado_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_avocado_calculator_locales" ADD CONSTRAINT "pages_blocks_avocado_calculator_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_avocado_calculator"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_lead_form" ADD CONSTRAINT "_pages_v_blocks_lead_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_lead_form" ADD CONSTRAINT "_pages_v_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_avocado_calculator" ADD CONSTRAINT "_pages_v_blocks_avocado_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_avocado_calculator_locales" ADD CONSTRAINT "_pages_v_blocks_avocado_calculator_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_avocado_calculator"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_lead_form_order_idx" ON "pages_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_lead_form_parent_id_idx" ON "pages_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_lead_form_path_idx" ON "pages_blocks_lead_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_lead_form_form_idx" ON "pages_blocks_lead_form" USING btree ("form_id");
  CREATE INDEX "pages_blocks_avocado_calculator_order_idx" ON "pages_blocks_avocado_calculator" USING btree ("_order");
  CREATE INDEX "pages_blocks_avocado_calculator_parent_id_idx" ON "pages_blocks_avocado_calculator" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_avocado_calculator_path_idx" ON "pages_blocks_avocado_calculator" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_avocado_calculator_locales_locale_parent_id_uni" ON "pages_blocks_avocado_calculator_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_lead_form_order_idx" ON "_pages_v_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_lead_form_parent_id_idx" ON "_pages_v_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_lead_form_path_idx" ON "_pages_v_blocks_lead_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_lead_form_form_idx" ON "_pages_v_blocks_lead_form" USING btree ("form_id");
  CREATE INDEX "_pages_v_blocks_avocado_calculator_order_idx" ON "_pages_v_blocks_avocado_calculator" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_avocado_calculator_parent_id_idx" ON "_pages_v_blocks_avocado_calculator" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_avocado_calculator_path_idx" ON "_pages_v_blocks_avocado_calculator" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_avocado_calculator_locales_locale_parent_id_" ON "_pages_v_blocks_avocado_calculator_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_group_id_form_groups_id_fk" FOREIGN KEY ("form_group_id") REFERENCES "public"."form_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sample_bag_settings" ADD CONSTRAINT "sample_bag_settings_form_group_id_form_groups_id_fk" FOREIGN KEY ("form_group_id") REFERENCES "public"."form_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sample_bag_settings_v" ADD CONSTRAINT "_sample_bag_settings_v_version_form_group_id_form_groups_id_fk" FOREIGN KEY ("version_form_group_id") REFERENCES "public"."form_groups"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "form_submissions_form_group_idx" ON "form_submissions" USING btree ("form_group_id");
  CREATE INDEX "form_submissions_email_idx" ON "form_submissions" USING btree ("email");
  CREATE INDEX "form_submissions_forward_status_idx" ON "form_submissions" USING btree ("forward_status");
  CREATE INDEX "form_submissions_forward_next_attempt_at_idx" ON "form_submissions" USING btree ("forward_next_attempt_at");
  CREATE INDEX "sample_bag_settings_form_group_idx" ON "sample_bag_settings" USING btree ("form_group_id");
  CREATE INDEX "_sample_bag_settings_v_version_version_form_group_idx" ON "_sample_bag_settings_v" USING btree ("version_form_group_id");
  CREATE INDEX "sample_orders_forward_status_idx" ON "sample_orders" USING btree ("forward_status");
  CREATE INDEX "sample_orders_forward_next_attempt_at_idx" ON "sample_orders" USING btree ("forward_next_attempt_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_lead_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_avocado_calculator" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_avocado_calculator_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_lead_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_avocado_calculator" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_avocado_calculator_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_lead_form" CASCADE;
  DROP TABLE "pages_blocks_avocado_calculator" CASCADE;
  DROP TABLE "pages_blocks_avocado_calculator_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_lead_form" CASCADE;
  DROP TABLE "_pages_v_blocks_avocado_calculator" CASCADE;
  DROP TABLE "_pages_v_blocks_avocado_calculator_locales" CASCADE;
  ALTER TABLE "form_submissions" DROP CONSTRAINT "form_submissions_form_group_id_form_groups_id_fk";
  
  ALTER TABLE "sample_bag_settings" DROP CONSTRAINT "sample_bag_settings_form_group_id_form_groups_id_fk";
  
  ALTER TABLE "_sample_bag_settings_v" DROP CONSTRAINT "_sample_bag_settings_v_version_form_group_id_form_groups_id_fk";
  
  DROP INDEX "form_submissions_form_group_idx";
  DROP INDEX "form_submissions_email_idx";
  DROP INDEX "form_submissions_forward_status_idx";
  DROP INDEX "form_submissions_forward_next_attempt_at_idx";
  DROP INDEX "sample_bag_settings_form_group_idx";
  DROP INDEX "_sample_bag_settings_v_version_version_form_group_idx";
  DROP INDEX "sample_orders_forward_status_idx";
  DROP INDEX "sample_orders_forward_next_attempt_at_idx";
  ALTER TABLE "form_submissions" ALTER COLUMN "idempotency_key" DROP NOT NULL;
  ALTER TABLE "form_submissions" ALTER COLUMN "form_id" DROP NOT NULL;
  ALTER TABLE "form_submissions" ALTER COLUMN "region_tag" DROP NOT NULL;
  ALTER TABLE "form_submissions" ALTER COLUMN "locale" DROP NOT NULL;
  ALTER TABLE "form_submissions" ALTER COLUMN "forward_status" DROP NOT NULL;
  ALTER TABLE "form_submissions" ALTER COLUMN "forward_attempts" DROP NOT NULL;
  ALTER TABLE "distributors" DROP COLUMN "latitude";
  ALTER TABLE "distributors" DROP COLUMN "longitude";
  ALTER TABLE "form_submissions" DROP COLUMN "kind";
  ALTER TABLE "form_submissions" DROP COLUMN "form_group_id";
  ALTER TABLE "form_submissions" DROP COLUMN "contact_type";
  ALTER TABLE "form_submissions" DROP COLUMN "email";
  ALTER TABLE "form_submissions" DROP COLUMN "page_url";
  ALTER TABLE "form_submissions" DROP COLUMN "forward_last_error";
  ALTER TABLE "form_submissions" DROP COLUMN "forward_next_attempt_at";
  ALTER TABLE "form_submissions" DROP COLUMN "forwarded_at";
  ALTER TABLE "form_submissions" DROP COLUMN "forward_lease_until";
  ALTER TABLE "sample_bag_settings" DROP COLUMN "form_group_id";
  ALTER TABLE "_sample_bag_settings_v" DROP COLUMN "version_form_group_id";
  ALTER TABLE "sample_orders" DROP COLUMN "forward_status";
  ALTER TABLE "sample_orders" DROP COLUMN "forward_attempts";
  ALTER TABLE "sample_orders" DROP COLUMN "forward_last_error";
  ALTER TABLE "sample_orders" DROP COLUMN "forward_next_attempt_at";
  ALTER TABLE "sample_orders" DROP COLUMN "forwarded_at";
  ALTER TABLE "sample_orders" DROP COLUMN "forward_lease_until";
  DROP TYPE "public"."enum_form_submissions_kind";
  DROP TYPE "public"."enum_sample_orders_forward_status";`)
}
