import 'server-only'
import { unstable_cache } from 'next/cache'
import { env } from '@/lib/env'

/**
 * Drawn once per cache period and kept under the brand's tags, so an editor's change redraws it and
 * a warm request never reaches the CMS. The data cache holds JSON, hence base64.
 */
export async function cachedBytes(
  key: string[],
  tags: string[],
  produce: () => Promise<Buffer>,
): Promise<Buffer> {
  if (!env().CONTENT_CACHE) return produce()
  const encoded = unstable_cache(
    async () => (await produce()).toString('base64'),
    ['brand-asset', ...key],
    { tags },
  )
  return Buffer.from(await encoded(), 'base64')
}
