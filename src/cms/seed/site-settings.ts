import { MESSAGES, type MessageKey } from '../../i18n/messages'
import type { Locale } from '../../routing/locales'
import { ALL_REGION_IDS } from '../../routing/regions'
import { createLocalized, createPlain, type SeedContext, tagsOf } from './context'
import { CUT_TYPE_NAMES, PREPARATION_METHOD_NAMES } from './data/terms'
import type { Localized } from './data/types'
import { paragraphsToRichText } from './lexical'
import { L } from './data/localized'

/** The site's own UI message, so CMS copy and built-in copy never disagree. */
function message(key: MessageKey): Localized {
  return L(
    MESSAGES.en[key],
    MESSAGES.es[key],
    MESSAGES['es-AR'][key],
    MESSAGES['pt-BR'][key],
    MESSAGES['ko-KR'][key],
    MESSAGES['ja-JP'][key],
    MESSAGES.zh[key],
  )
}

const ALL = tagsOf('all')
const US_ONLY = tagsOf(['us'])
const OUTSIDE_US = tagsOf(ALL_REGION_IDS.filter((id) => id !== 'us'))

// Feature flags ---------------------------------------------------------------------------------

const FLAGS_EVERYWHERE = ['sampleBag', 'productCompare', 'favorites', 'avocadoCalculator'] as const
/** The directory and the partner program exist for the United States only. */
const FLAGS_US_ONLY = ['distributorFinder', 'partnerProgram'] as const

async function seedFeatureFlags(ctx: SeedContext): Promise<void> {
  for (const flagId of FLAGS_EVERYWHERE) {
    await createPlain(ctx, 'feature-flags', { flagId, active: true, regionTags: ALL })
  }
  for (const flagId of FLAGS_US_ONLY) {
    await createPlain(ctx, 'feature-flags', { flagId, active: true, regionTags: US_ONLY })
    await createPlain(ctx, 'feature-flags', { flagId, active: false, regionTags: OUTSIDE_US })
  }
}

// Email domain block list -----------------------------------------------------------------------

export const BLOCKED_EMAIL_DOMAINS = [
  'mailinator.com',
  'guerrillamail.com',
  '10minutemail.com',
  'tempmail.com',
  'yopmail.com',
  'example-blocked.com',
] as const

async function seedEmailDomainBlocklist(ctx: SeedContext): Promise<void> {
  for (const domain of BLOCKED_EMAIL_DOMAINS) {
    await createPlain(ctx, 'email-domain-blocklist', { domain })
  }
}

// Forms -----------------------------------------------------------------------------------------

type FieldType =
  | 'Single Checkbox True/False'
  | 'Bot Honeypot'
  | 'Dropdown'
  | 'Email'
  | 'Phone'
  | 'Text'
  | 'Textarea'

interface FormFieldSeed {
  name: string
  displayType: FieldType
  label: Localized
  prospectApiFieldId?: string
  width?: 'full' | 'half' | 'third'
  isRequired?: boolean
  errorMessage?: Localized
  options?: { value: string; label: Localized }[]
}

interface FormSeed {
  key: string
  internalTitle: string
  group: string
  contactType: 'Contact' | 'Lead' | 'Prospect'
  title: Localized
  description: Localized
  successMessage: Localized
  submitButtonText: Localized
  fields: FormFieldSeed[]
}

const REQUIRED = message('validation.required')

const EMAIL_FIELD: FormFieldSeed = {
  name: 'email',
  displayType: 'Email',
  label: L(
    'Email',
    'Correo electrónico',
    'Correo electrónico',
    'E-mail',
    '이메일',
    'メールアドレス',
    '电子邮件',
  ),
  prospectApiFieldId: 'email',
  isRequired: true,
  errorMessage: message('validation.email'),
}

/** Hidden from people; a bot that fills it in is dropped. */
const HONEYPOT_FIELD: FormFieldSeed = {
  name: 'website',
  displayType: 'Bot Honeypot',
  label: L(
    'Leave this field empty',
    'Deje este campo vacío',
    'Dejá este campo vacío',
    'Deixe este campo em branco',
    '이 칸은 비워 두세요',
    'この欄は空欄のままにしてください',
    '请勿填写此栏',
  ),
}

const FORM_GROUPS = [
  {
    key: 'leads',
    internalTitle: 'Terrafield Foods: sales leads',
    domain: 'terrafield.example',
    businessUnit: 'Foodservice',
    campaignId: 'TF-LEAD-2026',
    folder: 'Website leads',
  },
  {
    key: 'newsletter',
    internalTitle: 'Terrafield Foods: newsletter',
    domain: 'terrafield.example',
    businessUnit: 'Marketing',
    campaignId: 'TF-NEWS-2026',
    folder: 'Newsletter sign-ups',
  },
] as const

