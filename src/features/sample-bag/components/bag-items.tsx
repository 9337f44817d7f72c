import { CardList } from '@/components/cards/card-list'
import type { BagProduct } from '../lib/bag-product'
import { fillSlots } from '@/i18n/fill-slots'

interface BagItemsProps {
  items: readonly BagProduct[]
  label: string
  removeText: string
  removeLabel: string
  onRemove: (product: BagProduct) => void
  headingLevel?: 2 | 3
}

export function BagItems({
  items,
  label,
  removeText,
  removeLabel,
  onRemove,
  headingLevel = 2,
}: BagItemsProps) {
  return (
    <section aria-label={label}>
      <CardList
        headingLevel={headingLevel}
        items={items.map((product) => ({
          key: product.sku,
          title: product.name,
          href: product.href,
          image: product.image,
          eyebrow: product.brand,
          action: (
            <button
              type="button"
              className="button button-secondary"
              aria-label={fillSlots(removeLabel, { name: product.name })}
              onClick={() => onRemove(product)}
            >
              {removeText}
            </button>
          ),
        }))}
      />
    </section>
  )
}
