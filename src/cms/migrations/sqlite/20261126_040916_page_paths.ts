import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` ADD \`path\` text;`)
  await db.run(sql`CREATE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_path\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v\` (\`version_path\`);`)
  // Existing pages get their path from their parents' slugs, root first, at most 8 levels deep.
  await db.run(sql`WITH RECURSIVE chain(id, path, depth) AS (
    SELECT id, slug, 1 FROM pages WHERE parent_page_id IS NULL
    UNION ALL
    SELECT p.id, chain.path || '/' || p.slug, chain.depth + 1
    FROM pages p JOIN chain ON p.parent_page_id = chain.id WHERE chain.depth < 8
  )
  UPDATE pages SET path = (SELECT path FROM chain WHERE chain.id = pages.id);`)
  await db.run(sql`UPDATE _pages_v SET version_path =
    COALESCE((SELECT path || '/' FROM pages WHERE pages.id = _pages_v.version_parent_page_id), '') || version_slug
    WHERE version_slug IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`pages_path_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`path\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_version_version_path_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_path\`;`)
}
