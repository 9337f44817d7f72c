import type { Locale } from '../../routing/locales'

/** The plural categories CLDR gives each locale; `plurals.test.ts` holds this to `Intl.PluralRules`. */
export interface PluralCategories {
  en: 'one' | 'other'
  es: 'one' | 'many' | 'other'
  'es-AR': 'one' | 'many' | 'other'
  'pt-BR': 'one' | 'many' | 'other'
  'ko-KR': 'other'
  'ja-JP': 'other'
  zh: 'other'
}

const en = {
  'catalogue.productCount': { one: '{count} product', other: '{count} products' },
  'catalogue.viewAllRecipes': { one: 'View all {count} recipe', other: 'View all {count} recipes' },
  'nutrition.us.servingsPerContainer': {
    one: '{count} serving per container',
    other: '{count} servings per container',
  },
  'specs.shipping.shelfLifeDays': { one: '{count} day', other: '{count} days' },
  'listing.recipeCount': { one: '{count} recipe', other: '{count} recipes' },
  'distributors.resultCount': {
    one: '{count} distributor found',
    other: '{count} distributors found',
  },
  'partner.paused': {
    one: 'Too many failed attempts: sign-in is paused for {count} minute. Try again then, or reset your password.',
    other:
      'Too many failed attempts: sign-in is paused for {count} minutes. Try again then, or reset your password.',
  },
} as const

export type PluralKey = keyof typeof en

