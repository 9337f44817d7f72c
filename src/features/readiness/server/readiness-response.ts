import { readContentOnce } from '@/content/readiness'
import { processWide } from '@/lib/process-wide'
import { createReadinessCheck } from './readiness-check'

const RETRY_AFTER_SECONDS = 5

const check = () => processWide('readiness-check', () => createReadinessCheck(readContentOnce))

/**
 * The load balancer's health check (docs/deploy.md): 200 once this instance's page process can
 * read content, 503 until then and while it cannot. Nothing about the cause is told.
 */
export async function readinessResponse(): Promise<Response> {
  if (await check()()) {
    return Response.json({ status: 'ready' }, { headers: { 'cache-control': 'no-store' } })
  }
  return Response.json(
    { status: 'unavailable' },
    {
      status: 503,
      headers: { 'cache-control': 'no-store', 'retry-after': String(RETRY_AFTER_SECONDS) },
    },
  )
}
