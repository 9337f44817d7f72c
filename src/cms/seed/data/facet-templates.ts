import type { Localized } from './types'
import { L } from './localized'
import { FRY_TYPE_NAMES } from './product-taxonomies'

export type FacetComponent =
  'FacetSelector' | 'RangeSliders' | 'Results' | 'SingleFacetSelector' | 'FacetSorter'

export interface SeedFacetFilter {
  searchAttribute: string
  name: Localized
  type: FacetComponent
  refinementOperator?: 'and' | 'or'
  unitLabel?: Localized
}

export interface SeedFacetTemplate {
  slug: string
  contentKind: 'products' | 'recipes'
  name: Localized
  /** Product category slugs the listing starts from; none lists every product. */
  categories?: string[]
  filters: SeedFacetFilter[]
}

const NAME = L('Name', 'Nombre', 'Nombre', 'Nome', '이름', '名前', '名称')
const DAYS = L('days', 'días', 'días', 'dias', '일', '日', '天')
const SHELF_LIFE = L(
  'Shelf life',
  'Vida útil',
  'Vida útil',
  'Validade',
  '유통기한',
  '賞味期間',
  '保质期',
)
const BRAND = L('Brand', 'Marca', 'Marca', 'Marca', '브랜드', 'ブランド', '品牌')
const CUT_TYPE = L(
  'Cut type',
  'Tipo de corte',
  'Tipo de corte',
  'Tipo de corte',
  '커팅 유형',
  'カットの種類',
  '切型',
)
const DIETARY = L(
  'Dietary needs',
  'Necesidades alimentarias',
  'Necesidades alimentarias',
  'Restrições alimentares',
  '식이 요건',
  '食事制限',
  '饮食需求',
)

const sorter = (searchAttribute: string, name: Localized): SeedFacetFilter => ({
  searchAttribute,
  name,
  type: 'FacetSorter',
})
const results = (name: Localized): SeedFacetFilter => ({
  searchAttribute: 'results',
  name,
  type: 'Results',
})

export const FACET_TEMPLATES: readonly SeedFacetTemplate[] = [
  {
    slug: 'all-products',
    contentKind: 'products',
    name: L(
      'All products',
      'Todos los productos',
      'Todos los productos',
      'Todos os produtos',
      '전체 제품',
      'すべての製品',
      '全部产品',
    ),
    filters: [
      {
        searchAttribute: 'brand',
        type: 'FacetSelector',
        refinementOperator: 'or',
        name: BRAND,
      },
      {
        searchAttribute: 'categories',
        type: 'FacetSelector',
        refinementOperator: 'or',
        name: L(
          'Category',
          'Categoría',
          'Categoría',
          'Categoria',
          '카테고리',
          'カテゴリー',
          '类别',
        ),
      },
      {
        searchAttribute: 'cutTypes',
        type: 'FacetSelector',
        refinementOperator: 'or',
        name: CUT_TYPE,
      },
      {
        // A product must meet every dietary need the operator ticks, not just one of them.
        searchAttribute: 'dietaryFlags',
        type: 'FacetSelector',
        refinementOperator: 'and',
        name: DIETARY,
      },
      {
        searchAttribute: 'preparationMethods',
        type: 'FacetSelector',
        refinementOperator: 'or',
        name: L(
          'Preparation method',
          'Método de preparación',
          'Método de preparación',
          'Método de preparo',
          '조리 방법',
          '調理方法',
          '烹饪方式',
        ),
      },
      sorter('title', NAME),
      results(L('Products', 'Productos', 'Productos', 'Produtos', '제품', '製品', '产品')),
    ],
  },
  {
    slug: 'fries',
    contentKind: 'products',
    categories: ['fries'],
    name: FRY_TYPE_NAMES.fries,
    filters: [
      {
        searchAttribute: 'cutTypes',
        type: 'FacetSelector',
        refinementOperator: 'or',
        name: CUT_TYPE,
      },
      { searchAttribute: 'brand', type: 'FacetSelector', refinementOperator: 'or', name: BRAND },
      {
        searchAttribute: 'fryType',
        type: 'SingleFacetSelector',
        name: L(
          'Fry type',
          'Tipo de fritura',
          'Tipo de fritura',
          'Tipo de fritura',
          '튀김 유형',
          'フライの種類',
          '油炸类型',
        ),
      },
      {
        // A product must meet every dietary need the operator ticks, not just one of them.
        searchAttribute: 'dietaryFlags',
        type: 'FacetSelector',
        refinementOperator: 'and',
        name: DIETARY,
      },
      { searchAttribute: 'shelfLife', type: 'RangeSliders', name: SHELF_LIFE, unitLabel: DAYS },
      sorter('title', NAME),
      sorter('shelfLife', SHELF_LIFE),
      results(FRY_TYPE_NAMES.fries),
    ],
  },
  {
    slug: 'all-recipes',
    contentKind: 'recipes',
    name: L(
      'All recipes',
      'Todas las recetas',
      'Todas las recetas',
      'Todas as receitas',
      '전체 레시피',
      'すべてのレシピ',
      '全部食谱',
    ),
    filters: [
      {
        searchAttribute: 'mealTypes',
        type: 'FacetSelector',
        refinementOperator: 'or',
        name: L(
          'Meal type',
          'Tipo de comida',
          'Tipo de comida',
          'Refeição',
          '식사 유형',
          '食事の種類',
          '餐别',
        ),
      },
      {
        searchAttribute: 'marketSegments',
        type: 'FacetSelector',
        refinementOperator: 'or',
        name: L(
          'Market segment',
          'Segmento de mercado',
          'Segmento de mercado',
          'Segmento de mercado',
          '시장 부문',
          '業態',
          '市场细分',
        ),
      },
      {
        searchAttribute: 'dishType',
        type: 'FacetSelector',
        refinementOperator: 'or',
        name: L(
          'Dish type',
          'Tipo de platillo',
          'Tipo de plato',
          'Tipo de prato',
          '요리 종류',
          '料理の種類',
          '菜品类型',
        ),
      },
      {
        searchAttribute: 'yieldServings',
        type: 'RangeSliders',
        name: L('Servings', 'Porciones', 'Porciones', 'Porções', '인분', '人前', '份数'),
        unitLabel: L('servings', 'porciones', 'porciones', 'porções', '인분', '人前', '份'),
      },
      sorter('date', L('Date', 'Fecha', 'Fecha', 'Data', '날짜', '日付', '日期')),
      sorter('title', NAME),
      results(L('Recipes', 'Recetas', 'Recetas', 'Receitas', '레시피', 'レシピ', '食谱')),
    ],
  },
]
