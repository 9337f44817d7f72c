import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { env } from '@/lib/env'
import { s3ClientConfig } from '@/lib/s3-config'
import type { BrandFile } from './brand'

const MAX_BYTES = 5 * 1024 * 1024

async function fetchFile(url: URL, deadlineMs: number): Promise<Buffer | null> {
  const response = await fetch(url, { signal: AbortSignal.timeout(deadlineMs) })
  const length = Number(response.headers.get('content-length') ?? 0)
  if (!response.ok || length > MAX_BYTES) return null
  const bytes = Buffer.from(await response.arrayBuffer())
  return bytes.length > MAX_BYTES ? null : bytes
}

async function readFromBucket(filename: string, deadlineMs: number): Promise<Buffer | null> {
  const settings = env()
  const { S3Client, GetObjectCommand } = await import('@aws-sdk/client-s3')
  const client = new S3Client(s3ClientConfig(settings))
  try {
    const object = await client.send(
      new GetObjectCommand({ Bucket: settings.S3_BUCKET, Key: filename }),
      { abortSignal: AbortSignal.timeout(deadlineMs) },
    )
    if ((object.ContentLength ?? 0) > MAX_BYTES || !object.Body) return null
    const bytes = Buffer.from(await object.Body.transformToByteArray())
    return bytes.length > MAX_BYTES ? null : bytes
  } catch {
    return null
  } finally {
    client.destroy()
  }
}

/** An upload's stored bytes: from the media folder or bucket, or from the remote CMS that stores them. */
export async function readMediaFile(file: BrandFile): Promise<Buffer | null> {
  const { CONTENT_GRAPHQL_URL, CONTENT_DEADLINE_MS, MEDIA_DIR, S3_BUCKET } = env()
  if (S3_BUCKET) return readFromBucket(file.filename, CONTENT_DEADLINE_MS)
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
