import { L } from './localized'

export const CALCULATOR_PAGE_SLUG = 'avocado-calculator'

/** The regions with a calculator page, each with the currency its money is in. */
export const CALCULATOR_REGIONS = [
  { region: 'us', currency: 'USD' },
  { region: 'mexico', currency: 'MXN' },
  { region: 'japan', currency: 'JPY' },
] as const

export const CALCULATOR_PAGE = {
  title: L(
    'Avocado profitability calculator',
    'Calculadora de rentabilidad del aguacate',
    'Calculadora de rentabilidad de la palta',
    'Calculadora de rentabilidade do abacate',
    '아보카도 수익성 계산기',
    'アボカド収益性計算ツール',
    '牛油果盈利计算器',
  ),
  blockTitle: L(
    'What does fresh avocado really cost you?',
    '¿Cuánto le cuesta realmente el aguacate fresco?',
    '¿Cuánto te cuesta realmente la palta fresca?',
    'Quanto o abacate fresco realmente custa para você?',
    '생아보카도의 실제 비용은 얼마일까요?',
    '生アボカドの本当のコストは？',
    '新鲜牛油果的真实成本是多少？',
  ),
  intro: L(
    'Enter what you buy and pay each week to compare whole fresh avocados, with their prep labor and waste, against ready-to-use processed avocado.',
    'Ingrese lo que compra y paga cada semana para comparar el aguacate fresco entero, con su preparación y desperdicio, con el aguacate procesado listo para usar.',
    'Ingresá lo que comprás y pagás cada semana para comparar la palta fresca entera, con su preparación y desperdicio, con la palta procesada lista para usar.',
    'Informe o que você compra e paga por semana para comparar o abacate fresco inteiro, com preparo e desperdício, com o abacate processado pronto para usar.',
    '매주 구매량과 비용을 입력하여 손질 인건비와 폐기를 포함한 생아보카도와 바로 쓰는 가공 아보카도를 비교해 보세요.',
    '毎週の仕入れ量と価格を入力して、下処理の人件費と廃棄ロスを含む生アボカドと、すぐに使える加工アボカドを比較しましょう。',
    '输入每周的采购量和价格，比较整个新鲜牛油果（含处理人工和损耗）与即用型加工牛油果。',
  ),
  metaDescription: L(
    'Compare the weekly and yearly cost of fresh avocados with ready-to-use processed avocado.',
    'Compare el costo semanal y anual del aguacate fresco con el aguacate procesado listo para usar.',
    'Compará el costo semanal y anual de la palta fresca con la palta procesada lista para usar.',
    'Compare o custo semanal e anual do abacate fresco com o abacate processado pronto para usar.',
    '생아보카도와 바로 쓰는 가공 아보카도의 주간·연간 비용을 비교하세요.',
    '生アボカドとすぐに使える加工アボカドの週・年間コストを比較できます。',
    '比较新鲜牛油果与即用型加工牛油果的每周和每年成本。',
  ),
}
