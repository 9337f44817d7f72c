import { LOCALES, type Locale } from '../../../routing/locales'
import type {
  Allergen,
  DietaryFlag,
  FrySpecification,
  FryType,
  Localized,
  NutritionBase,
  PreparationMethod,
  ProductService,
  Seasoning,
  SeedProduct,
  Variety,
} from './types'
import { L } from './localized'

/*
 * Forty demo products for Terrafield Foods. Each product is one row (names, copy, specs); the
 * repeated parts (ingredient terms, benefits, preparation steps, serving sizes) come from small
 * translated tables and are composed per locale as whole phrases. Flags and allergens are derived
 * from the ingredients, calories from the macronutrients, so they cannot drift apart.
 */

const mapLocales = (fn: (locale: Locale) => string): Localized =>
  Object.fromEntries(LOCALES.map((locale) => [locale, fn(locale)])) as Localized

/** Decimal comma where the locale writes one (Mexico and the US write a point). */
const num = (value: number, locale: Locale): string =>
  locale === 'es-AR' || locale === 'pt-BR' ? String(value).replace('.', ',') : String(value)

/** Locales whose ingredient statements carry no closing full stop. */
const NO_FULL_STOP = new Set<Locale>(['ko-KR', 'ja-JP', 'zh'])

// ---------------------------------------------------------------------------------------------
// Regions

export const MAIN_EDITION_REGIONS = [
  'us',
  'mexico',
  'korea',
  'japan',
  'cl',
  'china',
  'sea',
  'cambodia',
  'indonesia',
  'malaysia',
  'myanmar',
  'philippines',
  'singapore',
  'thailand',
  'vietnam',
  'india',
  'au',
  'nz',
  'latam',
  'ar',
  'br',
  'bo',
  'py',
  'co',
  'uy',
]
const US_MX = ['us', 'mexico']
const JP_KR = ['japan', 'korea']
const ANZ = ['au', 'nz']

// ---------------------------------------------------------------------------------------------
// Ingredients: each term translated, with what it implies for allergens and dietary flags.

interface Ingredient {
  term: Localized
  allergen?: Allergen
  /** Corn or corn-derived (dextrose, corn starch). */
  corn?: boolean
  /** Gluten from a grain the allergen list does not name (barley). */
  gluten?: boolean
  /** Animal-derived but vegetarian (honey). */
  animal?: boolean
}

const ING = {
  potatoes: { term: L('potatoes', 'papas', 'papas', 'batatas', '감자', 'じゃがいも', '土豆') },
  sweetPotatoes: {
    term: L('sweet potatoes', 'camote', 'batata', 'batata-doce', '고구마', 'さつまいも', '红薯'),
  },
  vegOil: {
    term: L(
      'vegetable oil (canola, sunflower)',
      'aceite vegetal (canola, girasol)',
      'aceite vegetal (canola, girasol)',
      'óleo vegetal (canola, girassol)',
      '식물성유지(카놀라유, 해바라기유)',
      '植物油脂（なたね油、ひまわり油）',
      '植物油（菜籽油、葵花籽油）',
    ),
  },
  oliveOil: {
    term: L(
      'olive oil',
      'aceite de oliva',
      'aceite de oliva',
      'azeite de oliva',
      '올리브유',
      'オリーブオイル',
      '橄榄油',
    ),
  },
  dextrose: {
    term: L('dextrose', 'dextrosa', 'dextrosa', 'dextrose', '포도당', 'ぶどう糖', '葡萄糖'),
    corn: true,
  },
  sapp: {
    term: L(
      'sodium acid pyrophosphate (to retain natural color)',
      'pirofosfato ácido de sodio (para conservar el color natural)',
      'pirofosfato ácido de sodio (para conservar el color natural)',
      'pirofosfato ácido de sódio (para manter a cor natural)',
      '산성피로인산나트륨(색 유지)',
      'ピロリン酸ナトリウム（変色防止）',
      '酸式焦磷酸钠（护色）',
    ),
  },
  salt: { term: L('salt', 'sal', 'sal', 'sal', '정제소금', '食塩', '食盐') },
  seaSalt: {
    term: L('sea salt', 'sal de mar', 'sal marina', 'sal marinho', '천일염', '海塩', '海盐'),
  },
  sugar: { term: L('sugar', 'azúcar', 'azúcar', 'açúcar', '설탕', '砂糖', '白砂糖') },
  honey: { term: L('honey', 'miel', 'miel', 'mel', '꿀', 'はちみつ', '蜂蜜'), animal: true },
  water: { term: L('water', 'agua', 'agua', 'água', '물', '水', '水') },
  wheatFlour: {
    term: L(
      'wheat flour',
      'harina de trigo',
      'harina de trigo',
      'farinha de trigo',
      '밀가루',
      '小麦粉',
      '小麦粉',
    ),
    allergen: 'wheat',
  },
  breadCrumbs: {
    term: L(
      'bread crumbs (wheat flour, yeast, salt)',
      'pan molido (harina de trigo, levadura, sal)',
      'pan rallado (harina de trigo, levadura, sal)',
      'farinha de rosca (farinha de trigo, fermento, sal)',
      '빵가루(밀가루, 효모, 소금)',
      'パン粉（小麦粉、イースト、食塩）',
      '面包糠（小麦粉、酵母、食盐）',
    ),
    allergen: 'wheat',
  },
  beer: {
    term: L(
      'beer (barley malt)',
      'cerveza (malta de cebada)',
      'cerveza (malta de cebada)',
      'cerveja (malte de cevada)',
      '맥주(보리맥아)',
      'ビール（大麦麦芽）',
      '啤酒（大麦麦芽）',
    ),
    gluten: true,
  },
  modStarch: {
    term: L(
      'modified potato starch',
      'almidón de papa modificado',
      'almidón de papa modificado',
      'amido de batata modificado',
      '변성감자전분',
      '加工でん粉（ばれいしょ）',
      '变性马铃薯淀粉',
    ),
  },
  riceFlour: {
    term: L(
      'rice flour',
      'harina de arroz',
      'harina de arroz',
      'farinha de arroz',
      '쌀가루',
      '米粉',
      '大米粉',
    ),
  },
  peaStarch: {
    term: L(
      'pea starch',
      'almidón de chícharo',
      'almidón de arveja',
      'amido de ervilha',
      '완두전분',
      'えんどう豆でん粉',
      '豌豆淀粉',
    ),
  },
  cornStarch: {
    term: L(
      'corn starch',
      'almidón de maíz',
      'almidón de maíz',
      'amido de milho',
      '옥수수전분',
      'コーンスターチ',
      '玉米淀粉',
    ),
    corn: true,
  },
  leavening: {
    term: L(
      'leavening (sodium bicarbonate)',
      'leudante (bicarbonato de sodio)',
      'leudante (bicarbonato de sodio)',
      'fermento químico (bicarbonato de sódio)',
      '팽창제(탄산수소나트륨)',
      '膨張剤（炭酸水素ナトリウム）',
      '膨松剂（碳酸氢钠）',
    ),
  },
  xanthan: {
    term: L(
      'xanthan gum',
      'goma xantana',
      'goma xántica',
      'goma xantana',
      '잔탄검',
      '増粘剤（キサンタンガム）',
      '黄原胶',
    ),
  },
  spices: {
    term: L('spices', 'especias', 'especias', 'especiarias', '향신료', '香辛料', '香辛料'),
  },
  paprika: {
    term: L('paprika', 'paprika', 'pimentón', 'páprica', '파프리카분말', 'パプリカ', '红椒粉'),
  },
  chili: {
    term: L(
      'chili pepper',
      'chile en polvo',
      'ají molido',
      'pimenta vermelha em pó',
      '고춧가루',
      '唐辛子',
      '辣椒粉',
    ),
  },
  blackPepper: {
    term: L(
      'black pepper',
      'pimienta negra',
      'pimienta negra',
      'pimenta-do-reino',
      '후추',
      'こしょう',
      '黑胡椒',
    ),
  },
  garlicPowder: {
    term: L(
      'garlic powder',
      'ajo en polvo',
      'ajo en polvo',
      'alho em pó',
      '마늘분말',
      'ガーリックパウダー',
      '大蒜粉',
    ),
  },
  roastedGarlic: {
    term: L(
      'roasted garlic',
      'ajo rostizado',
      'ajo asado',
      'alho assado',
      '구운 마늘',
      'ローストガーリック',
      '烤大蒜',
    ),
  },
  onionPowder: {
    term: L(
      'onion powder',
      'cebolla en polvo',
      'cebolla en polvo',
      'cebola em pó',
      '양파분말',
      'オニオンパウダー',
      '洋葱粉',
    ),
  },
  herbs: {
    term: L(
      'herbs (parsley, thyme)',
      'hierbas (perejil, tomillo)',
      'hierbas (perejil, tomillo)',
      'ervas (salsinha, tomilho)',
      '허브(파슬리, 타임)',
      'ハーブ（パセリ、タイム）',
      '香草（欧芹、百里香）',
    ),
  },
  parmesan: {
    term: L(
      'parmesan cheese (milk)',
      'queso parmesano (leche)',
      'queso parmesano (leche)',
      'queijo parmesão (leite)',
      '파르메산치즈(우유)',
      'パルメザンチーズ（乳成分を含む）',
      '帕玛森奶酪（含牛奶）',
    ),
    allergen: 'milk',
  },
  mozzarella: {
    term: L(
      'mozzarella cheese (milk)',
      'queso mozzarella (leche)',
      'queso muzzarella (leche)',
      'queijo muçarela (leite)',
      '모차렐라치즈(우유)',
      'モッツァレラチーズ（乳成分を含む）',
      '马苏里拉奶酪（含牛奶）',
    ),
    allergen: 'milk',
  },
  creamCheese: {
    term: L(
      'cream cheese (milk)',
      'queso crema (leche)',
      'queso crema (leche)',
      'cream cheese (leite)',
      '크림치즈(우유)',
      'クリームチーズ（乳成分を含む）',
      '奶油奶酪（含牛奶）',
    ),
    allergen: 'milk',
  },
  butter: {
    term: L(
      'butter (milk)',
      'mantequilla (leche)',
      'manteca (leche)',
      'manteiga (leite)',
      '버터(우유)',
      'バター（乳成分を含む）',
      '黄油（含牛奶）',
    ),
    allergen: 'milk',
  },
  cream: {
    term: L(
      'cream (milk)',
      'crema (leche)',
      'crema de leche (leche)',
      'creme de leite',
      '크림(우유)',
      '生クリーム（乳成分を含む）',
      '稀奶油（含牛奶）',
    ),
    allergen: 'milk',
  },
  nonfatMilk: {
    term: L(
      'nonfat dry milk',
      'leche descremada en polvo',
      'leche descremada en polvo',
      'leite em pó desnatado',
      '탈지분유',
      '脱脂粉乳',
      '脱脂奶粉',
    ),
    allergen: 'milk',
  },
  eggWhites: {
    term: L(
      'dried egg whites',
      'clara de huevo en polvo',
      'clara de huevo en polvo',
      'clara de ovo em pó',
      '난백분',
      '卵白粉',
      '蛋清粉',
    ),
    allergen: 'egg',
  },
  onions: { term: L('onions', 'cebolla', 'cebolla', 'cebola', '양파', 'たまねぎ', '洋葱') },
  redPeppers: {
    term: L(
      'red bell peppers',
      'pimiento morrón rojo',
      'morrón rojo',
      'pimentão vermelho',
      '빨간 파프리카',
      '赤ピーマン',
      '红甜椒',
    ),
  },
  greenPeppers: {
    term: L(
      'green bell peppers',
      'pimiento verde',
      'morrón verde',
      'pimentão verde',
      '청피망',
      '青ピーマン',
      '青椒',
    ),
  },
  jalapenos: {
    term: L(
      'jalapeño peppers',
      'chiles jalapeños',
      'jalapeños',
      'pimentas jalapeño',
      '할라피뇨',
      'ハラペーニョ',
      '墨西哥辣椒',
    ),
  },
  cauliflower: {
    term: L(
      'cauliflower',
      'coliflor',
      'coliflor',
      'couve-flor',
      '콜리플라워',
      'カリフラワー',
      '花椰菜',
    ),
  },
  zucchini: {
    term: L('zucchini', 'calabacita', 'zapallito', 'abobrinha', '주키니', 'ズッキーニ', '西葫芦'),
  },
  yellowSquash: {
    term: L(
      'yellow squash',
      'calabacita amarilla',
      'zapallito amarillo',
      'abobrinha amarela',
      '노란 주키니',
      'イエロースクワッシュ',
      '黄西葫芦',
    ),
  },
  mushrooms: {
    term: L(
      'mushrooms',
      'champiñones',
      'champiñones',
      'cogumelos',
      '양송이버섯',
      'マッシュルーム',
      '蘑菇',
    ),
  },
  broccoli: {
    term: L('broccoli', 'brócoli', 'brócoli', 'brócolis', '브로콜리', 'ブロッコリー', '西兰花'),
  },
  corn: {
    term: L(
      'sweet corn',
      'granos de elote',
      'choclo',
      'milho-verde',
      '스위트콘',
      'スイートコーン',
      '甜玉米',
    ),
    corn: true,
  },
  carrots: {
    term: L('carrots', 'zanahorias', 'zanahorias', 'cenouras', '당근', 'にんじん', '胡萝卜'),
  },
  greenBeans: {
    term: L('green beans', 'ejotes', 'chauchas', 'vagens', '그린빈', 'さやいんげん', '四季豆'),
  },
  avocados: {
    term: L(
      'Hass avocados',
      'aguacate Hass',
      'palta Hass',
      'abacate Hass',
      '하스 아보카도',
      'アボカド（ハス種）',
      '哈斯牛油果',
    ),
  },
  tomatoes: { term: L('tomatoes', 'jitomate', 'tomate', 'tomate', '토마토', 'トマト', '番茄') },
  cilantro: { term: L('cilantro', 'cilantro', 'cilantro', 'coentro', '고수', 'パクチー', '香菜') },
  limeJuice: {
    term: L(
      'lime juice',
      'jugo de limón',
      'jugo de lima',
      'suco de limão',
      '라임즙',
      'ライム果汁',
      '青柠汁',
    ),
  },
  ascorbic: {
    term: L(
      'ascorbic acid (to preserve color)',
      'ácido ascórbico (para conservar el color)',
      'ácido ascórbico (para conservar el color)',
      'ácido ascórbico (para preservar a cor)',
      '비타민C(갈변 방지)',
      '酸化防止剤（ビタミンC）',
      '抗坏血酸（护色）',
    ),
  },
  citric: {
    term: L(
      'citric acid',
      'ácido cítrico',
      'ácido cítrico',
      'ácido cítrico',
      '구연산',
      '酸味料（クエン酸）',
      '柠檬酸',
    ),
  },
} satisfies Record<string, Ingredient>

type IngredientKey = keyof typeof ING

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)

/** Ingredient statement in label order: Latin scripts end with a full stop; ja and zh list with 、. */
function ingredientList(keys: IngredientKey[]): Localized {
  return mapLocales((locale) => {
    const terms = keys.map((key) => ING[key].term[locale])
    if (locale === 'ja-JP' || locale === 'zh') return terms.join('、')
    const list = capitalise(terms.join(', '))
    return NO_FULL_STOP.has(locale) ? list : `${list}.`
  })
}

const ingredientsOf = (keys: IngredientKey[]): Ingredient[] => keys.map((key) => ING[key])

// ---------------------------------------------------------------------------------------------
// Benefits, badges, serving sizes

