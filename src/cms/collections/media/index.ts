import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { editorsOnly } from '../../access'
import { usesS3 } from '../../media-storage/media-storage'
import { revalidateAfterChange, revalidateAfterDelete } from '../../hooks/revalidate'
import { mediaRead, noAnonymousMediaListing } from './access'
import { mediaResponseHeaders, missingFileAnswer } from './file-responses'
import { sanitizeSvgUpload } from './svg-upload'

const staticDir = path.resolve(
  /* turbopackIgnore: true */ process.cwd(),
  process.env.MEDIA_DIR ?? 'media',
)

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: mediaRead, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: {
    beforeOperation: [noAnonymousMediaListing, sanitizeSvgUpload],
    afterChange: [revalidateAfterChange],
    afterDelete: [revalidateAfterDelete],
  },
  upload: {
    staticDir,
    // SVG only as sanitised on upload (svg-upload.ts) and served under a sandboxing policy.
    mimeTypes: [
      'image/svg+xml',
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/avif',
      'image/gif',
      'video/mp4',
      'video/webm',
      'application/pdf',
    ],
    // Every stored file passes the SVG check above; a server-side fetch from a URL would not.
    pasteURL: false,
    focalPoint: true,
    // In S3 the storage plugin answers for the file, a missing one included.
    handlers: usesS3() ? [] : [missingFileAnswer(staticDir)],
    modifyResponseHeaders: mediaResponseHeaders,
  },
  fields: [
    { name: 'alt', type: 'text', required: true, localized: true },
    { name: 'title', type: 'text', localized: true },
  ],
}
