import { L } from '../data/localized'

/** Slugs of the pages the showcase seed adds beside the generic pages of data/pages.ts. */
export const SHOWCASE_SLUG = 'why-terrafield'
export const GATED_SLUG = 'partner-resources'

export const SHOWCASE_COPY = {
  title: L(
    'Why Terrafield',
    'Por qué Terrafield',
    'Por qué Terrafield',
    'Por que a Terrafield',
    '왜 테라필드인가',
    'テラフィールドが選ばれる理由',
    '为什么选择 Terrafield',
  ),
  heading: L(
    'Everything your kitchen needs, in one place',
    'Todo lo que su cocina necesita, en un solo lugar',
    'Todo lo que tu cocina necesita, en un solo lugar',
    'Tudo o que a sua cozinha precisa, em um só lugar',
    '주방에 필요한 모든 것을 한곳에서',
    '厨房に必要なすべてを、ひとつの場所で',
    '厨房所需，一站汇齐',
  ),
  subheading: L(
    'Products, recipes and tools for operators, buyers and distributors.',
    'Productos, recetas y herramientas para operadores, compradores y distribuidores.',
    'Productos, recetas y herramientas para operadores, compradores y distribuidores.',
    'Produtos, receitas e ferramentas para operadores, compradores e distribuidores.',
    '운영자, 구매 담당자, 유통업체를 위한 제품, 레시피, 도구.',
    'オペレーター、バイヤー、ディストリビューターのための製品、レシピ、ツール。',
    '为餐饮经营者、采购和经销商提供的产品、食谱和工具。',
  ),
  description: L(
    'Why food-service operators choose Terrafield Foods: products, recipes, support and the people behind them.',
    'Por qué los operadores de servicios de alimentos eligen Terrafield Foods: productos, recetas, apoyo y las personas detrás de ellos.',
    'Por qué los operadores gastronómicos eligen Terrafield Foods: productos, recetas, soporte y las personas detrás.',
    'Por que operadores de food service escolhem a Terrafield Foods: produtos, receitas, suporte e as pessoas por trás deles.',
    '외식 운영자가 테라필드 푸드를 선택하는 이유: 제품, 레시피, 지원, 그리고 그 뒤의 사람들.',
    'フードサービス事業者がテラフィールド・フーズを選ぶ理由：製品、レシピ、サポート、そして支える人々。',
    '餐饮经营者选择 Terrafield Foods 的理由：产品、食谱、支持以及背后的团队。',
  ),
  unsafeHtmlIntro: L(
    'Our kitchens test every product before it reaches yours.',
    'Nuestras cocinas prueban cada producto antes de que llegue a la suya.',
    'Nuestras cocinas prueban cada producto antes de que llegue a la tuya.',
    'Nossas cozinhas testam cada produto antes que ele chegue à sua.',
    '모든 제품은 고객의 주방에 닿기 전에 저희 주방에서 테스트합니다.',
    'すべての製品は、お客様の厨房に届く前に私たちの厨房でテストしています。',
    '每一款产品在送达您的厨房之前，都先经过我们厨房的测试。',
  ),
  unsafeHtmlLink: L(
    'See our test kitchen',
    'Vea nuestra cocina de pruebas',
    'Mirá nuestra cocina de pruebas',
    'Conheça nossa cozinha de testes',
    '테스트 키친 보기',
    'テストキッチンを見る',
    '参观我们的测试厨房',
  ),
  gatedTitle: L(
    'Partner resources',
    'Recursos para socios',
    'Recursos para socios',
    'Recursos para parceiros',
    '파트너 자료',
    'パートナー向け資料',
    '合作伙伴资源',
  ),
  gatedHeading: L(
    'Partner price lists and marketing kits',
    'Listas de precios y kits de marketing para socios',
    'Listas de precios y kits de marketing para socios',
    'Tabelas de preços e kits de marketing para parceiros',
    '파트너 가격표 및 마케팅 키트',
    'パートナー向け価格表とマーケティングキット',
    '合作伙伴价目表和营销资料包',
  ),
  gatedBody: L(
    'Partner net pricing for the current quarter is attached below.',
    'Los precios netos para socios del trimestre actual se adjuntan a continuación.',
    'Los precios netos para socios del trimestre actual están adjuntos abajo.',
    'Os preços líquidos para parceiros do trimestre atual estão anexados abaixo.',
    '이번 분기 파트너 순가격은 아래에 첨부되어 있습니다.',
    '今四半期のパートナー向け正味価格を以下に添付しています。',
    '本季度合作伙伴净价见下方附件。',
  ),
}
