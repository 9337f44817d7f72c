import type { Localized } from './types'
import { L } from './localized'

/** Generic pages that hold a facet listing: the block's kind and the facet template it shows. */
export interface SeedListingPage {
  slug: string
  title: Localized
  intro: Localized
  block: 'productFacetTemplate' | 'recipeFacetTemplate'
  template: string
}

export const LISTING_PAGES: readonly SeedListingPage[] = [
  {
    slug: 'fries',
    block: 'productFacetTemplate',
    template: 'fries',
    title: L(
      'Find your fries',
      'Encuentre sus papas fritas',
      'Encontrá tus papas fritas',
      'Encontre suas batatas fritas',
      '나에게 맞는 감자튀김 찾기',
      'ぴったりのフライドポテトを探す',
      '找到合适的薯条',
    ),
    intro: L(
      'Filter our fries by cut, brand, fry type, dietary needs and shelf life.',
      'Filtre nuestras papas fritas por corte, marca, tipo de fritura, necesidades alimentarias y vida útil.',
      'Filtrá nuestras papas fritas por corte, marca, tipo de fritura, necesidades alimentarias y vida útil.',
      'Filtre nossas batatas fritas por corte, marca, tipo de fritura, restrições alimentares e validade.',
      '커팅, 브랜드, 튀김 유형, 식이 요건, 유통기한으로 감자튀김을 골라 보세요.',
      'カット、ブランド、フライの種類、食事制限、賞味期間でフライドポテトを絞り込めます。',
      '按切型、品牌、油炸类型、饮食需求和保质期筛选我们的薯条。',
    ),
  },
  {
    slug: 'recipe-ideas',
    block: 'recipeFacetTemplate',
    template: 'all-recipes',
    title: L(
      'Recipe ideas',
      'Ideas de recetas',
      'Ideas de recetas',
      'Ideias de receitas',
      '레시피 아이디어',
      'レシピのアイデア',
      '食谱灵感',
    ),
    intro: L(
      'Filter our recipes by meal, market segment, dish type and servings.',
      'Filtre nuestras recetas por tiempo de comida, segmento de mercado, tipo de platillo y porciones.',
      'Filtrá nuestras recetas por comida del día, segmento de mercado, tipo de plato y porciones.',
      'Filtre nossas receitas por refeição, segmento de mercado, tipo de prato e porções.',
      '식사, 시장 부문, 요리 종류, 인분으로 레시피를 골라 보세요.',
      '食事、業態、料理の種類、人前でレシピを絞り込めます。',
      '按餐别、市场细分、菜品类型和份数筛选我们的食谱。',
    ),
  },
]
