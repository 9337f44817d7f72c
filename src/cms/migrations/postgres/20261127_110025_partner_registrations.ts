import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_partner_reg_status" AS ENUM('pending', 'approved', 'declined');
  CREATE TYPE "public"."enum_partner_reg_mode" AS ENUM('create', 'register');
  CREATE TABLE "partner_registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_partner_reg_status" DEFAULT 'pending' NOT NULL,
  	"mode" "enum_partner_reg_mode" NOT NULL,
  	"operation_name" varchar NOT NULL,
  	"contact_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"postcode" varchar NOT NULL,
  	"business_type" varchar,
  	"customer_number" varchar,
  	"message" varchar,
  	"region_tag" varchar NOT NULL,
  	"locale" varchar NOT NULL,
  	"salesforce_user_id" varchar,
  	"partner_user_id" integer,
  	"idempotency_key" varchar,
  	"reset_path" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "partner_registrations_id" integer;
  ALTER TABLE "partner_registrations" ADD CONSTRAINT "partner_registrations_partner_user_id_partner_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."partner_users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "partner_registrations_status_idx" ON "partner_registrations" USING btree ("status");
  CREATE INDEX "partner_registrations_email_idx" ON "partner_registrations" USING btree ("email");
  CREATE INDEX "partner_registrations_region_tag_idx" ON "partner_registrations" USING btree ("region_tag");
  CREATE INDEX "partner_registrations_partner_user_idx" ON "partner_registrations" USING btree ("partner_user_id");
  CREATE UNIQUE INDEX "partner_registrations_idempotency_key_idx" ON "partner_registrations" USING btree ("idempotency_key");
  CREATE INDEX "partner_registrations_updated_at_idx" ON "partner_registrations" USING btree ("updated_at");
  CREATE INDEX "partner_registrations_created_at_idx" ON "partner_registrations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_partner_registrations_fk" FOREIGN KEY ("partner_registrations_id") REFERENCES "public"."partner_registrations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_partner_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("partner_registrations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "partner_registrations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "partner_registrations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_partner_registrations_fk";
  
  DROP INDEX "payload_locked_documents_rels_partner_registrations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "partner_registrations_id";
  DROP TYPE "public"."enum_partner_reg_status";
  DROP TYPE "public"."enum_partner_reg_mode";`)
}
