import type { EventEmitter } from 'node:events'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { vi } from 'vitest'
import { isPostgresUrl } from '@/cms/database-url'

export interface TestPayload {
  payload: Payload
  close(): Promise<void>
}

const TEST_SECRET = 'test-payload-secret-0123456789abcdef'

// payload.destroy() leaves the PostgreSQL pool open, with one client it never hands back
// (payloadcms/payload#11727), so ending the pool waits until the server stops.
function endPostgresPool(payload: Payload): void {
  const pool = (payload.db as { pool?: Pool }).pool
  if (!pool) return
  // The server stops next and cuts every connection (57P01); pg reports that as an 'error' event
  // on the pool and on each client, which would be an uncaught error failing the whole test run.
  const ignore = () => {}
  pool.on('error', ignore)
  for (const client of (pool as unknown as { _clients?: EventEmitter[] })._clients ?? [])
    client.on('error', ignore)
  pool.end().catch(ignore)
}

/**
 * The project's Payload config on `databaseUrl` with every migration applied, through the local API.
 * The config reads the environment when it is imported, so each call imports it afresh.
 */
export async function openPayload(databaseUrl: string): Promise<TestPayload> {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'terrafield-media-'))
  Object.assign(process.env, {
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: mediaDir,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? TEST_SECRET,
    // The revalidate hooks would expire Next's cache tags; outside Next there is no cache.
    PAYLOAD_SKIP_REVALIDATE: '1',
  })
  vi.resetModules()
  const { BasePayload } = await import('payload')
  await import('@payloadcms/richtext-lexical')
  const { default: config } = await import('@/payload.config')
  const payload = await new BasePayload().init({ config })
  // Migration progress is logged at INFO, a dozen lines per database in the test report.
  payload.logger.level = 'warn'
  const dir = isPostgresUrl(databaseUrl) ? 'postgres' : 'sqlite'
  const { migrations } = await import(`@/cms/migrations/${dir}/index.ts`)
  await payload.db.migrate({ migrations })
  return {
    payload,
    close: async () => {
      await payload.destroy()
      endPostgresPool(payload)
      fs.rmSync(mediaDir, { recursive: true, force: true })
    },
  }
}
