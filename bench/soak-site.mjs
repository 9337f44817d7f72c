import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { loadSecrets } from '../scripts/lib/secrets.mjs'
import { startServer } from '../scripts/lib/server.mjs'

/** A consistent copy, safe while another server keeps the source open; the source is only read. */
function copyDatabase(from, to) {
  const database = new DatabaseSync(from, { readOnly: true })
  try {
    database.prepare('VACUUM INTO ?').run(to)
  } finally {
    database.close()
  }
}

function seededDatabase(root) {
  const url = process.env.DATABASE_URL ?? 'file:./data/terrafield.db'
  const file = path.resolve(root, url.replace(/^file:/, ''))
  if (!fs.existsSync(file))
    throw new Error(`no seeded database at ${file}: start the site once or set DATABASE_URL`)
  return file
}

/**
 * The production build on copies of the seeded database and media, so the soak writes nothing the
 * caller uses. The per-client API budget is off: one client sends every request.
 */
export async function startSoakSite(root, port) {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')))
    throw new Error('no production build in .next: run `npm run build` first')
  const source = seededDatabase(root)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terrafield-soak-'))
  const remove = () => fs.rmSync(dir, { recursive: true, force: true })
  try {
    copyDatabase(source, path.join(dir, 'site.db'))
    const media = path.resolve(root, process.env.MEDIA_DIR ?? 'media')
    if (fs.existsSync(media)) fs.cpSync(media, path.join(dir, 'media'), { recursive: true })
    const base = `http://127.0.0.1:${port}`
    // The test environment's small cache would measure evictions, not production's steady state.
    const environment = { ...process.env }
    delete environment.CONTENT_CACHE_MAX_BYTES
    if (process.env.SOAK_CONTENT_CACHE_MAX_BYTES)
      environment.CONTENT_CACHE_MAX_BYTES = process.env.SOAK_CONTENT_CACHE_MAX_BYTES
    const server = await startServer(root, {
      ...environment,
      ...loadSecrets(path.join(root, 'data')),
      DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
      MEDIA_DIR: path.join(dir, 'media'),
      EMAIL_LOG_FILE: path.join(dir, 'emails.jsonl'),
      SITE_URL: base,
      PORT: String(port),
      API_RATE_LIMIT: '0',
    })
    return {
      base,
      pid: server.pid,
      async stop() {
        await server.stop()
        remove()
      },
    }
  } catch (error) {
    remove()
    throw error
  }
}
