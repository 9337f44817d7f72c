import { pageMetadataField } from '../../fields/page-metadata'
import { slugField } from '../../fields/slug'
import { contentCollection } from '../factory'

export const Blogs = contentCollection({
  slug: 'blogs',
  admin: { useAsTitle: 'title', group: 'Content' },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    slugField(),
    { name: 'summary', type: 'textarea', localized: true },
    { name: 'publishDisplayDate', type: 'date', required: true, index: true },
    { name: 'featuredImage', type: 'upload', relationTo: 'media' },
    {
      name: 'featuredVideo',
      type: 'group',
      fields: [
        { name: 'platform', type: 'select', options: ['youtube', 'wistia', 'hosted'] },
        { name: 'videoId', type: 'text' },
        { name: 'file', type: 'upload', relationTo: 'media' },
      ],
    },
    { name: 'body', type: 'richText', localized: true },
    { name: 'categories', type: 'relationship', relationTo: 'blog-categories', hasMany: true },
    { name: 'author', type: 'relationship', relationTo: 'authors' },
    pageMetadataField,
  ],
})
