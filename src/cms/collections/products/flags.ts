import type { Field } from 'payload'

export const DIETARY_FLAGS = [
  'cornFree',
  'eggFree',
  'fishFree',
  'glutenFree',
  'milkFree',
  'peanutFree',
  'sesameSeedsFree',
  'shellfishFree',
  'soyFree',
  'sulfiteFree',
  'treeNutsFree',
  'wheatFree',
  'vegan',
  'vegetarian',
  'kosher',
  'halal',
  'lowSodium',
  'lowFat',
  'noGluten',
  'lowGluten',
  'smartSnacks',
  'k12',
  'zeroGramsTransFat',
  'mscAscCertified',
] as const

export const K12_CLASSES = [
  'refrigerable',
  'starchy',
  'redOrange',
  'other',
  'meatAlternate',
  'grains',
  'fruit',
  'darkGreen',
  'beansLegumes',
  'additional',
] as const

export const dietaryFlagsField: Field = {
  name: 'dietaryFlags',
  type: 'group',
  fields: DIETARY_FLAGS.map((name): Field => ({ name, type: 'checkbox', defaultValue: false })),
}

export const k12Field: Field = {
  name: 'k12',
  type: 'group',
  fields: K12_CLASSES.map((name): Field => ({ name, type: 'number', min: 0 })),
}