const FORMS: readonly FormSeed[] = [
  {
    key: 'contact-us',
    internalTitle: 'Contact us',
    group: 'leads',
    contactType: 'Lead',
    title: L(
      'Contact us',
      'Contáctenos',
      'Contactanos',
      'Fale conosco',
      '문의하기',
      'お問い合わせ',
      '联系我们',
    ),
    description: L(
      'Questions about our products, samples or becoming a Terrafield+ partner? Send us a message and a member of our food-service team will get back to you within two business days.',
      '¿Tiene preguntas sobre nuestros productos, muestras o sobre cómo ser socio de Terrafield+? Envíenos un mensaje y un integrante de nuestro equipo de food service le responderá en un plazo de dos días hábiles.',
      '¿Tenés preguntas sobre nuestros productos, muestras o cómo sumarte a Terrafield+? Mandanos un mensaje y alguien de nuestro equipo gastronómico te va a responder dentro de los dos días hábiles.',
      'Dúvidas sobre nossos produtos, amostras ou como se tornar parceiro Terrafield+? Envie uma mensagem e alguém da nossa equipe de food service responderá em até dois dias úteis.',
      '제품, 샘플 또는 Terrafield+ 파트너 가입에 대해 궁금한 점이 있으신가요? 메시지를 보내 주시면 푸드서비스 팀이 영업일 기준 2일 이내에 답변해 드립니다.',
      '製品やサンプル、Terrafield+ パートナーへの参加についてのご質問は、こちらからお送りください。フードサービス担当者が2営業日以内にご連絡いたします。',
      '对我们的产品、样品或成为 Terrafield+ 合作伙伴有疑问？请给我们留言，我们的餐饮服务团队将在两个工作日内回复您。',
    ),
    successMessage: L(
      'Thank you! Your message has been sent. We will be in touch soon.',
      '¡Gracias! Su mensaje fue enviado. Nos pondremos en contacto con usted pronto.',
      '¡Gracias! Tu mensaje fue enviado. Nos vamos a comunicar con vos pronto.',
      'Obrigado! Sua mensagem foi enviada. Entraremos em contato em breve.',
      '감사합니다! 메시지가 전송되었습니다. 곧 연락드리겠습니다.',
      'ありがとうございます。メッセージを送信しました。担当者より追ってご連絡いたします。',
      '谢谢！您的留言已发送，我们会尽快与您联系。',
    ),
    submitButtonText: L(
      'Send message',
      'Enviar mensaje',
      'Enviar mensaje',
      'Enviar mensagem',
      '메시지 보내기',
      '送信する',
      '发送留言',
    ),
    fields: [
      {
        name: 'firstName',
        displayType: 'Text',
        label: L('First name', 'Nombre', 'Nombre', 'Nome', '이름', '名', '名'),
        prospectApiFieldId: 'first_name',
        width: 'half',
        isRequired: true,
        errorMessage: REQUIRED,
      },
      {
        name: 'lastName',
        displayType: 'Text',
        label: L('Last name', 'Apellido', 'Apellido', 'Sobrenome', '성', '姓', '姓'),
        prospectApiFieldId: 'last_name',
        width: 'half',
        isRequired: true,
        errorMessage: REQUIRED,
      },
      { ...EMAIL_FIELD, width: 'half' },
      {
        name: 'phone',
        displayType: 'Phone',
        label: L('Phone', 'Teléfono', 'Teléfono', 'Telefone', '전화번호', '電話番号', '电话'),
        prospectApiFieldId: 'phone',
        width: 'half',
        errorMessage: message('validation.phone'),
      },
      {
        name: 'company',
        displayType: 'Text',
        label: L(
          'Company or operation name',
          'Empresa u operación',
          'Empresa o negocio',
          'Empresa ou estabelecimento',
          '회사 또는 업장명',
          '会社名・店舗名',
          '公司或门店名称',
        ),
        prospectApiFieldId: 'company',
        isRequired: true,
        errorMessage: REQUIRED,
      },
      {
        name: 'operatorType',
        displayType: 'Dropdown',
        label: L(
          'Type of operation',
          'Tipo de operación',
          'Tipo de negocio',
          'Tipo de estabelecimento',
          '업종',
          '業態',
          '经营类型',
        ),
        prospectApiFieldId: 'operator_type',
        options: [
          {
            value: 'restaurant',
            label: L(
              'Restaurant',
              'Restaurante',
              'Restaurante',
              'Restaurante',
              '레스토랑',
              'レストラン',
              '餐厅',
            ),
          },
          {
            value: 'k-12',
            label: L(
              'K-12 school',
              'Escuela (K-12)',
              'Escuela',
              'Escola',
              '학교 급식',
              '学校給食',
              '中小学校',
            ),
          },
          {
            value: 'healthcare',
            label: L(
              'Healthcare or senior living',
              'Hospital o residencia para adultos mayores',
              'Salud o residencia geriátrica',
              'Saúde ou casa de repouso',
              '의료·요양 시설',
              '医療・介護施設',
              '医疗或养老机构',
            ),
          },
          {
            value: 'distributor',
            label: L(
              'Distributor',
              'Distribuidor',
              'Distribuidor',
              'Distribuidor',
              '유통업체',
              '卸売業者',
              '经销商',
            ),
          },
        ],
      },
      {
        name: 'message',
        displayType: 'Textarea',
        label: L(
          'How can we help?',
          '¿Cómo podemos ayudarle?',
          '¿Cómo te podemos ayudar?',
          'Como podemos ajudar?',
          '무엇을 도와드릴까요?',
          'お問い合わせ内容',
          '我们能为您做些什么？',
        ),
        prospectApiFieldId: 'comments',
      },
      {
        name: 'consent',
        displayType: 'Single Checkbox True/False',
        label: L(
          'I agree to receive product news and offers from Terrafield Foods. I can unsubscribe at any time.',
          'Acepto recibir novedades y ofertas de productos de Terrafield Foods. Puedo darme de baja en cualquier momento.',
          'Acepto recibir novedades y ofertas de Terrafield Foods. Me puedo dar de baja cuando quiera.',
          'Concordo em receber novidades e ofertas da Terrafield Foods. Posso cancelar a inscrição a qualquer momento.',
          'Terrafield Foods의 제품 소식과 혜택 정보 수신에 동의합니다. 언제든지 수신을 거부할 수 있습니다.',
          'Terrafield Foods からの製品情報やキャンペーン情報の受け取りに同意します。配信はいつでも停止できます。',
          '我同意接收 Terrafield Foods 的产品资讯和优惠信息，并可随时退订。',
        ),
        prospectApiFieldId: 'opted_in',
        isRequired: true,
        errorMessage: REQUIRED,
      },
      HONEYPOT_FIELD,
    ],
  },
  {
    key: 'email-sign-up',
    internalTitle: 'Email sign-up',
    group: 'newsletter',
    contactType: 'Prospect',
    title: L(
      'Get menu ideas in your inbox',
      'Reciba ideas para su menú en su correo',
      'Recibí ideas para tu menú en tu correo',
      'Receba ideias de cardápio no seu e-mail',
      '메뉴 아이디어를 이메일로 받아 보세요',
      'メニューのアイデアをメールでお届けします',
      '订阅菜单灵感邮件',
    ),
    description: L(
      'New products, recipes and seasonal promotions from Terrafield Foods, once a month.',
      'Nuevos productos, recetas y promociones de temporada de Terrafield Foods, una vez al mes.',
      'Productos nuevos, recetas y promociones de temporada de Terrafield Foods, una vez por mes.',
      'Novos produtos, receitas e promoções sazonais da Terrafield Foods, uma vez por mês.',
      'Terrafield Foods의 신제품, 레시피, 시즌 프로모션 소식을 한 달에 한 번 보내 드립니다.',
      'Terrafield Foods の新製品、レシピ、季節のキャンペーン情報を月に一度お届けします。',
      '每月一次，为您送上 Terrafield Foods 的新品、食谱和季节性促销信息。',
    ),
    successMessage: L(
      'Thanks for signing up! Watch your inbox for our next issue.',
      '¡Gracias por suscribirse! Pronto recibirá nuestro próximo boletín.',
      '¡Gracias por suscribirte! Pronto vas a recibir nuestro próximo boletín.',
      'Obrigado por se inscrever! Em breve você receberá nossa próxima edição.',
      '구독해 주셔서 감사합니다! 다음 소식을 이메일로 보내 드리겠습니다.',
      'ご登録ありがとうございます。次回のメールをお楽しみに。',
      '感谢订阅！请留意我们的下一期邮件。',
    ),
    submitButtonText: L(
      'Sign up',
      'Suscribirse',
      'Suscribirme',
      'Inscrever-se',
      '구독하기',
      '登録する',
      '订阅',
    ),
    fields: [
      EMAIL_FIELD,
      {
        name: 'zip',
        displayType: 'Text',
        label: L(
          'ZIP code',
          'Código postal',
          'Código postal',
          'CEP',
          '우편번호',
          '郵便番号',
          '邮政编码',
        ),
        prospectApiFieldId: 'zip',
      },
      HONEYPOT_FIELD,
    ],
  },
]