const BENEFITS = {
  crispHold: L(
    'Holds its crunch longer under heat lamps and in delivery boxes.',
    'Se mantiene crujiente por más tiempo bajo la lámpara de calor y en empaques para entrega.',
    'Se mantiene crocante por más tiempo bajo la lámpara de calor y en envases de delivery.',
    'Mantém a crocância por mais tempo sob a lâmpada de aquecimento e nas embalagens de delivery.',
    '보온등 아래와 배달 용기 안에서도 바삭함이 더 오래갑니다.',
    'ウォーマーの下でもデリバリー容器の中でも、カリッと感が長続きします。',
    '在保温灯下和外卖盒中都能更久保持酥脆。',
  ),
  yield: L(
    'Consistent cut lengths mean more servings per case and less waste.',
    'Los cortes de longitud uniforme rinden más porciones por caja y generan menos desperdicio.',
    'Los cortes de largo parejo rinden más porciones por caja y generan menos desperdicio.',
    'Cortes de comprimento uniforme rendem mais porções por caixa e menos desperdício.',
    '길이가 균일해 박스당 제공량이 늘고 손실은 줄어듭니다.',
    'カットの長さがそろっているので、1ケースあたりの提供数が増え、ロスも減ります。',
    '切条长度一致，每箱出餐份数更多，浪费更少。',
  ),
  fastCook: L(
    'Cooks in about three minutes to keep lines moving at peak times.',
    'Se cocina en unos tres minutos para agilizar el servicio en horas pico.',
    'Se cocina en unos tres minutos para agilizar el servicio en las horas de mayor demanda.',
    'Fica pronto em cerca de três minutos para agilizar o serviço nos horários de pico.',
    '약 3분이면 조리되어 피크 타임에도 주문을 빠르게 처리할 수 있습니다.',
    '約3分で調理でき、ピーク時も提供がスムーズです。',
    '约三分钟即可烹饪完成，高峰时段出餐更快。',
  ),
  k12: L(
    'Credits toward school meal vegetable requirements, with a K-12 spec sheet ready to download.',
    'Cuenta para los requisitos de verduras de los comedores escolares y tiene ficha técnica K-12 lista para descargar.',
    'Cuenta para los requisitos de verduras de los comedores escolares y tiene ficha técnica K-12 lista para descargar.',
    'Conta para as exigências de vegetais da alimentação escolar e tem ficha técnica K-12 pronta para baixar.',
    '학교 급식 채소 기준에 반영되며 K-12 규격서를 바로 내려받을 수 있습니다.',
    '学校給食の野菜基準に算入でき、K-12仕様書もすぐにダウンロードできます。',
    '可计入学校餐的蔬菜要求，并可直接下载K-12规格表。',
  ),
  glutenFree: L(
    'Made without wheat or gluten, so one item works for more of your guests.',
    'Elaborado sin trigo ni gluten, para que un solo producto sirva a más comensales.',
    'Elaborado sin trigo ni gluten, para que un solo producto sirva a más comensales.',
    'Feito sem trigo e sem glúten, um só produto atende mais clientes.',
    '밀과 글루텐 없이 만들어 하나의 메뉴로 더 많은 고객을 만족시킬 수 있습니다.',
    '小麦・グルテン不使用なので、1品でより多くのお客様に対応できます。',
    '不含小麦和麸质，一款产品即可满足更多顾客。',
  ),
  premium: L(
    'A signature seasoning that lets you charge more for a side.',
    'Un sazonado distintivo que permite cobrar más por una guarnición.',
    'Un condimento distintivo que permite cobrar más por una guarnición.',
    'Um tempero exclusivo que permite cobrar mais por um acompanhamento.',
    '시그니처 시즈닝 덕분에 사이드 메뉴도 더 높은 가격에 판매할 수 있습니다.',
    '特徴的なシーズニングで、サイドメニューの単価アップにつながります。',
    '招牌调味让配菜也能卖出更高价格。',
  ),
  scratch: L(
    'Scratch-made taste with none of the peeling, cutting or blanching.',
    'Sabor casero sin tener que pelar, cortar ni escaldar.',
    'Sabor casero sin tener que pelar, cortar ni blanquear.',
    'Sabor caseiro sem precisar descascar, cortar ou branquear.',
    '껍질 벗기기, 썰기, 데치기 없이도 직접 만든 맛을 냅니다.',
    '皮むき・カット・下ゆでの手間なく、手作りの味わいを再現します。',
    '无需去皮、切配或焯水，即可呈现手作风味。',
  ),
  breakfast: L(
    'Goes straight from freezer to griddle for fast breakfast service.',
    'Pasa directo del congelador a la plancha para un servicio de desayuno rápido.',
    'Pasa directo del freezer a la plancha para un servicio de desayuno rápido.',
    'Vai direto do freezer para a chapa, agilizando o café da manhã.',
    '냉동고에서 꺼내 바로 그리들에 올려 아침 서비스를 빠르게 할 수 있습니다.',
    '冷凍庫から鉄板へ直行でき、朝食営業をスピーディーにします。',
    '从冷冻柜直接上扒炉，加快早餐出餐。',
  ),
  sweetPotato: L(
    'Naturally sweet and colorful, adding visual appeal and variety to the menu.',
    'Naturalmente dulce y colorido, aporta atractivo visual y variedad al menú.',
    'Naturalmente dulce y colorido, aporta atractivo visual y variedad al menú.',
    'Naturalmente doce e colorida, traz apelo visual e variedade ao cardápio.',
    '자연스러운 단맛과 화사한 색감으로 메뉴에 시각적 매력과 다양성을 더합니다.',
    '自然な甘さと鮮やかな色で、メニューに彩りとバリエーションを加えます。',
    '天然香甜、色彩鲜艳，为菜单增添视觉吸引力和多样性。',
  ),
  shareable: L(
    'A shareable, high-margin starter that sells well with drinks.',
    'Una entrada para compartir, de alto margen, que se vende bien con bebidas.',
    'Una entrada para compartir, de alto margen, que se vende bien con bebidas.',
    'Uma entrada para compartilhar, de alta margem, que vende bem com bebidas.',
    '음료와 함께 잘 팔리는 고마진 셰어 메뉴입니다.',
    'ドリンクと一緒によく売れる、利益率の高いシェア前菜です。',
    '适合分享的高毛利前菜，与饮品搭配销量出色。',
  ),
  plantBased: L(
    'A plant-based option that fits vegan and vegetarian menus.',
    'Una opción de origen vegetal que encaja en menús veganos y vegetarianos.',
    'Una opción de origen vegetal que encaja en menús veganos y vegetarianos.',
    'Uma opção de origem vegetal para cardápios veganos e vegetarianos.',
    '비건 및 채식 메뉴에 어울리는 식물성 옵션입니다.',
    'ヴィーガンやベジタリアンのメニューにも合うプラントベースの選択肢です。',
    '植物基选择，适合纯素和素食菜单。',
  ),
  peakFresh: L(
    'Frozen within hours of harvest to lock in color, texture and nutrients.',
    'Congelado a pocas horas de la cosecha para conservar color, textura y nutrientes.',
    'Congelado a pocas horas de la cosecha para conservar color, textura y nutrientes.',
    'Congelado poucas horas após a colheita para preservar cor, textura e nutrientes.',
    '수확 후 몇 시간 안에 냉동해 색, 식감, 영양을 지킵니다.',
    '収穫から数時間以内に凍結し、色・食感・栄養を閉じ込めます。',
    '采收后数小时内冷冻，锁住色泽、口感和营养。',
  ),
  steamTable: L(
    'Keeps its color and texture on the steam table through long service periods.',
    'Conserva el color y la textura en la barra caliente durante servicios largos.',
    'Conserva el color y la textura en el baño María durante servicios largos.',
    'Mantém cor e textura no balcão térmico durante serviços longos.',
    '긴 배식 시간 동안 보온 배식대에서도 색과 식감이 유지됩니다.',
    '長時間の提供でも、保温台で色と食感を保ちます。',
    '在长时间供餐的保温台上仍能保持色泽与口感。',
  ),
  noWaste: L(
    '100% usable yield with no pits, peels or browning, so food cost stays predictable.',
    'Rendimiento aprovechable del 100 % sin huesos, cáscaras ni oxidación, para un costo de alimentos predecible.',
    'Rendimiento aprovechable del 100 % sin carozos, cáscaras ni oxidación, para un costo de mercadería predecible.',
    'Rendimento 100% aproveitável, sem caroços, cascas ou escurecimento, para um custo de alimentos previsível.',
    '씨, 껍질, 갈변이 없어 100% 사용할 수 있으므로 식재료 원가를 예측하기 쉽습니다.',
    '種や皮、変色がなく可食部100%なので、原価が安定します。',
    '无核、无皮、不褐变，100%可用，食材成本更可控。',
  ),
  snack: L(
    'Popular snack flavors that fit café, convenience-store and delivery menus.',
    'Sabores de botana populares que encajan en menús de cafetería, tiendas de conveniencia y entrega a domicilio.',
    'Sabores populares para picar que encajan en menús de cafetería, autoservicios y delivery.',
    'Sabores populares de petisco que combinam com cafés, lojas de conveniência e delivery.',
    '카페, 편의점, 배달 메뉴에 잘 맞는 인기 스낵 메뉴입니다.',
    'カフェやコンビニ、デリバリーのメニューに合う人気のスナックです。',
    '人气小吃风味，适合咖啡馆、便利店和外卖菜单。',
  ),
} satisfies Record<string, Localized>

const BADGES = {
  best: L(
    'Best seller',
    'Más vendido',
    'Más vendido',
    'Mais vendido',
    '베스트셀러',
    'ベストセラー',
    '畅销品',
  ),
  new: L('New', 'Nuevo', 'Nuevo', 'Novo', '신제품', '新商品', '新品'),
} satisfies Record<string, Localized>

type Shape = 'stick' | 'piece' | 'flat'
const COUNTER_JA: Record<Shape, string> = { stick: '本', piece: '個', flat: '枚' }
const COUNTER_ZH: Record<Shape, string> = { stick: '根', piece: '个', flat: '片' }

type Serving =
  { pieces: number; shape: Shape } | { one: Shape } | { cup: string } | { tbsp: number }

function householdServing(grams: number, serving: Serving): Localized {
  const oz = Math.round((grams / 28.35) * 10) / 10
  if ('pieces' in serving) {
    const n = serving.pieces
    return mapLocales((l) => {
      const o = num(oz, l)
      return {
        en: `${o} oz (${grams} g), about ${n} pieces`,
        es: `${grams} g (${o} oz), unas ${n} piezas`,
        'es-AR': `${grams} g (${o} oz), unas ${n} unidades`,
        'pt-BR': `${grams} g (${o} oz), cerca de ${n} unidades`,
        'ko-KR': `${grams}g(${o}oz), 약 ${n}개`,
        'ja-JP': `${grams}g（${o}oz）、約${n}${COUNTER_JA[serving.shape]}`,
        zh: `${grams}克（${o}盎司），约${n}${COUNTER_ZH[serving.shape]}`,
      }[l]
    })
  }
  if ('one' in serving) {
    return L(
      `1 piece (${grams} g)`,
      `1 pieza (${grams} g)`,
      `1 unidad (${grams} g)`,
      `1 unidade (${grams} g)`,
      `1개(${grams}g)`,
      `1${COUNTER_JA[serving.one]}（${grams}g）`,
      `1${COUNTER_ZH[serving.one]}（${grams}克）`,
    )
  }
  if ('cup' in serving) {
    const c = serving.cup
    return L(
      `${c} cup (${grams} g)`,
      `${c} taza (${grams} g)`,
      `${c} taza (${grams} g)`,
      `${c} xícara (${grams} g)`,
      `${c}컵(${grams}g)`,
      `${c}カップ（${grams}g）`,
      `${c}杯（${grams}克）`,
    )
  }
  const t = serving.tbsp
  return L(
    `${t} tbsp (${grams} g)`,
    `${t} cucharadas (${grams} g)`,
    `${t} cucharadas (${grams} g)`,
    `${t} colheres de sopa (${grams} g)`,
    `${t}큰술(${grams}g)`,
    `大さじ${t}（${grams}g）`,
    `${t}汤匙（${grams}克）`,
  )
}

// ---------------------------------------------------------------------------------------------
// Preparation: step templates per method, rendered with the instruction's time and temperature.

interface StepValues {
  /** Minutes, formatted for the locale. */
  m: string
  /** Hours (thawing), formatted for the locale. */
  h: string
  /** Temperature in °F and °C. */
  f: string
  c: string
}
type Part = string | ((v: StepValues) => string)
type StepTemplate = Record<Locale, Part>

const T = (
  en: Part,
  es: Part,
  esAr: Part,
  pt: Part,
  ko: Part,
  ja: Part,
  zh: Part,
): StepTemplate => ({
  en,
  es,
  'es-AR': esAr,
  'pt-BR': pt,
  'ko-KR': ko,
  'ja-JP': ja,
  zh,
})

const PREHEAT_OVEN = T(
  (v) => `Preheat the oven to ${v.f}°F (${v.c}°C).`,
  (v) => `Precalentar el horno a ${v.f}°F (${v.c}°C).`,
  (v) => `Precalentar el horno a ${v.f}°F (${v.c}°C).`,
  (v) => `Preaqueça o forno a ${v.f}°F (${v.c}°C).`,
  (v) => `오븐을 ${v.f}°F(${v.c}°C)로 예열합니다.`,
  (v) => `オーブンを${v.f}°F（${v.c}°C）に予熱します。`,
  (v) => `将烤箱预热至${v.f}°F（${v.c}°C）。`,
)
const PREHEAT_CONVECTION = T(
  (v) => `Preheat the convection oven to ${v.f}°F (${v.c}°C).`,
  (v) => `Precalentar el horno de convección a ${v.f}°F (${v.c}°C).`,
  (v) => `Precalentar el horno de convección a ${v.f}°F (${v.c}°C).`,
  (v) => `Preaqueça o forno de convecção a ${v.f}°F (${v.c}°C).`,
  (v) => `컨벡션 오븐을 ${v.f}°F(${v.c}°C)로 예열합니다.`,
  (v) => `コンベクションオーブンを${v.f}°F（${v.c}°C）に予熱します。`,
  (v) => `将对流烤箱预热至${v.f}°F（${v.c}°C）。`,
)
const SPREAD_PAN = T(
  'Spread the frozen product in a single layer on a sheet pan.',
  'Extender el producto congelado en una sola capa sobre una charola para horno.',
  'Extender el producto congelado en una sola capa sobre una placa para horno.',
  'Espalhe o produto congelado em uma única camada na assadeira.',
  '냉동 제품을 오븐 팬에 한 겹으로 펼칩니다.',
  '凍ったままの製品を天板に重ならないように並べます。',
  '将冷冻产品单层平铺在烤盘上。',
)
const COVERED_PAN = T(
  'Place the frozen product in a covered hotel pan.',
  'Colocar el producto congelado en un recipiente para horno con tapa.',
  'Colocar el producto congelado en una asadera tapada.',
  'Coloque o produto congelado em uma cuba com tampa.',
  '냉동 제품을 뚜껑 있는 호텔 팬에 담습니다.',
  '凍ったままの製品をふた付きのホテルパンに入れます。',
  '将冷冻产品放入带盖的餐盘中。',
)

const HEAT_STIR = T(
  (v) => `Heat for ${v.m} minutes, stirring halfway, until it reaches 165°F (74°C).`,
  (v) => `Calentar ${v.m} minutos, mezclando a la mitad, hasta alcanzar 165°F (74°C).`,
  (v) => `Calentar ${v.m} minutos, revolviendo a mitad de cocción, hasta alcanzar 165°F (74°C).`,
  (v) => `Aqueça por ${v.m} minutos, mexendo na metade do tempo, até atingir 165°F (74°C).`,
  (v) => `${v.m}분간 가열하되 중간에 한 번 저어 165°F(74°C)에 도달하게 합니다.`,
  (v) => `途中で一度混ぜながら${v.m}分加熱し、中心温度を165°F（74°C）にします。`,
  (v) => `加热${v.m}分钟，中途搅拌一次，直至达到165°F（74°C）。`,
)

