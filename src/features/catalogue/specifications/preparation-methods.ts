import { text } from './format'
import type { SpecificationsProduct } from './types'

type PreparationMethod = NonNullable<SpecificationsProduct['preparationInstructions']>[number]

/** Spec §9: the page shows at most this many methods, and the sheet follows the page. */
const MAX_PREPARATION_METHODS = 8

export function shownPreparationMethods(
  product: SpecificationsProduct,
): (PreparationMethod & { title: string })[] {
  return (product.preparationInstructions ?? [])
    .flatMap((method) => {
      const title = text(method.methodName)
      return title ? [{ ...method, title }] : []
    })
    .slice(0, MAX_PREPARATION_METHODS)
}