function formFields(form: FormSeed, locale: Locale) {
  return form.fields.map((field) => ({
    name: field.name,
    label: field.label[locale],
    prospectApiFieldId: field.prospectApiFieldId ?? null,
    displayType: field.displayType,
    width: field.width ?? 'full',
    isRequired: field.isRequired ?? false,
    errorMessage: field.errorMessage?.[locale] ?? null,
    options: (field.options ?? []).map((option) => ({
      value: option.value,
      label: option.label[locale],
    })),
  }))
}

async function seedForms(ctx: SeedContext): Promise<void> {
  const groupIds = new Map<string, number>()
  for (const { key, ...group } of FORM_GROUPS) {
    groupIds.set(key, await createPlain(ctx, 'form-groups', group))
  }
  const errorMessage = message('error.request')
  for (const form of FORMS) {
    await createLocalized(
      ctx,
      'forms',
      {
        internalTitle: form.internalTitle,
        formGroup: groupIds.get(form.group) ?? null,
        contactType: form.contactType,
        successLocation: 'replaceForm',
        errorLocation: 'aboveForm',
        submitButtonAsCaptcha: false,
        regionTags: ALL,
      },
      (locale) => ({
        title: form.title[locale],
        description: form.description[locale],
        successMessage: form.successMessage[locale],
        errorMessage: errorMessage[locale],
        submitButtonText: form.submitButtonText[locale],
        fields: formFields(form, locale),
      }),
    )
  }
}

// Favorites -------------------------------------------------------------------------------------

const ADD_TO_FAVORITES = L(
  'Add to favorites',
  'Agregar a favoritos',
  'Agregar a favoritos',
  'Adicionar aos favoritos',
  '즐겨찾기에 추가',
  'お気に入りに追加',
  '添加到收藏夹',
)

const REMOVE_FROM_FAVORITES = L(
  'Remove from favorites',
  'Quitar de favoritos',
  'Quitar de favoritos',
  'Remover dos favoritos',
  '즐겨찾기에서 삭제',
  'お気に入りから削除',
  '从收藏夹中移除',
)

