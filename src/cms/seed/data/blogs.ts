import type { Localized, LocalizedParagraphs } from './types'

export interface SeedAuthor {
  slug: string
  /** A person's name, the same in every locale. */
  name: string
  role: Localized
  bio: Localized
}

export interface SeedBlogCategory {
  slug: string
  name: Localized
  description: Localized
}

export interface SeedBlog {
  slug: string
  title: Localized
  summary: Localized
  /** Short paragraphs of body copy. */
  body: LocalizedParagraphs
  /** Slugs from BLOG_CATEGORIES. */
  categories: string[]
  /** Slug from AUTHORS. */
  author: string
  /** ISO date (YYYY-MM-DD). */
  publishDisplayDate: string
  /** 'all' or the region ids the post is tagged for. */
  regions: 'all' | string[]
}

export const AUTHORS: SeedAuthor[] = [
  {
    slug: 'maria-delgado',
    name: 'María Delgado',
    role: {
      en: 'Executive Chef, Culinary Innovation',
      es: 'Chef ejecutiva, Innovación culinaria',
      'es-AR': 'Chef ejecutiva de Innovación culinaria',
      'pt-BR': 'Chef executiva, Inovação culinária',
      'ko-KR': '수석 셰프, 컬리너리 이노베이션',
      'ja-JP': 'エグゼクティブシェフ（料理開発）',
      zh: '行政总厨，烹饪创新',
    },
    bio: {
      en: 'María has cooked in restaurant kitchens for twenty years and now develops recipes that help operators get more from every Terrafield product.',
      es: 'María ha trabajado veinte años en cocinas de restaurante y hoy desarrolla recetas que ayudan a los operadores a aprovechar al máximo cada producto Terrafield.',
      'es-AR':
        'María trabajó veinte años en cocinas de restaurantes y hoy desarrolla recetas que ayudan a los operadores a sacarle el máximo provecho a cada producto Terrafield.',
      'pt-BR':
        'María cozinhou por vinte anos em restaurantes e hoje desenvolve receitas que ajudam os operadores a aproveitar ao máximo cada produto Terrafield.',
      'ko-KR':
        '마리아는 20년간 레스토랑 주방에서 일했으며, 현재 외식업체가 Terrafield 제품을 최대한 활용할 수 있도록 레시피를 개발하고 있습니다.',
      'ja-JP':
        'マリアはレストランの厨房で20年の経験を積み、現在は飲食事業者がTerrafield製品を最大限に活用できるレシピを開発しています。',
      zh: 'María 拥有二十年餐厅厨房经验，现在专注于开发食谱，帮助餐饮经营者充分发挥每款 Terrafield 产品的价值。',
    },
  },
  {
    slug: 'kenji-sato',
    name: 'Kenji Sato',
    role: {
      en: 'Sustainability and Supply Lead',
      es: 'Líder de sostenibilidad y abastecimiento',
      'es-AR': 'Responsable de sustentabilidad y abastecimiento',
      'pt-BR': 'Líder de sustentabilidade e suprimentos',
      'ko-KR': '지속가능성·공급망 리드',
      'ja-JP': 'サステナビリティ・調達リード',
      zh: '可持续发展与供应链负责人',
    },
    bio: {
      en: 'Kenji works with our growers and plants on soil health, packaging and waste, and writes about what changes on the farm mean for the kitchen.',
      es: 'Kenji trabaja con nuestros agricultores y plantas en salud del suelo, empaques y desperdicio, y escribe sobre cómo los cambios en el campo impactan en la cocina.',
      'es-AR':
        'Kenji trabaja con nuestros productores y plantas en salud del suelo, envases y desperdicio, y escribe sobre cómo los cambios en el campo llegan a la cocina.',
      'pt-BR':
        'Kenji trabalha com nossos produtores e fábricas em saúde do solo, embalagens e desperdício, e escreve sobre o que as mudanças no campo significam para a cozinha.',
      'ko-KR':
        '켄지는 협력 농가 및 공장과 함께 토양 건강, 포장, 폐기물 문제를 다루며, 농장의 변화가 주방에 어떤 의미인지 글로 전합니다.',
      'ja-JP':
        'ケンジは契約農家や工場とともに土壌の健康、包装、廃棄物削減に取り組み、農場での変化が厨房にもたらす意味を発信しています。',
      zh: 'Kenji 与我们的种植户和工厂合作，致力于土壤健康、包装和减废工作，并撰文介绍农场的变化对厨房意味着什么。',
    },
  },
  {
    slug: 'rachel-okafor',
    name: 'Rachel Okafor',
    role: {
      en: 'Director of Operator Insights',
      es: 'Directora de información para operadores',
      'es-AR': 'Directora de análisis de operadores',
      'pt-BR': 'Diretora de insights de operadores',
      'ko-KR': '외식업 인사이트 디렉터',
      'ja-JP': 'オペレーターインサイト担当ディレクター',
      zh: '餐饮经营洞察总监',
    },
    bio: {
      en: 'Rachel studies how restaurants, schools and caterers run their kitchens and turns the data into practical advice on labor, cost and menus.',
      es: 'Rachel estudia cómo operan sus cocinas los restaurantes, las escuelas y los servicios de banquetes, y convierte los datos en consejos prácticos sobre mano de obra, costos y menús.',
      'es-AR':
        'Rachel estudia cómo trabajan las cocinas de restaurantes, escuelas y servicios de catering, y convierte los datos en consejos prácticos sobre personal, costos y cartas.',
      'pt-BR':
        'Rachel estuda como restaurantes, escolas e bufês operam suas cozinhas e transforma os dados em conselhos práticos sobre mão de obra, custos e cardápios.',
      'ko-KR':
        '레이첼은 레스토랑, 학교, 케이터링 업체의 주방 운영 방식을 연구하고, 데이터를 인력·원가·메뉴에 관한 실용적인 조언으로 풀어냅니다.',
      'ja-JP':
        'レイチェルはレストラン、学校、ケータリング事業者の厨房運営を研究し、データを人手・コスト・メニューに関する実践的なアドバイスに変えています。',
      zh: 'Rachel 研究餐厅、学校和宴会服务商的厨房运营方式，并将数据转化为有关人力、成本和菜单的实用建议。',
    },
  },
]

export const BLOG_CATEGORIES: SeedBlogCategory[] = [
  {
    slug: 'menu-trends',
    name: {
      en: 'Menu trends',
      es: 'Tendencias de menú',
      'es-AR': 'Tendencias gastronómicas',
      'pt-BR': 'Tendências de cardápio',
      'ko-KR': '메뉴 트렌드',
      'ja-JP': 'メニュートレンド',
      zh: '菜单趋势',
    },
    description: {
      en: 'Flavors, formats and dishes guests are asking for.',
      es: 'Sabores, formatos y platillos que piden los comensales.',
      'es-AR': 'Sabores, formatos y platos que piden los comensales.',
      'pt-BR': 'Sabores, formatos e pratos que os clientes estão pedindo.',
      'ko-KR': '고객이 찾는 맛, 형식, 요리.',
      'ja-JP': 'お客様が求める味、スタイル、料理。',
      zh: '顾客追捧的风味、形式和菜品。',
    },
  },
  {
    slug: 'kitchen-operations',
    name: {
      en: 'Kitchen operations',
      es: 'Operación de cocina',
      'es-AR': 'Gestión de cocina',
      'pt-BR': 'Operação de cozinha',
      'ko-KR': '주방 운영',
      'ja-JP': '厨房オペレーション',
      zh: '厨房运营',
    },
    description: {
      en: 'Practical advice on labor, cost, holding and prep.',
      es: 'Consejos prácticos sobre mano de obra, costos, conservación y preparación.',
      'es-AR': 'Consejos prácticos sobre personal, costos, conservación y preparación.',
      'pt-BR': 'Dicas práticas sobre mão de obra, custos, conservação e preparo.',
      'ko-KR': '인력, 원가, 보관, 준비에 관한 실용적인 조언.',
      'ja-JP': '人手、コスト、保持、仕込みに役立つ実践的なアドバイス。',
      zh: '关于人力、成本、保温和备餐的实用建议。',
    },
  },
  {
    slug: 'sustainability',
    name: {
      en: 'Sustainability',
      es: 'Sostenibilidad',
      'es-AR': 'Sustentabilidad',
      'pt-BR': 'Sustentabilidade',
      'ko-KR': '지속가능성',
      'ja-JP': 'サステナビリティ',
      zh: '可持续发展',
    },
    description: {
      en: 'How we grow, pack and ship with less impact.',
      es: 'Cómo cultivamos, empacamos y enviamos con menor impacto.',
      'es-AR': 'Cómo cultivamos, envasamos y despachamos con menos impacto.',
      'pt-BR': 'Como cultivamos, embalamos e enviamos com menos impacto.',
      'ko-KR': '환경 영향을 줄이며 재배하고 포장하고 배송하는 방법.',
      'ja-JP': '環境負荷を抑えた栽培、包装、配送の取り組み。',
      zh: '我们如何以更低的影响种植、包装和运输。',
    },
  },
  {
    slug: 'company-news',
    name: {
      en: 'Company news',
      es: 'Noticias de la empresa',
      'es-AR': 'Novedades de la empresa',
      'pt-BR': 'Notícias da empresa',
      'ko-KR': '회사 소식',
      'ja-JP': '企業ニュース',
      zh: '公司新闻',
    },
    description: {
      en: 'Product launches, programs and updates from Terrafield Foods.',
      es: 'Lanzamientos, programas y novedades de Terrafield Foods.',
      'es-AR': 'Lanzamientos, programas y noticias de Terrafield Foods.',
      'pt-BR': 'Lançamentos, programas e novidades da Terrafield Foods.',
      'ko-KR': 'Terrafield Foods의 신제품, 프로그램, 최신 소식.',
      'ja-JP': 'Terrafield Foodsの新製品、プログラム、最新情報。',
      zh: 'Terrafield Foods 的新品发布、计划和最新动态。',
    },
  },
]

