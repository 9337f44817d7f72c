import { describe, expect, it } from 'vitest'
import { entriesOfDocument } from './entries-of-document'

const product = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  _status: 'published',
  sku: 'TF-10001',
  slug: 'straight-cut-fries',
  marketingName: { en: 'Straight Cut Fries', es: 'Papas fritas rectas' },
  generalDescription: { en: 'Crisp fries.' },
  brand: { id: 1, name: 'Terrafield' },
  categories: [{ id: 2, name: { en: 'Fries', es: 'Papas fritas' } }],
  cutTypes: [{ id: 3, name: { en: 'Crinkle cut', es: 'Corte ondulado' } }],
  fryType: { id: 4, name: { en: 'Specialty potatoes' } },
  productImages: [
    { url: '/api/media/file/a.webp', alt: { en: 'Fries', es: 'Papas' }, width: 800, height: 600 },
  ],
  regionTags: ['regionUs', 'regionMexico'],
  ...overrides,
})

describe('entriesOfDocument', () => {
  it('makes one entry per locale the regions serve, with the locale fallbacks', () => {
    const entries = entriesOfDocument('products', product())
    const byLocale = Object.fromEntries(entries.map((entry) => [entry.locale, entry]))
    expect(Object.keys(byLocale).sort()).toEqual(['en', 'es'])
    expect(byLocale.en).toMatchObject({
      kind: 'products',
      title: 'Straight Cut Fries',
      sku: 'TF-10001',
      regions: ['regionUs', 'regionMexico'],
      link: { relationTo: 'products', sku: 'TF-10001', slug: 'straight-cut-fries' },
      image: { url: '/api/media/file/a.webp', alt: 'Fries', width: 800, height: 600 },
    })
    expect(byLocale.es).toMatchObject({
      title: 'Papas fritas rectas',
      summary: 'Crisp fries.',
      regions: ['regionUs', 'regionMexico'],
      image: { alt: 'Papas' },
    })
    expect(byLocale.es?.body).toContain('Papas fritas')
    expect(byLocale.es?.body).toContain('Terrafield')
    expect(byLocale.es?.body).toContain('Corte ondulado')
    expect(byLocale.en?.body).toContain('Specialty potatoes')
  })

  it('leaves out drafts, hidden, noindex and gated documents', () => {
    expect(entriesOfDocument('products', product({ _status: 'draft' }))).toEqual([])
    expect(
      entriesOfDocument('products', product({ pageMetadata: { hideFromSearchResults: true } })),
    ).toEqual([])
    expect(
      entriesOfDocument('products', product({ pageMetadata: { robotsNoIndex: true } })),
    ).toEqual([])
    expect(
      entriesOfDocument('pages', { ...product(), title: 'Partners', authentication: 'signedIn' }),
    ).toEqual([])
    expect(
      entriesOfDocument('recipes', { ...product(), name: 'Secret', authenticationContext: 3 }),
    ).toEqual([])
  })

  it('finds nothing for collections the search does not cover or regions it does not know', () => {
    expect(entriesOfDocument('users', product())).toEqual([])
    expect(entriesOfDocument('products', product({ regionTags: ['regionAtlantis'] }))).toEqual([])
  })

  it('reads rich text as words', () => {
    const [entry] = entriesOfDocument('blogs', {
      id: 1,
      _status: 'published',
      slug: 'hold',
      title: { en: 'Holding fries' },
      body: { en: { root: { children: [{ children: [{ text: 'Keep them hot.' }] }] } } },
      regionTags: ['regionUs'],
    })
    expect(entry?.body).toContain('Keep them hot.')
  })
})