const STEPS: Record<string, StepTemplate[]> = {
  fryer: [
    T(
      (v) => `Fry from frozen at ${v.f}°F (${v.c}°C) for ${v.m} minutes.`,
      (v) => `Freír congelado a ${v.f}°F (${v.c}°C) durante ${v.m} minutos.`,
      (v) => `Freír sin descongelar a ${v.f}°F (${v.c}°C) durante ${v.m} minutos.`,
      (v) => `Frite ainda congelado a ${v.f}°F (${v.c}°C) por ${v.m} minutos.`,
      (v) => `냉동 상태 그대로 ${v.f}°F(${v.c}°C)에서 ${v.m}분간 튀깁니다.`,
      (v) => `凍ったまま${v.f}°F（${v.c}°C）の油で${v.m}分揚げます。`,
      (v) => `无需解冻，以${v.f}°F（${v.c}°C）油炸${v.m}分钟。`,
    ),
    T(
      'Fill the basket no more than half full.',
      'Llenar la canasta solo hasta la mitad.',
      'Llenar la canasta hasta la mitad como máximo.',
      'Encha o cesto no máximo até a metade.',
      '바스켓은 절반 이하로만 채웁니다.',
      'バスケットには半分以上入れないでください。',
      '炸篮装载量不超过一半。',
    ),
    T(
      'Drain well and serve immediately.',
      'Escurrir bien y servir de inmediato.',
      'Escurrir bien y servir enseguida.',
      'Escorra bem e sirva imediatamente.',
      '기름을 충분히 빼고 바로 제공합니다.',
      'よく油を切り、すぐに提供します。',
      '充分沥油后立即上桌。',
    ),
  ],
  oven: [
    PREHEAT_OVEN,
    SPREAD_PAN,
    T(
      (v) => `Bake for ${v.m} minutes, turning halfway through.`,
      (v) => `Hornear ${v.m} minutos, volteando a la mitad del tiempo.`,
      (v) => `Hornear ${v.m} minutos, dando vuelta a mitad de cocción.`,
      (v) => `Asse por ${v.m} minutos, virando na metade do tempo.`,
      (v) => `${v.m}분간 굽고, 중간에 한 번 뒤집어 줍니다.`,
      (v) => `途中で一度裏返しながら${v.m}分焼きます。`,
      (v) => `烘烤${v.m}分钟，中途翻面一次。`,
    ),
  ],
  'convection-oven': [
    PREHEAT_CONVECTION,
    SPREAD_PAN,
    T(
      (v) => `Bake for ${v.m} minutes until golden and crisp.`,
      (v) => `Hornear ${v.m} minutos, hasta que esté dorado y crujiente.`,
      (v) => `Hornear ${v.m} minutos, hasta que esté dorado y crocante.`,
      (v) => `Asse por ${v.m} minutos, até dourar e ficar crocante.`,
      (v) => `노릇하고 바삭해질 때까지 ${v.m}분간 굽습니다.`,
      (v) => `きつね色でカリッとするまで${v.m}分焼きます。`,
      (v) => `烘烤${v.m}分钟至金黄酥脆。`,
    ),
  ],
  'convection-oven:veg': [
    PREHEAT_CONVECTION,
    SPREAD_PAN,
    T(
      (v) => `Roast for ${v.m} minutes until tender and lightly browned.`,
      (v) => `Hornear ${v.m} minutos, hasta que esté tierno y ligeramente dorado.`,
      (v) => `Hornear ${v.m} minutos, hasta que esté tierno y apenas dorado.`,
      (v) => `Asse por ${v.m} minutos, até ficar macio e levemente dourado.`,
      (v) => `부드러워지고 살짝 노릇해질 때까지 ${v.m}분간 굽습니다.`,
      (v) => `柔らかくなり、軽く焼き色がつくまで${v.m}分焼きます。`,
      (v) => `烘烤${v.m}分钟至软嫩并略微上色。`,
    ),
  ],
  'oven:mashed': [PREHEAT_OVEN, COVERED_PAN, HEAT_STIR],
  'convection-oven:mashed': [PREHEAT_CONVECTION, COVERED_PAN, HEAT_STIR],
  'air-fryer': [
    T(
      (v) => `Preheat the air fryer to ${v.f}°F (${v.c}°C).`,
      (v) => `Precalentar la freidora de aire a ${v.f}°F (${v.c}°C).`,
      (v) => `Precalentar la freidora de aire a ${v.f}°F (${v.c}°C).`,
      (v) => `Preaqueça a air fryer a ${v.f}°F (${v.c}°C).`,
      (v) => `에어프라이어를 ${v.f}°F(${v.c}°C)로 예열합니다.`,
      (v) => `エアフライヤーを${v.f}°F（${v.c}°C）に予熱します。`,
      (v) => `将空气炸锅预热至${v.f}°F（${v.c}°C）。`,
    ),
    T(
      'Add the frozen product in a single layer; do not overfill.',
      'Colocar el producto congelado en una sola capa, sin llenar de más.',
      'Colocar el producto congelado en una sola capa, sin llenar de más.',
      'Coloque o produto congelado em uma única camada, sem encher demais.',
      '냉동 제품을 겹치지 않게 넣고 너무 많이 담지 않습니다.',
      '凍ったままの製品を重ならないように入れ、詰め込みすぎないようにします。',
      '将冷冻产品单层放入，切勿装得过满。',
    ),
    T(
      (v) => `Cook for ${v.m} minutes, shaking the basket halfway through.`,
      (v) => `Cocinar ${v.m} minutos, agitando la canasta a la mitad del tiempo.`,
      (v) => `Cocinar ${v.m} minutos, sacudiendo la canasta a mitad de cocción.`,
      (v) => `Cozinhe por ${v.m} minutos, agitando o cesto na metade do tempo.`,
      (v) => `${v.m}분간 조리하고, 중간에 바스켓을 흔들어 줍니다.`,
      (v) => `途中でバスケットを振りながら${v.m}分加熱します。`,
      (v) => `加热${v.m}分钟，中途摇晃炸篮一次。`,
    ),
  ],
  griddle: [
    T(
      (v) => `Preheat a lightly oiled griddle to ${v.f}°F (${v.c}°C).`,
      (v) => `Precalentar la plancha ligeramente engrasada a ${v.f}°F (${v.c}°C).`,
      (v) => `Precalentar la plancha apenas aceitada a ${v.f}°F (${v.c}°C).`,
      (v) => `Preaqueça a chapa levemente untada a ${v.f}°F (${v.c}°C).`,
      (v) => `기름을 살짝 두른 그리들을 ${v.f}°F(${v.c}°C)로 예열합니다.`,
      (v) => `薄く油をひいた鉄板を${v.f}°F（${v.c}°C）に予熱します。`,
      (v) => `在扒炉上刷少许油，预热至${v.f}°F（${v.c}°C）。`,
    ),
    T(
      (v) => `Cook from frozen for ${v.m} minutes, turning once, until golden brown.`,
      (v) => `Cocinar congelado durante ${v.m} minutos, volteando una vez, hasta dorar.`,
      (v) => `Cocinar sin descongelar durante ${v.m} minutos, dando vuelta una vez, hasta dorar.`,
      (v) => `Cozinhe ainda congelado por ${v.m} minutos, virando uma vez, até dourar.`,
      (v) => `냉동 상태로 ${v.m}분간 굽고, 한 번 뒤집어 노릇하게 익힙니다.`,
      (v) => `凍ったまま${v.m}分焼き、途中で一度返してきつね色に仕上げます。`,
      (v) => `无需解冻，煎${v.m}分钟，中途翻面一次，至表面金黄。`,
    ),
  ],
  'griddle:veg': [
    T(
      (v) => `Preheat a lightly oiled griddle or skillet to ${v.f}°F (${v.c}°C).`,
      (v) => `Precalentar la plancha o sartén ligeramente engrasada a ${v.f}°F (${v.c}°C).`,
      (v) => `Precalentar la plancha o sartén apenas aceitada a ${v.f}°F (${v.c}°C).`,
      (v) => `Preaqueça a chapa ou frigideira levemente untada a ${v.f}°F (${v.c}°C).`,
      (v) => `기름을 살짝 두른 그리들이나 팬을 ${v.f}°F(${v.c}°C)로 예열합니다.`,
      (v) => `薄く油をひいた鉄板またはフライパンを${v.f}°F（${v.c}°C）に予熱します。`,
      (v) => `在扒炉或平底锅中刷少许油，预热至${v.f}°F（${v.c}°C）。`,
    ),
    T(
      (v) => `Sauté from frozen for ${v.m} minutes, stirring often, until heated through.`,
      (v) =>
        `Saltear congelado durante ${v.m} minutos, moviendo con frecuencia, hasta que esté bien caliente.`,
      (v) =>
        `Saltear sin descongelar durante ${v.m} minutos, revolviendo seguido, hasta que esté bien caliente.`,
      (v) =>
        `Salteie ainda congelado por ${v.m} minutos, mexendo sempre, até aquecer por completo.`,
      (v) => `냉동 상태로 ${v.m}분간 자주 저어 가며 속까지 데워지도록 볶습니다.`,
      (v) => `凍ったまま${v.m}分、よく混ぜながら中まで温まるまで炒めます。`,
      (v) => `无需解冻，翻炒${v.m}分钟至完全热透。`,
    ),
  ],
  thaw: [
    T(
      (v) => `Thaw the sealed pouch in the refrigerator at 33–40°F (1–4°C) for about ${v.h} hours.`,
      (v) =>
        `Descongelar la bolsa cerrada en el refrigerador a 33–40°F (1–4°C) durante unas ${v.h} horas.`,
      (v) =>
        `Descongelar el envase cerrado en la heladera a 33–40°F (1–4°C) durante unas ${v.h} horas.`,
      (v) =>
        `Descongele a embalagem fechada na geladeira a 33–40°F (1–4°C) por cerca de ${v.h} horas.`,
      (v) => `밀봉된 파우치를 냉장(33–40°F, 1–4°C)에서 약 ${v.h}시간 해동합니다.`,
      (v) => `未開封のパウチを冷蔵庫（33–40°F/1–4°C）で約${v.h}時間解凍します。`,
      (v) => `将未开封的袋子置于冷藏室（33–40°F/1–4°C）解冻约${v.h}小时。`,
    ),
    T(
      'Stir or portion as needed; do not refreeze.',
      'Mezclar o porcionar según se necesite; no volver a congelar.',
      'Mezclar o porcionar según haga falta; no volver a congelar.',
      'Misture ou porcione conforme necessário; não recongele.',
      '필요에 따라 섞거나 소분하고, 다시 얼리지 않습니다.',
      '必要に応じて混ぜるか小分けにします。再冷凍はしないでください。',
      '按需搅拌或分装，请勿再次冷冻。',
    ),
    T(
      'Keep refrigerated after thawing and use within 3 days.',
      'Mantener en refrigeración después de descongelar y consumir en un plazo de 3 días.',
      'Conservar en heladera después de descongelar y consumir dentro de los 3 días.',
      'Após descongelar, mantenha refrigerado e use em até 3 dias.',
      '해동 후에는 냉장 보관하고 3일 이내에 사용합니다.',
      '解凍後は冷蔵で保存し、3日以内に使い切ってください。',
      '解冻后请冷藏保存，并于3天内用完。',
    ),
  ],
}

const PREP_FROZEN = L(
  'Cook from frozen; do not thaw. Times are approximate, so adjust for your equipment and load.',
  'Cocinar directamente congelado, sin descongelar. Los tiempos son aproximados; ajústelos según su equipo y la carga.',
  'Cocinar sin descongelar. Los tiempos son aproximados; ajustarlos según el equipo y la carga.',
  'Prepare ainda congelado, sem descongelar. Os tempos são aproximados; ajuste conforme o equipamento e a quantidade.',
  '해동하지 말고 냉동 상태로 조리하십시오. 조리 시간은 대략적인 기준이므로 장비와 양에 따라 조절하십시오.',
  '解凍せず、凍ったまま調理してください。加熱時間は目安です。機器や量に合わせて調整してください。',
  '请勿解冻，直接冷冻烹饪。时间仅供参考，请根据设备和份量调整。',
)
const PREP_THAW = L(
  'Thaw under refrigeration before use; ready to serve with no peeling or pitting.',
  'Descongelar en refrigeración antes de usar; listo para servir, sin pelar ni deshuesar.',
  'Descongelar en heladera antes de usar; listo para servir, sin pelar ni descarozar.',
  'Descongele sob refrigeração antes de usar; pronto para servir, sem descascar nem tirar o caroço.',
  '사용 전 냉장 해동하십시오. 껍질을 벗기거나 씨를 뺄 필요 없이 바로 사용할 수 있습니다.',
  '使用前に冷蔵庫で解凍してください。皮むきや種取りは不要で、そのまま使えます。',
  '使用前请冷藏解冻；无需去皮去核，即可直接使用。',
)

type Variant = 'veg' | 'mashed'
/** [method, minutes, °F, step variant]; thawing has no temperature. */
type Prep = [PreparationMethod, number, number?, Variant?]

const fahrenheitToCelsius = (f: number): number => Math.round(((f - 32) * 5) / 9)

function preparation(preps: Prep[]): SeedProduct['preparation'] {
  const instructions = preps.map(([method, minutes, temperatureF, variant]) => {
    const templates = STEPS[variant ? `${method}:${variant}` : method]
    if (!templates) throw new Error(`No preparation steps for ${method} ${variant ?? ''}`)
    const steps = templates.map((template) =>
      mapLocales((locale) => {
        const part = template[locale]
        if (typeof part === 'string') return part
        return part({
          m: num(minutes, locale),
          h: num(Math.round((minutes / 60) * 10) / 10, locale),
          f: String(temperatureF ?? ''),
          c: temperatureF === undefined ? '' : String(fahrenheitToCelsius(temperatureF)),
        })
      }),
    )
    return temperatureF === undefined
      ? { method, minutes, steps }
      : { method, minutes, temperatureF, steps }
  })
  const thaw = preps.some(([method]) => method === 'thaw')
  return { description: thaw ? PREP_THAW : PREP_FROZEN, instructions }
}

// ---------------------------------------------------------------------------------------------
// Case formats (food-service packs)

interface CaseFormat {
  packSize: string
  netWeightLb: number
  grossWeightLb: number
  dimensionsIn: { length: number; width: number; height: number }
  tixHi: string
  packagingCategory: string
}

const POLY_BAG = 'Poly bag in corrugated case'
const POUCH = 'Vacuum pouch in corrugated case'
const TRAY = 'Tray in corrugated case'
const BULK = 'Poly-lined corrugated case'

const dims = (length: number, width: number, height: number) => ({ length, width, height })

const FORMATS = {
  '6/5 lb': {
    packSize: '5 lb bag',
    netWeightLb: 30,
    grossWeightLb: 32.4,
    dimensionsIn: dims(16, 11, 10.75),
    tixHi: '10x8',
    packagingCategory: POLY_BAG,
  },
  '6/4.5 lb': {
    packSize: '4.5 lb bag',
    netWeightLb: 27,
    grossWeightLb: 29.2,
    dimensionsIn: dims(16, 10.75, 10.25),
    tixHi: '10x8',
    packagingCategory: POLY_BAG,
  },
  '6/4 lb': {
    packSize: '4 lb bag',
    netWeightLb: 24,
    grossWeightLb: 26,
    dimensionsIn: dims(15.75, 10.5, 9.75),
    tixHi: '10x9',
    packagingCategory: POLY_BAG,
  },
  '6/2.5 lb': {
    packSize: '2.5 lb bag',
    netWeightLb: 15,
    grossWeightLb: 16.5,
    dimensionsIn: dims(15.25, 10.25, 8.25),
    tixHi: '12x9',
    packagingCategory: POLY_BAG,
  },
  '12/2.5 lb': {
    packSize: '2.5 lb bag',
    netWeightLb: 30,
    grossWeightLb: 32.6,
    dimensionsIn: dims(17, 11.25, 10.5),
    tixHi: '10x7',
    packagingCategory: POLY_BAG,
  },
  '4/3 lb': {
    packSize: '3 lb bag',
    netWeightLb: 12,
    grossWeightLb: 13.4,
    dimensionsIn: dims(14, 10, 9.5),
    tixHi: '12x8',
    packagingCategory: POLY_BAG,
  },
  '4/4 lb': {
    packSize: '4 lb tray',
    netWeightLb: 16,
    grossWeightLb: 17.8,
    dimensionsIn: dims(15.5, 11.75, 6.5),
    tixHi: '9x12',
    packagingCategory: TRAY,
  },
  '6/3 lb': {
    packSize: '3 lb pouch',
    netWeightLb: 18,
    grossWeightLb: 19.6,
    dimensionsIn: dims(14.5, 10, 8),
    tixHi: '12x9',
    packagingCategory: POUCH,
  },
  '12/1 lb': {
    packSize: '1 lb pouch',
    netWeightLb: 12,
    grossWeightLb: 13.3,
    dimensionsIn: dims(12.5, 9.75, 7.5),
    tixHi: '16x9',
    packagingCategory: POUCH,
  },
  '120/2.25 oz': {
    packSize: '2.25 oz patty',
    netWeightLb: 16.88,
    grossWeightLb: 18.6,
    dimensionsIn: dims(17.25, 12, 8.5),
    tixHi: '8x10',
    packagingCategory: BULK,
  },
  '60/2.5 oz': {
    packSize: '2.5 oz piece',
    netWeightLb: 9.38,
    grossWeightLb: 10.6,
    dimensionsIn: dims(15, 10, 7.25),
    tixHi: '12x10',
    packagingCategory: TRAY,
  },
} satisfies Record<string, CaseFormat>

type FormatKey = keyof typeof FORMATS

// ---------------------------------------------------------------------------------------------
// Nutrition: per serving; calories follow from the macronutrients (4/4/9, US label rounding).

/** [g, fat, satFat, cholMg, sodiumMg, carbs, fiber, sugars, addedSugars, protein, vitDMcg, calciumMg, ironMg, potassiumMg] */
type Nut = [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
]

const roundCalories = (kcal: number): number =>
  kcal <= 50 ? Math.round(kcal / 5) * 5 : Math.round(kcal / 10) * 10

function nutrition(n: Nut, serving: Serving, netWeightLb: number): NutritionBase {
  const [
    g,
    fat,
    sat,
    chol,
    sodium,
    carbs,
    fiber,
    sugars,
    added,
    protein,
    vitD,
    calcium,
    iron,
    potassium,
  ] = n
  return {
    servingSizeGrams: g,
    householdServingSize: householdServing(g, serving),
    servingsPerCase: Math.floor((netWeightLb * 453.592) / g),
    calories: roundCalories(9 * fat + 4 * carbs + 4 * protein),
    totalFatG: fat,
    saturatedFatG: sat,
    transFatG: 0,
    cholesterolMg: chol,
    sodiumMg: sodium,
    totalCarbohydrateG: carbs,
    dietaryFiberG: fiber,
    totalSugarsG: sugars,
    addedSugarsG: added,
    proteinG: protein,
    vitaminDMcg: vitD,
    calciumMg: calcium,
    ironMg: iron,
    potassiumMg: potassium,
  }
}

// ---------------------------------------------------------------------------------------------
// Allergens and dietary flags, derived from the ingredients.

const ALLERGEN_ORDER: Allergen[] = [
  'milk',
  'egg',
  'fish',
  'shellfish',
  'tree nuts',
  'peanuts',
  'wheat',
  'soy',
  'sesame',
]
const FREE_OF: Record<Allergen, DietaryFlag> = {
  milk: 'milkFree',
  egg: 'eggFree',
  fish: 'fishFree',
  shellfish: 'shellfishFree',
  'tree nuts': 'treeNutsFree',
  peanuts: 'peanutFree',
  wheat: 'wheatFree',
  soy: 'soyFree',
  sesame: 'sesameSeedsFree',
}
const FLAG_ORDER: DietaryFlag[] = [
  'cornFree',
  'eggFree',
  'fishFree',
  'glutenFree',
  'milkFree',
  'peanutFree',
  'sesameSeedsFree',
  'shellfishFree',
  'soyFree',
  'sulfiteFree',
  'treeNutsFree',
  'wheatFree',
  'vegan',
  'vegetarian',
  'kosher',
  'halal',
  'lowSodium',
  'lowFat',
  'noGluten',
  'lowGluten',
  'smartSnacks',
  'k12',
  'zeroGramsTransFat',
  'mscAscCertified',
]

function allergensAndFlags(
  keys: IngredientKey[],
  n: NutritionBase,
  k12: boolean,
  certifications: DietaryFlag[],
): { contains: Allergen[]; dietaryFlags: DietaryFlag[] } {
  const ingredients = ingredientsOf(keys)
  const present = new Set(ingredients.flatMap((i) => (i.allergen ? [i.allergen] : [])))
  const contains = ALLERGEN_ORDER.filter((a) => present.has(a))
  const flags = new Set<DietaryFlag>(certifications)
  for (const allergen of ALLERGEN_ORDER) if (!present.has(allergen)) flags.add(FREE_OF[allergen])
  if (!ingredients.some((i) => i.corn)) flags.add('cornFree')
  if (!present.has('wheat') && !ingredients.some((i) => i.gluten)) flags.add('glutenFree')
  flags.add('sulfiteFree')
  const animal = ['milk', 'egg', 'fish', 'shellfish'].some((a) => present.has(a as Allergen))
  if (!animal && !ingredients.some((i) => i.animal)) flags.add('vegan')
  if (!present.has('fish') && !present.has('shellfish')) flags.add('vegetarian')
  if (n.sodiumMg <= 140) flags.add('lowSodium')
  if (n.totalFatG <= 3) flags.add('lowFat')
  if (n.transFatG === 0) flags.add('zeroGramsTransFat')
  if (k12) {
    flags.add('k12')
    const smartSnack =
      n.calories <= 200 &&
      n.sodiumMg <= 230 &&
      n.totalFatG * 9 <= n.calories * 0.35 &&
      n.saturatedFatG * 9 < n.calories * 0.1 &&
      n.totalSugarsG <= n.servingSizeGrams * 0.35
    if (smartSnack) flags.add('smartSnacks')
  }
  return { contains, dietaryFlags: FLAG_ORDER.filter((f) => flags.has(f)) }
}

// ---------------------------------------------------------------------------------------------
// Product rows

type BrandSlug = 'terrafield-classic' | 'golden-acre' | 'harvest-crisp' | 'verde-avocado'
type CutType =
  | 'straight'
  | 'crinkle'
  | 'shoestring'
  | 'steak'
  | 'wedge'
  | 'waffle'
  | 'diced'
  | 'sliced'
  | 'mashed'
  | 'whole'
type BenefitKey = keyof typeof BENEFITS

const KH: DietaryFlag[] = ['kosher', 'halal']
const K: DietaryFlag[] = ['kosher']

interface Row {
  /** Only where two rows share a name (the cut and pack sizes of one product). */
  slug?: string
  brand: BrandSlug
  categories: string[]
  regions?: string[]
  name: Localized
  description: Localized
  benefit: BenefitKey
  ingredients: IngredientKey[]
  cuts: CutType[]
  fryType: FryType
  variety?: Variety
  specs: FrySpecification[]
  seasonings: Seasoning[]
  services: ProductService[]
  cutSize: string
  format: FormatKey
  diameter?: string
  nutrition: Nut
  serving: Serving
  prep: Prep[]
  k12?: SeedProduct['k12']
  badge?: keyof typeof BADGES
  certifications?: DietaryFlag[]
  getASample?: false
  findADistributor?: false
  country?: string
  shelfLifeDays?: number
  publishedDaysAgo: number
}

