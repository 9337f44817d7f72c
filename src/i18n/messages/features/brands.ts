import type { FeatureMessages } from '../feature-messages'

const en = {
  'brands.products': 'Products',
} as const

export const brandsMessages: FeatureMessages<typeof en> = {
  en,
  es: { 'brands.products': 'Productos de la marca' },
  'es-AR': { 'brands.products': 'Productos de la marca' },
  'pt-BR': { 'brands.products': 'Produtos da marca' },
  'ko-KR': { 'brands.products': '브랜드 제품' },
  'ja-JP': { 'brands.products': 'ブランドの製品' },
  zh: { 'brands.products': '品牌产品' },
}