const FAVORITES = [
  {
    contentType: 'products',
    internalTitle: 'Favorites: products',
    ctaUrl: '/products',
    header: L(
      'My favorite products',
      'Mis productos favoritos',
      'Mis productos favoritos',
      'Meus produtos favoritos',
      '즐겨찾는 제품',
      'お気に入りの製品',
      '我收藏的产品',
    ),
    copy: L(
      'Keep the products you order most in one place. Your favorites are saved in this browser.',
      'Tenga a la mano los productos que más pide. Sus favoritos se guardan en este navegador.',
      'Tené a mano los productos que más pedís. Tus favoritos se guardan en este navegador.',
      'Tenha à mão os produtos que você mais pede. Seus favoritos ficam salvos neste navegador.',
      '자주 주문하는 제품을 한곳에 모아 두세요. 즐겨찾기는 이 브라우저에 저장됩니다.',
      'よく注文する製品をまとめて管理できます。お気に入りはこのブラウザに保存されます。',
      '将常订购的产品集中保存。收藏内容会保存在此浏览器中。',
    ),
    addConfirmationMessage: message('favorites.added'),
    emptyStateHeader: L(
      'You have no favorite products yet',
      'Aún no tiene productos favoritos',
      'Todavía no tenés productos favoritos',
      'Você ainda não tem produtos favoritos',
      '아직 즐겨찾는 제품이 없습니다',
      'お気に入りの製品はまだありません',
      '您还没有收藏任何产品',
    ),
    emptyStateCopy: L(
      'Select the heart on any product to save it here.',
      'Seleccione el corazón en cualquier producto para guardarlo aquí.',
      'Tocá el corazón en cualquier producto para guardarlo acá.',
      'Toque no coração de qualquer produto para salvá-lo aqui.',
      '제품의 하트 아이콘을 누르면 여기에 저장됩니다.',
      '製品のハートマークを選ぶと、ここに保存されます。',
      '点击任意产品上的心形图标，即可将其保存在这里。',
    ),
    cta: L(
      'Browse products',
      'Ver productos',
      'Ver productos',
      'Ver produtos',
      '제품 둘러보기',
      '製品を見る',
      '浏览产品',
    ),
  },
  {
    contentType: 'recipes',
    internalTitle: 'Favorites: recipes',
    ctaUrl: '/recipes',
    header: L(
      'My favorite recipes',
      'Mis recetas favoritas',
      'Mis recetas favoritas',
      'Minhas receitas favoritas',
      '즐겨찾는 레시피',
      'お気に入りのレシピ',
      '我收藏的食谱',
    ),
    copy: L(
      'Save the recipes that inspire your menu and come back to them any time. Your favorites are saved in this browser.',
      'Guarde las recetas que inspiran su menú y consúltelas cuando quiera. Sus favoritos se guardan en este navegador.',
      'Guardá las recetas que inspiran tu menú y volvé a verlas cuando quieras. Tus favoritos se guardan en este navegador.',
      'Salve as receitas que inspiram seu cardápio e volte a elas quando quiser. Seus favoritos ficam salvos neste navegador.',
      '메뉴에 영감을 주는 레시피를 저장하고 언제든지 다시 확인하세요. 즐겨찾기는 이 브라우저에 저장됩니다.',
      'メニューのヒントになるレシピを保存して、いつでも見返せます。お気に入りはこのブラウザに保存されます。',
      '收藏能为您的菜单带来灵感的食谱，随时回来查看。收藏内容会保存在此浏览器中。',
    ),
    // The Korean UI message names a product ("제품이"); a recipe needs its own subject.
    addConfirmationMessage: {
      ...message('favorites.added'),
      'ko-KR': '레시피가 즐겨찾기에 추가되었습니다.',
    },
    emptyStateHeader: L(
      'You have no favorite recipes yet',
      'Aún no tiene recetas favoritas',
      'Todavía no tenés recetas favoritas',
      'Você ainda não tem receitas favoritas',
      '아직 즐겨찾는 레시피가 없습니다',
      'お気に入りのレシピはまだありません',
      '您还没有收藏任何食谱',
    ),
    emptyStateCopy: L(
      'Select the heart on any recipe to save it here.',
      'Seleccione el corazón en cualquier receta para guardarla aquí.',
      'Tocá el corazón en cualquier receta para guardarla acá.',
      'Toque no coração de qualquer receita para salvá-la aqui.',
      '레시피의 하트 아이콘을 누르면 여기에 저장됩니다.',
      'レシピのハートマークを選ぶと、ここに保存されます。',
      '点击任意食谱上的心形图标，即可将其保存在这里。',
    ),
    cta: L(
      'Browse recipes',
      'Ver recetas',
      'Ver recetas',
      'Ver receitas',
      '레시피 둘러보기',
      'レシピを見る',
      '浏览食谱',
    ),
  },
] as const

async function seedFavoritesSettings(ctx: SeedContext): Promise<void> {
  const removeConfirmationMessage = message('favorites.removeConfirm')
  for (const favorites of FAVORITES) {
    await createLocalized(
      ctx,
      'favorites-settings',
      {
        internalTitle: favorites.internalTitle,
        contentType: favorites.contentType,
        regionTags: ALL,
      },
      (locale) => ({
        header: favorites.header[locale],
        copy: favorites.copy[locale],
        addConfirmationMessage: favorites.addConfirmationMessage[locale],
        removeConfirmationMessage: removeConfirmationMessage[locale],
        addButtonLabel: ADD_TO_FAVORITES[locale],
        removeButtonLabel: REMOVE_FROM_FAVORITES[locale],
        emptyStateHeader: favorites.emptyStateHeader[locale],
        emptyStateCopy: favorites.emptyStateCopy[locale],
        emptyStateCta: {
          text: favorites.cta[locale],
          style: 'primary',
          typeOfCta: 'link',
          url: favorites.ctaUrl,
          openNewWindow: false,
        },
      }),
    )
  }
}

// Sample bag ------------------------------------------------------------------------------------