const BRAND_COUNTRY: Record<BrandSlug, string> = {
  'terrafield-classic': 'United States',
  'golden-acre': 'Canada',
  'harvest-crisp': 'United States',
  'verde-avocado': 'Mexico',
}
const SHELF_LIFE: Record<BrandSlug, number> = {
  'terrafield-classic': 730,
  'golden-acre': 545,
  'harvest-crisp': 540,
  'verde-avocado': 730,
}

const FRIES = ['fries']
const STRAIGHT = ['fries', 'straight-cut']
const CRINKLE = ['fries', 'crinkle-cut']
const SEASONED = 'seasoned-fries'

const TOTS: Row = {
  brand: 'terrafield-classic',
  categories: ['specialty-potatoes'],
  name: L(
    'Crispy Potato Tots',
    'Bolitas de papa crujientes',
    'Bocaditos de papa crocantes',
    'Bolinhas de batata crocantes',
    '바삭한 감자 토츠',
    'カリカリ一口ポテト',
    '香脆一口薯块',
  ),
  description: L(
    "Bite-size shredded potato tots with a crunchy shell and tender center, ready for kids' menus and loaded-tot specials.",
    'Bolitas de papa rallada del tamaño de un bocado, con exterior crujiente e interior suave; listas para menús infantiles y especiales con toppings.',
    'Bocaditos de papa rallada, crocantes por fuera y tiernos por dentro; listos para menús infantiles y porciones con toppings.',
    'Bolinhas de batata ralada do tamanho de uma mordida, com casquinha crocante e interior macio, prontas para cardápios infantis e porções com coberturas.',
    '한입 크기로 빚은 감자채 토츠로, 겉은 바삭하고 속은 부드러워 키즈 메뉴와 토핑을 듬뿍 올린 스페셜 메뉴에 좋습니다.',
    '細切りじゃがいもを一口サイズに成形。外はカリッと中はしっとりで、キッズメニューやトッピングを盛ったアレンジに最適です。',
    '以马铃薯丝制成的一口大小薯块，外脆内软，适合儿童餐和加料小食。',
  ),
  benefit: 'k12',
  ingredients: ['potatoes', 'vegOil', 'salt', 'cornStarch', 'onionPowder', 'dextrose', 'sapp'],
  cuts: ['whole'],
  fryType: 'specialty-potatoes',
  variety: 'russet',
  specs: ['formed', 'par-fried'],
  seasonings: ['lightly-salted'],
  services: ['k-12', 'quick-service', 'casual-dining'],
  cutSize: '1 in formed',
  format: '6/5 lb',
  nutrition: [85, 8, 1.5, 0, 420, 20, 2, 0, 0, 2, 0, 10, 0.4, 300],
  serving: { pieces: 9, shape: 'piece' },
  prep: [
    ['fryer', 3, 350],
    ['oven', 18, 425],
    ['air-fryer', 12, 400],
  ],
  k12: { starchy: 0.5 },
  certifications: KH,
  publishedDaysAgo: 333,
}

