import type { Localized } from './types'
import { L } from './localized'

export type SeedSampleBagTexts = Record<
  | 'emptyBagTitle'
  | 'bagTitle'
  | 'rulesText'
  | 'shippingText'
  | 'emptySampleTitle'
  | 'emptySampleInfo'
  | 'questionText'
  | 'continueBrowsing',
  Localized
>

export const SAMPLE_BAG: SeedSampleBagTexts = {
  emptyBagTitle: L(
    'Your sample bag is empty',
    'Su bolsa de muestras está vacía',
    'Tu bolsa de muestras está vacía',
    'Sua sacola de amostras está vazia',
    '샘플 백이 비어 있습니다',
    'サンプルバッグは空です',
    '您的样品袋是空的',
  ),
  bagTitle: L(
    'Your sample bag',
    'Su bolsa de muestras',
    'Tu bolsa de muestras',
    'Sua sacola de amostras',
    '샘플 백',
    'サンプルバッグ',
    '您的样品袋',
  ),
  rulesText: L(
    'Samples are free for qualified food-service operators, with a limited number of products per order.',
    'Las muestras son gratuitas para operadores de food service calificados, con un número limitado de productos por pedido.',
    'Las muestras son gratis para operadores gastronómicos calificados, con una cantidad limitada de productos por pedido.',
    'As amostras são gratuitas para operadores de food service qualificados, com um número limitado de produtos por pedido.',
    '샘플은 자격을 갖춘 푸드서비스 사업자에게 무료로 제공되며, 주문당 신청할 수 있는 제품 수는 제한되어 있습니다.',
    'サンプルは対象となるフードサービス事業者様に無料でお届けします。1回のご注文でお申し込みいただける製品数には上限があります。',
    '样品免费提供给符合条件的餐饮服务经营者，每次订购的产品数量有限。',
  ),
  shippingText: L(
    'Samples ship frozen within 5–7 business days. A Terrafield Foods representative may contact you to confirm your order.',
    'Las muestras se envían congeladas en un plazo de 5 a 7 días hábiles. Un representante de Terrafield Foods podría contactarle para confirmar su pedido.',
    'Las muestras se envían congeladas dentro de los 5 a 7 días hábiles. Es posible que un representante de Terrafield Foods se comunique con vos para confirmar tu pedido.',
    'As amostras são enviadas congeladas em 5 a 7 dias úteis. Um representante da Terrafield Foods poderá entrar em contato para confirmar seu pedido.',
    '샘플은 영업일 기준 5~7일 이내에 냉동 상태로 발송됩니다. 주문 확인을 위해 Terrafield Foods 담당자가 연락드릴 수 있습니다.',
    'サンプルは5〜7営業日以内に冷凍便で発送します。ご注文内容の確認のため、Terrafield Foods の担当者からご連絡する場合があります。',
    '样品将在 5–7 个工作日内以冷冻方式寄出。Terrafield Foods 代表可能会与您联系以确认订单。',
  ),
  emptySampleTitle: L(
    'No samples added yet',
    'Aún no ha agregado muestras',
    'Todavía no agregaste muestras',
    'Nenhuma amostra adicionada ainda',
    '아직 추가된 샘플이 없습니다',
    'まだサンプルが追加されていません',
    '尚未添加样品',
  ),
  emptySampleInfo: L(
    'Look for "Get a sample" on a product page to add it to your bag.',
    'Busque "Solicitar una muestra" en la página de un producto para agregarlo a su bolsa.',
    'Buscá "Pedir una muestra" en la página de un producto para agregarlo a tu bolsa.',
    'Procure "Solicitar amostra" na página de um produto para adicioná-lo à sua sacola.',
    '제품 페이지에서 "샘플 신청"을 눌러 샘플 백에 추가하세요.',
    '製品ページの「サンプルを申し込む」からバッグに追加できます。',
    '在产品页面点击“索取样品”即可将其加入样品袋。',
  ),
  questionText: L(
    'Questions about samples? Contact your Terrafield Foods sales representative.',
    '¿Preguntas sobre las muestras? Comuníquese con su representante de ventas de Terrafield Foods.',
    '¿Tenés preguntas sobre las muestras? Comunicate con tu representante de ventas de Terrafield Foods.',
    'Dúvidas sobre amostras? Fale com seu representante de vendas da Terrafield Foods.',
    '샘플에 대해 궁금한 점이 있으신가요? Terrafield Foods 영업 담당자에게 문의하세요.',
    'サンプルについてのご質問は、Terrafield Foods の営業担当者までお問い合わせください。',
    '对样品有疑问？请联系您的 Terrafield Foods 销售代表。',
  ),
  continueBrowsing: L(
    'Continue browsing',
    'Seguir explorando',
    'Seguir explorando',
    'Continuar navegando',
    '계속 둘러보기',
    '製品一覧に戻る',
    '继续浏览',
  ),
}