const SAMPLE_BAG = {
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

async function seedSampleBagSettings(ctx: SeedContext): Promise<void> {
  const { continueBrowsing, ...texts } = SAMPLE_BAG
  await createLocalized(
    ctx,
    'sample-bag-settings',
    { internalTitle: 'Sample bag', maxItems: 5, regionTags: ALL },
    (locale) => ({
      ...Object.fromEntries(Object.entries(texts).map(([field, text]) => [field, text[locale]])),
      continueBrowsingLink: {
        title: continueBrowsing[locale],
        url: '/products',
        externalLink: false,
      },
    }),
  )
}

// Facet templates -------------------------------------------------------------------------------

type FacetComponent =
  'FacetSelector' | 'RangeSliders' | 'Results' | 'SingleFacetSelector' | 'FacetSorter'

interface FacetFilterSeed {
  searchAttribute: string
  name: Localized
  type: FacetComponent
  refinementOperator: 'and' | 'or'
}

interface FacetTemplateSeed {
  slug: string
  contentKind: 'products' | 'recipes'
  name: Localized
  filters: FacetFilterSeed[]
}

const FACET_TEMPLATES: readonly FacetTemplateSeed[] = [
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
        name: L('Brand', 'Marca', 'Marca', 'Marca', '브랜드', 'ブランド', '品牌'),
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
        name: L(
          'Cut type',
          'Tipo de corte',
          'Tipo de corte',
          'Tipo de corte',
          '커팅 유형',
          'カットの種類',
          '切型',
        ),
      },
      {
        // A product must meet every dietary need the operator ticks, not just one of them.
        searchAttribute: 'dietaryFlags',
        type: 'FacetSelector',
        refinementOperator: 'and',
        name: L(
          'Dietary needs',
          'Necesidades alimentarias',
          'Necesidades alimentarias',
          'Restrições alimentares',
          '식이 요건',
          '食事制限',
          '饮食需求',
        ),
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
    ],
  },
]

async function seedFacetTemplates(ctx: SeedContext): Promise<void> {
  for (const template of FACET_TEMPLATES) {
    await createLocalized(
      ctx,
      'facet-templates',
      {
        slug: template.slug,
        contentKind: template.contentKind,
        joinType: 'and',
        initialQueryFilters: [],
        regionTags: ALL,
      },
      (locale) => ({
        name: template.name[locale],
        filters: template.filters.map((filter) => ({
          name: filter.name[locale],
          searchAttribute: filter.searchAttribute,
          type: filter.type,
          refinementOperator: filter.refinementOperator,
        })),
      }),
    )
  }
}

// Product finder --------------------------------------------------------------------------------

interface FinderStepSeed {
  key: string
  attribute: string
  stepTitle: Localized
  title: Localized
  subtitle: Localized
  options: { value: string; label: Localized }[]
}

function termOptions(names: Readonly<Record<string, Localized>>, keys: readonly string[]) {
  return keys.map((value) => {
    const label = names[value]
    if (!label) throw new Error(`product finder option "${value}" has no name in data/terms.ts`)
    return { value, label }
  })
}

const FINDER_STEPS: readonly FinderStepSeed[] = [
  {
    key: 'application',
    attribute: 'application',
    stepTitle: L('Application', 'Aplicación', 'Uso', 'Aplicação', '용도', '用途', '用途'),
    title: L(
      'Where will you serve them?',
      '¿Dónde las servirá?',
      '¿Dónde las vas a servir?',
      'Onde você vai servi-las?',
      '어디에서 제공하시나요?',
      'どこで提供しますか？',
      '您将在哪里供应？',
    ),
    subtitle: L(
      'Pick the operation that fits best.',
      'Elija la operación que mejor le corresponda.',
      'Elegí el tipo de negocio que mejor te represente.',
      'Escolha a operação que melhor se encaixa.',
      '가장 잘 맞는 업장을 선택하세요.',
      '最も近い業態を選んでください。',
      '选择最符合您的经营类型。',
    ),
    options: [
      {
        value: 'quick-service',
        label: L(
          'Quick service',
          'Servicio rápido',
          'Comida rápida',
          'Fast food',
          '퀵서비스',
          'クイックサービス',
          '快餐',
        ),
      },
      {
        value: 'casual-dining',
        label: L(
          'Casual dining',
          'Restaurante casual',
          'Restaurante casual',
          'Restaurante casual',
          '캐주얼 다이닝',
          'カジュアルダイニング',
          '休闲餐厅',
        ),
      },
      {
        value: 'k-12',
        label: L(
          'K-12 schools',
          'Escuelas',
          'Escuelas',
          'Escolas',
          '학교 급식',
          '学校給食',
          '中小学校',
        ),
      },
      {
        value: 'delivery',
        label: L(
          'Takeout and delivery',
          'Para llevar y a domicilio',
          'Take away y delivery',
          'Retirada e delivery',
          '포장 및 배달',
          'テイクアウト・デリバリー',
          '外卖和外送',
        ),
      },
    ],
  },
  {
    key: 'cut',
    attribute: 'cutTypes',
    stepTitle: L('Cut', 'Corte', 'Corte', 'Corte', '커팅', 'カット', '切型'),
    title: L(
      'Which cut do you prefer?',
      '¿Qué corte prefiere?',
      '¿Qué corte preferís?',
      'Qual corte você prefere?',
      '어떤 커팅을 원하시나요?',
      'どのカットがお好みですか？',
      '您喜欢哪种切型？',
    ),
    subtitle: L(
      'The cut shapes the plate and how long fries stay crisp.',
      'El corte define la presentación y cuánto tiempo se mantienen crujientes.',
      'El corte define la presentación y cuánto tiempo se mantienen crocantes.',
      'O corte define a apresentação e quanto tempo as batatas ficam crocantes.',
      '커팅에 따라 플레이팅과 바삭함 유지 시간이 달라집니다.',
      'カットによって盛り付けの印象やサクサク感の持続時間が変わります。',
      '切型决定了摆盘效果和薯条保持酥脆的时间。',
    ),
    options: termOptions(CUT_TYPE_NAMES, ['straight', 'crinkle', 'waffle', 'wedge']),
  },
  {
    key: 'coating',
    attribute: 'coating',
    stepTitle: L(
      'Coating',
      'Recubrimiento',
      'Rebozado',
      'Cobertura',
      '코팅',
      'コーティング',
      '裹层',
    ),
    title: L(
      'Coated or natural?',
      '¿Con recubrimiento o natural?',
      '¿Rebozadas o naturales?',
      'Com cobertura ou natural?',
      '코팅 여부를 선택하세요',
      'コーティングの有無は？',
      '需要裹层吗？',
    ),
    subtitle: L(
      'Coatings keep fries crisp longer under the heat lamp.',
      'Los recubrimientos mantienen las papas crujientes por más tiempo bajo la lámpara de calor.',
      'El rebozado mantiene las papas crocantes por más tiempo bajo la lámpara de calor.',
      'A cobertura mantém as batatas crocantes por mais tempo sob a lâmpada de aquecimento.',
      '코팅은 보온 램프 아래에서 바삭함을 더 오래 유지해 줍니다.',
      'コーティングがあると、保温ランプの下でもサクサク感が長持ちします。',
      '裹层可让薯条在保温灯下保持更久的酥脆。',
    ),
    options: [
      {
        value: 'uncoated',
        label: L(
          'Natural (uncoated)',
          'Natural (sin recubrimiento)',
          'Natural (sin rebozar)',
          'Natural (sem cobertura)',
          '코팅 없음',
          'ノンコート',
          '无裹层',
        ),
      },
      {
        value: 'clear-coat',
        label: L(
          'Clear coat',
          'Recubrimiento transparente',
          'Rebozado transparente',
          'Cobertura transparente',
          '클리어 코팅',
          'クリアコート',
          '透明裹层',
        ),
      },
      {
        value: 'battered',
        label: L(
          'Battered',
          'Empanizadas',
          'Rebozadas',
          'Empanadas',
          '배터 코팅',
          'バッター付き',
          '裹面糊',
        ),
      },
      {
        value: 'seasoned',
        label: L(
          'Seasoned',
          'Sazonadas',
          'Condimentadas',
          'Temperadas',
          '시즈닝',
          'シーズニング付き',
          '调味',
        ),
      },
    ],
  },
  {
    key: 'preparation',
    attribute: 'preparationMethods',
    stepTitle: L('Preparation', 'Preparación', 'Preparación', 'Preparo', '조리', '調理', '烹饪'),
    title: L(
      'How will you cook them?',
      '¿Cómo las va a preparar?',
      '¿Cómo las vas a preparar?',
      'Como você vai prepará-las?',
      '어떻게 조리하시나요?',
      'どのように調理しますか？',
      '您将如何烹制？',
    ),
    subtitle: L(
      'We show fries with instructions for your equipment.',
      'Le mostramos papas con instrucciones para su equipo.',
      'Te mostramos papas con instrucciones para tu equipo.',
      'Mostramos batatas com instruções para o seu equipamento.',
      '보유한 조리 장비에 맞는 조리법이 있는 제품을 보여 드립니다.',
      'お使いの調理機器に対応した製品を表示します。',
      '我们将为您展示适用于您设备的薯条。',
    ),
    options: termOptions(PREPARATION_METHOD_NAMES, ['fryer', 'oven', 'air-fryer']),
  },
]

