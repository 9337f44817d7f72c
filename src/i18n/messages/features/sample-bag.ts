import type { FeatureMessages } from '../feature-messages'

const en = {
  'sampleBag.getASample': 'Get a sample',
} as const

export const sampleBagMessages: FeatureMessages<typeof en> = {
  en,
  es: { 'sampleBag.getASample': 'Solicitar una muestra' },
  'es-AR': { 'sampleBag.getASample': 'Pedí una muestra' },
  'pt-BR': { 'sampleBag.getASample': 'Solicitar uma amostra' },
  'ko-KR': { 'sampleBag.getASample': '샘플 신청' },
  'ja-JP': { 'sampleBag.getASample': 'サンプルを請求' },
  zh: { 'sampleBag.getASample': '申请样品' },
}
