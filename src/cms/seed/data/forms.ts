import type { Localized } from './types'
import { L } from './localized'
import { uiMessage } from './ui-message'
import { distributorRequestForm } from './distributor-request-form'

export type FormFieldType =
  | 'Single Checkbox True/False'
  | 'Bot Honeypot'
  | 'Checkbox'
  | 'Date'
  | 'Dropdown'
  | 'Email'
  | 'Hidden'
  | 'Number'
  | 'Phone'
  | 'Radio'
  | 'Text'
  | 'Textarea'

export interface SeedFormField {
  name: string
  displayType: FormFieldType
  label: Localized
  prospectApiFieldId?: string
  width?: 'full' | 'half' | 'third'
  isRequired?: boolean
  errorMessage?: Localized
  defaultValue?: string
  options?: { value: string; label: Localized }[]
}

export interface SeedForm {
  key: string
  internalTitle: string
  group: string
  contactType: 'Contact' | 'Lead' | 'Prospect'
  title: Localized
  description: Localized
  successMessage: Localized
  submitButtonText: Localized
  /** The submit button doubles as a captcha (a signed, timed token per visitor). */
  captcha?: boolean
  successLocation?: 'replaceForm' | 'aboveForm' | 'page'
  errorLocation?: 'aboveForm' | 'belowForm'
  fields: SeedFormField[]
}

const EMAIL_FIELD: SeedFormField = {
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
}

/** Hidden from people; a bot that fills it in is dropped. */
const HONEYPOT_FIELD: SeedFormField = {
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

export const FORM_ERROR_MESSAGE = uiMessage('error.request')

export const FORMS: readonly SeedForm[] = [
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
      },
      {
        name: 'lastName',
        displayType: 'Text',
        label: L('Last name', 'Apellido', 'Apellido', 'Sobrenome', '성', '姓', '姓'),
        prospectApiFieldId: 'last_name',
        width: 'half',
        isRequired: true,
      },
      { ...EMAIL_FIELD, width: 'half' },
      {
        name: 'phone',
        displayType: 'Phone',
        label: L('Phone', 'Teléfono', 'Teléfono', 'Telefone', '전화번호', '電話番号', '电话'),
        prospectApiFieldId: 'phone',
        width: 'half',
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
        errorMessage: L(
          'Please agree so that we may contact you.',
          'Acepte para que podamos comunicarnos con usted.',
          'Aceptá para que podamos comunicarnos con vos.',
          'Aceite para que possamos entrar em contato.',
          '연락을 받으시려면 동의해 주세요.',
          'ご連絡のため、同意にチェックを入れてください。',
          '请勾选同意，以便我们与您联系。',
        ),
      },
      {
        name: 'source',
        displayType: 'Hidden',
        label: L('Source', 'Origen', 'Origen', 'Origem', '출처', '流入元', '来源'),
        prospectApiFieldId: 'lead_source',
        defaultValue: 'website-contact-us',
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
  distributorRequestForm(EMAIL_FIELD, HONEYPOT_FIELD),
]