const PRODUCT_FINDER = {
  title: L(
    'Find the right fry',
    'Encuentre la papa frita ideal',
    'Encontrá la papa frita ideal',
    'Encontre a batata frita ideal',
    '딱 맞는 감자튀김 찾기',
    '最適なフライドポテトを探す',
    '找到合适的薯条',
  ),
  shareButtonTitle: L(
    'Share results',
    'Compartir resultados',
    'Compartir resultados',
    'Compartilhar resultados',
    '결과 공유',
    '結果を共有',
    '分享结果',
  ),
  shareEmailSubject: L(
    'My fry matches from Terrafield Foods',
    'Mis papas fritas recomendadas por Terrafield Foods',
    'Mis papas fritas recomendadas por Terrafield Foods',
    'Minhas batatas fritas recomendadas pela Terrafield Foods',
    'Terrafield Foods 추천 감자튀김',
    'Terrafield Foods のおすすめフライドポテト',
    'Terrafield Foods 为我推荐的薯条',
  ),
  shareEmailBody: L(
    'These Terrafield Foods fries match what I am looking for: {url}',
    'Estas papas fritas de Terrafield Foods coinciden con lo que busco: {url}',
    'Estas papas fritas de Terrafield Foods coinciden con lo que estoy buscando: {url}',
    'Estas batatas fritas da Terrafield Foods atendem ao que procuro: {url}',
    '제가 찾는 조건에 맞는 Terrafield Foods 감자튀김입니다: {url}',
    '探している条件に合う Terrafield Foods のフライドポテトです: {url}',
    '这些 Terrafield Foods 薯条符合我的需求：{url}',
  ),
  compareTitle: L(
    'Compare fries',
    'Comparar papas fritas',
    'Comparar papas fritas',
    'Comparar batatas fritas',
    '감자튀김 비교',
    'フライドポテトを比較',
    '比较薯条',
  ),
  compareCallToAction: L(
    'Compare selected',
    'Comparar seleccionados',
    'Comparar seleccionados',
    'Comparar selecionados',
    '선택 항목 비교',
    '選択した製品を比較',
    '比较所选产品',
  ),
}

async function seedProductFinder(ctx: SeedContext): Promise<void> {
  const { title, ...texts } = PRODUCT_FINDER
  await createLocalized(
    ctx,
    'product-finders',
    { baseFilter: 'categories:fries', regionTags: ALL },
    (locale) => ({
      title: title[locale],
      ...Object.fromEntries(Object.entries(texts).map(([field, text]) => [field, text[locale]])),
      steps: FINDER_STEPS.map((step) => ({
        stepTitle: step.stepTitle[locale],
        title: step.title[locale],
        subtitle: step.subtitle[locale],
        type: 'options',
        attributes: [step.attribute],
        options: step.options.map((option) => ({
          value: option.value,
          label: option.label[locale],
        })),
      })),
    }),
  )
}

// Partner program -------------------------------------------------------------------------------

