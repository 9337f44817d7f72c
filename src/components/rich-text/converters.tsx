import { SiteLink } from '@/components/link/site-link.client'
import type { ReactNode } from 'react'
import type { JSXConverters } from '@payloadcms/richtext-lexical/react'
import { CmsImage } from '@/components/media/cms-image'
import { referencedId } from '@/content/rich-text-nodes'
import { documentKey, type RichTextView } from '@/content/rich-text'
import { listItemConverter } from './list-item-converter'
import { safeHref } from './safe-href'

interface LinkFields {
  linkType?: string
  url?: string
  newTab?: boolean
  doc?: { relationTo?: string; value?: unknown } | null
}

function hrefOf(
  view: RichTextView,
  fields: LinkFields,
): { href: string; internal: boolean } | null {
  if (fields.linkType === 'internal') {
    const id = referencedId(fields.doc?.value)
    const href =
      fields.doc?.relationTo && id
        ? view.hrefs.get(documentKey(fields.doc.relationTo, id))
        : undefined
    return href ? { href, internal: true } : null
  }
  const href = safeHref(fields.url)
  return href ? { href, internal: href.startsWith('/') } : null
}

function renderLink(view: RichTextView, fields: LinkFields, children: ReactNode): ReactNode {
  const target = hrefOf(view, fields)
  // A link to a document this region cannot see, or an unsafe URL, keeps its text only.
  if (!target) return <>{children}</>
  const newTab = fields.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  return target.internal ? (
    <SiteLink href={target.href} {...newTab}>
      {children}
    </SiteLink>
  ) : (
    <a href={target.href} {...newTab}>
      {children}
    </a>
  )
}

export function richTextConverters(view: RichTextView): JSXConverters {
  return {
    link: ({ node, nodesToJSX }) =>
      renderLink(view, node.fields as LinkFields, nodesToJSX({ nodes: node.children })),
    autolink: ({ node, nodesToJSX }) =>
      renderLink(view, node.fields as LinkFields, nodesToJSX({ nodes: node.children })),
    upload: ({ node }) => {
      const id = referencedId((node as { value?: unknown }).value)
      const image = id ? view.media.get(id) : undefined
      return image ? <CmsImage image={image} sizes="(max-width: 768px) 100vw, 768px" /> : null
    },
    listitem: listItemConverter,
    relationship: () => null,
    blocks: {},
    inlineBlocks: {},
  }
}
