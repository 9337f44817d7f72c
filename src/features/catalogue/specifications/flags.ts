import type { MessageKey } from '@/i18n/messages'
import type { SpecificationsProduct } from './types'

type DietaryFlagName = keyof NonNullable<SpecificationsProduct['dietaryFlags']>
type K12ClassName = keyof NonNullable<SpecificationsProduct['k12']>
type SpecificationFlag = NonNullable<SpecificationsProduct['specificationFlags']>[number]

export const MAX_SPECIFICATION_FLAGS = 16

/** Every dietary and certification flag, in the order the spec lists them (a missing key fails to compile). */
export const DIETARY_FLAG_LABELS: Record<DietaryFlagName, MessageKey> = {
  cornFree: 'specs.dietary.cornFree',
  eggFree: 'specs.dietary.eggFree',
  fishFree: 'specs.dietary.fishFree',
  glutenFree: 'specs.dietary.glutenFree',
  milkFree: 'specs.dietary.milkFree',
  peanutFree: 'specs.dietary.peanutFree',
  sesameSeedsFree: 'specs.dietary.sesameSeedsFree',
  shellfishFree: 'specs.dietary.shellfishFree',
  soyFree: 'specs.dietary.soyFree',
  sulfiteFree: 'specs.dietary.sulfiteFree',
  treeNutsFree: 'specs.dietary.treeNutsFree',
  wheatFree: 'specs.dietary.wheatFree',
  vegan: 'specs.dietary.vegan',
  vegetarian: 'specs.dietary.vegetarian',
  kosher: 'specs.dietary.kosher',
  halal: 'specs.dietary.halal',
  lowSodium: 'specs.dietary.lowSodium',
  lowFat: 'specs.dietary.lowFat',
  noGluten: 'specs.dietary.noGluten',
  lowGluten: 'specs.dietary.lowGluten',
  smartSnacks: 'specs.dietary.smartSnacks',
  k12: 'specs.dietary.k12',
  zeroGramsTransFat: 'specs.dietary.zeroGramsTransFat',
  mscAscCertified: 'specs.dietary.mscAscCertified',
}

export const K12_CLASS_LABELS: Record<K12ClassName, MessageKey> = {
  refrigerable: 'specs.k12.refrigerable',
  starchy: 'specs.k12.starchy',
  redOrange: 'specs.k12.redOrange',
  other: 'specs.k12.other',
  meatAlternate: 'specs.k12.meatAlternate',
  grains: 'specs.k12.grains',
  fruit: 'specs.k12.fruit',
  darkGreen: 'specs.k12.darkGreen',
  beansLegumes: 'specs.k12.beansLegumes',
  additional: 'specs.k12.additional',
}

const entries = <K extends string, V>(record: Record<K, V>) => Object.entries(record) as [K, V][]

export function trueDietaryFlags(flags: SpecificationsProduct['dietaryFlags']): MessageKey[] {
  if (!flags) return []
  return entries(DIETARY_FLAG_LABELS).flatMap(([name, label]) =>
    flags[name] === true ? [label] : [],
  )
}

/** Zero included: it is a stated value. */
export function k12Values(
  k12: SpecificationsProduct['k12'],
): { label: MessageKey; value: number }[] {
  if (!k12) return []
  return entries(K12_CLASS_LABELS).flatMap(([name, label]) => {
    const value = k12[name]
    return typeof value === 'number' && Number.isFinite(value) ? [{ label, value }] : []
  })
}

export function visibleSpecificationFlags(
  flags: SpecificationsProduct['specificationFlags'],
  excludedKeys: readonly string[],
): SpecificationFlag[] {
  const excluded = new Set(excludedKeys)
  return (flags ?? [])
    .filter((flag) => flag.title?.trim() && !excluded.has(flag.key?.trim() ?? ''))
    .slice(0, MAX_SPECIFICATION_FLAGS)
}