const PARTNER_FALLBACK = {
  heading: L(
    'Sign in to Terrafield+',
    'Inicie sesión en Terrafield+',
    'Iniciá sesión en Terrafield+',
    'Entre no Terrafield+',
    'Terrafield+에 로그인하세요',
    'Terrafield+ にサインイン',
    '登录 Terrafield+',
  ),
  text: L(
    'Terrafield+ partners see their account details, their sales contact and partner-only resources. Sign in to continue, or ask your Terrafield Foods representative how to join.',
    'Los socios de Terrafield+ ven los datos de su cuenta, su contacto de ventas y recursos exclusivos. Inicie sesión para continuar o pregunte a su representante de Terrafield Foods cómo unirse.',
    'Los socios de Terrafield+ ven los datos de su cuenta, su contacto comercial y recursos exclusivos. Iniciá sesión para continuar o preguntale a tu representante de Terrafield Foods cómo sumarte.',
    'Parceiros Terrafield+ acessam os dados da conta, seu contato de vendas e recursos exclusivos. Entre para continuar ou pergunte ao seu representante da Terrafield Foods como participar.',
    'Terrafield+ 파트너는 계정 정보, 영업 담당자, 파트너 전용 자료를 확인할 수 있습니다. 계속하려면 로그인하거나 Terrafield Foods 담당자에게 가입 방법을 문의하세요.',
    'Terrafield+ パートナーは、アカウント情報、営業担当者、パートナー限定の資料をご覧いただけます。続けるにはサインインするか、参加方法を Terrafield Foods の担当者にお問い合わせください。',
    'Terrafield+ 合作伙伴可以查看账户信息、销售联系人和专属资源。请登录以继续，或向您的 Terrafield Foods 代表咨询如何加入。',
  ),
  profileNotFound: L(
    'We could not find a Terrafield+ profile for your account. Please contact your Terrafield Foods sales representative.',
    'No encontramos un perfil de Terrafield+ para su cuenta. Comuníquese con su representante de ventas de Terrafield Foods.',
    'No encontramos un perfil de Terrafield+ para tu cuenta. Comunicate con tu representante de ventas de Terrafield Foods.',
    'Não encontramos um perfil Terrafield+ para sua conta. Entre em contato com seu representante de vendas da Terrafield Foods.',
    '회원님의 계정에 해당하는 Terrafield+ 프로필을 찾을 수 없습니다. Terrafield Foods 영업 담당자에게 문의하세요.',
    'お客様のアカウントに対応する Terrafield+ プロフィールが見つかりませんでした。Terrafield Foods の営業担当者にお問い合わせください。',
    '未找到与您账户关联的 Terrafield+ 资料。请联系您的 Terrafield Foods 销售代表。',
  ),
}

/** `salesforceSegments` are the CRM values on partner profiles (see directory.ts). */
const SEGMENT_MAPPINGS = [
  {
    internalTitle: 'Restaurants',
    segment: 'restaurants',
    salesforceSegments: ['Quick Service', 'Casual Dining', 'Fine Dining'],
  },
  {
    internalTitle: 'Schools',
    segment: 'k-12',
    salesforceSegments: ['K-12', 'College and University'],
  },
]

async function seedPartnerProgramSettings(ctx: SeedContext): Promise<void> {
  const variants = [
    {
      internalTitle: 'Terrafield+ (United States)',
      partnerProgramEnabled: true,
      regionTags: US_ONLY,
    },
    {
      internalTitle: 'Terrafield+ (other regions)',
      partnerProgramEnabled: false,
      regionTags: OUTSIDE_US,
    },
  ]
  for (const variant of variants) {
    await createLocalized(
      ctx,
      'partner-program-settings',
      { ...variant, segmentMappings: SEGMENT_MAPPINGS },
      (locale) => ({
        unauthenticatedFallbackComponent: {
          kind: 'backgroundImageBanner',
          heading: PARTNER_FALLBACK.heading[locale],
          text: PARTNER_FALLBACK.text[locale],
        },
        profileNotFoundMessage: paragraphsToRichText([PARTNER_FALLBACK.profileNotFound[locale]]),
      }),
    )
  }
}

// Recipe page -----------------------------------------------------------------------------------

