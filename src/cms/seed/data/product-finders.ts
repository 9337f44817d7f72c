import type { FoodIcon } from '../artwork/food-icons'
import { FRY_SPECIFICATION_NAMES, FRY_TYPE_NAMES } from './product-taxonomies'
import { CUT_TYPE_NAMES, PREPARATION_METHOD_NAMES } from './terms'
import type { Localized } from './types'
import { L } from './localized'

/** The finder's options answer with real values of the public index (`search_attributes`). */
export const FINDER_BASE_FILTER = 'categories=fries,sweet-potatoes,specialty-potatoes,hash-browns'

/** An option value matching every product (the product finder's `ANY_ANSWER`). */
const ANY = '*'

export interface SeedFinderOption {
  value: string
  label: Localized
  description?: Localized
  icon?: FoodIcon
  colour?: string
}

export interface SeedFinderStep {
  key: string
  attribute: string
  type: 'options' | 'cards'
  stepTitle: Localized
  title: Localized
  subtitle: Localized
  options: SeedFinderOption[]
}

function termOptions(names: Readonly<Record<string, Localized>>, keys: readonly string[]) {
  return keys.map((value) => {
    const label = names[value]
    if (!label) throw new Error(`product finder option "${value}" has no name in the seed terms`)
    return { value, label }
  })
}

const NO_PREFERENCE: SeedFinderOption = {
  value: ANY,
  label: L(
    'No preference',
    'Sin preferencia',
    'Me da igual',
    'Sem preferência',
    '상관없음',
    'こだわらない',
    '无偏好',
  ),
}

const TYPE_CARDS: SeedFinderOption[] = [
  {
    value: 'fries',
    label: FRY_TYPE_NAMES.fries,
    icon: 'french-fries',
    colour: '#b8860b',
    description: L(
      'Straight, crinkle and waffle cuts for every fryer.',
      'Cortes rectos, ondulados y de rejilla para cualquier freidora.',
      'Cortes rectos, ondulados y de rejilla para cualquier freidora.',
      'Cortes retos, ondulados e waffle para qualquer fritadeira.',
      '모든 튀김기에 맞는 스트레이트, 크링클, 와플 컷.',
      'ストレート、クリンクル、ワッフルカットをどのフライヤーにも。',
      '直切、波纹切和华夫切，适合各种炸炉。',
    ),
  },
  {
    value: 'sweet-potatoes',
    label: FRY_TYPE_NAMES['sweet-potatoes'],
    icon: 'roasted-sweet-potato',
    colour: '#a4452c',
    description: L(
      'Naturally sweet, coated to stay crisp.',
      'Naturalmente dulces, recubiertas para mantenerse crujientes.',
      'Naturalmente dulces, rebozadas para mantenerse crocantes.',
      'Naturalmente doces, com cobertura para ficarem crocantes.',
      '자연스러운 단맛, 바삭함을 지켜 주는 코팅.',
      '自然な甘さ、サクサク感が続くコーティング。',
      '天然香甜，裹层保持酥脆。',
    ),
  },
  {
    value: 'specialty-potatoes',
    label: FRY_TYPE_NAMES['specialty-potatoes'],
    icon: 'potato',
    colour: '#8a5a24',
    description: L(
      'Wedges, tots and mash for sides and plates.',
      'Gajos, croquetas y puré para guarniciones y platos.',
      'Gajos, bocaditos y puré para guarniciones y platos.',
      'Gomos, bolinhos e purê para acompanhamentos e pratos.',
      '사이드와 메인을 위한 웨지, 토트, 매시.',
      'サイドやメインに、ウェッジ、タッツ、マッシュ。',
      '楔形薯块、薯球和薯泥，适合配菜和主菜。',
    ),
  },
  {
    value: 'hash-browns',
    label: FRY_TYPE_NAMES['hash-browns'],
    icon: 'shallow-pan-of-food',
    colour: '#1d6b45',
    description: L(
      'Patties and diced potatoes for the breakfast menu.',
      'Tortitas y papas en cubos para el menú de desayuno.',
      'Tortitas y papas en cubos para el menú de desayuno.',
      'Hash browns e batatas em cubos para o café da manhã.',
      '아침 메뉴를 위한 패티와 다이스 감자.',
      '朝食メニューに、パティとダイスカット。',
      '早餐菜单的薯饼和薯丁。',
    ),
  },
]

export const FINDER_STEPS: readonly SeedFinderStep[] = [
  {
    key: 'type',
    attribute: 'fryType',
    type: 'cards',
    stepTitle: L('Product', 'Producto', 'Producto', 'Produto', '제품', '製品', '产品'),
    title: L(
      'What are you looking for?',
      '¿Qué está buscando?',
      '¿Qué estás buscando?',
      'O que você procura?',
      '어떤 제품을 찾으시나요?',
      'どの製品をお探しですか？',
      '您在寻找什么产品？',
    ),
    subtitle: L(
      'Start with the kind of potato product.',
      'Empiece por el tipo de producto de papa.',
      'Empezá por el tipo de producto de papa.',
      'Comece pelo tipo de produto de batata.',
      '감자 제품의 종류부터 골라 주세요.',
      'まずはポテト製品の種類を選んでください。',
      '先选择马铃薯产品的种类。',
    ),
    options: TYPE_CARDS,
  },
  {
    key: 'cut',
    attribute: 'cutTypes',
    type: 'options',
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
    options: [
      ...termOptions(CUT_TYPE_NAMES, ['straight', 'crinkle', 'waffle', 'wedge', 'diced']),
      NO_PREFERENCE,
    ],
  },
  {
    key: 'coating',
    attribute: 'frySpecifications',
    type: 'options',
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
      ...termOptions(FRY_SPECIFICATION_NAMES, ['clear-coat', 'skin-on']),
      {
        value: 'battered,breaded',
        label: L(
          'Battered or breaded',
          'Empanizadas o capeadas',
          'Rebozadas o empanadas',
          'Empanadas ou com massa',
          '배터 또는 빵가루 코팅',
          'バッターまたはパン粉付き',
          '裹面糊或面包糠',
        ),
      },
      NO_PREFERENCE,
    ],
  },
  {
    key: 'preparation',
    attribute: 'preparationMethods',
    type: 'options',
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
      'We show products with instructions for your equipment.',
      'Le mostramos productos con instrucciones para su equipo.',
      'Te mostramos productos con instrucciones para tu equipo.',
      'Mostramos produtos com instruções para o seu equipamento.',
      '보유한 조리 장비에 맞는 조리법이 있는 제품을 보여 드립니다.',
      'お使いの調理機器に対応した製品を表示します。',
      '我们将为您展示适用于您设备的产品。',
    ),
    options: [
      ...termOptions(PREPARATION_METHOD_NAMES, ['fryer', 'oven', 'air-fryer', 'griddle']),
      NO_PREFERENCE,
    ],
  },
]

export type SeedProductFinderTexts = Record<
  | 'title'
  | 'shareButtonTitle'
  | 'shareEmailSubject'
  | 'shareEmailBody'
  | 'compareTitle'
  | 'compareCallToAction',
  Localized
>

export const PRODUCT_FINDER: SeedProductFinderTexts = {
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
