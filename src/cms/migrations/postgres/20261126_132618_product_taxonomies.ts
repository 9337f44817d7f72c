import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "fry_type_id" integer;
  ALTER TABLE "products" ADD COLUMN "variety_id" integer;
  ALTER TABLE "products_rels" ADD COLUMN "fry_specifications_id" integer;
  ALTER TABLE "products_rels" ADD COLUMN "seasonings_id" integer;
  ALTER TABLE "products_rels" ADD COLUMN "preparation_methods_id" integer;
  ALTER TABLE "products_rels" ADD COLUMN "product_services_id" integer;
  ALTER TABLE "_products_v" ADD COLUMN "version_fry_type_id" integer;
  ALTER TABLE "_products_v" ADD COLUMN "version_variety_id" integer;
  ALTER TABLE "_products_v_rels" ADD COLUMN "fry_specifications_id" integer;
  ALTER TABLE "_products_v_rels" ADD COLUMN "seasonings_id" integer;
  ALTER TABLE "_products_v_rels" ADD COLUMN "preparation_methods_id" integer;
  ALTER TABLE "_products_v_rels" ADD COLUMN "product_services_id" integer;
  ALTER TABLE "products" ADD CONSTRAINT "products_fry_type_id_fry_types_id_fk" FOREIGN KEY ("fry_type_id") REFERENCES "public"."fry_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_variety_id_varieties_id_fk" FOREIGN KEY ("variety_id") REFERENCES "public"."varieties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_fry_specifications_fk" FOREIGN KEY ("fry_specifications_id") REFERENCES "public"."fry_specifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_seasonings_fk" FOREIGN KEY ("seasonings_id") REFERENCES "public"."seasonings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_preparation_methods_fk" FOREIGN KEY ("preparation_methods_id") REFERENCES "public"."preparation_methods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_product_services_fk" FOREIGN KEY ("product_services_id") REFERENCES "public"."product_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_fry_type_id_fry_types_id_fk" FOREIGN KEY ("version_fry_type_id") REFERENCES "public"."fry_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_variety_id_varieties_id_fk" FOREIGN KEY ("version_variety_id") REFERENCES "public"."varieties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_fry_specifications_fk" FOREIGN KEY ("fry_specifications_id") REFERENCES "public"."fry_specifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_seasonings_fk" FOREIGN KEY ("seasonings_id") REFERENCES "public"."seasonings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_preparation_methods_fk" FOREIGN KEY ("preparation_methods_id") REFERENCES "public"."preparation_methods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_product_services_fk" FOREIGN KEY ("product_services_id") REFERENCES "public"."product_services"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_fry_type_idx" ON "products" USING btree ("fry_type_id");
  CREATE INDEX "products_variety_idx" ON "products" USING btree ("variety_id");
  CREATE INDEX "products_rels_fry_specifications_id_idx" ON "products_rels" USING btree ("fry_specifications_id");
  CREATE INDEX "products_rels_seasonings_id_idx" ON "products_rels" USING btree ("seasonings_id");
  CREATE INDEX "products_rels_preparation_methods_id_idx" ON "products_rels" USING btree ("preparation_methods_id");
  CREATE INDEX "products_rels_product_services_id_idx" ON "products_rels" USING btree ("product_services_id");
  CREATE INDEX "_products_v_version_version_fry_type_idx" ON "_products_v" USING btree ("version_fry_type_id");
  CREATE INDEX "_products_v_version_version_variety_idx" ON "_products_v" USING btree ("version_variety_id");
  CREATE INDEX "_products_v_rels_fry_specifications_id_idx" ON "_products_v_rels" USING btree ("fry_specifications_id");
  CREATE INDEX "_products_v_rels_seasonings_id_idx" ON "_products_v_rels" USING btree ("seasonings_id");
  CREATE INDEX "_products_v_rels_preparation_methods_id_idx" ON "_products_v_rels" USING btree ("preparation_methods_id");
  CREATE INDEX "_products_v_rels_product_services_id_idx" ON "_products_v_rels" USING btree ("product_services_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" DROP CONSTRAINT "products_fry_type_id_fry_types_id_fk";
  
  ALTER TABLE "products" DROP CONSTRAINT "products_variety_id_varieties_id_fk";
  
  ALTER TABLE "products_rels" DROP CONSTRAINT "products_rels_fry_specifications_fk";
  
  ALTER TABLE "products_rels" DROP CONSTRAINT "products_rels_seasonings_fk";
  
  ALTER TABLE "products_rels" DROP CONSTRAINT "products_rels_preparation_methods_fk";
  
  ALTER TABLE "products_rels" DROP CONSTRAINT "products_rels_product_services_fk";
  
  ALTER TABLE "_products_v" DROP CONSTRAINT "_products_v_version_fry_type_id_fry_types_id_fk";
  
  ALTER TABLE "_products_v" DROP CONSTRAINT "_products_v_version_variety_id_varieties_id_fk";
  
  ALTER TABLE "_products_v_rels" DROP CONSTRAINT "_products_v_rels_fry_specifications_fk";
  
  ALTER TABLE "_products_v_rels" DROP CONSTRAINT "_products_v_rels_seasonings_fk";
  
  ALTER TABLE "_products_v_rels" DROP CONSTRAINT "_products_v_rels_preparation_methods_fk";
  
  ALTER TABLE "_products_v_rels" DROP CONSTRAINT "_products_v_rels_product_services_fk";
  
  DROP INDEX "products_fry_type_idx";
  DROP INDEX "products_variety_idx";
  DROP INDEX "products_rels_fry_specifications_id_idx";
  DROP INDEX "products_rels_seasonings_id_idx";
  DROP INDEX "products_rels_preparation_methods_id_idx";
  DROP INDEX "products_rels_product_services_id_idx";
  DROP INDEX "_products_v_version_version_fry_type_idx";
  DROP INDEX "_products_v_version_version_variety_idx";
  DROP INDEX "_products_v_rels_fry_specifications_id_idx";
  DROP INDEX "_products_v_rels_seasonings_id_idx";
  DROP INDEX "_products_v_rels_preparation_methods_id_idx";
  DROP INDEX "_products_v_rels_product_services_id_idx";
  ALTER TABLE "products" DROP COLUMN "fry_type_id";
  ALTER TABLE "products" DROP COLUMN "variety_id";
  ALTER TABLE "products_rels" DROP COLUMN "fry_specifications_id";
  ALTER TABLE "products_rels" DROP COLUMN "seasonings_id";
  ALTER TABLE "products_rels" DROP COLUMN "preparation_methods_id";
  ALTER TABLE "products_rels" DROP COLUMN "product_services_id";
  ALTER TABLE "_products_v" DROP COLUMN "version_fry_type_id";
  ALTER TABLE "_products_v" DROP COLUMN "version_variety_id";
  ALTER TABLE "_products_v_rels" DROP COLUMN "fry_specifications_id";
  ALTER TABLE "_products_v_rels" DROP COLUMN "seasonings_id";
  ALTER TABLE "_products_v_rels" DROP COLUMN "preparation_methods_id";
  ALTER TABLE "_products_v_rels" DROP COLUMN "product_services_id";`)
}
