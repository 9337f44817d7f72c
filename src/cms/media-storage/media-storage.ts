import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import { env } from '@/lib/env'
import { s3ClientConfig } from '@/lib/s3-config'

/** Uploads go to S3_BUCKET when it is set, so every instance serves every file; else MEDIA_DIR. */
export const usesS3 = (): boolean => Boolean(env().S3_BUCKET)

export function mediaStoragePlugins(): Plugin[] {
  const settings = env()
  return [
    s3Storage({
      enabled: Boolean(settings.S3_BUCKET),
      // The plugin's columns exist either way, so one schema (and one set of migrations) serves both.
      alwaysInsertFields: true,
      bucket: settings.S3_BUCKET ?? 'unused',
      collections: { media: true },
      config: s3ClientConfig(settings),
    }),
  ]
}
