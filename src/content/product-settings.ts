import { tagsFor } from '@/lib/cache-tags'
import { runQuery } from './client'
import { ProductSpecificationSettingsDocument } from './generated/graphql'
import { type ContentScope, scopeVariables } from './scope'
import { nonBlank } from './text'

export interface ProductSpecificationSettings {
  hideImage: boolean
  excludedKeys: string[]
  disclaimer: string | null
}

interface SettingsDoc {
  hideProductSpecificationsImage?: boolean | null
  excludedProductSpecificationKeys?: readonly string[] | null
  productSpecificationsDisclaimer?: string | null
}

export function toProductSpecificationSettings(
  doc: SettingsDoc | null | undefined,
): ProductSpecificationSettings {
  const keys = (doc?.excludedProductSpecificationKeys ?? [])
    .map((key) => key.trim())
    .filter(Boolean)
  return {
    hideImage: doc?.hideProductSpecificationsImage === true,
    excludedKeys: [...new Set(keys)],
    disclaimer: nonBlank(doc?.productSpecificationsDisclaimer),
  }
}

export async function getProductSpecificationSettings(
  scope: ContentScope,
): Promise<ProductSpecificationSettings> {
  const vars = scopeVariables(scope)
  const data = await runQuery(scope, ProductSpecificationSettingsDocument, vars, {
    tags: tagsFor('global-settings', vars.regionTag),
  })
  return toProductSpecificationSettings(data.GlobalSettings?.docs[0])
}
