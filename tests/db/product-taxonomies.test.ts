import { beforeAll, expect, test } from 'vitest'
import { describeOnEachDatabase } from '../helpers/each-database'

const SKU = 'TF-TAXONOMY-1'

describeOnEachDatabase('products linked to taxonomy values', (db) => {
  beforeAll(async () => {
    const named = async (
      collection: 'fry-types' | 'varieties' | 'fry-specifications' | 'seasonings',
      key: string,
      en: string,
      es: string,
    ) => {
      const created = await db.payload.create({ collection, locale: 'en', data: { key, name: en } })
      await db.payload.update({ collection, id: created.id, locale: 'es', data: { name: es } })
      return created.id
    }
    const fryType = await named('fry-types', 'fries', 'Fries', 'Papas fritas')
    const variety = await named('varieties', 'russet', 'Russet', 'Russet')
    const skinOn = await named('fry-specifications', 'skin-on', 'Skin-on', 'Con cáscara')
    const battered = await named('fry-specifications', 'battered', 'Battered', 'Rebozadas')
    const spicy = await named('seasonings', 'spicy', 'Spicy', 'Picante')
    await db.payload.create({
      collection: 'products',
      locale: 'en',
      data: {
        sku: SKU,
        slug: 'taxonomy-fries',
        marketingName: 'Taxonomy fries',
        regionTags: ['regionUs'],
        fryType,
        variety,
        frySpecifications: [skinOn, battered],
        seasonings: [spicy],
        _status: 'published',
      },
    })
  })

  const readAnonymously = async (locale: 'en' | 'es') => {
    const found = await db.payload.find({
      collection: 'products',
      where: { sku: { equals: SKU } },
      locale,
      depth: 1,
      overrideAccess: false,
    })
    const product = found.docs[0]
    const name = (value: unknown) =>
      value && typeof value === 'object' && 'name' in value ? value.name : value
    return {
      fryType: name(product?.fryType),
      variety: name(product?.variety),
      frySpecifications: product?.frySpecifications?.map(name),
      seasonings: product?.seasonings?.map(name),
    }
  }

  test('an anonymous reader sees the linked values by name in English and Spanish', async () => {
    expect(await readAnonymously('en')).toEqual({
      fryType: 'Fries',
      variety: 'Russet',
      frySpecifications: ['Skin-on', 'Battered'],
      seasonings: ['Spicy'],
    })
    expect(await readAnonymously('es')).toEqual({
      fryType: 'Papas fritas',
      variety: 'Russet',
      frySpecifications: ['Con cáscara', 'Rebozadas'],
      seasonings: ['Picante'],
    })
  })

  test('products filter on a linked value', async () => {
    const spicy = await db.payload.find({
      collection: 'products',
      where: { 'seasonings.key': { equals: 'spicy' } },
      overrideAccess: false,
    })
    const mild = await db.payload.find({
      collection: 'products',
      where: { 'seasonings.key': { equals: 'unseasoned' } },
      overrideAccess: false,
    })
    expect(spicy.docs.map((doc) => doc.sku)).toEqual([SKU])
    expect(mild.totalDocs).toBe(0)
  })

  test('deleting a value unlinks it and keeps the product', async () => {
    await db.payload.delete({
      collection: 'fry-specifications',
      where: { key: { equals: 'battered' } },
    })
    await db.payload.delete({ collection: 'fry-types', where: { key: { equals: 'fries' } } })
    const english = await readAnonymously('en')
    expect(english.frySpecifications).toEqual(['Skin-on'])
    expect(english.fryType).toBeNull()
  })
})
