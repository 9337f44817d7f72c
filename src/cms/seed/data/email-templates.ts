import type { Localized, LocalizedParagraphs } from './types'

/** Global settings' email texts. `{product}` and `{url}` are filled in by the site. */
export const DISTRIBUTOR_REQUEST_EMAIL: { subject: Localized; body: LocalizedParagraphs } = {
  subject: {
    en: 'Distributor request',
    es: 'Solicitud de distribuidor',
    'es-AR': 'Pedido de distribuidor',
    'pt-BR': 'Solicitação de distribuidor',
    'ko-KR': '유통업체 요청',
    'ja-JP': '販売代理店のお問い合わせ',
    zh: '经销商申请',
  },
  body: {
    en: [
      'Hello,',
      'I would like to buy Terrafield Foods products through a distributor near me. Please tell me how to open an account.',
    ],
    es: [
      'Hola:',
      'Me gustaría comprar productos Terrafield Foods a través de un distribuidor cercano. Indíquenme cómo abrir una cuenta.',
    ],
    'es-AR': [
      'Hola:',
      'Quisiera comprar productos Terrafield Foods a través de un distribuidor cercano. Contame cómo abrir una cuenta.',
    ],
    'pt-BR': [
      'Olá,',
      'Gostaria de comprar produtos Terrafield Foods por meio de um distribuidor próximo. Como faço para abrir uma conta?',
    ],
    'ko-KR': [
      '안녕하세요.',
      '가까운 유통업체를 통해 Terrafield Foods 제품을 구매하고 싶습니다. 계정 개설 방법을 알려 주세요.',
    ],
    'ja-JP': [
      'ご担当者様',
      '近くの販売代理店を通じてTerrafield Foodsの製品を購入したいと考えています。口座開設の方法を教えてください。',
    ],
    zh: ['您好：', '我希望通过附近的经销商购买 Terrafield Foods 产品，请告诉我如何开设账户。'],
  },
}

export const SHARE_PRODUCT_EMAIL: { subject: Localized; body: LocalizedParagraphs } = {
  subject: {
    en: '{product} from Terrafield Foods',
    es: '{product} de Terrafield Foods',
    'es-AR': '{product} de Terrafield Foods',
    'pt-BR': '{product} da Terrafield Foods',
    'ko-KR': 'Terrafield Foods의 {product}',
    'ja-JP': 'Terrafield Foodsの{product}',
    zh: 'Terrafield Foods 的 {product}',
  },
  body: {
    en: ['I thought you would like {product}:', '{url}'],
    es: ['Creo que te interesará {product}:', '{url}'],
    'es-AR': ['Creo que te va a interesar {product}:', '{url}'],
    'pt-BR': ['Acho que você vai gostar de {product}:', '{url}'],
    'ko-KR': ['{product} 제품이 마음에 드실 것 같아요:', '{url}'],
    'ja-JP': ['{product}をご紹介します：', '{url}'],
    zh: ['我想你会喜欢 {product}：', '{url}'],
  },
}
