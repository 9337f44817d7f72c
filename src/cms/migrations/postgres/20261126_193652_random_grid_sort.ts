import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_pages_blocks_filtered_grid_sort" ADD VALUE 'random';
  ALTER TYPE "public"."enum__pages_v_blocks_filtered_grid_sort" ADD VALUE 'random';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_filtered_grid" ALTER COLUMN "sort" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_filtered_grid" ALTER COLUMN "sort" SET DEFAULT 'newest'::text;
  DROP TYPE "public"."enum_pages_blocks_filtered_grid_sort";
  CREATE TYPE "public"."enum_pages_blocks_filtered_grid_sort" AS ENUM('newest', 'title-asc');
  ALTER TABLE "pages_blocks_filtered_grid" ALTER COLUMN "sort" SET DEFAULT 'newest'::"public"."enum_pages_blocks_filtered_grid_sort";
  ALTER TABLE "pages_blocks_filtered_grid" ALTER COLUMN "sort" SET DATA TYPE "public"."enum_pages_blocks_filtered_grid_sort" USING "sort"::"public"."enum_pages_blocks_filtered_grid_sort";
  ALTER TABLE "_pages_v_blocks_filtered_grid" ALTER COLUMN "sort" SET DATA TYPE text;
  ALTER TABLE "_pages_v_blocks_filtered_grid" ALTER COLUMN "sort" SET DEFAULT 'newest'::text;
  DROP TYPE "public"."enum__pages_v_blocks_filtered_grid_sort";
  CREATE TYPE "public"."enum__pages_v_blocks_filtered_grid_sort" AS ENUM('newest', 'title-asc');
  ALTER TABLE "_pages_v_blocks_filtered_grid" ALTER COLUMN "sort" SET DEFAULT 'newest'::"public"."enum__pages_v_blocks_filtered_grid_sort";
  ALTER TABLE "_pages_v_blocks_filtered_grid" ALTER COLUMN "sort" SET DATA TYPE "public"."enum__pages_v_blocks_filtered_grid_sort" USING "sort"::"public"."enum__pages_v_blocks_filtered_grid_sort";`)
}