const ROWS: Row[] = [
  // ---- Fries -----------------------------------------------------------------------------------
  {
    brand: 'terrafield-classic',
    categories: STRAIGHT,
    name: L(
      'Straight Cut Fries 3/8"',
      'Papas fritas corte recto 3/8"',
      'Papas fritas corte recto 3/8"',
      'Batatas fritas corte reto 3/8"',
      '스트레이트 컷 감자튀김 3/8인치',
      'ストレートカットポテト 3/8インチ',
      '3/8英寸直切薯条',
    ),
    description: L(
      'Classic 3/8-inch fries cut from long russet potatoes and par-fried for a fluffy center and an even golden finish.',
      'Papas fritas clásicas de 3/8 de pulgada, cortadas de papas russet largas y prefritas para un interior esponjoso y un dorado parejo.',
      'Papas fritas clásicas de 3/8 de pulgada, cortadas de papas russet largas y prefritas para un interior esponjoso y un dorado parejo.',
      'Batatas fritas clássicas de 3/8 de polegada, cortadas de batatas russet longas e pré-fritas para um interior macio e um dourado uniforme.',
      '길쭉한 러셋 감자를 3/8인치로 썰어 초벌 튀김한 클래식 감자튀김으로, 속은 포슬하고 겉은 고르게 노릇합니다.',
      '長いラセットポテトを3/8インチにカットして下揚げした定番のフライドポテト。中はほくほく、外は均一なきつね色に仕上がります。',
      '选用长条赤褐马铃薯切成3/8英寸并经预炸的经典薯条，内里松软，外表金黄均匀。',
    ),
    benefit: 'yield',
    ingredients: ['potatoes', 'vegOil', 'dextrose', 'sapp'],
    cuts: ['straight'],
    fryType: 'fries',
    variety: 'russet',
    specs: ['skinless', 'par-fried'],
    seasonings: ['unseasoned'],
    services: ['quick-service', 'casual-dining', 'k-12', 'colleges'],
    cutSize: '3/8 in',
    format: '6/5 lb',
    nutrition: [85, 5, 1, 0, 30, 20, 2, 0, 0, 2, 0, 10, 0.5, 350],
    serving: { pieces: 14, shape: 'stick' },
    prep: [
      ['fryer', 3, 350],
      ['oven', 18, 425],
      ['air-fryer', 12, 400],
    ],
    k12: { starchy: 0.5 },
    badge: 'best',
    certifications: KH,
    publishedDaysAgo: 380,
  },
  {
    brand: 'terrafield-classic',
    categories: STRAIGHT,
    name: L(
      'Shoestring Fries 1/4"',
      'Papas fritas extradelgadas 1/4"',
      'Papas fritas extrafinas 1/4"',
      'Batatas fritas palito fino 1/4"',
      '슈스트링 감자튀김 1/4인치',
      'シューストリングポテト 1/4インチ',
      '1/4英寸细薯条',
    ),
    description: L(
      'Thin 1/4-inch shoestring fries that cook fast and stay crisp, ideal for burgers and high-volume lunch service.',
      'Papas fritas extradelgadas de 1/4 de pulgada que se cocinan rápido y se mantienen crujientes; ideales para hamburguesas y servicios de alto volumen.',
      'Papas fritas extrafinas de 1/4 de pulgada que se cocinan rápido y se mantienen crocantes; ideales para hamburguesas y servicios de alto volumen.',
      'Batatas palito fino de 1/4 de polegada que fritam rápido e continuam crocantes, ideais para hambúrgueres e operações de alto volume.',
      '1/4인치로 가늘게 썬 슈스트링 감자튀김으로 빨리 익고 바삭함이 오래가 버거와 대량 점심 서비스에 잘 맞습니다.',
      '1/4インチの細切りで揚げ時間が短く、カリッと感が長持ち。バーガーや大量調理のランチ営業に最適です。',
      '1/4英寸细切薯条，成熟快、久放仍酥脆，非常适合搭配汉堡和高峰午餐出品。',
    ),
    benefit: 'fastCook',
    ingredients: ['potatoes', 'vegOil', 'dextrose', 'sapp'],
    cuts: ['shoestring', 'straight'],
    fryType: 'fries',
    variety: 'russet',
    specs: ['skinless', 'par-fried'],
    seasonings: ['unseasoned'],
    services: ['quick-service', 'fast-casual', 'colleges'],
    cutSize: '1/4 in',
    format: '6/4.5 lb',
    nutrition: [85, 6, 1, 0, 35, 21, 2, 0, 0, 2, 0, 10, 0.5, 340],
    serving: { pieces: 30, shape: 'stick' },
    prep: [
      ['fryer', 3, 350],
      ['oven', 14, 425],
    ],
    certifications: KH,
    publishedDaysAgo: 352,
  },
  {
    brand: 'terrafield-classic',
    categories: CRINKLE,
    name: L(
      'Crinkle Cut Fries 1/2"',
      'Papas fritas corte ondulado 1/2"',
      'Papas fritas corte ondulado 1/2"',
      'Batatas fritas corte ondulado 1/2"',
      '크링클 컷 감자튀김 1/2인치',
      'クリンクルカットポテト 1/2インチ',
      '1/2英寸波纹薯条',
    ),
    description: L(
      'Thick 1/2-inch crinkle-cut fries whose ridges grab seasoning and sauce, a school cafeteria favorite.',
      'Papas fritas gruesas de corte ondulado de 1/2 pulgada cuyas ranuras retienen sazonadores y salsas; favoritas en comedores escolares.',
      'Papas fritas gruesas de corte ondulado de 1/2 pulgada cuyas ranuras retienen condimentos y salsas; las preferidas en comedores escolares.',
      'Batatas fritas grossas de corte ondulado de 1/2 polegada, com ranhuras que seguram temperos e molhos; queridinhas das cantinas escolares.',
      '1/2인치 두께의 크링클 컷 감자튀김으로, 물결 모양 홈에 시즈닝과 소스가 잘 묻어 학교 급식에서 인기가 높습니다.',
      '1/2インチの厚切りクリンクルカット。波形の溝がシーズニングやソースをしっかり絡め、学校給食でも人気です。',
      '1/2英寸厚切波纹薯条，纹路易挂调料和酱汁，深受学校食堂欢迎。',
    ),
    benefit: 'k12',
    ingredients: ['potatoes', 'vegOil', 'dextrose', 'sapp'],
    cuts: ['crinkle'],
    fryType: 'fries',
    variety: 'russet',
    specs: ['skinless', 'par-fried'],
    seasonings: ['unseasoned'],
    services: ['k-12', 'quick-service', 'healthcare'],
    cutSize: '1/2 in',
    format: '6/5 lb',
    nutrition: [85, 4.5, 1, 0, 30, 19, 2, 0, 0, 2, 0, 10, 0.4, 360],
    serving: { pieces: 11, shape: 'stick' },
    prep: [
      ['fryer', 3.5, 350],
      ['oven', 20, 425],
      ['convection-oven', 14, 400],
    ],
    k12: { starchy: 0.5 },
    certifications: KH,
    publishedDaysAgo: 301,
  },
  {
    brand: 'terrafield-classic',
    categories: FRIES,
    name: L(
      'Steak Fries 3/4" x 3/8"',
      'Papas fritas corte grueso 3/4" x 3/8"',
      'Papas fritas bastón grueso 3/4" x 3/8"',
      'Batatas fritas corte grosso 3/4" x 3/8"',
      '스테이크 컷 감자튀김 3/4" x 3/8"',
      'ステーキカットポテト 3/4" x 3/8"',
      '3/4" x 3/8"厚切牛排薯条',
    ),
    description: L(
      'Hearty steak-cut fries with a soft, potato-rich bite that stands up to steaks, burgers and dips.',
      'Papas de corte grueso con una mordida suave y llena de sabor a papa, perfectas para acompañar cortes de carne, hamburguesas y dips.',
      'Papas de corte grueso con una textura suave y mucho sabor a papa, perfectas para acompañar carnes, hamburguesas y salsas.',
      'Batatas de corte grosso, macias por dentro e com muito sabor de batata, perfeitas para acompanhar carnes, hambúrgueres e molhos.',
      '두툼하게 썬 스테이크 컷 감자튀김으로 부드럽고 감자 본연의 맛이 살아 있어 스테이크, 버거, 딥 소스와 잘 어울립니다.',
      '食べごたえのあるステーキカット。やわらかく、じゃがいもの味わいが豊かで、ステーキやバーガー、ディップによく合います。',
      '厚实的牛排薯条，口感绵软、薯香浓郁，适合搭配牛排、汉堡和蘸酱。',
    ),
    benefit: 'yield',
    ingredients: ['potatoes', 'vegOil', 'dextrose', 'sapp'],
    cuts: ['steak'],
    fryType: 'fries',
    variety: 'russet',
    specs: ['skinless', 'par-fried'],
    seasonings: ['unseasoned'],
    services: ['casual-dining', 'bars-and-pubs', 'hotels'],
    cutSize: '3/4 x 3/8 in',
    format: '6/5 lb',
    nutrition: [85, 3.5, 0.5, 0, 25, 19, 2, 0, 0, 2, 0, 8, 0.4, 380],
    serving: { pieces: 8, shape: 'stick' },
    prep: [
      ['fryer', 4, 350],
      ['oven', 22, 425],
    ],
    certifications: KH,
    publishedDaysAgo: 277,
  },
  {
    brand: 'golden-acre',
    categories: [...STRAIGHT, SEASONED],
    name: L(
      'Battered Skin-On Fries 3/8"',
      'Papas fritas rebozadas con cáscara 3/8"',
      'Papas fritas rebozadas con cáscara 3/8"',
      'Batatas fritas com casca e cobertura crocante 3/8"',
      '껍질째 배터 코팅 감자튀김 3/8인치',
      '皮付きバッターコーティングポテト 3/8インチ',
      '3/8英寸带皮裹浆薯条',
    ),
    description: L(
      'Skin-on fries in a light seasoned batter that keeps them crisp for up to 20 minutes under the heat lamp.',
      'Papas con cáscara cubiertas con un rebozado ligero y sazonado que las mantiene crujientes hasta 20 minutos bajo la lámpara de calor.',
      'Papas con cáscara cubiertas con un rebozado liviano y condimentado que las mantiene crocantes hasta 20 minutos bajo la lámpara de calor.',
      'Batatas com casca e uma cobertura leve e temperada que as mantém crocantes por até 20 minutos sob a lâmpada de aquecimento.',
      '껍질째 썬 감자에 가벼운 시즈닝 배터를 입혀 보온등 아래에서도 최대 20분간 바삭함을 유지합니다.',
      '皮付きポテトに軽い味付きバッターをまとわせ、ウォーマーの下でも最大20分カリッと感が続きます。',
      '带皮薯条裹上轻薄调味面浆，在保温灯下最长可保持20分钟酥脆。',
    ),
    benefit: 'crispHold',
    ingredients: [
      'potatoes',
      'vegOil',
      'wheatFlour',
      'modStarch',
      'riceFlour',
      'salt',
      'leavening',
      'dextrose',
      'xanthan',
      'sapp',
    ],
    cuts: ['straight'],
    fryType: 'fries',
    variety: 'russet',
    specs: ['skin-on', 'battered', 'par-fried', 'extended-hold'],
    seasonings: ['lightly-salted'],
    services: ['quick-service', 'delivery', 'casual-dining'],
    cutSize: '3/8 in',
    format: '6/4.5 lb',
    nutrition: [85, 7, 1, 0, 310, 22, 2, 0, 0, 2, 0, 15, 0.6, 330],
    serving: { pieces: 14, shape: 'stick' },
    prep: [
      ['fryer', 3, 350],
      ['air-fryer', 11, 400],
    ],
    badge: 'best',
    certifications: KH,
    publishedDaysAgo: 190,
  },
  {
    brand: 'golden-acre',
    categories: [...FRIES, SEASONED],
    name: L(
      'Seasoned Waffle Fries',
      'Papas waffle sazonadas',
      'Papas waffle condimentadas',
      'Batatas waffle temperadas',
      '시즈닝 와플 감자튀김',
      'シーズンドワッフルポテト',
      '调味网格薯条',
    ),
    description: L(
      'Lattice-cut waffle fries in a savory paprika and garlic coating, made for sharing plates and game-day menus.',
      'Papas en corte waffle con una cobertura sabrosa de paprika y ajo, pensadas para platos para compartir y menús de partido.',
      'Papas en corte waffle con una cobertura sabrosa de pimentón y ajo, pensadas para platos para compartir y menús de partido.',
      'Batatas em corte waffle com cobertura saborosa de páprica e alho, feitas para porções de compartilhar e cardápios de dia de jogo.',
      '격자 모양 와플 컷 감자에 파프리카와 마늘 풍미의 코팅을 입혀 셰어 메뉴나 스포츠 경기 날 메뉴에 제격입니다.',
      '格子状のワッフルカットにパプリカとガーリックの香ばしい衣をまとわせた、シェアメニューやスポーツ観戦メニューにぴったりの一品。',
      '网格切薯条裹上红椒和大蒜风味脆衣，适合分享拼盘和赛事日菜单。',
    ),
    benefit: 'premium',
    ingredients: [
      'potatoes',
      'vegOil',
      'wheatFlour',
      'modStarch',
      'salt',
      'paprika',
      'garlicPowder',
      'onionPowder',
      'spices',
      'leavening',
      'dextrose',
      'sapp',
    ],
    cuts: ['waffle'],
    fryType: 'fries',
    variety: 'russet',
    specs: ['battered', 'par-fried'],
    seasonings: ['seasoned', 'garlic'],
    services: ['bars-and-pubs', 'casual-dining', 'fast-casual'],
    cutSize: '1/4 in lattice',
    format: '6/4 lb',
    nutrition: [85, 9, 1.5, 0, 380, 21, 2, 0, 0, 2, 0, 15, 0.7, 320],
    serving: { pieces: 8, shape: 'flat' },
    prep: [
      ['fryer', 2.5, 350],
      ['oven', 15, 425],
    ],
    certifications: KH,
    publishedDaysAgo: 145,
  },
  {
    brand: 'golden-acre',
    categories: [...CRINKLE, SEASONED],
    name: L(
      'Spicy Crinkle Fries',
      'Papas fritas onduladas picantes',
      'Papas fritas onduladas picantes',
      'Batatas fritas onduladas apimentadas',
      '스파이시 크링클 감자튀김',
      'スパイシー クリンクルポテト',
      '香辣波纹薯条',
    ),
    description: L(
      'Crinkle-cut fries in a chili and paprika coating with a slow-building heat that pairs well with cool dips.',
      'Papas de corte ondulado con una cobertura de chile y paprika de picor progresivo, ideales con dips frescos.',
      'Papas de corte ondulado con una cobertura de ají y pimentón de picor progresivo, ideales con salsas frías.',
      'Batatas de corte ondulado com cobertura de pimenta e páprica, de ardência crescente, que combinam com molhos frios.',
      '크링클 컷 감자에 고추와 파프리카 코팅을 입혀 은근히 올라오는 매운맛이 시원한 딥 소스와 잘 어울립니다.',
      'クリンクルカットに唐辛子とパプリカの衣をまとわせ、じわじわ広がる辛さが冷たいディップとよく合います。',
      '波纹薯条裹上辣椒与红椒粉脆衣，辣味层层递进，与清爽蘸酱十分相配。',
    ),
    benefit: 'premium',
    ingredients: [
      'potatoes',
      'vegOil',
      'wheatFlour',
      'modStarch',
      'salt',
      'chili',
      'paprika',
      'garlicPowder',
      'onionPowder',
      'dextrose',
      'sapp',
    ],
    cuts: ['crinkle'],
    fryType: 'fries',
    variety: 'russet',
    specs: ['battered', 'par-fried'],
    seasonings: ['seasoned', 'spicy'],
    services: ['quick-service', 'bars-and-pubs', 'fast-casual'],
    cutSize: '3/8 in',
    format: '6/4.5 lb',
    nutrition: [85, 7, 1, 0, 420, 22, 2, 0, 0, 2, 0, 15, 0.7, 330],
    serving: { pieces: 12, shape: 'stick' },
    prep: [
      ['fryer', 3, 350],
      ['convection-oven', 12, 400],
    ],
    certifications: KH,
    publishedDaysAgo: 98,
  },
  {
    brand: 'golden-acre',
    categories: [...FRIES, SEASONED],
    regions: US_MX,
    name: L(
      'Garlic Parmesan Fries',
      'Papas fritas con ajo y parmesano',
      'Papas fritas con ajo y parmesano',
      'Batatas fritas com alho e parmesão',
      '갈릭 파르메산 감자튀김',
      'ガーリックパルメザン ポテト',
      '蒜香帕玛森薯条',
    ),
    description: L(
      'Straight-cut fries coated with roasted garlic, parmesan cheese and herbs for an easy upscale side.',
      'Papas de corte recto cubiertas con ajo rostizado, queso parmesano y hierbas: una guarnición gourmet sin esfuerzo.',
      'Papas de corte recto cubiertas con ajo asado, queso parmesano y hierbas: una guarnición gourmet sin esfuerzo.',
      'Batatas de corte reto com cobertura de alho assado, queijo parmesão e ervas, um acompanhamento sofisticado sem esforço.',
      '스트레이트 컷 감자에 구운 마늘, 파르메산 치즈, 허브를 입혀 손쉽게 고급스러운 사이드 메뉴를 완성합니다.',
      'ストレートカットにローストガーリック、パルメザンチーズ、ハーブをまとわせ、手軽にワンランク上のサイドメニューに。',
      '直切薯条裹以烤蒜、帕玛森奶酪和香草，轻松打造高档配菜。',
    ),
    benefit: 'premium',
    ingredients: [
      'potatoes',
      'vegOil',
      'wheatFlour',
      'modStarch',
      'parmesan',
      'roastedGarlic',
      'salt',
      'herbs',
      'leavening',
      'dextrose',
    ],
    cuts: ['straight'],
    fryType: 'fries',
    variety: 'russet',
    specs: ['battered', 'par-fried'],
    seasonings: ['garlic', 'cheese', 'herb'],
    services: ['casual-dining', 'fast-casual'],
    cutSize: '5/16 in',
    format: '6/4 lb',
    nutrition: [85, 8, 2, 5, 450, 21, 2, 0, 0, 3, 0, 40, 0.6, 320],
    serving: { pieces: 14, shape: 'stick' },
    prep: [
      ['fryer', 3, 350],
      ['oven', 18, 425],
    ],
    certifications: K,
    publishedDaysAgo: 64,
  },
  {
    brand: 'golden-acre',
    categories: [...STRAIGHT, SEASONED],
    name: L(
      'Extra Crispy Coated Fries 5/16"',
      'Papas fritas extracrujientes 5/16"',
      'Papas fritas extracrocantes 5/16"',
      'Batatas fritas extracrocantes 5/16"',
      '엑스트라 크리스피 코팅 감자튀김 5/16인치',
      'エクストラクリスピー ポテト 5/16インチ',
      '5/16英寸超脆裹衣薯条',
    ),
    description: L(
      'A clear rice-flour coating gives these 5/16-inch fries extra crunch for delivery, without any wheat or gluten.',
      'Una cobertura transparente de harina de arroz da a estas papas de 5/16 de pulgada un extra de crujiente para entregas a domicilio, sin trigo ni gluten.',
      'Una cobertura transparente de harina de arroz les da a estas papas de 5/16 de pulgada un extra de crocancia para delivery, sin trigo ni gluten.',
      'Uma cobertura transparente de farinha de arroz deixa estas batatas de 5/16 de polegada ainda mais crocantes para delivery, sem trigo e sem glúten.',
      '투명한 쌀가루 코팅으로 5/16인치 감자튀김을 배달 후에도 한층 바삭하게 유지하며, 밀과 글루텐이 들어 있지 않습니다.',
      '米粉の透明な衣で、5/16インチのポテトがデリバリーでもさらにカリッと。小麦・グルテン不使用です。',
      '透明米粉脆衣让5/16英寸薯条在外卖途中依然格外酥脆，且不含小麦和麸质。',
    ),
    benefit: 'glutenFree',
    ingredients: [
      'potatoes',
      'vegOil',
      'modStarch',
      'riceFlour',
      'peaStarch',
      'salt',
      'leavening',
      'dextrose',
      'xanthan',
      'sapp',
    ],
    cuts: ['straight'],
    fryType: 'fries',
    variety: 'russet',
    specs: ['skinless', 'clear-coat', 'par-fried', 'extended-hold'],
    seasonings: ['lightly-salted'],
    services: ['delivery', 'quick-service', 'fast-casual'],
    cutSize: '5/16 in',
    format: '6/4.5 lb',
    nutrition: [85, 6, 1, 0, 270, 22, 2, 0, 0, 2, 0, 10, 0.5, 330],
    serving: { pieces: 15, shape: 'stick' },
    prep: [
      ['fryer', 2.5, 350],
      ['air-fryer', 10, 400],
    ],
    badge: 'new',
    certifications: KH,
    publishedDaysAgo: 3,
  },
  {
    brand: 'golden-acre',
    categories: [...STRAIGHT, SEASONED],
    regions: ANZ,
    name: L(
      'Beer-Battered Chips 3/8"',
      'Papas fritas rebozadas con cerveza 3/8"',
      'Papas fritas rebozadas con cerveza 3/8"',
      'Batatas fritas empanadas na cerveja 3/8"',
      '비어 배터 감자튀김 3/8인치',
      'ビアバッターポテト 3/8インチ',
      '3/8英寸啤酒面糊薯条',
    ),
    description: L(
      'Pub-style chips in a golden beer batter, made for fish-and-chip shops and bistro menus across Australia and New Zealand.',
      'Papas estilo pub con un rebozado dorado de cerveza, pensadas para locales de fish and chips y menús de bistró en Australia y Nueva Zelanda.',
      'Papas estilo pub con un rebozado dorado de cerveza, pensadas para locales de fish and chips y menús de bistró en Australia y Nueva Zelanda.',
      'Batatas estilo pub com empanamento dourado de cerveja, feitas para casas de fish and chips e cardápios de bistrô na Austrália e na Nova Zelândia.',
      '황금빛 맥주 반죽을 입힌 펍 스타일 감자튀김으로, 호주와 뉴질랜드의 피시 앤 칩스 매장과 비스트로 메뉴를 위해 만들었습니다.',
      '黄金色のビール衣をまとったパブスタイルのポテト。オーストラリアとニュージーランドのフィッシュ&チップス店やビストロ向けです。',
      '金黄啤酒面糊包裹的酒吧风味薯条，专为澳大利亚和新西兰的炸鱼薯条店及小酒馆菜单打造。',
    ),
    benefit: 'crispHold',
    ingredients: [
      'potatoes',
      'vegOil',
      'wheatFlour',
      'beer',
      'modStarch',
      'salt',
      'leavening',
      'dextrose',
    ],
    cuts: ['straight'],
    fryType: 'fries',
    variety: 'russet',
    specs: ['battered', 'par-fried'],
    seasonings: ['lightly-salted'],
    services: ['quick-service', 'bars-and-pubs', 'casual-dining'],
    cutSize: '3/8 in',
    format: '6/4.5 lb',
    nutrition: [85, 7, 1, 0, 350, 23, 2, 1, 0, 2, 0, 15, 0.6, 310],
    serving: { pieces: 12, shape: 'stick' },
    prep: [
      ['fryer', 4, 350],
      ['oven', 20, 425],
    ],
    getASample: false,
    country: 'Australia',
    publishedDaysAgo: 41,
  },

  // ---- Specialty potatoes ----------------------------------------------------------------------
  TOTS,
  {
    brand: 'terrafield-classic',
    categories: ['specialty-potatoes'],
    name: L(
      'Seasoned Potato Wedges',
      'Gajos de papa sazonados',
      'Papas rústicas condimentadas',
      'Batatas rústicas temperadas',
      '시즈닝 웨지 감자',
      'シーズンド ポテトウェッジ',
      '调味土豆角',
    ),
    description: L(
      'Skin-on wedges in a peppery herb batter, a hearty side for chicken, ribs and pub platters.',
      'Gajos de papa con cáscara en un rebozado de hierbas y pimienta, una guarnición abundante para pollo, costillas y platos de bar.',
      'Papas rústicas con cáscara en un rebozado de hierbas y pimienta, una guarnición abundante para pollo, costillas y picadas.',
      'Batatas rústicas com casca em cobertura de ervas e pimenta, um acompanhamento generoso para frango, costela e porções de bar.',
      '껍질째 자른 웨지 감자에 후추와 허브 배터를 입혀 치킨, 립, 펍 플래터에 든든하게 곁들이기 좋습니다.',
      '皮付きウェッジにペッパーとハーブの衣をまとわせた、チキンやリブ、パブプラッターに合うボリュームたっぷりのサイド。',
      '带皮土豆角裹上胡椒香草面浆，是搭配炸鸡、肋排和酒吧拼盘的丰盛配菜。',
    ),
    benefit: 'shareable',
    ingredients: [
      'potatoes',
      'vegOil',
      'wheatFlour',
      'modStarch',
      'salt',
      'blackPepper',
      'herbs',
      'garlicPowder',
      'onionPowder',
      'leavening',
      'dextrose',
    ],
    cuts: ['wedge'],
    fryType: 'specialty-potatoes',
    variety: 'russet',
    specs: ['skin-on', 'battered', 'par-fried'],
    seasonings: ['seasoned', 'herb'],
    services: ['bars-and-pubs', 'casual-dining'],
    cutSize: '8-cut',
    format: '6/5 lb',
    nutrition: [85, 5, 1, 0, 330, 21, 2, 0, 0, 2, 0, 15, 0.6, 360],
    serving: { pieces: 5, shape: 'piece' },
    prep: [
      ['fryer', 4, 350],
      ['oven', 22, 425],
    ],
    certifications: KH,
    publishedDaysAgo: 212,
  },
  {
    brand: 'terrafield-classic',
    categories: ['specialty-potatoes'],
    name: L(
      'Diced Potatoes 1/2"',
      'Papas en cubos 1/2"',
      'Papas en cubos 1/2"',
      'Batatas em cubos 1/2"',
      '깍둑썰기 감자 1/2인치',
      'ダイスカットポテト 1/2インチ',
      '1/2英寸土豆丁',
    ),
    description: L(
      'Blanched 1/2-inch potato cubes with no added fat or salt, ready for home fries, soups, hashes and salads.',
      'Cubos de papa de 1/2 pulgada escaldados, sin grasa ni sal añadidas, listos para papas salteadas, sopas, picadillos y ensaladas.',
      'Cubos de papa de 1/2 pulgada blanqueados, sin grasa ni sal agregadas, listos para papas salteadas, sopas, guisos y ensaladas.',
      'Cubos de batata de 1/2 polegada branqueados, sem gordura nem sal adicionados, prontos para batatas salteadas, sopas, refogados e saladas.',
      '1/2인치 크기로 깍둑썰어 데친 감자로 지방과 소금을 더하지 않아 홈프라이, 수프, 해시, 샐러드에 바로 쓸 수 있습니다.',
      '1/2インチ角に切って下ゆでしたじゃがいも。油や塩を加えていないので、ホームフライやスープ、ハッシュ、サラダにそのまま使えます。',
      '切成1/2英寸见方并经焯烫的土豆丁，不额外添加油脂和盐，可直接用于家常煎土豆、汤品、炒杂烩和沙拉。',
    ),
    benefit: 'scratch',
    ingredients: ['potatoes', 'sapp'],
    cuts: ['diced'],
    fryType: 'specialty-potatoes',
    variety: 'russet',
    specs: ['skinless', 'blanched', 'iqf'],
    seasonings: ['unseasoned'],
    services: ['hotels', 'healthcare', 'casual-dining'],
    cutSize: '1/2 in',
    format: '6/5 lb',
    nutrition: [85, 0, 0, 0, 10, 16, 2, 1, 0, 2, 0, 10, 0.6, 370],
    serving: { cup: '2/3' },
    prep: [
      ['griddle', 10, 375],
      ['convection-oven', 20, 400],
    ],
    certifications: KH,
    getASample: false,
    publishedDaysAgo: 260,
  },
  {
    brand: 'terrafield-classic',
    categories: ['specialty-potatoes'],
    name: L(
      'Roasted Garlic Mashed Potatoes',
      'Puré de papa con ajo rostizado',
      'Puré de papas con ajo asado',
      'Purê de batata com alho assado',
      '구운 마늘 매시드 포테이토',
      'ローストガーリックマッシュポテト',
      '烤蒜土豆泥',
    ),
    description: L(
      'Creamy mashed potatoes made with real butter, cream and roasted garlic, frozen in portions that heat in minutes.',
      'Puré de papa cremoso hecho con mantequilla, crema y ajo rostizado, congelado en porciones que se calientan en minutos.',
      'Puré de papas cremoso hecho con manteca, crema de leche y ajo asado, congelado en porciones que se calientan en minutos.',
      'Purê de batata cremoso feito com manteiga, creme de leite e alho assado, congelado em porções que aquecem em minutos.',
      '버터, 크림, 구운 마늘로 만든 크리미한 매시드 포테이토를 1인분씩 냉동해 몇 분 만에 데울 수 있습니다.',
      'バター、生クリーム、ローストガーリックで仕上げたなめらかなマッシュポテト。小分け冷凍で数分で温まります。',
      '以黄油、奶油和烤蒜制成的绵滑土豆泥，分份冷冻，几分钟即可加热完成。',
    ),
    benefit: 'scratch',
    ingredients: ['potatoes', 'cream', 'butter', 'roastedGarlic', 'salt', 'blackPepper'],
    cuts: ['mashed'],
    fryType: 'specialty-potatoes',
    variety: 'russet',
    specs: ['fully-cooked'],
    seasonings: ['garlic'],
    services: ['casual-dining', 'hotels', 'healthcare'],
    cutSize: 'Mashed',
    format: '4/4 lb',
    nutrition: [125, 6, 3.5, 15, 380, 18, 2, 2, 0, 3, 0, 40, 0.4, 420],
    serving: { cup: '1/2' },
    prep: [
      ['oven', 35, 350, 'mashed'],
      ['convection-oven', 30, 325, 'mashed'],
    ],
    certifications: K,
    publishedDaysAgo: 120,
  },
  {
    brand: 'terrafield-classic',
    categories: ['specialty-potatoes'],
    regions: JP_KR,
    name: L(
      'Honey Butter Potato Wedges',
      'Gajos de papa con miel y mantequilla',
      'Papas rústicas con miel y manteca',
      'Batatas rústicas com mel e manteiga',
      '허니버터 웨지 감자',
      'ハニーバター ポテトウェッジ',
      '蜂蜜黄油土豆角',
    ),
    description: L(
      'Skin-on wedges glazed with a sweet-and-salty honey butter seasoning, developed for cafés and snack bars in Korea and Japan.',
      'Gajos de papa con cáscara glaseados con un sazonador dulce y salado de miel y mantequilla, creados para cafeterías y snack bars de Corea y Japón.',
      'Papas rústicas con cáscara glaseadas con un condimento dulce y salado de miel y manteca, creadas para cafeterías y bares de Corea y Japón.',
      'Batatas rústicas com casca, glaceadas com tempero doce e salgado de mel e manteiga, criadas para cafés e lanchonetes da Coreia e do Japão.',
      '껍질째 자른 웨지 감자에 달콤짭짤한 허니버터 시즈닝을 입힌 제품으로, 한국과 일본의 카페와 스낵바를 위해 개발했습니다.',
      '皮付きウェッジに甘じょっぱいハニーバターシーズニングをからめた、韓国・日本のカフェや軽食店向けに開発した商品です。',
      '带皮土豆角裹上甜咸交融的蜂蜜黄油调味料，专为韩国和日本的咖啡馆及小吃店开发。',
    ),
    benefit: 'snack',
    ingredients: [
      'potatoes',
      'vegOil',
      'sugar',
      'butter',
      'honey',
      'nonfatMilk',
      'salt',
      'modStarch',
    ],
    cuts: ['wedge'],
    fryType: 'specialty-potatoes',
    variety: 'russet',
    specs: ['skin-on', 'par-fried'],
    seasonings: ['sweet'],
    services: ['cafes', 'quick-service'],
    cutSize: '8-cut',
    format: '6/4 lb',
    nutrition: [85, 7, 2.5, 5, 240, 24, 2, 5, 4, 2, 0, 15, 0.5, 330],
    serving: { pieces: 5, shape: 'piece' },
    prep: [
      ['fryer', 3.5, 350],
      ['air-fryer', 12, 400],
    ],
    findADistributor: false,
    publishedDaysAgo: 27,
  },

  // ---- Hash browns -----------------------------------------------------------------------------
  {
    brand: 'terrafield-classic',
    categories: ['hash-browns'],
    name: L(
      'Hash Brown Patties 2.25 oz',
      'Tortitas de papa hash brown 2.25 oz',
      'Tortitas de papa rallada 2,25 oz',
      'Hash brown de batata 2,25 oz',
      '해시브라운 패티 2.25온스',
      'ハッシュドポテト 2.25オンス',
      '2.25盎司薯饼',
    ),
    description: L(
      'Oval shredded-potato patties that griddle to a crisp, golden finish, a breakfast and sandwich staple.',
      'Tortitas ovaladas de papa rallada que quedan doradas y crujientes en la plancha; un básico para desayunos y sándwiches.',
      'Tortitas ovaladas de papa rallada que quedan doradas y crocantes en la plancha; un clásico para desayunos y sándwiches.',
      'Discos ovais de batata ralada que ficam dourados e crocantes na chapa, indispensáveis no café da manhã e em sanduíches.',
      '감자채를 타원형으로 빚은 패티로 그리들에서 노릇하고 바삭하게 구워져 아침 메뉴와 샌드위치에 빠질 수 없습니다.',
      '細切りじゃがいもを楕円形に成形したパティ。鉄板でカリッときつね色に焼き上がり、朝食やサンドイッチに欠かせません。',
      '以马铃薯丝压制的椭圆形薯饼，在扒炉上煎至金黄酥脆，是早餐和三明治的必备单品。',
    ),
    benefit: 'breakfast',
    ingredients: ['potatoes', 'vegOil', 'salt', 'cornStarch', 'dextrose', 'sapp'],
    cuts: ['whole'],
    fryType: 'hash-browns',
    variety: 'russet',
    specs: ['formed', 'par-fried'],
    seasonings: ['lightly-salted'],
    services: ['quick-service', 'hotels'],
    cutSize: '2.25 oz oval',
    format: '120/2.25 oz',
    nutrition: [64, 7, 1, 0, 250, 15, 1, 0, 0, 1, 0, 5, 0.3, 230],
    serving: { one: 'flat' },
    prep: [
      ['griddle', 8, 375],
      ['fryer', 3, 350],
      ['oven', 15, 425],
    ],
    certifications: KH,
    publishedDaysAgo: 365,
  },
  {
    brand: 'terrafield-classic',
    categories: ['hash-browns'],
    name: L(
      'Southern Style Diced Hash Browns',
      'Papas hash brown en cubitos estilo sureño',
      'Cubitos de papa para desayuno estilo americano',
      'Batatas em cubinhos estilo sulista',
      '서던 스타일 깍둑 해시브라운',
      'サザンスタイル角切りハッシュドポテト',
      '美式南方风味薯丁',
    ),
    description: L(
      'Small diced potatoes for scrambles, breakfast burritos and skillets, with no added fat or salt.',
      'Papas en cubitos para huevos revueltos, burritos de desayuno y platillos a la sartén, sin grasa ni sal añadidas.',
      'Papas en cubitos para revueltos, burritos de desayuno y platos a la sartén, sin grasa ni sal agregadas.',
      'Batatas em cubinhos para ovos mexidos, burritos de café da manhã e pratos na frigideira, sem gordura nem sal adicionados.',
      '작게 깍둑썬 감자로 스크램블, 브렉퍼스트 부리토, 스킬릿 요리에 좋으며 지방과 소금을 더하지 않았습니다.',
      '小さめの角切りじゃがいも。スクランブルエッグや朝食ブリトー、スキレット料理に使え、油や塩を加えていません。',
      '小颗粒薯丁，适用于炒蛋、早餐卷饼和铁锅料理，不额外添加油脂和盐。',
    ),
    benefit: 'k12',
    ingredients: ['potatoes', 'sapp'],
    cuts: ['diced'],
    fryType: 'hash-browns',
    variety: 'russet',
    specs: ['skinless', 'blanched', 'iqf'],
    seasonings: ['unseasoned'],
    services: ['k-12', 'hotels', 'healthcare', 'colleges'],
    cutSize: '3/8 in',
    format: '6/5 lb',
    nutrition: [85, 0, 0, 0, 20, 17, 2, 0, 0, 2, 0, 10, 0.4, 370],
    serving: { cup: '2/3' },
    prep: [
      ['griddle', 12, 375],
      ['convection-oven', 18, 400],
    ],
    k12: { starchy: 0.5 },
    certifications: KH,
    publishedDaysAgo: 245,
  },
  {
    brand: 'terrafield-classic',
    categories: ['hash-browns'],
    diameter: '1.25 in',
    name: L(
      'Mini Hash Brown Rounds',
      'Mini hash browns redondos',
      'Mini medallones de papa rallada',
      'Mini discos de batata ralada',
      '미니 해시브라운 라운드',
      'ミニハッシュドポテト（ラウンド）',
      '迷你圆形薯饼',
    ),
    description: L(
      'Coin-shaped hash brown bites that go from fryer to plate in three minutes, great for breakfast sides and snacking.',
      'Bocados de hash brown en forma de moneda que pasan de la freidora al plato en tres minutos; ideales como guarnición de desayuno o botana.',
      'Bocaditos de papa rallada en forma de moneda que pasan de la freidora al plato en tres minutos; ideales para el desayuno o para picar.',
      'Discos de batata ralada do tamanho de uma moeda que vão da fritadeira ao prato em três minutos, ótimos no café da manhã ou como petisco.',
      '동전 모양의 한입 해시브라운으로 튀김기에서 3분이면 완성되어 아침 사이드나 간식으로 좋습니다.',
      'コイン形の一口ハッシュドポテト。フライヤーで3分で仕上がり、朝食のサイドや軽食にぴったりです。',
      '硬币形一口薯饼，油炸3分钟即可出餐，适合作早餐配菜或小食。',
    ),
    benefit: 'fastCook',
    ingredients: ['potatoes', 'vegOil', 'salt', 'cornStarch', 'onionPowder', 'dextrose', 'sapp'],
    cuts: ['whole'],
    fryType: 'hash-browns',
    variety: 'russet',
    specs: ['formed', 'par-fried'],
    seasonings: ['lightly-salted'],
    services: ['quick-service', 'cafes', 'hotels'],
    cutSize: '1.25 in round',
    format: '6/4 lb',
    nutrition: [85, 9, 1.5, 0, 370, 18, 2, 0, 0, 2, 0, 10, 0.4, 290],
    serving: { pieces: 10, shape: 'piece' },
    prep: [
      ['fryer', 3, 350],
      ['oven', 16, 425],
    ],
    certifications: KH,
    publishedDaysAgo: 88,
  },
  {
    brand: 'terrafield-classic',
    categories: ['hash-browns'],
    regions: US_MX,
    name: L(
      "O'Brien Potatoes with Onions & Peppers",
      "Papas O'Brien con cebolla y pimiento",
      "Papas O'Brien con cebolla y morrón",
      "Batatas O'Brien com cebola e pimentão",
      '양파와 피망을 넣은 오브라이언 포테이토',
      'オブライエンポテト（玉ねぎ・ピーマン入り）',
      '洋葱甜椒奥布莱恩土豆丁',
    ),
    description: L(
      'Diced potatoes blended with onions and red and green peppers, ready to griddle for breakfast plates and skillets.',
      'Papas en cubos mezcladas con cebolla y pimiento rojo y verde, listas para la plancha en platos de desayuno y a la sartén.',
      'Papas en cubos mezcladas con cebolla y morrón rojo y verde, listas para la plancha en desayunos y platos a la sartén.',
      'Batatas em cubos misturadas com cebola e pimentões vermelho e verde, prontas para a chapa em pratos de café da manhã e na frigideira.',
      '깍둑썬 감자에 양파와 빨강·초록 피망을 섞어 그리들에 바로 구워 아침 플레이트와 스킬릿 요리에 활용할 수 있습니다.',
      '角切りじゃがいもに玉ねぎと赤・緑のピーマンを合わせました。鉄板で焼くだけで朝食プレートやスキレット料理に使えます。',
      '土豆丁搭配洋葱和红、青甜椒，直接上扒炉煎制即可用于早餐拼盘和铁锅料理。',
    ),
    benefit: 'breakfast',
    ingredients: ['potatoes', 'onions', 'redPeppers', 'greenPeppers', 'sapp'],
    cuts: ['diced'],
    fryType: 'hash-browns',
    variety: 'russet',
    specs: ['blanched', 'iqf'],
    seasonings: ['unseasoned'],
    services: ['hotels', 'casual-dining'],
    cutSize: '1/2 in',
    format: '6/5 lb',
    nutrition: [85, 0, 0, 0, 15, 15, 2, 1, 0, 2, 0, 10, 0.5, 350],
    serving: { cup: '2/3' },
    prep: [['griddle', 12, 375]],
    certifications: KH,
    publishedDaysAgo: 174,
  },

  // ---- Sweet potatoes --------------------------------------------------------------------------
  {
    brand: 'golden-acre',
    categories: ['sweet-potatoes'],
    name: L(
      'Sweet Potato Fries 3/8"',
      'Papas de camote 3/8"',
      'Bastones de batata 3/8"',
      'Batata-doce frita palito 3/8"',
      '고구마 튀김 3/8인치',
      'スイートポテトフライ 3/8インチ',
      '3/8英寸红薯条',
    ),
    description: L(
      'Sweet potato fries with a light, crisp coating that brings out their natural sweetness and vivid orange color.',
      'Papas de camote con una cobertura ligera y crujiente que resalta su dulzor natural y su intenso color naranja.',
      'Bastones de batata con una cobertura liviana y crocante que resalta su dulzor natural y su intenso color naranja.',
      'Batata-doce em palitos com uma cobertura leve e crocante que realça a doçura natural e a cor laranja intensa.',
      '가볍고 바삭한 코팅을 입힌 고구마 튀김으로, 본연의 단맛과 선명한 주황빛이 살아 있습니다.',
      '軽くカリッとした衣が、さつまいも本来の甘みと鮮やかなオレンジ色を引き立てるスイートポテトフライ。',
      '轻薄酥脆的裹衣突显红薯天然的甜味与鲜亮的橙色。',
    ),
    benefit: 'sweetPotato',
    ingredients: [
      'sweetPotatoes',
      'vegOil',
      'cornStarch',
      'riceFlour',
      'sugar',
      'salt',
      'leavening',
      'xanthan',
    ],
    cuts: ['straight'],
    fryType: 'sweet-potatoes',
    variety: 'orange-sweet-potato',
    specs: ['clear-coat', 'par-fried'],
    seasonings: ['lightly-salted'],
    services: ['k-12', 'fast-casual', 'casual-dining'],
    cutSize: '3/8 in',
    format: '6/2.5 lb',
    nutrition: [85, 7, 0.5, 0, 170, 24, 3, 7, 3, 1, 0, 20, 0.3, 230],
    serving: { pieces: 12, shape: 'stick' },
    prep: [
      ['fryer', 2.5, 350],
      ['oven', 15, 425],
    ],
    k12: { redOrange: 0.5 },
    certifications: KH,
    publishedDaysAgo: 290,
  },
  {
    brand: 'golden-acre',
    categories: ['sweet-potatoes'],
    name: L(
      'Crinkle Cut Sweet Potato Fries',
      'Papas de camote corte ondulado',
      'Bastones de batata corte ondulado',
      'Batata-doce frita corte ondulado',
      '크링클 컷 고구마 튀김',
      'クリンクルカット・スイートポテトフライ',
      '波纹红薯条',
    ),
    description: L(
      'Crinkle-cut sweet potato fries whose ridges add extra crunch and pair well with spicy mayo or cinnamon sugar.',
      'Papas de camote de corte ondulado cuyas ranuras aportan más crujiente; combinan con mayonesa picante o azúcar con canela.',
      'Bastones de batata de corte ondulado cuyas ranuras suman más crocancia; combinan con mayonesa picante o azúcar con canela.',
      'Batata-doce em corte ondulado com ranhuras que garantem mais crocância; combina com maionese apimentada ou açúcar com canela.',
      '물결 모양 홈이 바삭함을 더하는 크링클 컷 고구마 튀김으로, 스파이시 마요나 시나몬 슈거와 잘 어울립니다.',
      '波形の溝でカリッと感が増したクリンクルカットのスイートポテト。スパイシーマヨやシナモンシュガーとよく合います。',
      '波纹切红薯条，纹路带来更多酥脆口感，搭配香辣蛋黄酱或肉桂糖都很合适。',
    ),
    benefit: 'sweetPotato',
    ingredients: [
      'sweetPotatoes',
      'vegOil',
      'cornStarch',
      'riceFlour',
      'sugar',
      'salt',
      'leavening',
      'xanthan',
    ],
    cuts: ['crinkle'],
    fryType: 'sweet-potatoes',
    variety: 'orange-sweet-potato',
    specs: ['clear-coat', 'par-fried'],
    seasonings: ['lightly-salted'],
    services: ['fast-casual', 'quick-service'],
    cutSize: '3/8 in',
    format: '6/2.5 lb',
    nutrition: [85, 6, 0.5, 0, 160, 25, 3, 8, 3, 1, 0, 20, 0.3, 240],
    serving: { pieces: 11, shape: 'stick' },
    prep: [
      ['fryer', 2.5, 350],
      ['air-fryer', 10, 400],
    ],
    badge: 'new',
    certifications: KH,
    publishedDaysAgo: 7,
  },
  {
    brand: 'golden-acre',
    categories: ['sweet-potatoes'],
    name: L(
      'Sweet Potato Waffle Fries',
      'Papas waffle de camote',
      'Batatas en corte waffle',
      'Batata-doce waffle',
      '와플 컷 고구마 튀김',
      'ワッフルカットスイートポテト',
      '网格红薯条',
    ),
    description: L(
      'Lattice-cut sweet potato fries with plenty of surface for dips and toppings, and an eye-catching look on the plate.',
      'Camote en corte waffle con mucha superficie para dips y toppings, y una presentación llamativa en el plato.',
      'Batata en corte waffle con mucha superficie para salsas y toppings, y una presentación llamativa en el plato.',
      'Batata-doce em corte waffle, com bastante superfície para molhos e coberturas e uma apresentação que chama a atenção.',
      '격자 모양으로 썬 고구마 튀김으로 넓은 면에 딥 소스와 토핑이 잘 어울리고 보기에도 먹음직스럽습니다.',
      '格子状にカットしたスイートポテト。表面積が広くディップやトッピングがよく合い、見た目も映えます。',
      '网格切红薯条表面积大，适合蘸酱和加料，摆盘也格外吸睛。',
    ),
    benefit: 'shareable',
    ingredients: [
      'sweetPotatoes',
      'vegOil',
      'cornStarch',
      'riceFlour',
      'sugar',
      'salt',
      'leavening',
      'xanthan',
    ],
    cuts: ['waffle'],
    fryType: 'sweet-potatoes',
    variety: 'orange-sweet-potato',
    specs: ['clear-coat', 'par-fried'],
    seasonings: ['lightly-salted'],
    services: ['bars-and-pubs', 'casual-dining'],
    cutSize: '1/4 in lattice',
    format: '6/2.5 lb',
    nutrition: [85, 8, 1, 0, 190, 24, 3, 7, 3, 1, 0, 20, 0.4, 230],
    serving: { pieces: 7, shape: 'flat' },
    prep: [
      ['fryer', 2.5, 350],
      ['oven', 14, 425],
    ],
    certifications: KH,
    publishedDaysAgo: 133,
  },
  {
    brand: 'golden-acre',
    categories: ['sweet-potatoes'],
    regions: ANZ,
    name: L(
      'Kumara Wedges',
      'Gajos de camote kumara',
      'Gajos de batata kumara',
      'Batata-doce kumara rústica',
      '쿠마라 고구마 웨지',
      'クマラ（さつまいも）ウェッジ',
      '库马拉红薯角',
    ),
    description: L(
      'Skin-on wedges of New Zealand kumara, seasoned with sea salt and herbs for cafés and bistros.',
      'Gajos con cáscara de kumara, el camote de Nueva Zelanda, sazonados con sal de mar y hierbas para cafeterías y bistrós.',
      'Gajos con cáscara de kumara, la batata de Nueva Zelanda, condimentados con sal marina y hierbas para cafeterías y bistrós.',
      'Gomos com casca de kumara, a batata-doce da Nova Zelândia, temperados com sal marinho e ervas para cafés e bistrôs.',
      '뉴질랜드 고구마인 쿠마라를 껍질째 웨지로 잘라 천일염과 허브로 맛을 내 카페와 비스트로에 잘 어울립니다.',
      'ニュージーランドのさつまいも「クマラ」を皮付きのままウェッジにし、海塩とハーブで味付けしました。カフェやビストロに。',
      '将新西兰库马拉红薯带皮切角，以海盐和香草调味，适合咖啡馆和小酒馆。',
    ),
    benefit: 'sweetPotato',
    ingredients: ['sweetPotatoes', 'vegOil', 'riceFlour', 'seaSalt', 'herbs'],
    cuts: ['wedge'],
    fryType: 'sweet-potatoes',
    variety: 'red-kumara',
    specs: ['skin-on', 'clear-coat', 'par-fried'],
    seasonings: ['sea-salt', 'herb'],
    services: ['cafes', 'casual-dining'],
    cutSize: '8-cut',
    format: '6/2.5 lb',
    nutrition: [85, 4, 0.5, 0, 180, 22, 3, 6, 0, 1, 0, 25, 0.4, 270],
    serving: { pieces: 5, shape: 'piece' },
    prep: [
      ['oven', 20, 425],
      ['air-fryer', 14, 400],
    ],
    certifications: KH,
    findADistributor: false,
    country: 'New Zealand',
    publishedDaysAgo: 19,
  },

  // ---- Appetizers ------------------------------------------------------------------------------
  {
    brand: 'harvest-crisp',
    categories: ['appetizers'],
    name: L(
      'Breaded Mozzarella Sticks',
      'Dedos de queso mozzarella empanizados',
      'Bastones de muzzarella empanados',
      'Palitos de muçarela empanados',
      '모차렐라 치즈스틱',
      'モッツァレラスティック',
      '香酥马苏里拉奶酪条',
    ),
    description: L(
      'Whole-milk mozzarella in a seasoned Italian-style breading that stays melty inside and crunchy outside.',
      'Mozzarella de leche entera con un empanizado sazonado estilo italiano, fundente por dentro y crujiente por fuera.',
      'Muzzarella de leche entera con un empanado condimentado estilo italiano, bien fundida por dentro y crocante por fuera.',
      'Muçarela de leite integral em empanamento temperado estilo italiano, derretida por dentro e crocante por fora.',
      '전지유 모차렐라에 이탈리안 스타일 시즈닝 빵가루를 입혀 속은 쭉 늘어나고 겉은 바삭합니다.',
      '全乳モッツァレラにイタリアン風の味付きパン粉をまとわせ、中はとろり、外はサクサクに仕上がります。',
      '全脂马苏里拉奶酪裹上意式调味面包糠，内里拉丝、外皮酥脆。',
    ),
    benefit: 'shareable',
    ingredients: [
      'mozzarella',
      'breadCrumbs',
      'water',
      'wheatFlour',
      'vegOil',
      'eggWhites',
      'salt',
      'spices',
      'garlicPowder',
    ],
    cuts: ['straight'],
    fryType: 'appetizers',
    specs: ['breaded', 'formed'],
    seasonings: ['seasoned'],
    services: ['k-12', 'bars-and-pubs', 'casual-dining'],
    cutSize: '3 in stick',
    format: '4/3 lb',
    nutrition: [85, 14, 5, 20, 560, 20, 1, 1, 0, 10, 0.1, 200, 1, 90],
    serving: { pieces: 3, shape: 'stick' },
    prep: [
      ['fryer', 2, 350],
      ['oven', 8, 400],
    ],
    k12: { meatAlternate: 1, grains: 1 },
    certifications: K,
    publishedDaysAgo: 318,
  },
  {
    brand: 'harvest-crisp',
    categories: ['appetizers'],
    regions: US_MX,
    name: L(
      'Cream Cheese Jalapeño Poppers',
      'Chiles jalapeños rellenos de queso crema',
      'Jalapeños rellenos de queso crema',
      'Jalapeños recheados com cream cheese',
      '크림치즈 할라피뇨 파퍼',
      'クリームチーズ入りハラペーニョポッパー',
      '奶油奶酪酿墨西哥辣椒',
    ),
    description: L(
      'Jalapeño halves filled with cream cheese and coated in crispy breading for a creamy, spicy bite.',
      'Mitades de chile jalapeño rellenas de queso crema y cubiertas con un empanizado crujiente, cremosas y picositas.',
      'Mitades de jalapeño rellenas de queso crema y cubiertas con un empanado crocante, cremosas y picantes.',
      'Metades de jalapeño recheadas com cream cheese e envoltas em empanamento crocante, para uma mordida cremosa e picante.',
      '반으로 가른 할라피뇨에 크림치즈를 채우고 바삭한 빵가루를 입혀 크리미하면서도 매콤합니다.',
      '半割りのハラペーニョにクリームチーズを詰め、サクサクの衣をまとわせた、クリーミーでピリ辛の一品。',
      '半切墨西哥辣椒填入奶油奶酪，裹上酥脆面包糠，口感绵滑又带辣味。',
    ),
    benefit: 'shareable',
    ingredients: [
      'jalapenos',
      'creamCheese',
      'breadCrumbs',
      'water',
      'wheatFlour',
      'vegOil',
      'sugar',
      'salt',
      'spices',
    ],
    cuts: ['whole'],
    fryType: 'appetizers',
    variety: 'jalapeno',
    specs: ['breaded'],
    seasonings: ['spicy', 'cheese'],
    services: ['bars-and-pubs', 'casual-dining'],
    cutSize: 'Half pepper',
    format: '4/3 lb',
    nutrition: [85, 13, 5, 20, 480, 22, 1, 3, 1, 4, 0.1, 40, 0.9, 110],
    serving: { pieces: 3, shape: 'piece' },
    prep: [
      ['fryer', 3, 350],
      ['oven', 12, 400],
    ],
    publishedDaysAgo: 156,
  },
  {
    brand: 'harvest-crisp',
    categories: ['appetizers'],
    name: L(
      'Battered Cauliflower Bites',
      'Bocados de coliflor capeados',
      'Bocaditos de coliflor rebozados',
      'Floretes de couve-flor empanados',
      '바삭한 콜리플라워 튀김',
      'カリフラワーフリッター',
      '酥炸花椰菜块',
    ),
    description: L(
      'Cauliflower florets in a light, crispy batter, a plant-based snack that takes any wing sauce.',
      'Floretes de coliflor en un capeado ligero y crujiente, una botana vegetal que combina con cualquier salsa para alitas.',
      'Ramitos de coliflor en un rebozado liviano y crocante, un bocadito vegetal que va con cualquier salsa para alitas.',
      'Floretes de couve-flor em massa leve e crocante, um petisco vegetal que combina com qualquer molho de asinhas.',
      '가볍고 바삭한 반죽을 입힌 콜리플라워로, 어떤 윙 소스와도 잘 어울리는 식물성 스낵입니다.',
      '軽くサクッとした衣をまとったカリフラワー。どんなウイングソースにも合うプラントベースのスナックです。',
      '花椰菜裹上轻薄酥脆的面糊，是百搭各式鸡翅酱的植物基小食。',
    ),
    benefit: 'plantBased',
    ingredients: [
      'cauliflower',
      'water',
      'wheatFlour',
      'vegOil',
      'cornStarch',
      'salt',
      'garlicPowder',
      'leavening',
    ],
    cuts: ['whole'],
    fryType: 'appetizers',
    variety: 'cauliflower',
    specs: ['battered'],
    seasonings: ['garlic'],
    services: ['fast-casual', 'bars-and-pubs', 'colleges'],
    cutSize: '1–1.5 in floret',
    format: '4/3 lb',
    nutrition: [85, 8, 1, 0, 390, 17, 2, 1, 0, 3, 0, 20, 0.8, 180],
    serving: { pieces: 6, shape: 'piece' },
    prep: [
      ['fryer', 3, 350],
      ['air-fryer', 10, 400],
    ],
    certifications: KH,
    publishedDaysAgo: 52,
  },
  {
    brand: 'harvest-crisp',
    categories: ['appetizers'],
    name: L(
      'Breaded Zucchini Sticks',
      'Bastones de calabacita empanizados',
      'Bastones de zapallito empanados',
      'Palitos de abobrinha empanados',
      '주키니 스틱 튀김',
      'ズッキーニスティックフライ',
      '香酥西葫芦条',
    ),
    description: L(
      'Fresh-cut zucchini sticks in seasoned bread crumbs, a lighter shareable starter for any menu.',
      'Bastones de calabacita recién cortada en pan molido sazonado, una entrada ligera para compartir en cualquier menú.',
      'Bastones de zapallito recién cortado en pan rallado condimentado, una entrada liviana para compartir en cualquier menú.',
      'Palitos de abobrinha recém-cortada em farinha de rosca temperada, uma entrada leve para compartilhar em qualquer cardápio.',
      '신선하게 썬 주키니에 시즈닝 빵가루를 입힌 가벼운 셰어용 애피타이저입니다.',
      'カットしたてのズッキーニに味付きパン粉をまとわせた、どんなメニューにも合う軽めのシェア前菜。',
      '新鲜切条的西葫芦裹上调味面包糠，是适合任何菜单的清爽分享前菜。',
    ),
    benefit: 'shareable',
    ingredients: [
      'zucchini',
      'breadCrumbs',
      'water',
      'wheatFlour',
      'vegOil',
      'sugar',
      'salt',
      'spices',
    ],
    cuts: ['straight'],
    fryType: 'appetizers',
    variety: 'zucchini',
    specs: ['breaded'],
    seasonings: ['seasoned'],
    services: ['casual-dining', 'bars-and-pubs'],
    cutSize: '3 in stick',
    format: '4/3 lb',
    nutrition: [85, 9, 1.5, 0, 420, 18, 2, 2, 1, 3, 0, 20, 1, 190],
    serving: { pieces: 5, shape: 'stick' },
    prep: [
      ['fryer', 3, 350],
      ['oven', 14, 425],
    ],
    certifications: K,
    publishedDaysAgo: 201,
  },
  {
    brand: 'harvest-crisp',
    categories: ['appetizers'],
    name: L(
      'Breaded Whole Mushrooms',
      'Champiñones enteros empanizados',
      'Champiñones enteros empanados',
      'Cogumelos inteiros empanados',
      '통양송이 튀김',
      'マッシュルームフライ',
      '香酥整颗蘑菇',
    ),
    description: L(
      'Whole button mushrooms in a crisp, garlicky breading that stays juicy inside, a classic bar-menu starter.',
      'Champiñones enteros con un empanizado crujiente al ajo que se mantienen jugosos por dentro; una entrada clásica de bar.',
      'Champiñones enteros con un empanado crocante al ajo que se mantienen jugosos por dentro; una entrada clásica de bar.',
      'Cogumelos inteiros em empanamento crocante com alho que continuam suculentos por dentro, uma entrada clássica de bar.',
      '통양송이에 마늘 향의 바삭한 빵가루를 입혀 속은 촉촉한 펍 메뉴의 대표 애피타이저입니다.',
      '丸ごとのマッシュルームにガーリック風味のサクサク衣をまとわせ、中はジューシー。バーメニューの定番前菜です。',
      '整颗蘑菇裹上蒜香酥脆面包糠，内里多汁，是酒吧菜单的经典前菜。',
    ),
    benefit: 'shareable',
    ingredients: [
      'mushrooms',
      'breadCrumbs',
      'water',
      'wheatFlour',
      'vegOil',
      'sugar',
      'salt',
      'garlicPowder',
    ],
    cuts: ['whole'],
    fryType: 'appetizers',
    variety: 'button-mushroom',
    specs: ['breaded'],
    seasonings: ['garlic'],
    services: ['bars-and-pubs', 'casual-dining'],
    cutSize: 'Whole',
    format: '4/3 lb',
    nutrition: [85, 7, 1, 0, 380, 18, 2, 2, 1, 4, 0.1, 15, 1.2, 230],
    serving: { pieces: 7, shape: 'piece' },
    prep: [['fryer', 3, 350]],
    certifications: K,
    publishedDaysAgo: 109,
  },
  {
    brand: 'harvest-crisp',
    categories: ['appetizers', 'specialty-potatoes'],
    regions: JP_KR,
    name: L(
      'Potato Croquettes',
      'Croquetas de papa',
      'Croquetas de papa',
      'Croquetes de batata',
      '감자 고로케',
      'ポテトコロッケ',
      '土豆可乐饼',
    ),
    description: L(
      'Japanese-style korokke of mashed potato and sweet onion in crisp panko, ready for bento, lunch sets and deli counters.',
      'Croquetas estilo japonés de puré de papa y cebolla dulce en panko crujiente, listas para bento, menús de almuerzo y mostradores de comida preparada.',
      'Croquetas estilo japonés de puré de papa y cebolla dulce en panko crocante, listas para bento, menús ejecutivos y mostradores de rotisería.',
      'Croquetes ao estilo japonês de purê de batata e cebola doce em panko crocante, prontos para bentô, pratos executivos e balcões de rotisseria.',
      '으깬 감자와 달큰한 양파를 바삭한 빵가루에 입힌 일본식 고로케로, 도시락, 런치 세트, 반찬 코너에 바로 쓸 수 있습니다.',
      'マッシュポテトと甘い玉ねぎをサクサクのパン粉で包んだ和風コロッケ。お弁当やランチセット、惣菜売り場にそのまま使えます。',
      '日式可乐饼，以土豆泥和甜洋葱裹上酥脆面包糠，适用于便当、午餐套餐和熟食柜台。',
    ),
    benefit: 'snack',
    ingredients: [
      'potatoes',
      'breadCrumbs',
      'onions',
      'vegOil',
      'wheatFlour',
      'nonfatMilk',
      'sugar',
      'salt',
      'blackPepper',
    ],
    cuts: ['mashed'],
    fryType: 'specialty-potatoes',
    variety: 'russet',
    specs: ['breaded', 'formed'],
    seasonings: ['lightly-salted'],
    services: ['cafes', 'quick-service'],
    cutSize: '2.5 oz oval',
    format: '60/2.5 oz',
    nutrition: [71, 8, 2, 5, 300, 19, 2, 3, 2, 3, 0, 25, 0.5, 240],
    serving: { one: 'piece' },
    prep: [
      ['fryer', 4, 340],
      ['oven', 16, 400],
    ],
    findADistributor: false,
    country: 'Japan',
    publishedDaysAgo: 33,
  },

  // ---- Vegetables ------------------------------------------------------------------------------
  {
    brand: 'harvest-crisp',
    categories: ['vegetables'],
    name: L(
      'Broccoli Florets',
      'Floretes de brócoli',
      'Ramitos de brócoli',
      'Floretes de brócolis',
      '브로콜리 송이',
      'ブロッコリー（房）',
      '西兰花小朵',
    ),
    description: L(
      'Bright green broccoli florets, blanched and individually quick frozen within hours of harvest.',
      'Floretes de brócoli de color verde intenso, escaldados y ultracongelados individualmente pocas horas después de la cosecha.',
      'Ramitos de brócoli de un verde intenso, blanqueados y congelados individualmente (IQF) pocas horas después de la cosecha.',
      'Floretes de brócolis verde-vivo, branqueados e congelados individualmente poucas horas após a colheita.',
      '수확 후 몇 시간 안에 데쳐 개별 급속 냉동한 선명한 초록빛 브로콜리입니다.',
      '収穫から数時間以内に下ゆでしてバラ凍結した、鮮やかな緑色のブロッコリー。',
      '采收后数小时内焯烫并单体速冻的鲜绿西兰花小朵。',
    ),
    benefit: 'peakFresh',
    ingredients: ['broccoli'],
    cuts: ['whole'],
    fryType: 'vegetables',
    variety: 'broccoli',
    specs: ['blanched', 'iqf'],
    seasonings: ['unseasoned'],
    services: ['k-12', 'healthcare', 'hotels'],
    cutSize: '1–1.5 in floret',
    format: '12/2.5 lb',
    nutrition: [85, 0, 0, 0, 20, 4, 2, 1, 0, 2, 0, 40, 0.6, 250],
    serving: { cup: '1' },
    prep: [
      ['griddle', 5, 350, 'veg'],
      ['convection-oven', 12, 400, 'veg'],
    ],
    k12: { darkGreen: 0.5 },
    certifications: KH,
    shelfLifeDays: 730,
    publishedDaysAgo: 400,
  },
  {
    brand: 'harvest-crisp',
    categories: ['vegetables'],
    name: L(
      'Sweet Corn Kernels',
      'Granos de elote',
      'Granos de choclo',
      'Milho-verde em grãos',
      '스위트콘 알갱이',
      'スイートコーン（ホール）',
      '甜玉米粒',
    ),
    description: L(
      'Golden super-sweet corn cut from the cob and frozen at peak sweetness for sides, salsas and salads.',
      'Elote amarillo extradulce, desgranado y congelado en su punto máximo de dulzor para guarniciones, salsas y ensaladas.',
      'Choclo amarillo extradulce, desgranado y congelado en su punto justo de dulzor para guarniciones, salsas y ensaladas.',
      'Milho-verde extradoce, debulhado e congelado no auge da doçura para acompanhamentos, molhos e saladas.',
      '당도가 가장 높을 때 알갱이를 떼어 냉동한 황금빛 초당옥수수로 사이드, 살사, 샐러드에 좋습니다.',
      '甘みのピークで芯から外して凍結した黄金色のスーパースイートコーン。付け合わせやサルサ、サラダに。',
      '在甜度最高时脱粒速冻的金黄超甜玉米，适合配菜、莎莎酱和沙拉。',
    ),
    benefit: 'k12',
    ingredients: ['corn'],
    cuts: ['whole'],
    fryType: 'vegetables',
    variety: 'super-sweet-corn',
    specs: ['blanched', 'iqf'],
    seasonings: ['unseasoned'],
    services: ['k-12', 'healthcare', 'fast-casual'],
    cutSize: 'Kernel',
    format: '12/2.5 lb',
    nutrition: [85, 1, 0, 0, 0, 17, 2, 4, 0, 3, 0, 2, 0.4, 230],
    serving: { cup: '2/3' },
    prep: [['griddle', 5, 350, 'veg']],
    k12: { starchy: 0.5 },
    certifications: KH,
    getASample: false,
    shelfLifeDays: 730,
    publishedDaysAgo: 341,
  },
  {
    brand: 'harvest-crisp',
    categories: ['vegetables'],
    name: L(
      'Crinkle Cut Carrots',
      'Zanahorias en rodajas onduladas',
      'Zanahorias en rodajas onduladas',
      'Cenouras em rodelas onduladas',
      '크링클 컷 당근',
      'クリンクルカットにんじん',
      '波纹胡萝卜片',
    ),
    description: L(
      'Crinkle-sliced carrots with a sweet, clean flavor and a vibrant color that holds on the steam table.',
      'Zanahorias en rodajas onduladas de sabor dulce y limpio, con un color vivo que se mantiene en la barra caliente.',
      'Zanahorias en rodajas onduladas de sabor dulce y limpio, con un color vivo que se mantiene en el baño María.',
      'Cenouras em rodelas onduladas de sabor doce e suave, com cor viva que se mantém no balcão térmico.',
      '달콤하고 깔끔한 맛의 크링클 컷 당근으로, 보온 배식대에서도 선명한 색이 유지됩니다.',
      '甘くすっきりした味わいのクリンクルカットにんじん。保温台でも鮮やかな色が長持ちします。',
      '波纹切胡萝卜片口味清甜，在保温台上也能保持鲜艳色泽。',
    ),
    benefit: 'steamTable',
    ingredients: ['carrots'],
    cuts: ['crinkle', 'sliced'],
    fryType: 'vegetables',
    variety: 'nantes-carrot',
    specs: ['blanched', 'iqf'],
    seasonings: ['unseasoned'],
    services: ['k-12', 'healthcare'],
    cutSize: '3/8 in slice',
    format: '12/2.5 lb',
    nutrition: [85, 0, 0, 0, 60, 7, 2, 3, 0, 1, 0, 30, 0.3, 200],
    serving: { cup: '2/3' },
    prep: [
      ['griddle', 6, 350, 'veg'],
      ['convection-oven', 15, 400, 'veg'],
    ],
    k12: { redOrange: 0.5 },
    certifications: KH,
    shelfLifeDays: 730,
    publishedDaysAgo: 228,
  },
  {
    brand: 'harvest-crisp',
    categories: ['vegetables'],
    name: L(
      'Roasted Vegetable Medley',
      'Mezcla de verduras asadas',
      'Mezcla de verduras asadas',
      'Mix de legumes assados',
      '구운 채소 메들리',
      'ロースト野菜ミックス',
      '烤什锦蔬菜',
    ),
    description: L(
      'Fire-roasted zucchini, yellow squash, red peppers and onions with olive oil and herbs, ready to heat and plate.',
      'Calabacita verde y amarilla, pimiento rojo y cebolla asados al fuego con aceite de oliva y hierbas, listos para calentar y servir.',
      'Zapallitos verdes y amarillos, morrón rojo y cebolla asados al fuego con aceite de oliva y hierbas, listos para calentar y servir.',
      'Abobrinha verde e amarela, pimentão vermelho e cebola tostados na chama com azeite e ervas, prontos para aquecer e servir.',
      '주키니, 노란 주키니, 빨간 파프리카, 양파를 불에 구워 올리브유와 허브로 맛을 내 데우기만 하면 됩니다.',
      'ズッキーニ、イエロースクワッシュ、赤ピーマン、玉ねぎを直火でローストし、オリーブオイルとハーブで風味付け。温めて盛り付けるだけです。',
      '西葫芦、黄西葫芦、红甜椒和洋葱经明火烤制，以橄榄油和香草调味，加热即可装盘。',
    ),
    benefit: 'scratch',
    ingredients: [
      'zucchini',
      'yellowSquash',
      'redPeppers',
      'onions',
      'oliveOil',
      'salt',
      'herbs',
      'garlicPowder',
    ],
    cuts: ['diced', 'sliced'],
    fryType: 'vegetables',
    specs: ['fully-cooked', 'iqf'],
    seasonings: ['herb'],
    services: ['casual-dining', 'hotels', 'healthcare'],
    cutSize: '3/4 in cut',
    format: '6/5 lb',
    nutrition: [85, 2, 0, 0, 150, 5, 1, 3, 0, 1, 0, 15, 0.3, 200],
    serving: { cup: '3/4' },
    prep: [
      ['convection-oven', 12, 425, 'veg'],
      ['griddle', 6, 375, 'veg'],
    ],
    certifications: KH,
    publishedDaysAgo: 76,
  },
  {
    brand: 'harvest-crisp',
    categories: ['vegetables'],
    name: L(
      'Cut Green Beans',
      'Ejotes cortados',
      'Chauchas cortadas',
      'Vagem cortada',
      '자른 그린빈',
      'カットいんげん',
      '四季豆段',
    ),
    description: L(
      'Tender cut green beans, picked young and frozen fresh for a crisp bite on school and healthcare menus.',
      'Ejotes tiernos cortados, cosechados jóvenes y congelados frescos para una textura firme en menús escolares y hospitalarios.',
      'Chauchas tiernas cortadas, cosechadas jóvenes y congeladas frescas para una textura firme en menús escolares y hospitalarios.',
      'Vagens macias cortadas, colhidas jovens e congeladas frescas para uma textura firme em cardápios escolares e hospitalares.',
      '어릴 때 수확해 신선하게 냉동한 연한 그린빈으로, 학교와 병원 급식에서 아삭한 식감을 냅니다.',
      '若どりのいんげんを新鮮なうちにカットして冷凍。学校や病院の給食でシャキッとした食感を楽しめます。',
      '嫩摘四季豆切段后新鲜冷冻，在学校和医院餐中依然口感爽脆。',
    ),
    benefit: 'peakFresh',
    ingredients: ['greenBeans'],
    cuts: ['sliced'],
    fryType: 'vegetables',
    variety: 'blue-lake-bean',
    specs: ['blanched', 'iqf'],
    seasonings: ['unseasoned'],
    services: ['k-12', 'healthcare'],
    cutSize: '1–1.5 in cut',
    format: '12/2.5 lb',
    nutrition: [85, 0, 0, 0, 0, 6, 3, 1, 0, 1, 0, 35, 0.8, 180],
    serving: { cup: '3/4' },
    prep: [['griddle', 6, 350, 'veg']],
    k12: { other: 0.5 },
    certifications: KH,
    getASample: false,
    shelfLifeDays: 730,
    publishedDaysAgo: 267,
  },

  // ---- Avocado ---------------------------------------------------------------------------------
  {
    brand: 'verde-avocado',
    categories: ['avocado'],
    name: L(
      'Classic Guacamole',
      'Guacamole clásico',
      'Guacamole clásico',
      'Guacamole clássico',
      '클래식 과카몰리',
      'クラシックワカモレ',
      '经典牛油果酱',
    ),
    description: L(
      'Chunky guacamole of Hass avocado, tomato, onion, jalapeño and cilantro with a fresh-made taste that stays green.',
      'Guacamole con trozos de aguacate Hass, jitomate, cebolla, jalapeño y cilantro, con sabor a recién hecho y un color verde que perdura.',
      'Guacamole con trozos de palta Hass, tomate, cebolla, jalapeño y cilantro, con sabor a recién hecho y un color verde que se mantiene.',
      'Guacamole com pedaços de abacate Hass, tomate, cebola, jalapeño e coentro, com sabor de feito na hora e cor verde duradoura.',
      '하스 아보카도, 토마토, 양파, 할라피뇨, 고수를 넣어 씹는 맛이 있는 과카몰리로, 갓 만든 맛과 초록빛이 오래 유지됩니다.',
      'ハスアボカド、トマト、玉ねぎ、ハラペーニョ、パクチーを合わせた果肉感のあるワカモレ。作りたての味と緑色が長持ちします。',
      '以哈斯牛油果、番茄、洋葱、墨西哥辣椒和香菜制成的颗粒感牛油果酱，口味如现做般新鲜，色泽持久翠绿。',
    ),
    benefit: 'noWaste',
    ingredients: [
      'avocados',
      'tomatoes',
      'onions',
      'jalapenos',
      'cilantro',
      'salt',
      'limeJuice',
      'ascorbic',
    ],
    cuts: ['mashed'],
    fryType: 'avocado',
    variety: 'hass',
    specs: ['high-pressure-processed'],
    seasonings: ['seasoned'],
    services: ['fast-casual', 'casual-dining', 'quick-service'],
    cutSize: 'Chunky',
    format: '12/1 lb',
    nutrition: [30, 4, 0.5, 0, 125, 3, 2, 0, 0, 1, 0, 5, 0.1, 150],
    serving: { tbsp: 2 },
    prep: [['thaw', 720]],
    certifications: KH,
    shelfLifeDays: 545,
    publishedDaysAgo: 183,
  },
  {
    brand: 'verde-avocado',
    categories: ['avocado'],
    name: L(
      'Avocado Chunks',
      'Trozos de aguacate',
      'Palta en cubos',
      'Abacate em cubos',
      '아보카도 청크',
      'アボカドチャンク',
      '牛油果块',
    ),
    description: L(
      'Hand-cut Hass avocado chunks, ripe and ready for bowls, salads, tacos and smoothies with no peeling or pitting.',
      'Trozos de aguacate Hass cortados a mano, maduros y listos para bowls, ensaladas, tacos y licuados, sin pelar ni deshuesar.',
      'Cubos de palta Hass cortados a mano, maduros y listos para bowls, ensaladas, tacos y licuados, sin pelar ni descarozar.',
      'Cubos de abacate Hass cortados à mão, maduros e prontos para bowls, saladas, tacos e vitaminas, sem descascar nem tirar o caroço.',
      '손으로 자른 잘 익은 하스 아보카도로, 껍질이나 씨 손질 없이 볼, 샐러드, 타코, 스무디에 바로 사용할 수 있습니다.',
      '手切りした完熟ハスアボカド。皮むきや種取り不要で、ボウルやサラダ、タコス、スムージーにすぐ使えます。',
      '手工切块的成熟哈斯牛油果，无需去皮去核，可直接用于碗餐、沙拉、塔可和果昔。',
    ),
    benefit: 'noWaste',
    ingredients: ['avocados', 'ascorbic', 'citric'],
    cuts: ['diced'],
    fryType: 'avocado',
    variety: 'hass',
    specs: ['iqf'],
    seasonings: ['unseasoned'],
    services: ['fast-casual', 'cafes'],
    cutSize: '3/4 in dice',
    format: '6/3 lb',
    nutrition: [30, 4, 0.5, 0, 0, 3, 2, 0, 0, 1, 0, 4, 0.2, 150],
    serving: { tbsp: 2 },
    prep: [['thaw', 720]],
    certifications: KH,
    publishedDaysAgo: 164,
  },
  {
    brand: 'verde-avocado',
    categories: ['avocado'],
    name: L(
      'Sliced Avocado',
      'Aguacate en rebanadas',
      'Palta en rodajas',
      'Abacate fatiado',
      '슬라이스 아보카도',
      'スライスアボカド',
      '牛油果切片',
    ),
    description: L(
      'Uniform Hass avocado slices that fan neatly on toast, burgers and sushi rolls, portioned for zero waste.',
      'Rebanadas uniformes de aguacate Hass que se acomodan en abanico sobre pan tostado, hamburguesas y rollos de sushi, sin desperdicio.',
      'Rodajas parejas de palta Hass que se acomodan en abanico sobre tostadas, hamburguesas y rolls de sushi, sin desperdicio.',
      'Fatias uniformes de abacate Hass que se arrumam em leque sobre torradas, hambúrgueres e sushis, sem desperdício.',
      '균일하게 썬 하스 아보카도 슬라이스로 토스트, 버거, 스시 롤 위에 가지런히 올릴 수 있고 버리는 부분이 없습니다.',
      '均一な厚さにスライスしたハスアボカド。トーストやバーガー、巻き寿司にきれいに並べられ、ロスもありません。',
      '厚薄均匀的哈斯牛油果切片，可整齐铺在吐司、汉堡和寿司卷上，零浪费。',
    ),
    benefit: 'noWaste',
    ingredients: ['avocados', 'ascorbic', 'citric'],
    cuts: ['sliced'],
    fryType: 'avocado',
    variety: 'hass',
    specs: ['iqf'],
    seasonings: ['unseasoned'],
    services: ['quick-service', 'cafes', 'fast-casual'],
    cutSize: '1/4 in slice',
    format: '6/3 lb',
    nutrition: [30, 4, 0.5, 0, 0, 3, 2, 0, 0, 1, 0, 4, 0.2, 150],
    serving: { tbsp: 2 },
    prep: [['thaw', 480]],
    badge: 'new',
    certifications: KH,
    publishedDaysAgo: 12,
  },

  // ---- Onion rings -----------------------------------------------------------------------------
  {
    brand: 'harvest-crisp',
    categories: ['onion-rings'],
    diameter: '2.5–3.5 in',
    name: L(
      'Beer-Battered Onion Rings',
      'Aros de cebolla capeados con cerveza',
      'Aros de cebolla rebozados con cerveza',
      'Anéis de cebola empanados na cerveja',
      '맥주 반죽 어니언링',
      'ビアバッターオニオンリング',
      '啤酒面糊洋葱圈',
    ),
    description: L(
      'Thick-sliced sweet onions in a golden beer batter for a crunchy, pub-style ring that holds its shape.',
      'Rodajas gruesas de cebolla dulce en un capeado dorado de cerveza: aros crujientes estilo pub que conservan su forma.',
      'Rodajas gruesas de cebolla dulce en un rebozado dorado de cerveza: aros crocantes estilo pub que mantienen su forma.',
      'Rodelas grossas de cebola doce em massa dourada de cerveja, anéis crocantes estilo pub que mantêm o formato.',
      '두툼하게 썬 단 양파에 황금빛 맥주 반죽을 입혀 모양이 흐트러지지 않는 바삭한 펍 스타일 어니언링입니다.',
      '厚切りの甘い玉ねぎに黄金色のビール衣をまとわせた、形崩れしにくいサクサクのパブスタイルオニオンリング。',
      '厚切甜洋葱裹上金黄啤酒面糊，酒吧风味洋葱圈酥脆且不易变形。',
    ),
    benefit: 'crispHold',
    ingredients: [
      'onions',
      'wheatFlour',
      'beer',
      'water',
      'vegOil',
      'cornStarch',
      'salt',
      'dextrose',
      'leavening',
      'spices',
    ],
    cuts: ['sliced'],
    fryType: 'onion-rings',
    variety: 'sweet-onion',
    specs: ['battered', 'par-fried'],
    seasonings: ['lightly-salted'],
    services: ['bars-and-pubs', 'casual-dining', 'quick-service'],
    cutSize: '3/8 in slice',
    format: '6/2.5 lb',
    nutrition: [85, 13, 2, 0, 390, 26, 2, 4, 2, 3, 0, 20, 1, 110],
    serving: { pieces: 4, shape: 'piece' },
    prep: [
      ['fryer', 3, 350],
      ['oven', 12, 425],
    ],
    badge: 'best',
    certifications: K,
    publishedDaysAgo: 372,
  },
  {
    brand: 'harvest-crisp',
    categories: ['onion-rings'],
    diameter: '2.5–3.5 in',
    name: L(
      'Breaded Onion Rings',
      'Aros de cebolla empanizados',
      'Aros de cebolla empanados',
      'Anéis de cebola empanados tradicionais',
      '빵가루 어니언링',
      'パン粉付きオニオンリング',
      '面包糠洋葱圈',
    ),
    description: L(
      'Classic onion rings in a crunchy homestyle breading, uniform in size for easy portion control.',
      'Aros de cebolla clásicos con un empanizado casero crujiente y tamaño uniforme para controlar las porciones.',
      'Aros de cebolla clásicos con un empanado casero crocante y tamaño parejo para controlar las porciones.',
      'Anéis de cebola clássicos com empanamento caseiro crocante e tamanho uniforme para facilitar o controle de porções.',
      '바삭한 홈스타일 빵가루를 입힌 클래식 어니언링으로, 크기가 균일해 분량 관리가 쉽습니다.',
      'サクサクのホームスタイルのパン粉をまとったクラシックなオニオンリング。サイズが均一で盛り付け量を管理しやすいです。',
      '经典洋葱圈裹上家常风味酥脆面包糠，尺寸统一，便于控制份量。',
    ),
    benefit: 'shareable',
    ingredients: [
      'onions',
      'breadCrumbs',
      'water',
      'wheatFlour',
      'vegOil',
      'sugar',
      'salt',
      'leavening',
    ],
    cuts: ['sliced'],
    fryType: 'onion-rings',
    variety: 'yellow-onion',
    specs: ['breaded', 'par-fried'],
    seasonings: ['lightly-salted'],
    services: ['quick-service', 'casual-dining'],
    cutSize: '3/8 in slice',
    format: '6/2.5 lb',
    nutrition: [85, 12, 2, 0, 420, 28, 2, 5, 3, 3, 0, 25, 1.2, 120],
    serving: { pieces: 4, shape: 'piece' },
    prep: [
      ['fryer', 2.5, 350],
      ['air-fryer', 9, 400],
    ],
    certifications: KH,
    getASample: false,
    publishedDaysAgo: 236,
  },
  {
    brand: 'harvest-crisp',
    categories: ['onion-rings'],
    diameter: '2.5–3.5 in',
    name: L(
      'Gluten-Free Onion Rings',
      'Aros de cebolla sin gluten',
      'Aros de cebolla sin gluten',
      'Anéis de cebola sem glúten',
      '글루텐 프리 어니언링',
      'グルテンフリーオニオンリング',
      '无麸质洋葱圈',
    ),
    description: L(
      'Sweet onion rings in a rice-flour batter made without wheat, so guests avoiding gluten can enjoy them too.',
      'Aros de cebolla dulce en un capeado de harina de arroz sin trigo, para que también los disfruten quienes evitan el gluten.',
      'Aros de cebolla dulce en un rebozado de harina de arroz sin trigo, para que también los disfruten quienes evitan el gluten.',
      'Anéis de cebola doce em massa de farinha de arroz, sem trigo, para que quem evita glúten também possa aproveitar.',
      '밀을 넣지 않은 쌀가루 반죽을 입힌 단 양파 어니언링으로, 글루텐을 피하는 고객도 즐길 수 있습니다.',
      '小麦を使わない米粉の衣で揚げた甘い玉ねぎのリング。グルテンを控えているお客様にも楽しんでいただけます。',
      '甜洋葱圈裹以不含小麦的米粉面糊，让需要避免麸质的顾客也能享用。',
    ),
    benefit: 'glutenFree',
    ingredients: [
      'onions',
      'riceFlour',
      'water',
      'cornStarch',
      'vegOil',
      'sugar',
      'salt',
      'leavening',
      'xanthan',
    ],
    cuts: ['sliced'],
    fryType: 'onion-rings',
    variety: 'sweet-onion',
    specs: ['battered', 'par-fried'],
    seasonings: ['lightly-salted'],
    services: ['casual-dining', 'fast-casual'],
    cutSize: '3/8 in slice',
    format: '6/2.5 lb',
    nutrition: [85, 11, 1.5, 0, 360, 27, 1, 4, 2, 1, 0, 10, 0.3, 100],
    serving: { pieces: 4, shape: 'piece' },
    prep: [['fryer', 3, 350]],
    certifications: KH,
    publishedDaysAgo: 58,
  },
  // ---- Other cut and pack sizes of the tots (one marketing name, three products) ----------------
  {
    ...TOTS,
    slug: 'crispy-potato-tots-mini',
    cutSize: '3/4 in formed',
    format: '6/4.5 lb',
    serving: { pieces: 13, shape: 'piece' },
    publishedDaysAgo: 335,
  },
  {
    ...TOTS,
    slug: 'crispy-potato-tots-jumbo',
    cutSize: '1.5 in formed',
    format: '6/4 lb',
    serving: { pieces: 5, shape: 'piece' },
    publishedDaysAgo: 338,
  },
]

