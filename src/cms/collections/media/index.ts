import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, editorsOnly } from '../../access'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  upload: {
    staticDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), process.env.MEDIA_DIR ?? 'media'),
    mimeTypes: ['image/*', 'video/mp4', 'application/pdf'],
    focalPoint: true,
  },
  fields: [
    { name: 'alt', type: 'text', required: true, localized: true },
    { name: 'title', type: 'text', localized: true },
  ],
}
