import type { Field } from 'payload'
import { PAGE_BLOCKS } from '../../blocks/configs'
import { authenticationField } from '../../fields/authentication'
import { pageMetadataField } from '../../fields/page-metadata'
import { slugField } from '../../fields/slug'
import {
  bodyForEveryoneField,
  bodyReadableField,
  gatedContentRead,
} from '../../fields/gated-content'
import { metadataTagsField } from '../../fields/tags'
import { contentCollection } from '../factory'
import { pagePathField, setPagePath, updateChildPaths } from './page-path'
import { validateParentChain } from './validate-parent-chain'

export const MAX_PAGE_COMPONENTS = 500

const headerMarqueeStyle: Field = {
  name: 'headerMarqueeStyle',
  type: 'group',
  fields: [
    {
      name: 'size',
      type: 'select',
      defaultValue: 'medium',
      options: ['small', 'medium', 'large', 'full'],
    },
    {
      name: 'copyPlacement',
      type: 'select',
      defaultValue: 'center',
      options: ['left', 'center', 'right'],
    },
    {
      name: 'copyAlignment',
      type: 'select',
      defaultValue: 'center',
      options: ['left', 'center', 'right'],
    },
    { name: 'width', type: 'select', defaultValue: 'contained', options: ['contained', 'full'] },
    { name: 'fontColor', type: 'select', defaultValue: 'light', options: ['light', 'dark'] },
    { name: 'backgroundImage', type: 'upload', relationTo: 'media' },
    { name: 'backgroundVideo', type: 'upload', relationTo: 'media' },
    { name: 'hideVideoMobile', type: 'checkbox', defaultValue: false },
    { name: 'addOverlay', type: 'checkbox', defaultValue: true },
  ],
}

export const Pages = contentCollection({
  slug: 'pages',
  admin: {
    useAsTitle: 'internalTitle',
    group: 'Content',
    defaultColumns: ['internalTitle', 'path', 'regionTags', '_status'],
  },
  hooks: { beforeChange: [setPagePath], afterChange: [updateChildPaths] },
  fields: [
    { name: 'internalTitle', type: 'text', required: true },
    { name: 'title', type: 'text', localized: true, required: true },
    slugField(),
    {
      name: 'parentPage',
      type: 'relationship',
      relationTo: 'pages',
      validate: validateParentChain,
      admin: { position: 'sidebar' },
    },
    pagePathField,
    authenticationField,
    { name: 'authenticationContext', type: 'relationship', relationTo: 'authentication-contexts' },
    bodyReadableField,
    bodyForEveryoneField,
    metadataTagsField,
    {
      name: 'headerMarquee',
      type: 'blocks',
      maxRows: 1,
      access: { read: gatedContentRead },
      blocks: PAGE_BLOCKS.filter(
        (block) => block.slug === 'sectionHeader' || block.slug === 'plainHtml',
      ),
    },
    headerMarqueeStyle,
    pageMetadataField,
    {
      name: 'searchBarLocation',
      type: 'select',
      defaultValue: 'none',
      options: ['none', 'header', 'marquee', 'body'],
    },
    { name: 'showBreadcrumbs', type: 'checkbox', defaultValue: true },
    { name: 'breadcrumbTitle', type: 'text', localized: true },
    {
      name: 'components',
      type: 'blocks',
      maxRows: MAX_PAGE_COMPONENTS,
      blocks: PAGE_BLOCKS,
      access: { read: gatedContentRead },
    },
  ],
})
