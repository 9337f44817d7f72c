import { beforeAll, expect, test } from 'vitest'
import { describeOnEachDatabase } from '../helpers/each-database'

const PUBLISHED = { sku: 'TF-HARNESS-1', slug: 'harness-fries', name: 'Harness fries' }
const SPANISH_NAME = 'Papas del arnés'
const DRAFT = { sku: 'TF-HARNESS-2', slug: 'unreleased-fries', name: 'Unreleased fries' }

describeOnEachDatabase('the database harness', (db) => {
  beforeAll(async () => {
    const product = await db.payload.create({
      collection: 'products',
      locale: 'en',
      data: {
        sku: PUBLISHED.sku,
        slug: PUBLISHED.slug,
        marketingName: PUBLISHED.name,
        regionTags: ['regionUs', 'regionMexico'],
        _status: 'published',
      },
    })
    await db.payload.update({
      collection: 'products',
      id: product.id,
      locale: 'es',
      data: { marketingName: SPANISH_NAME, _status: 'published' },
    })
    await db.payload.create({
      collection: 'products',
      locale: 'en',
      draft: true,
      data: {
        sku: DRAFT.sku,
        slug: DRAFT.slug,
        marketingName: DRAFT.name,
        regionTags: ['regionUs'],
        _status: 'draft',
      },
    })
  })

  const readAnonymously = (sku: string, locale: 'en' | 'es', draft = false) =>
    db.payload.find({
      collection: 'products',
      where: { sku: { equals: sku } },
      locale,
      draft,
      overrideAccess: false,
    })

  test('an anonymous reader gets the published product in English and Spanish', async () => {
    const english = await readAnonymously(PUBLISHED.sku, 'en')
    const spanish = await readAnonymously(PUBLISHED.sku, 'es')
    expect(english.docs.map((doc) => [doc.slug, doc.marketingName])).toEqual([
      [PUBLISHED.slug, PUBLISHED.name],
    ])
    expect(spanish.docs.map((doc) => doc.marketingName)).toEqual([SPANISH_NAME])
    expect(english.docs[0]?.regionTags).toEqual(['regionUs', 'regionMexico'])
  })

  test('a draft-only product is stored but hidden from anonymous readers, even asking for drafts', async () => {
    const asSystem = await db.payload.find({
      collection: 'products',
      where: { sku: { equals: DRAFT.sku } },
      draft: true,
    })
    expect(asSystem.docs.map((doc) => doc.marketingName)).toEqual([DRAFT.name])
    expect((await readAnonymously(DRAFT.sku, 'en')).totalDocs).toBe(0)
    expect((await readAnonymously(DRAFT.sku, 'en', true)).totalDocs).toBe(0)
  })
})
