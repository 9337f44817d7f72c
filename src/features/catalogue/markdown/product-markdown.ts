import type { ProductSpecificationSettings } from '@/content/product-settings'
import type { ProductDetail } from '@/content/products'
import { toImage } from '@/content/images'
import { heading, image, link, list, markdownText, paragraph } from '@/lib/markdown/markdown-tree'
import { specificationsPath, specificationsPdfPath } from '@/routing/build'
import { buildSpecSheet, type SheetContext } from '../spec-sheet/sheet-model'
import { sheetMarkdown } from './sheet-markdown'

/** What the product page says, from the same content, for readers that want text. */
export function productMarkdown(
  product: ProductDetail,
  context: SheetContext,
  settings: ProductSpecificationSettings,
  absolute: (path: string) => string,
): string {
  const { t, regionId, locale } = context
  const sheet = buildSpecSheet(product, context, settings, new Date())
  const picture = toImage(product.productImages?.[0])
  const slug = product.slug ?? ''
  return markdownText([
    heading(1, sheet.name),
    paragraph([sheet.brand, sheet.skuLine].filter(Boolean).join(' · ')),
    picture && paragraph(image(absolute(picture.url), picture.alt || sheet.name)),
    product.generalDescription && paragraph(product.generalDescription),
    product.benefits && heading(2, t('catalogue.benefits')),
    product.benefits && paragraph(product.benefits),
    list([
      [link(absolute(specificationsPath(regionId, locale, slug, sheet.sku)), t('specSheet.title'))],
      [
        link(
          absolute(specificationsPdfPath(regionId, locale, slug, sheet.sku)),
          t('specSheet.downloadPdf'),
        ),
      ],
    ]),
    ...sheetMarkdown(sheet.sections),
  ])
}
