import type { FeatureMessages } from '../feature-messages'

const en = {
  'compare.add': 'Compare',
} as const

export const compareMessages: FeatureMessages<typeof en> = {
  en,
  es: { 'compare.add': 'Comparar' },
  'es-AR': { 'compare.add': 'Compará' },
  'pt-BR': { 'compare.add': 'Comparar' },
  'ko-KR': { 'compare.add': '비교하기' },
  'ja-JP': { 'compare.add': '比較する' },
  zh: { 'compare.add': '比较' },
}
