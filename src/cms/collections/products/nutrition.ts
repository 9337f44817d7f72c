import type { Field } from 'payload'

const US_NUTRIENTS = [
  'totalFat',
  'saturatedFat',
  'transFat',
  'cholesterol',
  'sodium',
  'totalCarbohydrate',
  'dietaryFiber',
  'totalSugars',
  'addedSugar',
  'protein',
  'vitaminD',
  'calcium',
  'iron',
  'potassium',
] as const

const ANZ_NUTRIENTS = [
  'energy',
  'protein',
  'totalFat',
  'saturatedFat',
  'carbohydrateTotal',
  'carbohydrateSugars',
  'dietaryFiber',
  'sodium',
] as const

const KOREA_NUTRIENTS = [
  'sodium',
  'carbs',
  'sugars',
  'lipid',
  'transFat',
  'saturatedFat',
  'cholesterol',
  'protein',
] as const

const amount = (name: string): Field[] => [
  { name: `${name}Amount`, type: 'number', min: 0 },
  { name: `${name}Unit`, type: 'text' },
]

export const nutritionUsField: Field = {
  name: 'nutritionUs',
  type: 'group',
  fields: [
    { name: 'ingredients', type: 'textarea', localized: true },
    { name: 'servingSuggestion', type: 'text', localized: true },
    { name: 'householdServingSize', type: 'text', localized: true },
    { name: 'servingSizeGrams', type: 'number', min: 0 },
    { name: 'averageServingsPerCase', type: 'number', min: 0 },
    { name: 'calories', type: 'number', min: 0 },
    ...US_NUTRIENTS.flatMap((n) => [
      ...amount(n),
      { name: `${n}DailyValue`, type: 'number', min: 0 } as Field,
    ]),
  ],
}

export const nutritionAnzField: Field = {
  name: 'nutritionAnz',
  type: 'group',
  fields: [
    { name: 'servingSize', type: 'text' },
    { name: 'servingsPerPackage', type: 'number', min: 0 },
    ...ANZ_NUTRIENTS.flatMap((n): Field[] => [
      { name: `${n}PerServing`, type: 'number', min: 0 },
      { name: `${n}Per100g`, type: 'number', min: 0 },
      { name: `${n}Unit`, type: 'text' },
    ]),
  ],
}

export const nutritionJapanField: Field = {
  name: 'nutritionJapan',
  type: 'group',
  fields: [
    { name: 'title', type: 'text', localized: true },
    ...['energy', 'protein', 'fat', 'carbs', 'salt'].flatMap(amount),
    { name: 'ingredients', type: 'textarea', localized: true },
  ],
}

export const nutritionKoreaField: Field = {
  name: 'nutritionKorea',
  type: 'group',
  fields: [
    ...amount('totalAmount'),
    ...amount('energy'),
    ...KOREA_NUTRIENTS.flatMap((n) => [
      ...amount(n),
      { name: `${n}DailyValue`, type: 'number', min: 0 } as Field,
    ]),
  ],
}
