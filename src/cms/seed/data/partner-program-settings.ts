import { L } from './localized'
import { OUTSIDE_US_AND_MEXICO, type RegionScope, US_AND_MEXICO } from './region-scopes'
import type { Localized } from './types'

export interface SeedPartnerProgramVariant {
  internalTitle: string
  partnerProgramEnabled: boolean
  regions: RegionScope
}

export type SeedPartnerFallbackTexts = Record<'heading' | 'text' | 'profileNotFound', Localized>

export interface SeedSegmentMapping {
  internalTitle: string
  segment: string
  salesforceSegments: string[]
}

export const PARTNER_PROGRAM_VARIANTS: SeedPartnerProgramVariant[] = [
  {
    internalTitle: 'Terrafield+ (United States and Mexico)',
    partnerProgramEnabled: true,
    regions: US_AND_MEXICO,
  },
  {
    internalTitle: 'Terrafield+ (other regions)',
    partnerProgramEnabled: false,
    regions: OUTSIDE_US_AND_MEXICO,
  },
]

export const PARTNER_FALLBACK: SeedPartnerFallbackTexts = {
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

/** `salesforceSegments` are the CRM values on partner profiles (see seed/directory.ts). */
export const SEGMENT_MAPPINGS: SeedSegmentMapping[] = [
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