// ---------------------------------------------------------------------------------------------

const slugify = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

function build(row: Row, index: number): SeedProduct {
  const format: CaseFormat = FORMATS[row.format]
  const { length, width, height } = format.dimensionsIn
  const nutritionBase = nutrition(row.nutrition, row.serving, format.netWeightLb)
  const { contains, dietaryFlags } = allergensAndFlags(
    row.ingredients,
    nutritionBase,
    row.k12 !== undefined,
    row.certifications ?? [],
  )
  const product: SeedProduct = {
    sku: `TF-${10001 + index}`,
    slug: row.slug ?? slugify(row.name.en),
    brand: row.brand,
    categories: row.categories,
    regions: [...(row.regions ?? MAIN_EDITION_REGIONS)],
    marketingName: row.name,
    generalDescription: row.description,
    benefits: BENEFITS[row.benefit],
    ingredients: ingredientList(row.ingredients),
    contains,
    dietaryFlags,
    cutTypes: row.cuts,
    fryType: row.fryType,
    frySpecifications: row.specs,
    seasonings: row.seasonings,
    productServices: row.services,
    cutSize: row.cutSize,
    packSize: format.packSize,
    casePackDescription: row.format,
    grossWeightLb: format.grossWeightLb,
    netWeightLb: format.netWeightLb,
    manufactureCountry: row.country ?? BRAND_COUNTRY[row.brand],
    dimensionsIn: { length, width, height },
    caseCube: Math.round(((length * width * height) / 1728) * 100) / 100,
    tixHi: format.tixHi,
    shelfLifeDays: row.shelfLifeDays ?? SHELF_LIFE[row.brand],
    storageTempLowF: -10,
    storageTempHighF: 0,
    packagingCategory: format.packagingCategory,
    preparation: preparation(row.prep),
    getASample: row.getASample ?? true,
    findADistributor: row.findADistributor ?? true,
    showK12Sheet: row.k12 !== undefined,
    nutrition: nutritionBase,
    publishedDaysAgo: row.publishedDaysAgo,
  }
  if (row.badge) product.badge = BADGES[row.badge]
  if (row.diameter) product.diameter = row.diameter
  if (row.variety) product.variety = row.variety
  if (row.k12) product.k12 = row.k12
  return product
}

export const PRODUCTS: SeedProduct[] = ROWS.map(build)
