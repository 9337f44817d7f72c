import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, editorsOnly } from '../../access'
import { revalidateAfterChange, revalidateAfterDelete } from '../../hooks/revalidate'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  upload: {
    staticDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), process.env.MEDIA_DIR ?? 'media'),
    // No SVG: it can carry script and is served from this origin.
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'video/mp4', 'video/webm', 'application/pdf'],
    focalPoint: true,
  },
  fields: [
    { name: 'alt', type: 'text', required: true, localized: true },
    { name: 'title', type: 'text', localized: true },
  ],
}
