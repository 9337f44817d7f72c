import type { FeatureMessages } from '../feature-messages'

const en = {
  'catalogue.videos': 'Videos',
  'catalogue.productRecipes': 'Recipes',
  'catalogue.productRecipesTitle': 'Recipes with {name}',
  'catalogue.noProductRecipes': 'No recipes use this product yet.',
  'catalogue.linkedBlogs': 'Related articles',
  'catalogue.productIndexTitle': 'Products',
  'catalogue.categories': 'Product categories',
} as const

export const catalogueMessages: FeatureMessages<typeof en> = {
  en,
  es: {
    'catalogue.videos': 'Videos del producto',
    'catalogue.productRecipes': 'Recetas',
    'catalogue.productRecipesTitle': 'Recetas con {name}',
    'catalogue.noProductRecipes': 'Todavía no hay recetas con este producto.',
    'catalogue.linkedBlogs': 'Artículos relacionados',
    'catalogue.productIndexTitle': 'Productos',
    'catalogue.categories': 'Categorías de productos',
  },
  'es-AR': {
    'catalogue.videos': 'Videos del producto',
    'catalogue.productRecipes': 'Recetas',
    'catalogue.productRecipesTitle': 'Recetas con {name}',
    'catalogue.noProductRecipes': 'Todavía no hay recetas con este producto.',
    'catalogue.linkedBlogs': 'Artículos relacionados',
    'catalogue.productIndexTitle': 'Productos',
    'catalogue.categories': 'Categorías de productos',
  },
  'pt-BR': {
    'catalogue.videos': 'Vídeos',
    'catalogue.productRecipes': 'Receitas',
    'catalogue.productRecipesTitle': 'Receitas com {name}',
    'catalogue.noProductRecipes': 'Ainda não há receitas com este produto.',
    'catalogue.linkedBlogs': 'Artigos relacionados',
    'catalogue.productIndexTitle': 'Produtos',
    'catalogue.categories': 'Categorias de produtos',
  },
  'ko-KR': {
    'catalogue.videos': '동영상',
    'catalogue.productRecipes': '레시피',
    'catalogue.productRecipesTitle': '{name} 활용 레시피',
    'catalogue.noProductRecipes': '아직 이 제품을 사용한 레시피가 없습니다.',
    'catalogue.linkedBlogs': '관련 기사',
    'catalogue.productIndexTitle': '제품',
    'catalogue.categories': '제품 카테고리',
  },
  'ja-JP': {
    'catalogue.videos': '動画',
    'catalogue.productRecipes': 'レシピ',
    'catalogue.productRecipesTitle': '{name}を使ったレシピ',
    'catalogue.noProductRecipes': 'この製品を使ったレシピはまだありません。',
    'catalogue.linkedBlogs': '関連記事',
    'catalogue.productIndexTitle': '製品',
    'catalogue.categories': '製品カテゴリー',
  },
  zh: {
    'catalogue.videos': '视频',
    'catalogue.productRecipes': '食谱',
    'catalogue.productRecipesTitle': '使用{name}的食谱',
    'catalogue.noProductRecipes': '暂无使用此产品的食谱。',
    'catalogue.linkedBlogs': '相关文章',
    'catalogue.productIndexTitle': '产品',
    'catalogue.categories': '产品类别',
  },
}
