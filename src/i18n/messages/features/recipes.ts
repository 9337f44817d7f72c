import type { FeatureMessages } from '../feature-messages'

const en = {
  'recipes.print': 'Print recipe',
} as const

export const recipesMessages: FeatureMessages<typeof en> = {
  en,
  es: { 'recipes.print': 'Imprimir receta' },
  'es-AR': { 'recipes.print': 'Imprimí la receta' },
  'pt-BR': { 'recipes.print': 'Imprimir receita' },
  'ko-KR': { 'recipes.print': '레시피 인쇄' },
  'ja-JP': { 'recipes.print': 'レシピを印刷' },
  zh: { 'recipes.print': '打印食谱' },
}
