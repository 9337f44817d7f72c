import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "path" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_path" varchar;
  CREATE INDEX "pages_path_idx" ON "pages" USING btree ("path");
  CREATE INDEX "_pages_v_version_version_path_idx" ON "_pages_v" USING btree ("version_path");`)
  // Existing pages get their path from their parents' slugs, root first, at most 8 levels deep.
  await db.execute(sql`
  WITH RECURSIVE chain(id, path, depth) AS (
    SELECT id, slug::text, 1 FROM pages WHERE parent_page_id IS NULL
    UNION ALL
    SELECT p.id, chain.path || '/' || p.slug, chain.depth + 1
    FROM pages p JOIN chain ON p.parent_page_id = chain.id WHERE chain.depth < 8
  )
  UPDATE pages SET path = chain.path FROM chain WHERE chain.id = pages.id;
  UPDATE _pages_v SET version_path =
    COALESCE((SELECT path || '/' FROM pages WHERE pages.id = _pages_v.version_parent_page_id), '') || version_slug
    WHERE version_slug IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "pages_path_idx";
  DROP INDEX "_pages_v_version_version_path_idx";
  ALTER TABLE "pages" DROP COLUMN "path";
  ALTER TABLE "_pages_v" DROP COLUMN "version_path";`)
}
