import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { env } from '@/lib/env'
import type { BrandFile } from './brand'

const MAX_BYTES = 5 * 1024 * 1024

async function fetchFile(url: URL, deadlineMs: number): Promise<Buffer | null> {
  const response = await fetch(url, { signal: AbortSignal.timeout(deadlineMs) })
  const length = Number(response.headers.get('content-length') ?? 0)
  if (!response.ok || length > MAX_BYTES) return null
  const bytes = Buffer.from(await response.arrayBuffer())
  return bytes.length > MAX_BYTES ? null : bytes
}

/** An upload's stored bytes: from the media folder, or from the remote CMS that stores them. */
export async function readMediaFile(file: BrandFile): Promise<Buffer | null> {
  const { CONTENT_GRAPHQL_URL, CONTENT_DEADLINE_MS, MEDIA_DIR } = env()
  if (CONTENT_GRAPHQL_URL) {
    const url = new URL(file.url, CONTENT_GRAPHQL_URL)
    if (url.origin !== new URL(CONTENT_GRAPHQL_URL).origin) return null
    return fetchFile(url, CONTENT_DEADLINE_MS)
  }
  const dir = path.resolve(/* turbopackIgnore: true */ process.cwd(), MEDIA_DIR)
  const location = path.resolve(dir, file.filename)
  if (!location.startsWith(dir + path.sep)) return null
  return readFile(location).catch(() => null)
}
