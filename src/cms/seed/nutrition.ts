import type { NutritionBase } from './data/types'

/** US FDA daily values (2,000-calorie diet) used for the % daily value column. */
export const US_DAILY_VALUES = {
  totalFat: 78,
  saturatedFat: 20,
  cholesterol: 300,
  sodium: 2300,
  totalCarbohydrate: 275,
  dietaryFiber: 28,
  addedSugar: 50,
  vitaminD: 20,
  calcium: 1300,
  iron: 18,
  potassium: 4700,
} as const

/** Korean MFDS daily reference values (2,000 kcal basis). */
export const KOREA_DAILY_VALUES = {
  sodium: 2000,
  carbs: 324,
  sugars: 100,
  lipid: 54,
  saturatedFat: 15,
  cholesterol: 300,
  protein: 55,
} as const

export type Panel = Record<string, string | number>

const KJ_PER_KCAL = 4.184
const SALT_PER_SODIUM = 2.54

export const percentOf = (amount: number, dailyValue: number): number =>
  Math.round((amount * 100) / dailyValue)
const round1 = (value: number): number => Math.round(value * 10) / 10

export function usPanel(n: NutritionBase, ingredients: string): Panel {
  const row = (name: string, amount: number, unit: string, dv?: number) => ({
    [`${name}Amount`]: amount,
    [`${name}Unit`]: unit,
    ...(dv === undefined ? {} : { [`${name}DailyValue`]: percentOf(amount, dv) }),
  })
  return {
    ingredients,
    servingSizeGrams: n.servingSizeGrams,
    averageServingsPerCase: n.servingsPerCase,
    calories: n.calories,
    ...row('totalFat', n.totalFatG, 'g', US_DAILY_VALUES.totalFat),
    ...row('saturatedFat', n.saturatedFatG, 'g', US_DAILY_VALUES.saturatedFat),
    ...row('transFat', n.transFatG, 'g'),
    ...row('cholesterol', n.cholesterolMg, 'mg', US_DAILY_VALUES.cholesterol),
    ...row('sodium', n.sodiumMg, 'mg', US_DAILY_VALUES.sodium),
    ...row('totalCarbohydrate', n.totalCarbohydrateG, 'g', US_DAILY_VALUES.totalCarbohydrate),
    ...row('dietaryFiber', n.dietaryFiberG, 'g', US_DAILY_VALUES.dietaryFiber),
    ...row('totalSugars', n.totalSugarsG, 'g'),
    ...row('addedSugar', n.addedSugarsG, 'g', US_DAILY_VALUES.addedSugar),
    ...row('protein', n.proteinG, 'g'),
    ...row('vitaminD', n.vitaminDMcg, 'mcg', US_DAILY_VALUES.vitaminD),
    ...row('calcium', n.calciumMg, 'mg', US_DAILY_VALUES.calcium),
    ...row('iron', n.ironMg, 'mg', US_DAILY_VALUES.iron),
    ...row('potassium', n.potassiumMg, 'mg', US_DAILY_VALUES.potassium),
  }
}

export function anzPanel(n: NutritionBase): Panel {
  const per100 = (value: number) => round1((value / n.servingSizeGrams) * 100)
  const row = (name: string, perServing: number, unit: string) => ({
    [`${name}PerServing`]: round1(perServing),
    [`${name}Per100g`]: per100(perServing),
    [`${name}Unit`]: unit,
  })
  return {
    servingSize: `${n.servingSizeGrams} g`,
    servingsPerPackage: n.servingsPerCase,
    ...row('energy', n.calories * KJ_PER_KCAL, 'kJ'),
    ...row('protein', n.proteinG, 'g'),
    ...row('totalFat', n.totalFatG, 'g'),
    ...row('saturatedFat', n.saturatedFatG, 'g'),
    ...row('carbohydrateTotal', n.totalCarbohydrateG, 'g'),
    ...row('carbohydrateSugars', n.totalSugarsG, 'g'),
    ...row('dietaryFiber', n.dietaryFiberG, 'g'),
    ...row('sodium', n.sodiumMg, 'mg'),
  }
}

export function japanPanel(n: NutritionBase, title: string, ingredients: string): Panel {
  return {
    title,
    energyAmount: n.calories,
    energyUnit: 'kcal',
    proteinAmount: n.proteinG,
    proteinUnit: 'g',
    fatAmount: n.totalFatG,
    fatUnit: 'g',
    carbsAmount: n.totalCarbohydrateG,
    carbsUnit: 'g',
    saltAmount: round1((n.sodiumMg * SALT_PER_SODIUM) / 1000),
    saltUnit: 'g',
    ingredients,
  }
}

export function koreaPanel(n: NutritionBase): Panel {
  const row = (
    name: keyof typeof KOREA_DAILY_VALUES | 'transFat',
    amount: number,
    unit: string,
  ) => ({
    [`${name}Amount`]: amount,
    [`${name}Unit`]: unit,
    ...(name === 'transFat'
      ? {}
      : { [`${name}DailyValue`]: percentOf(amount, KOREA_DAILY_VALUES[name]) }),
  })
  return {
    totalAmountAmount: n.servingSizeGrams,
    totalAmountUnit: 'g',
    energyAmount: n.calories,
    energyUnit: 'kcal',
    ...row('sodium', n.sodiumMg, 'mg'),
    ...row('carbs', n.totalCarbohydrateG, 'g'),
    ...row('sugars', n.totalSugarsG, 'g'),
    ...row('lipid', n.totalFatG, 'g'),
    ...row('transFat', n.transFatG, 'g'),
    ...row('saturatedFat', n.saturatedFatG, 'g'),
    ...row('cholesterol', n.cholesterolMg, 'mg'),
    ...row('protein', n.proteinG, 'g'),
  }
}
