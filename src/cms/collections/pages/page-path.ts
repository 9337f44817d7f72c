import type { Page } from '../../../payload-types'
import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  Field,
  PayloadRequest,
} from 'payload'
import { idOf, type ParentRef } from './parent-ref'

type PageRow = {
  id: number | string
  slug?: string | null
  path?: string | null
  parentPage?: ParentRef
  _status?: string | null
}

export const pagePathField: Field = {
  name: 'path',
  type: 'text',
  index: true,
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: 'Set from the slugs of the page and its parents.',
  },
}

export function joinPath(parentPath: string | null | undefined, slug: string): string {
  return parentPath ? `${parentPath}/${slug}` : slug
}

async function parentPath(req: PayloadRequest, parent: ParentRef): Promise<string | null> {
  const id = idOf(parent)
  if (id === null) return null
  const read = (draft: boolean) =>
    req.payload
      .findByID({ collection: 'pages', id, depth: 0, draft, req, disableErrors: true })
      .catch(() => null) as Promise<PageRow | null>
  // URLs follow what is published: a parent's pending draft moves its children when it is published.
  const doc = (await read(false)) ?? (await read(true))
  return doc?.path ?? doc?.slug ?? null
}

/** Whatever a caller sends, the path is worked out from the slug and the parent's stored path. */
export const setPagePath: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const slug = (data.slug ?? originalDoc?.slug) as string | undefined
  if (!slug) return data
  const parent = ('parentPage' in data ? data.parentPage : originalDoc?.parentPage) as ParentRef
  return { ...data, path: joinPath(await parentPath(req, parent), slug) }
}

async function children(req: PayloadRequest, id: number | string, draft: boolean) {
  const found = await req.payload.find({
    collection: 'pages',
    where: { parentPage: { equals: id } },
    depth: 0,
    draft,
    limit: 0,
    pagination: false,
    req,
  })
  return found.docs as unknown as PageRow[]
}

// Each stale child is saved with its own data and status (a pending draft stays a draft), so a
// moved page carries its subtree along; the 8-level parent rule bounds the depth.
export const updateChildPaths: CollectionAfterChangeHook = async ({ doc, req }) => {
  const page = doc as PageRow
  if (page._status !== 'published') return doc
  const stale = (child: PageRow) => child.path !== joinPath(page.path, child.slug ?? '')
  const drafts = (await children(req, page.id, true)).filter(
    (child) => child._status === 'draft' && stale(child),
  )
  const published = (await children(req, page.id, false)).filter(stale)
  for (const child of [...published, ...drafts]) {
    const { id, ...data } = child as unknown as Page
    await req.payload.update({
      collection: 'pages',
      id,
      data,
      depth: 0,
      draft: child._status !== 'published',
      req,
    })
  }
  return doc
}
