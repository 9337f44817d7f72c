import type { FeatureMessages } from '../feature-messages'

const en = {
  'blog.readMore': 'Read more',
} as const

export const blogMessages: FeatureMessages<typeof en> = {
  en,
  es: { 'blog.readMore': 'Leer más' },
  'es-AR': { 'blog.readMore': 'Leé más' },
  'pt-BR': { 'blog.readMore': 'Leia mais' },
  'ko-KR': { 'blog.readMore': '더 읽기' },
  'ja-JP': { 'blog.readMore': '続きを読む' },
  zh: { 'blog.readMore': '阅读更多' },
}
