import { describe, expect, it } from 'vitest'
import { collectReferences, idsWhere, referencedId, richTextRoot } from './rich-text-nodes'

const text = (value: string) => ({ type: 'text', text: value })

const doc = {
  root: {
    type: 'root',
    children: [
      {
        type: 'paragraph',
        children: [
          {
            type: 'link',
            fields: { linkType: 'internal', doc: { relationTo: 'pages', value: 7 } },
            children: [text('Our story')],
          },
          {
            type: 'link',
            fields: {
              linkType: 'internal',
              doc: { relationTo: 'recipes', value: { id: 3, slug: 'tacos' } },
            },
            children: [text('Tacos')],
          },
          {
            type: 'link',
            fields: { linkType: 'custom', url: 'https://example.com' },
            children: [text('Elsewhere')],
          },
        ],
      },
      { type: 'upload', relationTo: 'media', value: { id: 11, url: '/api/media/file/a.webp' } },
      { type: 'upload', relationTo: 'media', value: 12 },
    ],
  },
}

describe('collectReferences', () => {
  it('finds internal link targets by collection and uploaded media, populated or not', () => {
    const references = collectReferences(doc)
    expect([...(references.documents.get('pages') ?? [])]).toEqual([7])
    expect([...(references.documents.get('recipes') ?? [])]).toEqual([3])
    expect([...references.media]).toEqual([11, 12])
  })

  it('ignores values that are not rich text', () => {
    for (const value of [
      null,
      undefined,
      'text',
      42,
      { root: 'x' },
      { root: { children: 'nope' } },
    ]) {
      const references = collectReferences(value)
      expect(references.documents.size + references.media.size).toBe(0)
    }
  })

  it('ignores malformed ids', () => {
    const bad = {
      root: {
        children: [
          { type: 'upload', relationTo: 'media', value: -1 },
          {
            type: 'link',
            fields: { linkType: 'internal', doc: { relationTo: 'pages', value: '7' } },
          },
        ],
      },
    }
    const references = collectReferences(bad)
    expect(references.media.size + references.documents.size).toBe(0)
  })
})

describe('helpers', () => {
  it('reads ids from ids and populated documents', () => {
    expect(referencedId(5)).toBe(5)
    expect(referencedId({ id: 9 })).toBe(9)
    expect(referencedId(1.5)).toBeNull()
    expect(referencedId(null)).toBeNull()
  })

  it('builds a where clause that matches nothing for an empty list', () => {
    expect(idsWhere([])).toEqual({ OR: [{ id: { equals: 0 } }] })
    expect(idsWhere(new Set([1, 2]))).toEqual({
      OR: [{ id: { equals: 1 } }, { id: { equals: 2 } }],
    })
  })

  it('finds the root node', () => {
    expect(richTextRoot(doc)).toBe(doc.root)
    expect(richTextRoot({})).toBeNull()
  })
})
