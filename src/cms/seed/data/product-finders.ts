import { CUT_TYPE_NAMES, PREPARATION_METHOD_NAMES } from './terms'
import type { Localized } from './types'
import { L } from './localized'

export interface SeedFinderStep {
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

export const FINDER_STEPS: readonly SeedFinderStep[] = [
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