export const PLURALS: { [L in Locale]: Record<PluralKey, Record<PluralCategories[L], string>> } = {
  en,
  es: {
    'catalogue.productCount': {
      one: '{count} producto',
      many: '{count} de productos',
      other: '{count} productos',
    },
    'catalogue.viewAllRecipes': {
      one: 'Ver la {count} receta',
      many: 'Ver los {count} de recetas',
      other: 'Ver las {count} recetas',
    },
    'nutrition.us.servingsPerContainer': {
      one: '{count} porción por envase',
      many: '{count} de porciones por envase',
      other: '{count} porciones por envase',
    },
    'specs.shipping.shelfLifeDays': {
      one: '{count} día',
      many: '{count} de días',
      other: '{count} días',
    },
    'listing.recipeCount': {
      one: '{count} receta',
      many: '{count} de recetas',
      other: '{count} recetas',
    },
    'distributors.resultCount': {
      one: '{count} distribuidor encontrado',
      many: '{count} de distribuidores encontrados',
      other: '{count} distribuidores encontrados',
    },
    'partner.paused': {
      one: 'Demasiados intentos fallidos: el inicio de sesión está en pausa durante {count} minuto. Vuelva a intentarlo después o restablezca su contraseña.',
      many: 'Demasiados intentos fallidos: el inicio de sesión está en pausa durante {count} de minutos. Vuelva a intentarlo después o restablezca su contraseña.',
      other:
        'Demasiados intentos fallidos: el inicio de sesión está en pausa durante {count} minutos. Vuelva a intentarlo después o restablezca su contraseña.',
    },
  },
  'es-AR': {
    'catalogue.productCount': {
      one: '{count} producto',
      many: '{count} de productos',
      other: '{count} productos',
    },
    'catalogue.viewAllRecipes': {
      one: 'Mirá la {count} receta',
      many: 'Mirá los {count} de recetas',
      other: 'Mirá las {count} recetas',
    },
    'nutrition.us.servingsPerContainer': {
      one: '{count} porción por envase',
      many: '{count} de porciones por envase',
      other: '{count} porciones por envase',
    },
    'specs.shipping.shelfLifeDays': {
      one: '{count} día',
      many: '{count} de días',
      other: '{count} días',
    },
    'listing.recipeCount': {
      one: '{count} receta',
      many: '{count} de recetas',
      other: '{count} recetas',
    },
    'distributors.resultCount': {
      one: '{count} distribuidor encontrado',
      many: '{count} de distribuidores encontrados',
      other: '{count} distribuidores encontrados',
    },
    'partner.paused': {
      one: 'Demasiados intentos fallidos: el inicio de sesión está en pausa durante {count} minuto. Volvé a intentarlo después o restablecé tu contraseña.',
      many: 'Demasiados intentos fallidos: el inicio de sesión está en pausa durante {count} de minutos. Volvé a intentarlo después o restablecé tu contraseña.',
      other:
        'Demasiados intentos fallidos: el inicio de sesión está en pausa durante {count} minutos. Volvé a intentarlo después o restablecé tu contraseña.',
    },
  },
  'pt-BR': {
    'catalogue.productCount': {
      one: '{count} produto',
      many: '{count} de produtos',
      other: '{count} produtos',
    },
    'catalogue.viewAllRecipes': {
      one: 'Ver a {count} receita',
      many: 'Ver os {count} de receitas',
      other: 'Ver as {count} receitas',
    },
    'nutrition.us.servingsPerContainer': {
      one: '{count} porção por embalagem',
      many: '{count} de porções por embalagem',
      other: '{count} porções por embalagem',
    },
    'specs.shipping.shelfLifeDays': {
      one: '{count} dia',
      many: '{count} de dias',
      other: '{count} dias',
    },
    'listing.recipeCount': {
      one: '{count} receita',
      many: '{count} de receitas',
      other: '{count} receitas',
    },
    'distributors.resultCount': {
      one: '{count} distribuidor encontrado',
      many: '{count} de distribuidores encontrados',
      other: '{count} distribuidores encontrados',
    },
    'partner.paused': {
      one: 'Muitas tentativas sem sucesso: o acesso está pausado por {count} minuto. Tente novamente depois ou redefina sua senha.',
      many: 'Muitas tentativas sem sucesso: o acesso está pausado por {count} de minutos. Tente novamente depois ou redefina sua senha.',
      other:
        'Muitas tentativas sem sucesso: o acesso está pausado por {count} minutos. Tente novamente depois ou redefina sua senha.',
    },
  },
  'ko-KR': {
    'catalogue.productCount': { other: '제품 {count}개' },
    'catalogue.viewAllRecipes': { other: '레시피 {count}개 모두 보기' },
    'nutrition.us.servingsPerContainer': { other: '포장당 {count}회 제공량' },
    'specs.shipping.shelfLifeDays': { other: '{count}일' },
    'listing.recipeCount': { other: '레시피 {count}개' },
    'distributors.resultCount': { other: '유통업체 {count}곳' },
    'partner.paused': {
      other:
        '로그인 실패 횟수가 너무 많아 {count}분 동안 로그인이 일시 중지됩니다. 그 후에 다시 시도하거나 비밀번호를 재설정하세요.',
    },
  },
  'ja-JP': {
    'catalogue.productCount': { other: '{count}件の製品' },
    'catalogue.viewAllRecipes': { other: 'レシピ{count}件をすべて見る' },
    'nutrition.us.servingsPerContainer': { other: '1容器あたり{count}食分' },
    'specs.shipping.shelfLifeDays': { other: '{count}日' },
    'listing.recipeCount': { other: '{count}件のレシピ' },
    'distributors.resultCount': { other: '販売代理店{count}件' },
    'partner.paused': {
      other:
        'サインインの失敗が多すぎるため、{count}分間サインインを停止しています。その後にもう一度お試しいただくか、パスワードを再設定してください。',
    },
  },
  zh: {
    'catalogue.productCount': { other: '共 {count} 款产品' },
    'catalogue.viewAllRecipes': { other: '查看全部 {count} 个食谱' },
    'nutrition.us.servingsPerContainer': { other: '每包装含{count}份' },
    'specs.shipping.shelfLifeDays': { other: '{count}天' },
    'listing.recipeCount': { other: '{count} 个食谱' },
    'distributors.resultCount': { other: '找到 {count} 家经销商' },
    'partner.paused': {
      other: '登录失败次数过多，登录已暂停 {count} 分钟。请稍后再试，或重置密码。',
    },
  },
}