const RECIPE_PAGE = {
  printDescription: L(
    'Recipes, product information and menu ideas for food-service professionals.',
    'Recetas, información de productos e ideas de menú para profesionales de food service.',
    'Recetas, información de productos e ideas de menú para profesionales gastronómicos.',
    'Receitas, informações de produtos e ideias de cardápio para profissionais de food service.',
    '푸드서비스 전문가를 위한 레시피, 제품 정보, 메뉴 아이디어.',
    'フードサービスのプロのためのレシピ、製品情報、メニューのアイデア。',
    '为餐饮服务专业人士提供的食谱、产品信息和菜单灵感。',
  ),
  logoSubtext: L(
    'Food-service solutions',
    'Soluciones para food service',
    'Soluciones gastronómicas',
    'Soluções para food service',
    '푸드서비스 솔루션',
    'フードサービス・ソリューション',
    '餐饮服务解决方案',
  ),
  marketingText: L(
    'Discover more recipes and products at terrafield.example.',
    'Descubra más recetas y productos en terrafield.example.',
    'Descubrí más recetas y productos en terrafield.example.',
    'Descubra mais receitas e produtos em terrafield.example.',
    '더 많은 레시피와 제품은 terrafield.example에서 확인하세요.',
    'その他のレシピや製品は terrafield.example でご覧いただけます。',
    '更多食谱和产品，请访问 terrafield.example。',
  ),
  emailSubject: L(
    'Recipe from Terrafield Foods: {recipe}',
    'Receta de Terrafield Foods: {recipe}',
    'Receta de Terrafield Foods: {recipe}',
    'Receita da Terrafield Foods: {recipe}',
    'Terrafield Foods 레시피: {recipe}',
    'Terrafield Foods のレシピ: {recipe}',
    'Terrafield Foods 食谱：{recipe}',
  ),
  emailBody: L(
    'I found this recipe from Terrafield Foods and thought you would like it: {recipe}\n\n{url}',
    'Encontré esta receta de Terrafield Foods y pensé que le gustaría: {recipe}\n\n{url}',
    'Encontré esta receta de Terrafield Foods y pensé que te podía gustar: {recipe}\n\n{url}',
    'Encontrei esta receita da Terrafield Foods e achei que você fosse gostar: {recipe}\n\n{url}',
    'Terrafield Foods에서 마음에 드실 만한 레시피를 발견했어요: {recipe}\n\n{url}',
    'Terrafield Foods で気に入りそうなレシピを見つけました: {recipe}\n\n{url}',
    '我在 Terrafield Foods 发现了一个您可能会喜欢的食谱：{recipe}\n\n{url}',
  ),
  printButtonTitle: L('Print', 'Imprimir', 'Imprimir', 'Imprimir', '인쇄', '印刷', '打印'),
  emailButtonTitle: L(
    'Email',
    'Enviar por correo',
    'Enviar por correo',
    'Enviar por e-mail',
    '이메일',
    'メールで送る',
    '发送邮件',
  ),
  shareButtonTitle: L('Share', 'Compartir', 'Compartir', 'Compartilhar', '공유', '共有', '分享'),
  yieldTitle: L('Yield', 'Rendimiento', 'Rinde', 'Rendimento', '분량', '分量', '份量'),
  associatedProductsTitle: L(
    'Products used in this recipe',
    'Productos usados en esta receta',
    'Productos usados en esta receta',
    'Produtos usados nesta receita',
    '이 레시피에 사용된 제품',
    'このレシピで使用している製品',
    '本食谱使用的产品',
  ),
  instructionsSectionTitle: L(
    'Preparation',
    'Preparación',
    'Preparación',
    'Modo de preparo',
    '조리 방법',
    '作り方',
    '做法',
  ),
}

async function seedRecipePageSettings(ctx: SeedContext): Promise<void> {
  const { printDescription, logoSubtext, marketingText, emailSubject, emailBody, ...titles } =
    RECIPE_PAGE
  await createLocalized(
    ctx,
    'recipe-page-settings',
    { internalTitle: 'Recipe page', regionTags: ALL },
    (locale) => ({
      print: {
        description: printDescription[locale],
        logoSubtext: logoSubtext[locale],
        marketingText: marketingText[locale],
      },
      emailTemplate: { subject: emailSubject[locale], body: emailBody[locale] },
      ...Object.fromEntries(Object.entries(titles).map(([field, text]) => [field, text[locale]])),
    }),
  )
}

// Recently viewed, authentication contexts, redirects ------------------------------------------

const RECENTLY_VIEWED_TITLE = L(
  'Recently viewed products',
  'Productos vistos recientemente',
  'Productos vistos recientemente',
  'Produtos vistos recentemente',
  '최근 본 제품',
  '最近チェックした製品',
  '最近浏览的产品',
)

async function seedRecentlyViewed(ctx: SeedContext): Promise<void> {
  await createLocalized(
    ctx,
    'recently-viewed-sections',
    { internalTitle: 'Recently viewed products', maxItems: 10, regionTags: ALL },
    (locale) => ({ title: RECENTLY_VIEWED_TITLE[locale] }),
  )
}

async function seedAuthenticationContexts(ctx: SeedContext): Promise<void> {
  await createPlain(ctx, 'authentication-contexts', {
    internalTitle: 'K-12 operators',
    behavior: 'show',
    segments: ['K-12'],
  })
  await createPlain(ctx, 'authentication-contexts', {
    internalTitle: 'Northeast ZIPs',
    behavior: 'show',
    zipCodes: ['02108', '10001'],
  })
}

const REDIRECTS = [
  { from: '/old-fries', to: '/products', permanent: true, regionTags: US_ONLY },
  { from: '/promo', to: '/about-us', permanent: false, regionTags: US_ONLY },
  { from: '/recipe-ideas', to: '/recipes', permanent: true, regionTags: US_ONLY },
  {
    from: '/mexico/promocion',
    to: '/mexico/about-us',
    locale: 'es',
    permanent: false,
    regionTags: tagsOf(['mexico']),
  },
]

async function seedRedirects(ctx: SeedContext): Promise<void> {
  for (const redirect of REDIRECTS) await createPlain(ctx, 'redirects', redirect)
  await createPlain(ctx, 'domain-redirects', { domain: 'terrafield.example', targetPath: '/' })
}

/** Settings, forms and small lookup lists; pages are not linked (they are seeded elsewhere). */
export async function seedSiteSettings(ctx: SeedContext): Promise<void> {
  await seedFeatureFlags(ctx)
  await seedEmailDomainBlocklist(ctx)
  await seedForms(ctx)
  await seedFavoritesSettings(ctx)
  await seedSampleBagSettings(ctx)
  await seedFacetTemplates(ctx)
  await seedProductFinder(ctx)
  await seedPartnerProgramSettings(ctx)
  await seedRecipePageSettings(ctx)
  await seedRecentlyViewed(ctx)
  await seedAuthenticationContexts(ctx)
  await seedRedirects(ctx)
  ctx.log(
    `site settings: ${FLAGS_EVERYWHERE.length + 2 * FLAGS_US_ONLY.length} feature flags, ${FORMS.length} forms, ` +
      `${FACET_TEMPLATES.length} facet templates, ${REDIRECTS.length} redirects`,
  )
}
