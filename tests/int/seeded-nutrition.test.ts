import { describe, expect, it } from 'vitest'
import { graphql } from '../helpers/http'

const QUERY = `query ($locale: LocaleInputType) {
  Products(where: { sku: { equals: "TF-10001" } }, locale: $locale) {
    docs { nutritionUs { calories sodiumAmount householdServingSize } nutritionJapan { energyAmount saltAmount title } }
  }
}`

interface Result {
  Products: {
    docs: {
      nutritionUs: {
        calories: number | null
        sodiumAmount: number | null
        householdServingSize: string | null
      }
      nutritionJapan: { energyAmount: number | null; saltAmount: number | null }
    }[]
  }
}

describe('seeded nutrition panels', () => {
  it.each(['en', 'es', 'ja_JP', 'ko_KR'])(
    'keep their numbers in locale %s after every locale was written',
    async (locale) => {
      const { body } = await graphql<Result>(QUERY, { locale })
      const product = body.data?.Products.docs[0]
      expect(product?.nutritionUs.calories).toBeGreaterThan(0)
      expect(product?.nutritionUs.sodiumAmount).toBeGreaterThan(0)
      expect(product?.nutritionUs.householdServingSize).toBeTruthy()
      expect(product?.nutritionJapan.energyAmount).toBeGreaterThan(0)
      expect(product?.nutritionJapan.saltAmount).toBeGreaterThan(0)
    },
  )
})
