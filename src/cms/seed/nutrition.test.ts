import { describe, expect, it } from 'vitest'
import type { NutritionBase } from './data/types'
import { anzPanel, japanPanel, koreaPanel, usPanel } from './nutrition'

const fries: NutritionBase = {
  servingSizeGrams: 85,
  householdServingSize: {
    en: '',
    es: '',
    'es-AR': '',
    'pt-BR': '',
    'ko-KR': '',
    'ja-JP': '',
    zh: '',
  },
  servingsPerCase: 106,
  calories: 130,
  totalFatG: 5,
  saturatedFatG: 1,
  transFatG: 0,
  cholesterolMg: 0,
  sodiumMg: 290,
  totalCarbohydrateG: 20,
  dietaryFiberG: 2,
  totalSugarsG: 0,
  addedSugarsG: 0,
  proteinG: 2,
  vitaminDMcg: 0,
  calciumMg: 10,
  ironMg: 0.5,
  potassiumMg: 350,
}

describe('regional nutrition panels', () => {
  it('computes US % daily values on a 2,000-calorie basis', () => {
    const panel = usPanel(fries, 'Potatoes')
    expect(panel.totalFatDailyValue).toBe(6) // 5 / 78
    expect(panel.sodiumDailyValue).toBe(13) // 290 / 2300
    expect(panel.totalCarbohydrateDailyValue).toBe(7) // 20 / 275
    expect(panel.dietaryFiberDailyValue).toBe(7) // 2 / 28
    expect(panel.potassiumDailyValue).toBe(7) // 350 / 4700
    expect(panel).not.toHaveProperty('transFatDailyValue')
  })

  it('gives ANZ amounts per serving and per 100 g with energy in kJ', () => {
    const panel = anzPanel(fries)
    expect(panel.energyPerServing).toBe(543.9)
    expect(panel.energyPer100g).toBe(639.9)
    expect(panel.sodiumPer100g).toBe(341.2)
    expect(panel.servingSize).toBe('85 g')
  })

  it('reports salt equivalent for Japan', () => {
    expect(japanPanel(fries, '栄養成分表示', '').saltAmount).toBe(0.7)
  })

  it('uses Korean daily reference values', () => {
    const panel = koreaPanel(fries)
    expect(panel.sodiumDailyValue).toBe(15) // 290 / 2000
    expect(panel.lipidDailyValue).toBe(9) // 5 / 54
    expect(panel.proteinDailyValue).toBe(4) // 2 / 55
  })
})
