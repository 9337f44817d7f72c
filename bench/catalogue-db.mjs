import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'
import { DatabaseSync } from 'node:sqlite'

const MB = 1024 * 1024

export const filePath = (url) => url.replace(/^file:/, '')

/** A consistent, compacted copy (`VACUUM INTO`), so the source may stay in use by its server. */
export function copyDatabase(from, to) {
  fs.rmSync(to, { force: true })
  const database = new DatabaseSync(filePath(from), { readOnly: true })
  try {
    database.prepare('VACUUM INTO ?').run(to)
  } finally {
    database.close()
  }
}

const count = (database, table) => database.prepare(`SELECT count(*) AS n FROM ${table}`).get().n

/** Bytes on disk (file and WAL), what a compacted copy would take, row counts and the largest tables. */
export function databaseFigures(file, scratchDir) {
  const database = new DatabaseSync(file)
  try {
    database.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    const onDisk = ['', '-wal'].reduce(
      (sum, suffix) => sum + (fs.statSync(file + suffix, { throwIfNoEntry: false })?.size ?? 0),
      0,
    )
    const compacted = path.join(scratchDir, 'compacted.tmp.db')
    fs.rmSync(compacted, { force: true })
    database.prepare('VACUUM INTO ?').run(compacted)
    const compactedBytes = fs.statSync(compacted).size
    fs.rmSync(compacted)
    const largest = database
      .prepare(
        'SELECT name, sum(pgsize) AS bytes FROM dbstat GROUP BY name ORDER BY bytes DESC LIMIT 6',
      )
      .all()
      .map((row) => ({ table: row.name, mb: round(row.bytes / MB) }))
    return {
      mb: round(onDisk / MB),
      compactedMb: round(compactedBytes / MB),
      rows: {
        products: count(database, 'products'),
        searchDocuments: count(database, 'search_documents'),
        searchAttributes: count(database, 'search_attributes'),
      },
      largest,
    }
  } finally {
    database.close()
  }
}

export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits

/**
 * `npm run seed -- --products N` on the copy, timed. The seed builds the search index itself
 * (src/cms/seed/search-index.ts), so its log line splits the time into products and index.
 */
export async function seedProducts(root, env, products) {
  const started = performance.now()
  let indexStarted = null
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/cms/seed/run.ts', '--products', String(products)],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  for await (const line of readline.createInterface({ input: child.stdout })) {
    if (/large catalogue: \d+ generated products/.test(line)) indexStarted = performance.now()
    if (/large catalogue: \d+ of /.test(line)) continue
    console.log(`  ${line}`)
  }
  const code = await new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode)
    else child.on('exit', resolve)
  })
  if (code !== 0) throw new Error(`the seed exited with ${code}`)
  const ended = performance.now()
  return {
    seconds: round((ended - started) / 1000),
    productSeconds: indexStarted ? round((indexStarted - started) / 1000) : null,
    searchIndexSeconds: indexStarted ? round((ended - indexStarted) / 1000) : null,
  }
}
