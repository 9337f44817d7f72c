import { isSku } from '@/lib/sku'

/** Only this many skus of a URL are looked up: enough to fill the page past unknown ones. */
const MAX_REQUESTED = 12

export interface RequestedSkus {
  /** The URL names a selection, even an empty one (`?skus=`), which the stored one must then match. */
  present: boolean
  skus: string[]
}

export function readSkusParam(value: string | string[] | undefined): RequestedSkus {
  if (value === undefined) return { present: false, skus: [] }
  const parts = (Array.isArray(value) ? value : [value]).flatMap((entry) => entry.split(','))
  const skus = [...new Set(parts.map((part) => part.trim()).filter(isSku))]
  return { present: true, skus: skus.slice(0, MAX_REQUESTED) }
}