export const BLOGS: SeedBlog[] = [
  {
    slug: 'how-long-can-fries-hold',
    title: {
      en: 'How Long Can Fries Hold? A Practical Guide',
      es: '¿Cuánto tiempo aguantan las papas fritas? Guía práctica',
      'es-AR': '¿Cuánto aguantan las papas fritas? Una guía práctica',
      'pt-BR': 'Por quanto tempo as batatas fritas se mantêm? Um guia prático',
      'ko-KR': '감자튀김은 얼마나 오래 유지될까? 실전 가이드',
      'ja-JP': 'フライドポテトはどのくらい保持できる？実践ガイド',
      zh: '薯条能保温多久？实用指南',
    },
    summary: {
      en: 'Simple holding habits that keep every basket crisp from the fryer to the table.',
      es: 'Hábitos sencillos de conservación para que cada canasta llegue crujiente de la freidora a la mesa.',
      'es-AR': 'Hábitos simples para que cada canasta llegue crocante de la freidora a la mesa.',
      'pt-BR': 'Hábitos simples de espera que mantêm cada cesta crocante da fritadeira até a mesa.',
      'ko-KR': '튀김기에서 테이블까지 감자튀김을 바삭하게 유지하는 간단한 보관 습관.',
      'ja-JP': '揚げてから提供まで、ポテトのカリッと感を保つシンプルな保持のコツ。',
      zh: '让每一篮薯条从炸锅到餐桌都保持酥脆的简单保温习惯。',
    },
    body: {
      en: [
        'Most fries are at their best for five to seven minutes after they leave the oil. After that, steam from the potato softens the coating.',
        'Hold fries under a heat lamp in a single layer, salt them straight away and never cover them. A coated fry buys you a few extra minutes.',
        'For delivery, use vented containers and pack fries last so they travel for the shortest time.',
      ],
      es: [
        'La mayoría de las papas fritas están en su mejor momento de cinco a siete minutos después de salir del aceite. Luego, el vapor de la papa ablanda la cobertura.',
        'Mantenlas bajo la lámpara de calor en una sola capa, sálalas de inmediato y nunca las tapes. Una papa con recubrimiento te da unos minutos más.',
        'Para entregas a domicilio, usa empaques con ventilación y empaca las papas al final para que viajen el menor tiempo posible.',
      ],
      'es-AR': [
        'La mayoría de las papas fritas están en su punto justo de cinco a siete minutos después de salir del aceite. Después, el vapor de la papa ablanda la cobertura.',
        'Mantenelas bajo la lámpara de calor en una sola capa, salalas enseguida y nunca las tapes. Una papa rebozada te da unos minutos extra.',
        'Para delivery, usá envases con ventilación y poné las papas al final para que viajen el menor tiempo posible.',
      ],
      'pt-BR': [
        'A maioria das batatas fritas fica no ponto ideal por cinco a sete minutos depois de sair do óleo. Depois disso, o vapor da batata amolece a cobertura.',
        'Mantenha as batatas sob a lâmpada de aquecimento em uma única camada, salgue na hora e nunca cubra. Uma batata com cobertura garante alguns minutos a mais.',
        'No delivery, use embalagens com respiro e coloque as batatas por último, para que viajem o menor tempo possível.',
      ],
      'ko-KR': [
        '대부분의 감자튀김은 기름에서 꺼낸 뒤 5~7분 동안 가장 맛있습니다. 그 후에는 감자에서 나오는 수증기가 겉면을 눅눅하게 만듭니다.',
        '히트 램프 아래에 한 겹으로 펼쳐 두고, 바로 소금을 뿌리며, 절대 덮지 마세요. 코팅된 감자튀김은 몇 분의 여유를 더 줍니다.',
        '배달에는 통기구가 있는 용기를 사용하고, 감자튀김은 마지막에 포장해 이동 시간을 최소화하세요.',
      ],
      'ja-JP': [
        'ほとんどのフライドポテトは、油から上げて5〜7分がいちばんおいしい時間です。その後はポテトから出る蒸気で衣がしんなりします。',
        'ヒートランプの下で一層に広げ、すぐに塩をふり、決してふたをしないこと。コーティングポテトなら数分の余裕が生まれます。',
        'デリバリーでは通気口付きの容器を使い、ポテトは最後に詰めて移動時間を最短にしましょう。',
      ],
      zh: [
        '大多数薯条出锅后的五到七分钟口感最佳，之后土豆中的水汽会让外层变软。',
        '在保温灯下单层摊开，立即撒盐，切勿加盖。带裹衣的薯条能多争取几分钟。',
        '外卖时请使用带透气孔的餐盒，并最后装入薯条，尽量缩短运送时间。',
      ],
    },
    categories: ['kitchen-operations'],
    author: 'rachel-okafor',
    publishDisplayDate: '2026-01-14',
    regions: 'all',
  },
  {
    slug: 'plant-forward-menu-moves-2026',
    title: {
      en: 'Five Plant-Forward Menu Moves for 2026',
      es: 'Cinco tendencias de menú a base de plantas para 2026',
      'es-AR': 'Cinco ideas para menús con protagonismo vegetal en 2026',
      'pt-BR': 'Cinco apostas de cardápio à base de vegetais para 2026',
      'ko-KR': '2026년 식물성 중심 메뉴 전략 5가지',
      'ja-JP': '2026年に押さえたいプラントフォワードメニュー5選',
      zh: '2026年五大植物为主的菜单策略',
    },
    summary: {
      en: 'Guests want more vegetables without giving up comfort. Here is how operators are delivering.',
      es: 'Los comensales quieren más verduras sin renunciar al sabor casero. Así lo están logrando los operadores.',
      'es-AR':
        'Los comensales quieren más verduras sin resignar sabor. Así lo están logrando los operadores.',
      'pt-BR':
        'Os clientes querem mais vegetais sem abrir mão do conforto. Veja como os operadores estão respondendo.',
      'ko-KR':
        '고객은 익숙한 맛을 포기하지 않으면서 더 많은 채소를 원합니다. 운영자들의 대응 방법을 소개합니다.',
      'ja-JP':
        'お客様は満足感はそのままに、もっと野菜を求めています。現場での取り組みを紹介します。',
      zh: '顾客希望多吃蔬菜，又不愿放弃熟悉的美味。看看餐饮经营者如何应对。',
    },
    body: {
      en: [
        'Plant-forward does not mean meat-free. It means letting vegetables lead the plate and using meat as a supporting flavor.',
        'Grain bowls, loaded vegetable sides and crispy cauliflower starters are the easiest wins because they use familiar formats.',
        'Frozen roasted vegetables keep prep time low and quality consistent, so a new bowl can go live across every location in the same week.',
      ],
      es: [
        'A base de plantas no significa sin carne. Significa que las verduras protagonizan el plato y la carne acompaña el sabor.',
        'Los tazones de granos, las guarniciones de verduras cargadas y las entradas de coliflor crujiente son los aciertos más fáciles porque usan formatos conocidos.',
        'Las verduras asadas congeladas reducen el tiempo de preparación y mantienen una calidad constante, así un nuevo tazón puede lanzarse en todas las sucursales la misma semana.',
      ],
      'es-AR': [
        'Protagonismo vegetal no significa sin carne. Significa que las verduras lideran el plato y la carne acompaña.',
        'Los bowls de granos, las guarniciones de verduras bien cargadas y las entradas de coliflor crocante son apuestas seguras porque usan formatos conocidos.',
        'Las verduras asadas congeladas reducen el tiempo de preparación y mantienen la calidad pareja, así un bowl nuevo puede salir en todos los locales la misma semana.',
      ],
      'pt-BR': [
        'À base de vegetais não significa sem carne. Significa deixar os vegetais liderarem o prato, com a carne como coadjuvante.',
        'Tigelas de grãos, acompanhamentos de legumes caprichados e entradas de couve-flor crocante são vitórias fáceis porque usam formatos conhecidos.',
        'Legumes assados congelados reduzem o tempo de preparo e mantêm a qualidade constante, então uma nova tigela pode chegar a todas as unidades na mesma semana.',
      ],
      'ko-KR': [
        '식물성 중심이 곧 고기 없는 메뉴를 뜻하지는 않습니다. 채소가 접시의 주인공이 되고 고기는 풍미를 더하는 조연이 되는 것입니다.',
        '곡물 볼, 푸짐한 채소 사이드, 바삭한 콜리플라워 애피타이저는 익숙한 형식이라 가장 쉽게 성공할 수 있습니다.',
        '냉동 구운 채소를 쓰면 준비 시간이 줄고 품질이 일정해, 새 볼 메뉴를 같은 주에 전 매장에 출시할 수 있습니다.',
      ],
      'ja-JP': [
        'プラントフォワードは肉を使わないという意味ではありません。野菜を主役にし、肉は風味を添える脇役に回すという考え方です。',
        'グレインボウル、ボリュームのある野菜サイド、カリカリのカリフラワー前菜は、なじみのある形なので取り入れやすいメニューです。',
        '冷凍ロースト野菜なら仕込み時間を抑えて品質も安定するため、新しいボウルを同じ週に全店舗で展開できます。',
      ],
      zh: [
        '植物为主并不等于无肉，而是让蔬菜成为餐盘的主角，肉类作为风味配角。',
        '谷物碗、丰盛的蔬菜配菜和香脆花椰菜开胃菜形式熟悉，最容易获得成功。',
        '冷冻烤蔬菜能缩短备餐时间并保持品质稳定，新推出的碗餐可以在同一周登陆所有门店。',
      ],
    },
    categories: ['menu-trends'],
    author: 'maria-delgado',
    publishDisplayDate: '2026-01-28',
    regions: 'all',
  },
  {
    slug: 'game-day-menu-playbook',
    title: {
      en: 'The Game Day Menu Playbook',
      es: 'La estrategia de menú para los días de partido',
      'es-AR': 'La jugada de menú para los días de partido',
      'pt-BR': 'O manual de cardápio para dias de jogo',
      'ko-KR': '게임 데이 메뉴 플레이북',
      'ja-JP': '観戦日のメニュー攻略ガイド',
      zh: '观赛日菜单攻略',
    },
    summary: {
      en: 'Shareable platters, fast tickets and sauces that travel: how to win the biggest takeout days of the year.',
      es: 'Platos para compartir, comandas rápidas y salsas que viajan bien: cómo ganar los días de mayor venta para llevar del año.',
      'es-AR':
        'Platos para compartir, comandas rápidas y salsas que viajan bien: cómo ganar los días de más pedidos del año.',
      'pt-BR':
        'Porções para compartilhar, pedidos rápidos e molhos que viajam bem: como vencer os maiores dias de delivery do ano.',
      'ko-KR':
        '셰어 플래터, 빠른 주문 처리, 배달에 강한 소스로 일 년 중 가장 바쁜 포장 주문일을 잡는 법.',
      'ja-JP':
        'シェアプラッター、スピーディーな提供、持ち帰りに強いソースで、一年で最もテイクアウトが多い日を制する方法。',
      zh: '分享拼盘、快速出餐和适合外带的酱料：赢下全年最火爆外卖日的秘诀。',
    },
    body: {
      en: [
        'Big games bring large group orders, so build bundles: a platter of wings, tots and poppers priced for four or eight guests.',
        'Pick items that hold well. Battered appetizers and thick-cut fries stay crisp longer than shoestrings in a closed box.',
        'Pack sauces on the side and add a simple reheating note so the last bite is as good as the first.',
      ],
      es: [
        'Los grandes partidos traen pedidos grupales, así que arma paquetes: una charola de alitas, croquetas de papa y jalapeños rellenos con precio para cuatro u ocho personas.',
        'Elige productos que aguanten bien. Las entradas capeadas y las papas gruesas se mantienen crujientes más tiempo que las delgadas en una caja cerrada.',
        'Empaca las salsas aparte y agrega una nota sencilla de recalentado para que el último bocado sea tan bueno como el primero.',
      ],
      'es-AR': [
        'Los partidos importantes traen pedidos grupales, así que armá combos: una bandeja de alitas, bocaditos de papa y jalapeños rellenos con precio para cuatro u ocho personas.',
        'Elegí productos que aguanten bien. Las entradas rebozadas y las papas gruesas se mantienen crocantes más tiempo que las finas en una caja cerrada.',
        'Mandá las salsas aparte y sumá una nota simple para recalentar, así el último bocado es tan rico como el primero.',
      ],
      'pt-BR': [
        'Grandes jogos trazem pedidos em grupo, então monte combos: uma travessa de asinhas, bolinhas de batata e jalapeños recheados com preço para quatro ou oito pessoas.',
        'Escolha itens que se mantêm bem. Petiscos empanados e batatas de corte grosso ficam crocantes por mais tempo do que as finas em uma caixa fechada.',
        'Envie os molhos à parte e inclua uma instrução simples de reaquecimento para que a última mordida seja tão boa quanto a primeira.',
      ],
      'ko-KR': [
        '큰 경기가 있는 날에는 단체 주문이 몰리므로 4인·8인 기준 가격의 윙, 테이터 탓, 할라피뇨 파퍼 플래터 같은 세트를 준비하세요.',
        '오래 유지되는 메뉴를 고르세요. 튀김옷을 입힌 애피타이저와 두툼한 감자튀김은 닫힌 상자 안에서도 가는 감자튀김보다 더 오래 바삭합니다.',
        '소스는 따로 담고 간단한 재가열 안내를 넣어 마지막 한 입까지 맛있게 즐길 수 있게 하세요.',
      ],
      'ja-JP': [
        '大きな試合の日はグループ注文が増えます。ウイング、テイタートッツ、ハラペーニョポッパーを4人前・8人前の価格で盛り合わせたセットを用意しましょう。',
        '時間がたってもおいしいメニューを選ぶこと。衣付きの前菜や厚切りポテトは、ふたをした箱の中でも細切りより長くカリッと保てます。',
        'ソースは別添えにし、簡単な温め直しの案内を付ければ、最後のひと口まで楽しんでもらえます。',
      ],
      zh: [
        '重大比赛日团体订单激增，不妨推出套餐：按四人或八人定价的鸡翅、薯球和墨西哥辣椒芝士球拼盘。',
        '选择耐放的产品。裹衣开胃菜和厚切薯条在密闭餐盒中比细薯条保持酥脆的时间更长。',
        '酱料单独包装，并附上简单的复热说明，让最后一口和第一口一样美味。',
      ],
    },
    categories: ['menu-trends'],
    author: 'maria-delgado',
    publishDisplayDate: '2026-02-03',
    regions: ['us', 'mexico'],
  },
  {
    slug: 'avocado-costs-ready-to-use-pulp',
    title: {
      en: 'Taming Avocado Costs with Ready-to-Use Pulp',
      es: 'Cómo controlar el costo del aguacate con pulpa lista para usar',
      'es-AR': 'Cómo controlar el costo de la palta con pulpa lista para usar',
      'pt-BR': 'Como controlar o custo do abacate com polpa pronta para uso',
      'ko-KR': '바로 쓰는 아보카도 펄프로 원가 잡기',
      'ja-JP': 'そのまま使えるアボカドパルプでコストを安定させる',
      zh: '用即用型牛油果泥控制成本',
    },
    summary: {
      en: 'Fresh avocado prices swing every season. Processed avocado turns that volatility into a fixed cost.',
      es: 'El precio del aguacate fresco cambia cada temporada. El aguacate procesado convierte esa volatilidad en un costo fijo.',
      'es-AR':
        'El precio de la palta fresca cambia cada temporada. La palta procesada convierte esa volatilidad en un costo fijo.',
      'pt-BR':
        'O preço do abacate fresco oscila a cada safra. O abacate processado transforma essa volatilidade em custo fixo.',
      'ko-KR':
        '생아보카도 가격은 계절마다 출렁입니다. 가공 아보카도는 이 변동성을 고정 비용으로 바꿔 줍니다.',
      'ja-JP':
        '生アボカドの価格は季節ごとに大きく変動します。加工アボカドなら、その変動を固定コストに変えられます。',
      zh: '新鲜牛油果价格随季节大幅波动，加工牛油果能把这种波动变为固定成本。',
    },
    body: {
      en: [
        'A case of fresh avocados hides three costs: the fruit you throw away, the labor to cut and scoop, and the browning you cannot sell.',
        'Ready-to-use pulp and guacamole arrive at a known yield with no pits or skins, so every pound you buy is a pound you serve.',
        'Try our avocado profitability calculator to compare your current weekly spend with a processed option.',
      ],
      es: [
        'Una caja de aguacates frescos esconde tres costos: la fruta que se desecha, la mano de obra para cortarla y la oxidación que no se puede vender.',
        'La pulpa y el guacamole listos para usar llegan con un rendimiento conocido, sin hueso ni cáscara, así que cada libra que compras es una libra que sirves.',
        'Prueba nuestra calculadora de rentabilidad del aguacate para comparar tu gasto semanal actual con una opción procesada.',
      ],
      'es-AR': [
        'Un cajón de paltas frescas esconde tres costos: la fruta que se tira, la mano de obra para cortarla y la oxidación que no se puede vender.',
        'La pulpa y el guacamole listos para usar llegan con un rendimiento conocido, sin carozo ni cáscara: cada kilo que comprás es un kilo que servís.',
        'Probá nuestra calculadora de rentabilidad de la palta para comparar tu gasto semanal actual con una opción procesada.',
      ],
      'pt-BR': [
        'Uma caixa de abacates frescos esconde três custos: a fruta descartada, a mão de obra para cortar e a oxidação que não pode ser vendida.',
        'A polpa e o guacamole prontos para uso chegam com rendimento conhecido, sem caroço nem casca, então cada quilo comprado é um quilo servido.',
        'Experimente nossa calculadora de rentabilidade do abacate para comparar seu gasto semanal atual com uma opção processada.',
      ],
      'ko-KR': [
        '생아보카도 한 상자에는 세 가지 숨은 비용이 있습니다. 버려지는 과육, 자르고 파내는 인건비, 그리고 갈변으로 팔 수 없게 되는 손실입니다.',
        '바로 쓰는 펄프와 과카몰리는 씨와 껍질 없이 수율이 정해져 있어, 구매한 만큼 그대로 제공할 수 있습니다.',
        '아보카도 수익성 계산기로 현재 주간 지출과 가공 제품을 비교해 보세요.',
      ],
      'ja-JP': [
        '生アボカド1ケースには3つの隠れたコストがあります。廃棄する果肉、カットしてくり抜く人件費、そして販売できない変色です。',
        'そのまま使えるパルプやワカモレは種も皮もなく歩留まりが一定なので、購入した分をそのまま提供できます。',
        'アボカド収益性計算ツールで、現在の週間コストと加工品の場合を比べてみてください。',
      ],
      zh: [
        '一箱新鲜牛油果隐藏着三项成本：丢弃的果肉、切块挖肉的人工，以及无法售卖的氧化损耗。',
        '即用型牛油果泥和牛油果酱无核无皮、出成率稳定，买多少就能用多少。',
        '试试我们的牛油果盈利计算器，比较您目前的每周支出与加工产品方案。',
      ],
    },
    categories: ['kitchen-operations'],
    author: 'rachel-okafor',
    publishDisplayDate: '2026-02-18',
    regions: 'all',
  },
  {
    slug: 'regenerative-potato-farming',
    title: {
      en: 'Growing Better Potatoes with Regenerative Farming',
      es: 'Papas de mejor calidad gracias a la agricultura regenerativa',
      'es-AR': 'Mejores papas gracias a la agricultura regenerativa',
      'pt-BR': 'Batatas melhores com agricultura regenerativa',
      'ko-KR': '재생 농업으로 더 좋은 감자를 키우다',
      'ja-JP': '環境再生型農業で、よりよいじゃがいもを',
      zh: '以再生农业种出更好的土豆',
    },
    summary: {
      en: 'Cover crops, less tillage and healthier soil: what our grower partners changed this season.',
      es: 'Cultivos de cobertura, menos labranza y suelos más sanos: lo que cambiaron nuestros agricultores socios esta temporada.',
      'es-AR':
        'Cultivos de cobertura, menos labranza y suelos más sanos: lo que cambiaron nuestros productores asociados esta temporada.',
      'pt-BR':
        'Culturas de cobertura, menos revolvimento e solo mais saudável: o que nossos produtores parceiros mudaram nesta safra.',
      'ko-KR': '피복 작물, 경운 감소, 건강한 토양: 협력 농가가 이번 시즌에 바꾼 것들.',
      'ja-JP': '被覆作物、耕起の削減、健康な土壌。契約農家が今シーズン取り組んだこと。',
      zh: '覆盖作物、减少翻耕、更健康的土壤：我们的合作农户本季做出的改变。',
    },
    body: {
      en: [
        'Over half of our potato acres are now farmed by growers in our regenerative program.',
        'Cover crops protect the soil over winter, and reduced tillage keeps more carbon and water in the ground.',
        'Healthier soil grows more uniform potatoes, which means longer fries and less trim waste in our plants.',
      ],
      es: [
        'Más de la mitad de nuestra superficie de papa ya la cultivan agricultores de nuestro programa regenerativo.',
        'Los cultivos de cobertura protegen el suelo durante el invierno y la labranza reducida retiene más carbono y agua en la tierra.',
        'Un suelo más sano produce papas más uniformes, lo que se traduce en papas fritas más largas y menos desperdicio de recorte en nuestras plantas.',
      ],
      'es-AR': [
        'Más de la mitad de nuestras hectáreas de papa ya las trabajan productores de nuestro programa regenerativo.',
        'Los cultivos de cobertura protegen el suelo en invierno y la labranza mínima retiene más carbono y agua en la tierra.',
        'Un suelo más sano da papas más parejas, lo que significa bastones más largos y menos desperdicio de recorte en nuestras plantas.',
      ],
      'pt-BR': [
        'Mais da metade da nossa área de batata já é cultivada por produtores do nosso programa regenerativo.',
        'As culturas de cobertura protegem o solo no inverno, e o cultivo mínimo mantém mais carbono e água na terra.',
        'Um solo mais saudável produz batatas mais uniformes, o que significa palitos mais longos e menos desperdício de aparas nas nossas fábricas.',
      ],
      'ko-KR': [
        '현재 당사 감자 재배 면적의 절반 이상을 재생 농업 프로그램에 참여한 농가가 경작하고 있습니다.',
        '피복 작물은 겨울 동안 토양을 보호하고, 경운을 줄이면 더 많은 탄소와 수분이 땅속에 머뭅니다.',
        '건강한 토양에서는 고른 감자가 자라 더 긴 감자튀김을 만들고 공장의 손질 폐기물도 줄어듭니다.',
      ],
      'ja-JP': [
        '現在、当社のじゃがいも作付面積の半分以上を、環境再生型プログラムに参加する農家が担っています。',
        '被覆作物が冬の間に土壌を守り、耕起を減らすことで、より多くの炭素と水分が土の中にとどまります。',
        '健康な土壌からは形のそろったじゃがいもが育ち、より長いポテトと工場での端材ロスの削減につながります。',
      ],
      zh: [
        '目前，我们一半以上的土豆种植面积由参与再生农业计划的农户耕种。',
        '覆盖作物在冬季保护土壤，减少翻耕让更多碳和水分留在地下。',
        '更健康的土壤种出的土豆更均匀，意味着薯条更长，工厂的修整损耗也更少。',
      ],
    },
    categories: ['sustainability'],
    author: 'kenji-sato',
    publishDisplayDate: '2026-03-12',
    regions: 'all',
  },
  {
    slug: 'air-fryers-commercial-kitchens',
    title: {
      en: 'Are Air Fryers Ready for Commercial Kitchens?',
      es: '¿Están listas las freidoras de aire para las cocinas comerciales?',
      'es-AR': '¿Están listas las freidoras de aire para las cocinas profesionales?',
      'pt-BR': 'As air fryers estão prontas para cozinhas profissionais?',
      'ko-KR': '에어프라이어, 업소용 주방에서도 통할까?',
      'ja-JP': 'エアフライヤーは業務用厨房で使える？',
      zh: '空气炸锅适合商用厨房吗？',
    },
    summary: {
      en: 'We tested our fries and appetizers in high-speed air fryers. Here is what we learned.',
      es: 'Probamos nuestras papas y entradas en freidoras de aire de alta velocidad. Esto es lo que aprendimos.',
      'es-AR':
        'Probamos nuestras papas y entradas en freidoras de aire de alta velocidad. Te contamos qué aprendimos.',
      'pt-BR':
        'Testamos nossas batatas e petiscos em air fryers de alta velocidade. Veja o que aprendemos.',
      'ko-KR':
        '당사 감자튀김과 애피타이저를 고속 에어프라이어로 테스트했습니다. 그 결과를 공유합니다.',
      'ja-JP': '当社のポテトと前菜を高速エアフライヤーで試しました。わかったことをご紹介します。',
      zh: '我们用高速空气炸锅测试了自家薯条和开胃菜，以下是我们的发现。',
    },
    body: {
      en: [
        'Ventless, high-speed air fryers let kiosks and stadiums serve fries without a hood or an oil system.',
        'Coated fries performed best, reaching a crisp finish in about four minutes. Uncoated shoestrings dried out faster.',
        'Every product page now lists an air fryer time and temperature where we have tested it.',
      ],
      es: [
        'Las freidoras de aire de alta velocidad sin campana permiten a quioscos y estadios servir papas sin extractor ni sistema de aceite.',
        'Las papas con recubrimiento dieron el mejor resultado, con un acabado crujiente en unos cuatro minutos. Las delgadas sin recubrimiento se resecaron más rápido.',
        'Ahora cada página de producto indica el tiempo y la temperatura para freidora de aire cuando lo hemos probado.',
      ],
      'es-AR': [
        'Las freidoras de aire de alta velocidad sin campana permiten que kioscos y estadios sirvan papas sin extractor ni sistema de aceite.',
        'Las papas rebozadas rindieron mejor y quedaron crocantes en unos cuatro minutos. Las finas sin rebozar se secaron más rápido.',
        'Ahora cada página de producto indica el tiempo y la temperatura para freidora de aire cuando ya lo probamos.',
      ],
      'pt-BR': [
        'Air fryers de alta velocidade sem coifa permitem que quiosques e estádios sirvam batatas sem exaustor nem sistema de óleo.',
        'As batatas com cobertura tiveram o melhor desempenho, ficando crocantes em cerca de quatro minutos. As finas sem cobertura ressecaram mais rápido.',
        'Agora cada página de produto informa tempo e temperatura para air fryer quando já testamos.',
      ],
      'ko-KR': [
        '배기 후드가 필요 없는 고속 에어프라이어 덕분에 키오스크와 경기장에서도 후드나 기름 설비 없이 감자튀김을 제공할 수 있습니다.',
        '코팅된 감자튀김이 가장 좋은 결과를 보였으며 약 4분 만에 바삭하게 완성됐습니다. 코팅 없는 가는 감자튀김은 더 빨리 말랐습니다.',
        '이제 테스트를 마친 제품 페이지마다 에어프라이어 조리 시간과 온도를 안내합니다.',
      ],
      'ja-JP': [
        '排気フード不要の高速エアフライヤーなら、売店やスタジアムでもフードや油の設備なしでポテトを提供できます。',
        'コーティングポテトが最も好結果で、約4分でカリッと仕上がりました。コーティングなしの細切りは早く乾燥しました。',
        '検証済みの製品ページには、エアフライヤーの加熱時間と温度を掲載しています。',
      ],
      zh: [
        '无需排烟罩的高速空气炸锅，让售卖亭和体育场无需油烟罩和油炸系统也能供应薯条。',
        '裹衣薯条表现最佳，约四分钟即可酥脆；无裹衣的细薯条则更容易变干。',
        '凡经我们测试的产品，其产品页面现已标注空气炸锅的时间和温度。',
      ],
    },
    categories: ['kitchen-operations'],
    author: 'kenji-sato',
    publishDisplayDate: '2026-03-31',
    regions: 'all',
  },
  {
    slug: 'k-12-lunch-line-trends',
    title: {
      en: 'What Students Want on the K-12 Lunch Line',
      es: 'Lo que quieren los estudiantes en el comedor escolar',
      'es-AR': 'Lo que quieren los alumnos en el comedor escolar',
      'pt-BR': 'O que os alunos querem no almoço escolar',
      'ko-KR': 'K-12 급식에서 학생들이 원하는 것',
      'ja-JP': '学校給食で子どもたちが求めるもの',
      zh: '中小学午餐：学生想吃什么',
    },
    summary: {
      en: 'Global flavors, build-your-own bowls and crispy sides that meet nutrition standards.',
      es: 'Sabores internacionales, tazones para armar y guarniciones crujientes que cumplen las normas de nutrición.',
      'es-AR':
        'Sabores del mundo, bowls para armar y guarniciones crocantes que cumplen las normas nutricionales.',
      'pt-BR':
        'Sabores globais, tigelas montadas pelo aluno e acompanhamentos crocantes que atendem às normas nutricionais.',
      'ko-KR': '세계 각국의 맛, 직접 만드는 볼, 영양 기준을 충족하는 바삭한 사이드.',
      'ja-JP': '世界の味、自分で組み立てるボウル、栄養基準を満たすカリッとしたサイドメニュー。',
      zh: '环球风味、自选搭配碗餐，以及符合营养标准的香脆配菜。',
    },
    body: {
      en: [
        'Students respond to choice. A build-your-own bowl bar lifts participation without adding new equipment.',
        'Oven-baked sweet potato fries and seasoned wedges count toward vegetable requirements and are always a favorite.',
        'Look for the K-12 sheet on our product pages for crediting details per serving.',
      ],
      es: [
        'A los estudiantes les gusta elegir. Una barra de tazones para armar aumenta la participación sin necesidad de equipo nuevo.',
        'Los camotes fritos horneados y los gajos de papa sazonados cuentan para los requisitos de verduras y siempre son de los favoritos.',
        'Consulta la ficha K-12 en nuestras páginas de producto para ver los créditos nutricionales por porción.',
      ],
      'es-AR': [
        'A los alumnos les gusta elegir. Una barra de bowls para armar aumenta la participación sin sumar equipamiento nuevo.',
        'Las batatas fritas al horno y las papas gajo condimentadas cuentan para los requisitos de verduras y siempre están entre las favoritas.',
        'Consultá la ficha K-12 en nuestras páginas de producto para ver los créditos nutricionales por porción.',
      ],
      'pt-BR': [
        'Os alunos gostam de escolher. Um bar de tigelas para montar aumenta a adesão sem exigir novos equipamentos.',
        'Batata-doce frita assada e batatas rústicas temperadas contam para as exigências de vegetais e são sempre as preferidas.',
        'Confira a ficha K-12 nas nossas páginas de produto para ver os créditos nutricionais por porção.',
      ],
      'ko-KR': [
        '학생들은 선택할 수 있을 때 반응합니다. 직접 만드는 볼 코너는 새 장비 없이도 급식 참여율을 높입니다.',
        '오븐에 구운 고구마튀김과 시즈닝 웨지감자는 채소 기준에 포함되며 언제나 인기 메뉴입니다.',
        '1인분당 급식 인정 기준은 제품 페이지의 K-12 시트에서 확인하세요.',
      ],
      'ja-JP': [
        '子どもたちは選べることを喜びます。自分で組み立てるボウルバーなら、新しい設備なしで喫食率が上がります。',
        'オーブンで焼いたスイートポテトフライや味付けポテトウェッジは野菜の基準にカウントでき、いつも人気です。',
        '1食あたりの基準適合の詳細は、製品ページのK-12シートをご覧ください。',
      ],
      zh: [
        '学生喜欢自己选择。自选碗餐台无需新增设备就能提高用餐率。',
        '烤箱烘烤的红薯条和调味土豆角可计入蔬菜要求，而且一直深受欢迎。',
        '每份的营养计量详情，请查看产品页面上的 K-12 资料表。',
      ],
    },
    categories: ['menu-trends'],
    author: 'rachel-okafor',
    publishDisplayDate: '2026-04-15',
    regions: ['us'],
  },
  {
    slug: 'introducing-terrafield-plus',
    title: {
      en: 'Introducing Terrafield+, Our Partner Program',
      es: 'Presentamos Terrafield+, nuestro programa para socios',
      'es-AR': 'Les presentamos Terrafield+, nuestro programa de socios',
      'pt-BR': 'Apresentamos o Terrafield+, nosso programa de parceiros',
      'ko-KR': '파트너 프로그램 Terrafield+를 소개합니다',
      'ja-JP': 'パートナープログラム「Terrafield+」のご紹介',
      zh: '隆重推出合作伙伴计划 Terrafield+',
    },
    summary: {
      en: 'Saved favorites, sample orders and a dedicated sales contact, all in one login.',
      es: 'Favoritos guardados, pedidos de muestras y un contacto de ventas dedicado, todo con un solo inicio de sesión.',
      'es-AR':
        'Favoritos guardados, pedidos de muestras y un contacto comercial dedicado, todo con un solo inicio de sesión.',
      'pt-BR':
        'Favoritos salvos, pedidos de amostras e um contato comercial dedicado, tudo em um só login.',
      'ko-KR': '즐겨찾기 저장, 샘플 주문, 전담 영업 담당자까지 하나의 로그인으로.',
      'ja-JP': 'お気に入りの保存、サンプル注文、専任の営業担当。すべてひとつのログインで。',
      zh: '收藏夹、样品订购和专属销售联系人，一次登录全部搞定。',
    },
    body: {
      en: [
        'Terrafield+ is a free program for operators who buy our products through a distributor.',
        'Members can save favorite products and recipes, order samples and see their sales contact on one profile page.',
        'Sign up from the Terrafield+ link at the top of any page. Your distributor relationship stays exactly the same.',
      ],
      es: [
        'Terrafield+ es un programa gratuito para operadores que compran nuestros productos a través de un distribuidor.',
        'Los miembros pueden guardar productos y recetas favoritos, pedir muestras y ver a su contacto de ventas en una sola página de perfil.',
        'Regístrate desde el enlace Terrafield+ en la parte superior de cualquier página. Tu relación con el distribuidor no cambia.',
      ],
      'es-AR': [
        'Terrafield+ es un programa gratuito para operadores que compran nuestros productos a través de un distribuidor.',
        'Los miembros pueden guardar productos y recetas favoritos, pedir muestras y ver a su contacto comercial en una sola página de perfil.',
        'Registrate desde el enlace Terrafield+ en la parte superior de cualquier página. Tu relación con el distribuidor sigue igual.',
      ],
      'pt-BR': [
        'O Terrafield+ é um programa gratuito para operadores que compram nossos produtos por meio de um distribuidor.',
        'Os membros podem salvar produtos e receitas favoritos, pedir amostras e ver seu contato comercial em uma única página de perfil.',
        'Cadastre-se pelo link Terrafield+ no topo de qualquer página. Sua relação com o distribuidor continua a mesma.',
      ],
      'ko-KR': [
        'Terrafield+는 유통업체를 통해 당사 제품을 구매하는 외식업체를 위한 무료 프로그램입니다.',
        '회원은 즐겨 찾는 제품과 레시피를 저장하고, 샘플을 주문하고, 담당 영업 직원을 하나의 프로필 페이지에서 확인할 수 있습니다.',
        '모든 페이지 상단의 Terrafield+ 링크에서 가입하세요. 기존 유통업체와의 거래는 그대로 유지됩니다.',
      ],
      'ja-JP': [
        'Terrafield+は、販売代理店を通じて当社製品をご購入いただいている飲食事業者向けの無料プログラムです。',
        '会員はお気に入りの製品やレシピの保存、サンプルの注文、担当営業の確認をひとつのプロフィールページで行えます。',
        '各ページ上部のTerrafield+リンクからご登録ください。販売代理店とのお取引はこれまでどおりです。',
      ],
      zh: [
        'Terrafield+ 是面向通过经销商采购我们产品的餐饮经营者的免费计划。',
        '会员可在同一个个人资料页面收藏产品和食谱、订购样品并查看专属销售联系人。',
        '点击任意页面顶部的 Terrafield+ 链接即可注册，您与经销商的合作关系保持不变。',
      ],
    },
    categories: ['company-news'],
    author: 'rachel-okafor',
    publishDisplayDate: '2026-05-06',
    regions: 'all',
  },
  {
    slug: 'cutting-waste-frozen-vegetables',
    title: {
      en: 'Cutting Kitchen Waste with Frozen Vegetables',
      es: 'Cómo reducir el desperdicio en la cocina con verduras congeladas',
      'es-AR': 'Menos desperdicio en la cocina con verduras congeladas',
      'pt-BR': 'Menos desperdício na cozinha com legumes congelados',
      'ko-KR': '냉동 채소로 주방 폐기물 줄이기',
      'ja-JP': '冷凍野菜で厨房のフードロスを減らす',
      zh: '用冷冻蔬菜减少厨房浪费',
    },
    summary: {
      en: 'Frozen at peak harvest, portioned as needed and never left to wilt in the walk-in.',
      es: 'Congeladas en el mejor momento de la cosecha, porcionadas según se necesiten y sin marchitarse en la cámara fría.',
      'es-AR':
        'Congeladas en el mejor momento de la cosecha, porcionadas según la necesidad y sin marchitarse en la cámara.',
      'pt-BR':
        'Congelados no auge da colheita, porcionados conforme a necessidade e sem murchar na câmara fria.',
      'ko-KR': '수확 최적기에 냉동하고 필요한 만큼만 꺼내 쓰니 냉장고에서 시들 일이 없습니다.',
      'ja-JP': '収穫の最盛期に冷凍し、必要な分だけ使えるので、冷蔵庫でしおれることもありません。',
      zh: '在采收最佳时节速冻，按需取用，再也不会在冷库里蔫掉。',
    },
    body: {
      en: [
        'Fresh produce loses value every day it sits in storage. Frozen vegetables let you use exactly what the shift needs.',
        'Because they are already washed and cut, there is no trim waste and far less prep labor.',
        'Kitchens that switched two or three vegetable items to frozen tell us their produce waste dropped noticeably within a month.',
      ],
      es: [
        'Las verduras frescas pierden valor cada día que pasan almacenadas. Las congeladas permiten usar exactamente lo que necesita cada turno.',
        'Como ya vienen lavadas y cortadas, no hay desperdicio de recorte y se ahorra mucha mano de obra.',
        'Las cocinas que cambiaron dos o tres verduras a congeladas nos cuentan que su desperdicio bajó notablemente en un mes.',
      ],
      'es-AR': [
        'Las verduras frescas pierden valor cada día que pasan en depósito. Las congeladas permiten usar justo lo que necesita cada turno.',
        'Como ya vienen lavadas y cortadas, no hay desperdicio de recorte y se ahorra mucho trabajo de preparación.',
        'Las cocinas que pasaron dos o tres verduras a congeladas nos cuentan que su desperdicio bajó bastante en un mes.',
      ],
      'pt-BR': [
        'Os hortifrútis frescos perdem valor a cada dia no estoque. Os legumes congelados permitem usar exatamente o que o turno precisa.',
        'Como já vêm lavados e cortados, não há desperdício de aparas e o trabalho de preparo cai bastante.',
        'Cozinhas que trocaram dois ou três itens por congelados relatam uma queda visível no desperdício em um mês.',
      ],
      'ko-KR': [
        '신선 채소는 보관하는 날마다 가치가 떨어집니다. 냉동 채소는 교대 근무에 필요한 만큼만 정확히 사용할 수 있습니다.',
        '이미 세척하고 손질되어 있어 다듬고 버리는 부분이 없고 준비 인력도 크게 줄어듭니다.',
        '채소 두세 가지를 냉동으로 바꾼 주방들은 한 달 만에 채소 폐기량이 눈에 띄게 줄었다고 말합니다.',
      ],
      'ja-JP': [
        '生鮮野菜は保管している間に日々価値が下がります。冷凍野菜ならシフトに必要な分だけを使えます。',
        '洗浄・カット済みなので端材が出ず、仕込みの手間も大幅に減ります。',
        '野菜を2〜3品目冷凍に切り替えた厨房からは、1か月で廃棄が目に見えて減ったという声が届いています。',
      ],
      zh: [
        '新鲜蔬菜在库存中每放一天就贬值一分，冷冻蔬菜则能让每个班次按需精准取用。',
        '由于已清洗切配，没有修整损耗，备餐人工也大幅减少。',
        '将两三种蔬菜改为冷冻的厨房反馈，一个月内蔬菜浪费明显下降。',
      ],
    },
    categories: ['sustainability', 'kitchen-operations'],
    author: 'maria-delgado',
    publishDisplayDate: '2026-05-21',
    regions: 'all',
  },
  {
    slug: 'korean-street-food-flavors',
    title: {
      en: 'Korean Street Food Flavors Go Mainstream',
      es: 'Los sabores de la comida callejera coreana conquistan los menús',
      'es-AR': 'Los sabores de la comida callejera coreana llegan a todas las cartas',
      'pt-BR': 'Os sabores da comida de rua coreana chegam aos cardápios',
      'ko-KR': '한국 길거리 음식의 맛, 주류 메뉴로',
      'ja-JP': '韓国屋台グルメの味がメインストリームに',
      zh: '韩国街头小吃风味走向主流',
    },
    summary: {
      en: 'Gochujang glazes, corn dogs and cheese-pull fries are showing up far beyond Seoul.',
      es: 'Glaseados de gochujang, corn dogs y papas con queso que se estira aparecen mucho más allá de Seúl.',
      'es-AR':
        'Glaseados de gochujang, panchos rebozados y papas con queso derretido aparecen mucho más allá de Seúl.',
      'pt-BR':
        'Glaçados de gochujang, corn dogs e batatas com queijo que estica estão aparecendo muito além de Seul.',
      'ko-KR':
        '고추장 글레이즈, 핫도그, 치즈가 쭉 늘어나는 감자튀김이 서울을 넘어 세계로 퍼지고 있습니다.',
      'ja-JP':
        'コチュジャングレーズ、ハットグ、チーズがのびるポテトがソウルを越えて広がっています。',
      zh: '韩式辣酱、韩式热狗和拉丝芝士薯条正风靡首尔以外的各地。',
    },
    body: {
      en: [
        'Sweet, spicy and savory glazes built on gochujang are now one of the fastest-growing sauce trends on menus.',
        'The easiest entry point is a sauce on a product you already serve: toss crinkle fries or tots in a gochujang glaze and finish with sesame.',
        'Limited-time offers let you test the flavor before committing it to the core menu.',
      ],
      es: [
        'Los glaseados dulces, picantes y salados a base de gochujang son una de las tendencias de salsas de mayor crecimiento en los menús.',
        'La forma más fácil de empezar es con una salsa sobre un producto que ya sirves: mezcla papas onduladas o croquetas con glaseado de gochujang y termina con ajonjolí.',
        'Las ofertas por tiempo limitado te permiten probar el sabor antes de incluirlo en el menú fijo.',
      ],
      'es-AR': [
        'Los glaseados dulces, picantes y salados a base de gochujang son una de las tendencias de salsas que más crecen en las cartas.',
        'La forma más simple de arrancar es con una salsa sobre un producto que ya servís: mezclá papas onduladas o bocaditos con glaseado de gochujang y terminá con sésamo.',
        'Las promociones por tiempo limitado te permiten probar el sabor antes de sumarlo a la carta fija.',
      ],
      'pt-BR': [
        'Glaçados doces, picantes e salgados à base de gochujang estão entre as tendências de molho que mais crescem nos cardápios.',
        'O jeito mais fácil de começar é com um molho sobre um produto que você já serve: envolva batatas onduladas ou bolinhas de batata no glaçado de gochujang e finalize com gergelim.',
        'Ofertas por tempo limitado permitem testar o sabor antes de incluí-lo no cardápio fixo.',
      ],
      'ko-KR': [
        '고추장을 바탕으로 한 단짠매콤한 글레이즈는 현재 메뉴에서 가장 빠르게 성장하는 소스 트렌드 중 하나입니다.',
        '가장 쉬운 시작은 이미 판매 중인 제품에 소스를 더하는 것입니다. 크링클 감자튀김이나 테이터 탓을 고추장 글레이즈에 버무리고 참깨로 마무리해 보세요.',
        '기간 한정 메뉴로 먼저 반응을 확인한 뒤 정규 메뉴에 넣을 수 있습니다.',
      ],
      'ja-JP': [
        'コチュジャンをベースにした甘辛いグレーズは、いまメニューで最も伸びているソーストレンドのひとつです。',
        'いちばん手軽なのは、すでに提供している商品にソースを合わせること。クリンクルポテトやテイタートッツをコチュジャンだれに絡め、ごまで仕上げましょう。',
        '期間限定メニューで反応を確かめてから、定番メニューに加えることができます。',
      ],
      zh: [
        '以韩式辣酱为基础的甜辣咸香酱汁，是当下菜单上增长最快的酱料趋势之一。',
        '最简单的入门方式是给现有产品搭配酱汁：把波浪薯条或薯球裹上韩式辣酱，再撒上芝麻。',
        '通过限时供应先测试口味，再决定是否纳入常规菜单。',
      ],
    },
    categories: ['menu-trends'],
    author: 'kenji-sato',
    publishDisplayDate: '2026-06-10',
    regions: ['korea', 'japan', 'us'],
  },
  {
    slug: 'fully-recyclable-cases',
    title: {
      en: 'Our Cases Are Now Fully Recyclable',
      es: 'Nuestras cajas ya son 100 % reciclables',
      'es-AR': 'Nuestras cajas ya son totalmente reciclables',
      'pt-BR': 'Nossas caixas agora são 100% recicláveis',
      'ko-KR': '이제 모든 제품 박스를 재활용할 수 있습니다',
      'ja-JP': '当社のケースがすべてリサイクル可能になりました',
      zh: '我们的外箱现已全部可回收',
    },
    summary: {
      en: 'We removed wax coatings and mixed-material liners from every corrugated case we ship.',
      es: 'Eliminamos los recubrimientos de cera y los forros de materiales mixtos de todas las cajas de cartón que enviamos.',
      'es-AR':
        'Eliminamos los recubrimientos de cera y los forros de materiales mixtos de todas las cajas de cartón que despachamos.',
      'pt-BR':
        'Eliminamos revestimentos de cera e forros de materiais mistos de todas as caixas de papelão que enviamos.',
      'ko-KR': '출고하는 모든 골판지 박스에서 왁스 코팅과 혼합 소재 내지를 없앴습니다.',
      'ja-JP':
        '出荷するすべての段ボールケースから、ワックスコーティングと複合素材の内袋をなくしました。',
      zh: '我们已从所有出货的瓦楞纸箱中去除了蜡涂层和混合材料内衬。',
    },
    body: {
      en: [
        'Every Terrafield case now goes straight into the cardboard recycling stream, with no sorting required.',
        'New moisture-resistant board keeps frozen products protected in the freezer without wax.',
        'Together with lighter inner bags, the change keeps hundreds of tons of waste out of landfill each year.',
      ],
      es: [
        'Todas las cajas Terrafield ahora van directo al reciclaje de cartón, sin necesidad de separar materiales.',
        'Un nuevo cartón resistente a la humedad protege los productos congelados en el congelador sin usar cera.',
        'Junto con bolsas interiores más ligeras, el cambio evita que cientos de toneladas de residuos lleguen a rellenos sanitarios cada año.',
      ],
      'es-AR': [
        'Todas las cajas Terrafield ahora van directo al reciclaje de cartón, sin necesidad de separar materiales.',
        'Un nuevo cartón resistente a la humedad protege los productos en el freezer sin usar cera.',
        'Junto con bolsas interiores más livianas, el cambio evita que cientos de toneladas de residuos terminen en rellenos sanitarios por año.',
      ],
      'pt-BR': [
        'Todas as caixas Terrafield agora vão direto para a reciclagem de papelão, sem necessidade de separação.',
        'Um novo papelão resistente à umidade protege os congelados no freezer sem usar cera.',
        'Junto com sacos internos mais leves, a mudança evita que centenas de toneladas de resíduos cheguem aos aterros todos os anos.',
      ],
      'ko-KR': [
        '이제 모든 Terrafield 박스는 별도 분리 없이 바로 종이 재활용으로 배출할 수 있습니다.',
        '새로운 방습 골판지가 왁스 없이도 냉동고 안의 제품을 보호합니다.',
        '더 가벼워진 내포장 봉투와 함께 이번 변화로 매년 수백 톤의 매립 폐기물이 줄어듭니다.',
      ],
      'ja-JP': [
        'すべてのTerrafieldケースは、分別なしでそのまま段ボールとしてリサイクルできるようになりました。',
        '新しい防湿段ボールが、ワックスなしで冷凍庫内の製品を守ります。',
        '軽量化した内袋とあわせて、毎年数百トンの埋立ごみを削減します。',
      ],
      zh: [
        '所有 Terrafield 外箱现在都可直接投入纸板回收，无需分拣。',
        '新型防潮纸板无需蜡涂层也能在冷冻环境中保护产品。',
        '配合更轻的内袋，这项改变每年可减少数百吨填埋垃圾。',
      ],
    },
    categories: ['sustainability', 'company-news'],
    author: 'kenji-sato',
    publishDisplayDate: '2026-07-01',
    regions: 'all',
  },
  {
    slug: 'simple-ways-to-save-prep-time',
    title: {
      en: 'Simple Ways to Save Prep Time',
      es: 'Formas sencillas de ahorrar tiempo de preparación',
      'es-AR': 'Maneras simples de ahorrar tiempo de preparación',
      'pt-BR': 'Maneiras simples de economizar tempo de preparo',
      'ko-KR': '준비 시간을 줄이는 간단한 방법',
      'ja-JP': '仕込み時間を減らすシンプルな方法',
      zh: '节省备餐时间的简单方法',
    },
    summary: {
      en: 'When staffing is tight, these simple changes keep tickets moving.',
      es: 'Cuando falta personal, estos cambios sencillos mantienen las comandas en movimiento.',
      'es-AR': 'Cuando falta personal, estos cambios simples mantienen las comandas en marcha.',
      'pt-BR': 'Quando a equipe está reduzida, estas mudanças simples mantêm os pedidos fluindo.',
      'ko-KR': '인력이 부족할 때 주문 처리를 원활하게 유지하는 간단한 변화들.',
      'ja-JP': '人手が足りないときでも、オーダーを滞らせないシンプルな工夫。',
      zh: '人手紧张时，这些简单的改变能让出餐保持顺畅。',
    },
    body: {
      en: [
        'Start with the items that take the most knife work: diced potatoes, cut vegetables and avocado are easy swaps to ready-to-cook.',
        'Cross-utilize. One seasoned potato can anchor a breakfast hash, a burrito and a side dish.',
        'Finally, write station cards with photos and exact times so new staff can cook consistently from day one.',
      ],
      es: [
        'Empieza por lo que más trabajo de cuchillo requiere: las papas en cubos, las verduras cortadas y el aguacate son fáciles de cambiar por productos listos para cocinar.',
        'Usa ingredientes en varios platos. Una misma papa sazonada puede ser la base de un hash de desayuno, un burrito y una guarnición.',
        'Por último, prepara fichas de estación con fotos y tiempos exactos para que el personal nuevo cocine con consistencia desde el primer día.',
      ],
      'es-AR': [
        'Empezá por lo que más trabajo de cuchillo lleva: las papas en cubos, las verduras cortadas y la palta son fáciles de reemplazar por productos listos para cocinar.',
        'Aprovechá ingredientes en varios platos. Una misma papa condimentada puede ser la base de un salteado de desayuno, un burrito y una guarnición.',
        'Por último, armá fichas de estación con fotos y tiempos exactos para que el personal nuevo cocine de forma pareja desde el primer día.',
      ],
      'pt-BR': [
        'Comece pelos itens que exigem mais trabalho de faca: batatas em cubos, legumes cortados e abacate são fáceis de trocar por produtos prontos para cozinhar.',
        'Aproveite ingredientes em vários pratos. Uma mesma batata temperada pode ser a base de um hash de café da manhã, de um burrito e de um acompanhamento.',
        'Por fim, crie fichas de estação com fotos e tempos exatos para que a equipe nova cozinhe com consistência desde o primeiro dia.',
      ],
      'ko-KR': [
        '칼질이 가장 많이 필요한 재료부터 시작하세요. 깍둑 감자, 손질 채소, 아보카도는 바로 조리 가능한 제품으로 쉽게 바꿀 수 있습니다.',
        '재료를 여러 메뉴에 활용하세요. 시즈닝 감자 하나로 아침 해시, 부리토, 사이드 메뉴를 모두 만들 수 있습니다.',
        '마지막으로 사진과 정확한 조리 시간을 담은 스테이션 카드를 만들어 신입 직원도 첫날부터 일정한 품질로 조리하게 하세요.',
      ],
      'ja-JP': [
        'まずは包丁仕事が多い食材から。角切りポテト、カット野菜、アボカドは、すぐに調理できる製品に置き換えやすい食材です。',
        '食材を使い回しましょう。ひとつの味付けポテトで、朝食のハッシュ、ブリトー、サイドメニューをまかなえます。',
        '最後に、写真と正確な時間を載せたステーションカードを作れば、新人スタッフも初日から安定して調理できます。',
      ],
      zh: [
        '先从最费刀工的食材入手：土豆丁、切配蔬菜和牛油果都很容易换成即烹产品。',
        '一料多用。一款调味土豆就能做早餐薯块、卷饼和配菜。',
        '最后，制作带图片和精确时间的岗位卡，让新员工从第一天起就能稳定出品。',
      ],
    },
    categories: ['kitchen-operations'],
    author: 'rachel-okafor',
    publishDisplayDate: '2026-07-22',
    regions: 'all',
  },
  {
    slug: 'latin-american-flavors-snack-menus',
    title: {
      en: 'Latin American Flavors for Snack Menus',
      es: 'Sabores latinoamericanos para menús de botanas',
      'es-AR': 'Sabores latinoamericanos para cartas de picoteo',
      'pt-BR': 'Sabores latino-americanos para cardápios de petiscos',
      'ko-KR': '스낵 메뉴를 위한 라틴아메리카의 맛',
      'ja-JP': 'スナックメニューに中南米の味を',
      zh: '为小食菜单注入拉美风味',
    },
    summary: {
      en: 'From chimichurri fries to avocado crema, regional flavors that travel well across the region.',
      es: 'De papas con chimichurri a crema de aguacate: sabores regionales que funcionan en toda la región.',
      'es-AR':
        'De papas con chimichurri a crema de palta: sabores regionales que funcionan en todo el continente.',
      'pt-BR':
        'De batatas com chimichurri a creme de abacate: sabores regionais que agradam em toda a região.',
      'ko-KR': '치미추리 감자튀김부터 아보카도 크레마까지, 지역 전반에서 사랑받는 중남미 풍미.',
      'ja-JP': 'チミチュリポテトからアボカドクレマまで、地域を越えて愛される中南米の味。',
      zh: '从阿根廷青酱薯条到牛油果奶油酱，风靡整个拉美地区的地道风味。',
    },
    body: {
      en: [
        'Chimichurri, salsa verde and avocado crema turn a basket of fries into a signature snack.',
        'Keep the base simple and let the sauce carry the regional identity, so one product works across many menus.',
        'Pair with local cheeses or a squeeze of lime for a finish that guests recognize as their own.',
      ],
      es: [
        'El chimichurri, la salsa verde y la crema de aguacate convierten una canasta de papas en una botana de la casa.',
        'Mantén la base sencilla y deja que la salsa aporte la identidad regional, así un solo producto funciona en muchos menús.',
        'Acompaña con quesos locales o unas gotas de limón para un toque final que los comensales reconozcan como propio.',
      ],
      'es-AR': [
        'El chimichurri, la salsa verde y la crema de palta convierten una porción de papas fritas en un clásico de la casa.',
        'Mantené la base simple y dejá que la salsa aporte la identidad regional: así un solo producto funciona en muchas cartas.',
        'Sumá quesos locales o unas gotas de lima para un final que los comensales sientan propio.',
      ],
      'pt-BR': [
        'Chimichurri, salsa verde e creme de abacate transformam uma porção de fritas em um petisco assinatura.',
        'Mantenha a base simples e deixe o molho trazer a identidade regional, assim um só produto funciona em vários cardápios.',
        'Combine com queijos locais ou um toque de limão para um final que os clientes reconheçam como seu.',
      ],
      'ko-KR': [
        '치미추리, 살사 베르데, 아보카도 크레마만 있으면 평범한 감자튀김이 시그니처 스낵으로 바뀝니다.',
        '베이스는 단순하게 두고 소스로 지역의 개성을 살리면 하나의 제품을 여러 메뉴에 활용할 수 있습니다.',
        '현지 치즈나 라임즙을 곁들이면 고객에게 친숙한 마무리가 됩니다.',
      ],
      'ja-JP': [
        'チミチュリ、サルサ・ヴェルデ、アボカドクレマがあれば、いつものポテトが看板スナックに変わります。',
        'ベースはシンプルにしてソースで地域らしさを出せば、ひとつの製品を多くのメニューに使えます。',
        '地元のチーズやライムを添えれば、お客様にとってなじみのある仕上がりになります。',
      ],
      zh: [
        '阿根廷青酱、青莎莎酱和牛油果奶油酱能让一篮薯条变身招牌小食。',
        '底料保持简单，由酱汁体现地域特色，一款产品就能适用于多种菜单。',
        '搭配当地奶酪或挤上青柠汁，带来顾客熟悉的本地风味。',
      ],
    },
    categories: ['menu-trends'],
    author: 'maria-delgado',
    publishDisplayDate: '2026-08-19',
    regions: ['mexico', 'latam', 'ar', 'cl', 'br'],
  },
  {
    slug: 'new-harvest-crisp-fire-roasted-vegetables',
    title: {
      en: 'New from Harvest Crisp: Fire-Roasted Vegetables',
      es: 'Novedad de Harvest Crisp: verduras asadas al fuego',
      'es-AR': 'Lo nuevo de Harvest Crisp: verduras asadas al fuego',
      'pt-BR': 'Novidade Harvest Crisp: legumes tostados na brasa',
      'ko-KR': 'Harvest Crisp 신제품: 파이어 로스티드 채소',
      'ja-JP': 'Harvest Crispの新製品：ファイアーロースト野菜',
      zh: 'Harvest Crisp 新品：火烤蔬菜',
    },
    summary: {
      en: 'Corn, peppers and a roasted vegetable blend with real char marks, ready in minutes.',
      es: 'Elote, pimientos y una mezcla de verduras asadas con auténticas marcas de fuego, listos en minutos.',
      'es-AR':
        'Choclo, morrones y una mezcla de verduras asadas con auténticas marcas de parrilla, listos en minutos.',
      'pt-BR':
        'Milho, pimentões e um mix de legumes assados com marcas reais de grelha, prontos em minutos.',
      'ko-KR': '진짜 그릴 자국이 살아 있는 옥수수, 파프리카, 구운 채소 믹스를 몇 분 만에.',
      'ja-JP': '本物の焼き目が付いたコーン、パプリカ、ロースト野菜ミックスが数分で完成。',
      zh: '玉米、甜椒和烤蔬菜组合，带有真实炙烤纹路，几分钟即可上桌。',
    },
    body: {
      en: [
        'Our new fire-roasted line is charred over open flame before freezing, so the smoky flavor is built in.',
        'Use it in bowls, tacos, salads and sides. It goes from freezer to plate in under ten minutes.',
        'Ask your distributor for samples, or add them to your sample bag on any product page.',
      ],
      es: [
        'Nuestra nueva línea asada al fuego se tuesta a fuego directo antes de congelarse, así el sabor ahumado ya viene incluido.',
        'Úsala en tazones, tacos, ensaladas y guarniciones. Pasa del congelador al plato en menos de diez minutos.',
        'Pide muestras a tu distribuidor o agrégalas a tu bolsa de muestras desde cualquier página de producto.',
      ],
      'es-AR': [
        'Nuestra nueva línea asada al fuego se tuesta a fuego directo antes de congelarse, así que el sabor ahumado ya viene incorporado.',
        'Usala en bowls, tacos, ensaladas y guarniciones. Pasa del freezer al plato en menos de diez minutos.',
        'Pedile muestras a tu distribuidor o sumalas a tu bolsa de muestras desde cualquier página de producto.',
      ],
      'pt-BR': [
        'Nossa nova linha é tostada em chama aberta antes do congelamento, então o sabor defumado já vem incorporado.',
        'Use em tigelas, tacos, saladas e acompanhamentos. Vai do freezer ao prato em menos de dez minutos.',
        'Peça amostras ao seu distribuidor ou adicione à sua sacola de amostras em qualquer página de produto.',
      ],
      'ko-KR': [
        '새로운 파이어 로스티드 라인은 냉동 전에 직화로 구워 스모키한 풍미가 그대로 살아 있습니다.',
        '볼, 타코, 샐러드, 사이드 메뉴에 활용하세요. 냉동고에서 접시까지 10분이면 충분합니다.',
        '유통업체에 샘플을 요청하거나 제품 페이지에서 샘플 백에 담아 보세요.',
      ],
      'ja-JP': [
        '新しいファイアーローストシリーズは、冷凍前に直火で焼き上げているので、スモーキーな風味が最初から楽しめます。',
        'ボウル、タコス、サラダ、サイドメニューに。冷凍庫からお皿まで10分以内です。',
        '販売代理店にサンプルをご依頼いただくか、各製品ページからサンプルバッグに追加してください。',
      ],
      zh: [
        '全新火烤系列在速冻前经明火炙烤，烟熏风味浑然天成。',
        '可用于碗餐、塔可、沙拉和配菜，从冷冻柜到餐盘不到十分钟。',
        '可向经销商索取样品，或在任意产品页面将其加入样品袋。',
      ],
    },
    categories: ['company-news'],
    author: 'maria-delgado',
    publishDisplayDate: '2026-09-16',
    regions: 'all',
  },
  {
    slug: 'holiday-catering-frozen-appetizers',
    title: {
      en: 'Holiday Catering Made Easy with Frozen Appetizers',
      es: 'Banquetes navideños sin complicaciones con entradas congeladas',
      'es-AR': 'Catering para las fiestas sin complicaciones con entradas congeladas',
      'pt-BR': 'Bufê de fim de ano sem complicação com petiscos congelados',
      'ko-KR': '냉동 애피타이저로 쉽게 준비하는 연말 케이터링',
      'ja-JP': '冷凍前菜で年末のケータリングをもっと手軽に',
      zh: '冷冻开胃菜让节日宴会轻松搞定',
    },
    summary: {
      en: 'Plan trays, oven times and hold times so every party platter arrives hot and crisp.',
      es: 'Planea charolas, tiempos de horno y de conservación para que cada platón llegue caliente y crujiente.',
      'es-AR':
        'Planificá bandejas, tiempos de horno y de espera para que cada fuente llegue caliente y crocante.',
      'pt-BR':
        'Planeje bandejas, tempos de forno e de espera para que cada travessa chegue quente e crocante.',
      'ko-KR': '트레이 구성, 오븐 시간, 보온 시간을 계획해 모든 파티 플래터를 따뜻하고 바삭하게.',
      'ja-JP':
        'トレー、オーブン時間、保持時間を計画して、どのパーティープラッターも熱々でカリッと。',
      zh: '规划托盘、烤制时间和保温时间，让每份派对拼盘都热乎酥脆。',
    },
    body: {
      en: [
        'Appetizers that bake from frozen, like spring rolls and stuffed jalapeños, free the fryer for made-to-order items.',
        'Bake in batches timed to pickup, and hold no longer than 20 minutes in a warmer with the vents open.',
        'Offer a mixed platter in three sizes. It simplifies ordering and makes inventory much easier to forecast.',
      ],
      es: [
        'Las entradas que se hornean directo del congelador, como los rollitos primavera y los jalapeños rellenos, liberan la freidora para los pedidos al momento.',
        'Hornea por tandas según la hora de recogida y mantén en el calentador con ventilación abierta no más de 20 minutos.',
        'Ofrece un platón surtido en tres tamaños. Simplifica los pedidos y facilita mucho la planeación de inventario.',
      ],
      'es-AR': [
        'Las entradas que se hornean directo del freezer, como los arrolladitos primavera y los jalapeños rellenos, liberan la freidora para los pedidos al momento.',
        'Horneá por tandas según el horario de retiro y mantené en el calentador con la ventilación abierta no más de 20 minutos.',
        'Ofrecé una fuente surtida en tres tamaños. Simplifica los pedidos y facilita mucho la planificación del stock.',
      ],
      'pt-BR': [
        'Petiscos que vão do freezer direto ao forno, como rolinhos primavera e jalapeños recheados, liberam a fritadeira para os pedidos na hora.',
        'Asse em lotes de acordo com o horário de retirada e mantenha na estufa com as saídas de ar abertas por no máximo 20 minutos.',
        'Ofereça uma travessa sortida em três tamanhos. Isso simplifica os pedidos e facilita muito a previsão de estoque.',
      ],
      'ko-KR': [
        '스프링롤이나 속을 채운 할라피뇨처럼 냉동 상태로 바로 굽는 애피타이저를 쓰면 튀김기를 주문 즉시 조리하는 메뉴에 쓸 수 있습니다.',
        '픽업 시간에 맞춰 나눠 굽고, 통풍구를 연 보온기에서 20분 이상 두지 마세요.',
        '세 가지 크기의 모둠 플래터를 제공하세요. 주문이 간단해지고 재고 예측도 훨씬 쉬워집니다.',
      ],
      'ja-JP': [
        '春巻きや詰め物入りハラペーニョのように冷凍のまま焼ける前菜を使えば、フライヤーを注文ごとの調理に回せます。',
        '受け取り時間に合わせて分けて焼き、通気口を開けたウォーマーでの保持は20分以内にしましょう。',
        '盛り合わせプラッターを3サイズで用意すると、注文がシンプルになり在庫の予測もぐっと楽になります。',
      ],
      zh: [
        '春卷、酿馅墨西哥辣椒等可直接从冷冻状态烘烤的开胃菜，能把炸锅留给现点现做的菜品。',
        '按取餐时间分批烘烤，在打开通风口的保温柜中保温不超过20分钟。',
        '推出三种规格的什锦拼盘，既简化点单，也让库存预测轻松许多。',
      ],
    },
    categories: ['menu-trends', 'kitchen-operations'],
    author: 'kenji-sato',
    publishDisplayDate: '2026-11-04',
    regions: 'all',
  },
]
