import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "global_settings" ADD COLUMN "icon_id" integer;
  ALTER TABLE "global_settings" ADD COLUMN "theme_color" varchar;
  ALTER TABLE "global_settings" ADD COLUMN "default_social_image_id" integer;
  ALTER TABLE "_global_settings_v" ADD COLUMN "version_icon_id" integer;
  ALTER TABLE "_global_settings_v" ADD COLUMN "version_theme_color" varchar;
  ALTER TABLE "_global_settings_v" ADD COLUMN "version_default_social_image_id" integer;
  ALTER TABLE "global_settings" ADD CONSTRAINT "global_settings_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "global_settings" ADD CONSTRAINT "global_settings_default_social_image_id_media_id_fk" FOREIGN KEY ("default_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_global_settings_v" ADD CONSTRAINT "_global_settings_v_version_icon_id_media_id_fk" FOREIGN KEY ("version_icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_global_settings_v" ADD CONSTRAINT "_global_settings_v_version_default_social_image_id_media_id_fk" FOREIGN KEY ("version_default_social_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "global_settings_icon_idx" ON "global_settings" USING btree ("icon_id");
  CREATE INDEX "global_settings_default_social_image_idx" ON "global_settings" USING btree ("default_social_image_id");
  CREATE INDEX "_global_settings_v_version_version_icon_idx" ON "_global_settings_v" USING btree ("version_icon_id");
  CREATE INDEX "_global_settings_v_version_version_default_social_image_idx" ON "_global_settings_v" USING btree ("version_default_social_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "global_settings" DROP CONSTRAINT "global_settings_icon_id_media_id_fk";
  
  ALTER TABLE "global_settings" DROP CONSTRAINT "global_settings_default_social_image_id_media_id_fk";
  
  ALTER TABLE "_global_settings_v" DROP CONSTRAINT "_global_settings_v_version_icon_id_media_id_fk";
  
  ALTER TABLE "_global_settings_v" DROP CONSTRAINT "_global_settings_v_version_default_social_image_id_media_id_fk";
  
  DROP INDEX "global_settings_icon_idx";
  DROP INDEX "global_settings_default_social_image_idx";
  DROP INDEX "_global_settings_v_version_version_icon_idx";
  DROP INDEX "_global_settings_v_version_version_default_social_image_idx";
  ALTER TABLE "global_settings" DROP COLUMN "icon_id";
  ALTER TABLE "global_settings" DROP COLUMN "theme_color";
  ALTER TABLE "global_settings" DROP COLUMN "default_social_image_id";
  ALTER TABLE "_global_settings_v" DROP COLUMN "version_icon_id";
  ALTER TABLE "_global_settings_v" DROP COLUMN "version_theme_color";
  ALTER TABLE "_global_settings_v" DROP COLUMN "version_default_social_image_id";`)
}
