export interface RichTextReferences {
  documents: Map<string, Set<number>>
  media: Set<number>
}

interface LexicalNode {
  type?: unknown
  children?: unknown
  fields?: { linkType?: unknown; doc?: { relationTo?: unknown; value?: unknown } | null } | null
  relationTo?: unknown
  value?: unknown
}

/** A relationship value is an id, or the populated document carrying one. */
export function referencedId(value: unknown): number | null {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null
}

export function richTextRoot(data: unknown): LexicalNode | null {
  const root = typeof data === 'object' && data !== null ? (data as { root?: unknown }).root : null
  return typeof root === 'object' && root !== null ? (root as LexicalNode) : null
}

export function collectReferences(data: unknown): RichTextReferences {
  const references: RichTextReferences = { documents: new Map(), media: new Set() }
  const visit = (node: LexicalNode, depth: number): void => {
    if (depth > 64) return
    if (node.type === 'link' && node.fields?.linkType === 'internal') {
      const relationTo = node.fields.doc?.relationTo
      const id = referencedId(node.fields.doc?.value)
      if (typeof relationTo === 'string' && id) {
        const ids = references.documents.get(relationTo) ?? new Set<number>()
        references.documents.set(relationTo, ids.add(id))
      }
    }
    if (node.type === 'upload' && node.relationTo === 'media') {
      const id = referencedId(node.value)
      if (id) references.media.add(id)
    }
    if (Array.isArray(node.children)) {
      for (const child of node.children)
        if (typeof child === 'object' && child !== null) visit(child as LexicalNode, depth + 1)
    }
  }
  const root = richTextRoot(data)
  if (root) visit(root, 0)
  return references
}

// An empty list matches nothing: ids start at 1.
export function idsWhere(ids: Iterable<number> | undefined): { OR: { id: { equals: number } }[] } {
  const list = [...(ids ?? [])]
  return { OR: (list.length > 0 ? list : [0]).map((id) => ({ id: { equals: id } })) }
}
