import type { Locale } from '../../../routing/locales'
import { L } from '../data/localized'
import type { Localized } from '../data/types'
import { paragraphsToRichText, paragraphsWithLinkToRichText } from '../lexical'
import type { ShowcaseAssets, ShowcaseBlocks } from './assets'

/** Anchor ids the in-page navigation points at; the grid blocks of the same page carry the last three. */
export const BANNER_ANCHORS = {
  kitchenPartners: 'kitchen-partners',
  avocados: 'avocado-program',
  fields: 'from-our-fields',
  potatoes: 'potato-harvest',
  promise: 'our-promise',
  menuIdeas: 'menu-solutions',
  video: 'video',
  clip: 'kitchen-clip',
} as const

const NAVIGATION: [string, Localized][] = [
  [
    BANNER_ANCHORS.kitchenPartners,
    L(
      'Kitchen partners',
      'Socios de cocina',
      'Socios de cocina',
      'Parceiros de cozinha',
      '주방 파트너',
      '厨房パートナー',
      '厨房伙伴',
    ),
  ],
  [
    BANNER_ANCHORS.avocados,
    L('Avocados', 'Aguacates', 'Paltas', 'Abacates', '아보카도', 'アボカド', '牛油果'),
  ],
  [BANNER_ANCHORS.potatoes, L('Potatoes', 'Papas', 'Papas', 'Batatas', '감자', 'ポテト', '马铃薯')],
  [
    BANNER_ANCHORS.promise,
    L(
      'Our promise',
      'Nuestro compromiso',
      'Nuestro compromiso',
      'Nosso compromisso',
      '우리의 약속',
      '私たちの約束',
      '我们的承诺',
    ),
  ],
  [
    BANNER_ANCHORS.menuIdeas,
    L(
      'Menu ideas',
      'Ideas de menú',
      'Ideas para la carta',
      'Ideias para o cardápio',
      '메뉴 아이디어',
      'メニューのアイデア',
      '菜单灵感',
    ),
  ],
  [BANNER_ANCHORS.video, L('Video', 'Video', 'Video', 'Vídeo', '동영상', '動画', '视频')],
  [
    'our-products',
    L(
      'Our products',
      'Nuestros productos',
      'Nuestros productos',
      'Nossos produtos',
      '제품 소개',
      '製品紹介',
      '我们的产品',
    ),
  ],
  [
    'avocado-spotlight',
    L(
      'Avocado spotlight',
      'Aguacate destacado',
      'Palta destacada',
      'Abacate em destaque',
      '아보카도 스포트라이트',
      'アボカド特集',
      '牛油果聚焦',
    ),
  ],
  [
    'in-the-kitchen',
    L(
      'In the kitchen',
      'En la cocina',
      'En la cocina',
      'Na cozinha',
      '주방에서',
      'キッチンで',
      '厨房实况',
    ),
  ],
]

const COPY = {
  partnersHeading: L(
    'Built for busy kitchens',
    'Hecho para cocinas con mucho movimiento',
    'Pensado para cocinas con mucho movimiento',
    'Feito para cozinhas movimentadas',
    '바쁜 주방을 위해 만들었습니다',
    '忙しい厨房のために',
    '为繁忙的厨房而生',
  ),
  partnersText: L(
    'From quick-service chains to school cafeterias, Terrafield potatoes and avocado products arrive prepped, portioned and ready for service.',
    'Desde cadenas de comida rápida hasta comedores escolares, las papas y los productos de aguacate Terrafield llegan preparados, porcionados y listos para servir.',
    'Desde cadenas de comida rápida hasta comedores escolares, las papas y los productos de palta Terrafield llegan preparados, porcionados y listos para servir.',
    'De redes de fast food a refeitórios escolares, as batatas e os produtos de abacate Terrafield chegam preparados, porcionados e prontos para servir.',
    '퀵서비스 체인부터 학교 급식실까지, Terrafield의 감자와 아보카도 제품은 손질과 소분을 마친 상태로 바로 조리할 수 있게 도착합니다.',
    'クイックサービスチェーンから学校給食まで、Terrafieldのポテトとアボカド製品は下ごしらえと小分けを済ませ、すぐに提供できる状態で届きます。',
    '从快餐连锁到学校食堂，Terrafield 的马铃薯和牛油果产品送达时已完成预处理和分装，开袋即可出餐。',
  ),
  talkToUs: L(
    'Talk to our food-service team',
    'Hable con nuestro equipo de servicio de alimentos',
    'Hablá con nuestro equipo gastronómico',
    'Fale com nossa equipe de food service',
    '외식 사업팀에 문의하기',
    '外食チームに相談する',
    '联系我们的餐饮服务团队',
  ),
  findDistributor: L(
    'Find a distributor',
    'Encuentre un distribuidor',
    'Encontrá un distribuidor',
    'Encontre um distribuidor',
    '유통업체 찾기',
    '販売代理店を探す',
    '查找经销商',
  ),
  avocadoHeading: L(
    'Avocado, ready when you are',
    'Aguacate listo cuando lo necesite',
    'Palta lista cuando la necesitás',
    'Abacate pronto quando você precisar',
    '필요할 때 바로 쓰는 아보카도',
    '使いたいときにすぐ使えるアボカド',
    '随时可用的牛油果',
  ),
  avocadoText: L(
    'Our Hass avocado pulp, chunks and guacamole are high-pressure processed, so they stay green and fresh-tasting for weeks without preservatives. No pits, no peeling, no waste.',
    'Nuestra pulpa, trozos y guacamole de aguacate Hass se procesan con alta presión, así que se mantienen verdes y con sabor fresco durante semanas sin conservadores. Sin hueso, sin pelar, sin desperdicio.',
    'Nuestra pulpa, cubos y guacamole de palta Hass se procesan con alta presión: se mantienen verdes y con sabor fresco durante semanas, sin conservantes. Sin carozo, sin pelar, sin desperdicio.',
    'Nossa polpa, pedaços e guacamole de abacate Hass passam por alta pressão, por isso ficam verdes e com sabor de fresco por semanas, sem conservantes. Sem caroço, sem descascar, sem desperdício.',
    '하스 아보카도 펄프, 청크, 과카몰리는 고압 처리 공법으로 만들어 보존료 없이도 몇 주 동안 초록빛과 신선한 맛을 유지합니다. 씨 제거도, 껍질 벗기기도, 버려지는 것도 없습니다.',
    'ハスアボカドのパルプ、チャンク、ワカモレは高圧処理で仕上げているため、保存料なしでも数週間、鮮やかな緑色と新鮮な味わいが続きます。種取りも皮むきも不要で、無駄がありません。',
    '我们的哈斯牛油果泥、牛油果块和牛油果酱采用超高压处理，无需防腐剂也能在数周内保持翠绿和新鲜口感。无核、免去皮、零浪费。',
  ),
  avocadoCta: L(
    'See our avocado products',
    'Vea nuestros productos de aguacate',
    'Mirá nuestros productos de palta',
    'Veja nossos produtos de abacate',
    '아보카도 제품 보기',
    'アボカド製品を見る',
    '查看牛油果产品',
  ),
  fieldsCaption: L(
    "Potato fields in Idaho's Snake River Valley, where most of our russets are grown.",
    'Campos de papa en el valle del río Snake, en Idaho, donde cultivamos la mayoría de nuestras papas russet.',
    'Campos de papa en el valle del río Snake, en Idaho, donde cultivamos la mayor parte de nuestras papas russet.',
    'Campos de batata no vale do rio Snake, em Idaho, onde cultivamos a maior parte das nossas batatas russet.',
    '아이다호주 스네이크강 유역의 감자밭으로, Terrafield 러셋 감자 대부분이 이곳에서 자랍니다.',
    'アイダホ州スネーク川流域のじゃがいも畑。Terrafieldのラセットポテトの多くがここで育ちます。',
    '爱达荷州蛇河谷的马铃薯田，我们的大部分褐皮马铃薯都产自这里。',
  ),
  moreAbout: L(
    'More about Terrafield',
    'Más sobre Terrafield',
    'Más sobre Terrafield',
    'Mais sobre a Terrafield',
    'Terrafield 더 알아보기',
    'Terrafieldについて詳しく',
    '进一步了解 Terrafield',
  ),
  harvestHeading: L(
    'Harvested at peak, frozen within hours',
    'Cosechadas en su punto, congeladas en pocas horas',
    'Cosechadas en su punto justo, congeladas en pocas horas',
    'Colhidas no ponto certo, congeladas em poucas horas',
    '제철에 수확해 몇 시간 안에 급속 냉동',
    '収穫の最盛期に掘り、数時間以内に急速冷凍',
    '应季采收，数小时内速冻',
  ),
  harvestText: L(
    'Our fries are cut, blanched and frozen close to the fields, locking in flavour and a consistent golden finish in every batch.',
    'Nuestras papas a la francesa se cortan, escaldan y congelan cerca de los campos, conservando el sabor y un dorado uniforme en cada lote.',
    'Nuestras papas fritas se cortan, blanquean y congelan cerca de los campos: conservan el sabor y un dorado parejo en cada tanda.',
    'Nossas batatas fritas são cortadas, branqueadas e congeladas perto das lavouras, preservando o sabor e um dourado uniforme em cada lote.',
    '감자튀김은 밭 가까이에서 바로 자르고 데친 뒤 냉동해, 매번 한결같은 풍미와 황금빛 색감을 지킵니다.',
    'フライドポテトは畑のすぐ近くでカット、ブランチング、冷凍まで行うため、どのロットでも風味と均一なきつね色が保たれます。',
    '我们的薯条在田边完成切条、焯水和冷冻，每一批都锁住风味，呈现均匀的金黄色泽。',
  ),
  howWeGrow: L(
    'How we grow',
    'Cómo cultivamos',
    'Cómo cultivamos',
    'Como cultivamos',
    '재배 방식 알아보기',
    '栽培へのこだわり',
    '了解我们的种植方式',
  ),
  promiseHeading: L(
    'Our promise to your kitchen',
    'Nuestro compromiso con su cocina',
    'Nuestro compromiso con tu cocina',
    'Nosso compromisso com a sua cozinha',
    '고객의 주방을 위한 약속',
    'お客様の厨房へのお約束',
    '我们对您厨房的承诺',
  ),
  promiseText: L(
    'Three things every kitchen can count on.',
    'Tres cosas con las que toda cocina puede contar.',
    'Tres cosas con las que toda cocina puede contar.',
    'Três coisas com que toda cozinha pode contar.',
    '모든 주방이 믿고 맡길 수 있는 세 가지.',
    'どの厨房でも頼りにできる3つのこと。',
    '每个厨房都可以信赖的三点。',
  ),
  yieldTitle: L(
    'Consistent yield',
    'Rendimiento constante',
    'Rendimiento parejo',
    'Rendimento constante',
    '일정한 수율',
    '安定した歩留まり',
    '稳定的出成率',
  ),
  yieldText: L(
    'Every case is graded and portioned, so food cost per plate stays predictable.',
    'Cada caja se clasifica y porciona, para que el costo por plato sea predecible.',
    'Cada caja viene clasificada y porcionada, así el costo por plato es previsible.',
    'Cada caixa é classificada e porcionada, para que o custo por prato seja previsível.',
    '모든 박스를 선별·소분해 한 접시당 원가를 예측할 수 있습니다.',
    'すべてのケースを選別・小分けしているので、一皿あたりの原価を見通せます。',
    '每箱产品均经过分级和分装，每份餐的食材成本清晰可控。',
  ),
  browseProducts: L(
    'Browse products',
    'Ver productos',
    'Ver productos',
    'Ver produtos',
    '제품 둘러보기',
    '製品を見る',
    '浏览产品',
  ),
  schoolTitle: L(
    'School-ready nutrition',
    'Nutrición lista para escuelas',
    'Nutrición pensada para escuelas',
    'Nutrição pronta para escolas',
    '학교 급식 맞춤 영양',
    '学校給食に対応した栄養設計',
    '符合校餐标准的营养',
  ),
  schoolText: L(
    'Lower-sodium fries and whole-vegetable sides help menus meet school meal standards.',
    'Papas con menos sodio y guarniciones de verduras enteras ayudan a cumplir los estándares de comidas escolares.',
    'Papas con menos sodio y guarniciones de verduras enteras ayudan a cumplir los estándares de los comedores escolares.',
    'Batatas com menos sódio e acompanhamentos de legumes inteiros ajudam os cardápios a atender aos padrões da alimentação escolar.',
    '저나트륨 감자튀김과 통채소 사이드 메뉴로 학교 급식 기준을 쉽게 맞출 수 있습니다.',
    '減塩ポテトや野菜まるごとのサイドメニューで、学校給食の基準を満たしやすくなります。',
    '低钠薯条和整蔬配菜，帮助菜单达到学校餐饮标准。',
  ),
  partnersTitle: L(
    'Delivered by partners you know',
    'Entregado por distribuidores de confianza',
    'Entregado por distribuidores de confianza',
    'Entregue por parceiros de confiança',
    '믿을 수 있는 유통 파트너의 배송',
    'おなじみの販売代理店がお届け',
    '由熟悉的合作伙伴配送',
  ),
  partnersFeatureText: L(
    'Order through the broadline and regional distributors you already work with.',
    'Haga su pedido con los distribuidores generales y regionales con los que ya trabaja.',
    'Hacé tu pedido con los distribuidores generales y regionales con los que ya trabajás.',
    'Faça seu pedido pelos distribuidores gerais e regionais com quem você já trabalha.',
    '이미 거래 중인 종합 및 지역 유통업체를 통해 주문하세요.',
    'すでにお取引のある総合・地域の販売代理店からご注文いただけます。',
    '通过您已合作的综合及区域经销商下单。',
  ),
  menuHeading: L(
    'Menu ideas for every operation',
    'Ideas de menú para cada operación',
    'Ideas para la carta de cada negocio',
    'Ideias de cardápio para cada operação',
    '모든 업장을 위한 메뉴 아이디어',
    'あらゆる業態のためのメニューアイデア',
    '适合各类餐饮业态的菜单灵感',
  ),
  restaurantsTitle: L(
    'Restaurants and quick service',
    'Restaurantes y comida rápida',
    'Restaurantes y comida rápida',
    'Restaurantes e fast food',
    '레스토랑과 퀵서비스',
    'レストランとクイックサービス',
    '餐厅与快餐',
  ),
  seeFries: L(
    'See fries and sides',
    'Ver papas y guarniciones',
    'Ver papas y guarniciones',
    'Ver batatas e acompanhamentos',
    '감자튀김·사이드 보기',
    'ポテトとサイドメニューを見る',
    '查看薯条和配菜',
  ),
  schoolsTitle: L(
    'Schools and campuses',
    'Escuelas y campus',
    'Escuelas y campus',
    'Escolas e campi',
    '학교와 캠퍼스',
    '学校とキャンパス',
    '学校与校园',
  ),
  schoolPricing: L(
    'Request school pricing',
    'Solicite precios para escuelas',
    'Pedí precios para escuelas',
    'Solicite preços para escolas',
    '학교 단체 가격 문의',
    '学校向け価格のお問い合わせ',
    '咨询学校价格',
  ),
  youTubeTitle: L(
    'From field to fryer: the Terrafield harvest',
    'Del campo a la freidora: la cosecha de Terrafield',
    'Del campo a la freidora: la cosecha de Terrafield',
    'Do campo à fritadeira: a colheita da Terrafield',
    '밭에서 튀김기까지: Terrafield의 수확 현장',
    '畑からフライヤーへ：Terrafieldの収穫',
    '从田间到炸锅：Terrafield 的收获季',
  ),
  clipTitle: L(
    'Guacamole prep in under two minutes',
    'Guacamole listo en menos de dos minutos',
    'Guacamole listo en menos de dos minutos',
    'Guacamole pronto em menos de dois minutos',
    '2분 만에 끝내는 과카몰리 준비',
    '2分以内で仕上げるワカモレ',
    '两分钟内备好牛油果酱',
  ),
}

const RESTAURANT_BODY: Record<Locale, string[]> = {
  en: [
    'Crispy coated fries hold their crunch for up to 20 minutes under the heat lamp and through delivery.',
    'Pair them with our guacamole for a shareable appetizer that takes two minutes to plate.',
  ],
  es: [
    'Las papas a la francesa con cobertura crujiente se mantienen crujientes hasta 20 minutos bajo la lámpara de calor y durante la entrega a domicilio.',
    'Acompáñelas con nuestro guacamole para una entrada para compartir que se emplata en dos minutos.',
  ],
  'es-AR': [
    'Las papas fritas rebozadas se mantienen crocantes hasta 20 minutos bajo la lámpara de calor y durante el delivery.',
    'Acompañalas con nuestro guacamole para una entrada para compartir que se emplata en dos minutos.',
  ],
  'pt-BR': [
    'As batatas fritas empanadas continuam crocantes por até 20 minutos sob a lâmpada de aquecimento e durante o delivery.',
    'Combine-as com nosso guacamole para uma entrada de compartilhar que fica pronta em dois minutos.',
  ],
  'ko-KR': [
    '코팅 감자튀김은 보온등 아래에서도, 배달 중에도 최대 20분간 바삭함을 유지합니다.',
    '과카몰리를 곁들이면 2분 만에 담아낼 수 있는 나눠 먹는 애피타이저가 완성됩니다.',
  ],
  'ja-JP': [
    '衣付きのクリスピーポテトは、ヒートランプの下でもデリバリー中でも最大20分間サクサク感が続きます。',
    'ワカモレを添えれば、2分で盛り付けられるシェア向け前菜になります。',
  ],
  zh: [
    '裹粉脆薯条在保温灯下和外卖途中都能保持酥脆长达 20 分钟。',
    '搭配我们的牛油果酱，两分钟即可装盘，成为适合分享的开胃小食。',
  ],
}

/** The school card ends in a link to the "Our story" page: before + link text + after. */
const SCHOOL_BODY: Record<Locale, { paragraph: string; link: [string, string, string] }> = {
  en: {
    paragraph:
      'Oven-ready potato and vegetable sides cut prep time for small teams serving hundreds of students a day.',
    link: ['Learn how we started with local cafeterias in ', 'our story', '.'],
  },
  es: {
    paragraph:
      'Las guarniciones de papa y verduras listas para el horno reducen el tiempo de preparación de equipos pequeños que atienden a cientos de estudiantes al día.',
    link: ['Descubra cómo empezamos con comedores locales en ', 'nuestra historia', '.'],
  },
  'es-AR': {
    paragraph:
      'Las guarniciones de papa y verduras listas para el horno reducen el tiempo de preparación de equipos chicos que atienden a cientos de alumnos por día.',
    link: ['Descubrí cómo empezamos con comedores locales en ', 'nuestra historia', '.'],
  },
  'pt-BR': {
    paragraph:
      'Acompanhamentos de batata e legumes prontos para o forno reduzem o tempo de preparo de equipes pequenas que atendem centenas de alunos por dia.',
    link: ['Saiba como começamos atendendo refeitórios locais em ', 'nossa história', '.'],
  },
  'ko-KR': {
    paragraph:
      '오븐에 바로 넣는 감자·채소 사이드 메뉴로, 하루 수백 명의 학생을 책임지는 소규모 조리팀의 준비 시간을 줄여 줍니다.',
    link: ['지역 식당과 함께 시작한 이야기는 ', '회사 이야기', '에서 확인하세요.'],
  },
  'ja-JP': {
    paragraph:
      'オーブンで焼くだけのポテトや野菜のサイドメニューが、毎日何百人もの生徒に食事を提供する少人数のチームの仕込み時間を短縮します。',
    link: ['地元の食堂とともに歩み始めた経緯は', '私たちの歩み', 'でご覧いただけます。'],
  },
  zh: {
    paragraph: '即烤型马铃薯和蔬菜配菜，为每天服务数百名学生的小型厨房团队节省备餐时间。',
    link: ['想了解我们如何从服务本地食堂起步，请阅读', '我们的故事', '。'],
  },
}

function pageId(assets: ShowcaseAssets, path: string): number {
  const id = assets.pages.get(path)
  if (id === undefined) throw new Error(`showcase banners: no seeded page at ${path}`)
  return id
}

function at<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length]
  if (item === undefined) throw new Error('showcase banners: no seeded media')
  return item
}

const pageRef = (id: number) => ({ relationTo: 'pages', value: id })
const cta = (text: string, style: string, page: number) => ({
  text,
  style,
  typeOfCta: 'reference',
  reference: pageRef(page),
})

/** In-page navigation first, then one of each banner, the slide and both kinds of video. */
export const bannerBlocks: ShowcaseBlocks = (assets, locale) => {
  const pages = {
    aboutUs: pageId(assets, 'about-us'),
    ourStory: pageId(assets, 'about-us/our-story'),
    contactUs: pageId(assets, 'contact-us'),
    distributors: pageId(assets, 'find-a-distributor'),
    products: pageId(assets, 'foodservice-solutions'),
  }
  const photo = (index: number) => at(assets.photos, index)
  const icon = (index: number) => at(assets.icons, index)
  const school = SCHOOL_BODY[locale]
  return [
    {
      blockType: 'inPageNavigation',
      links: NAVIGATION.map(([anchorId, label]) => ({ label: label[locale], anchorId })),
    },
    {
      blockType: 'backgroundImageBanner',
      anchorId: BANNER_ANCHORS.kitchenPartners,
      heading: COPY.partnersHeading[locale],
      text: COPY.partnersText[locale],
      backgroundImage: photo(0),
      overlay: 'dark',
      callsToAction: [
        cta(COPY.talkToUs[locale], 'primary', pages.contactUs),
        cta(COPY.findDistributor[locale], 'secondary', pages.distributors),
      ],
    },
    {
      blockType: 'imagePopOutBanner',
      anchorId: BANNER_ANCHORS.avocados,
      heading: COPY.avocadoHeading[locale],
      text: COPY.avocadoText[locale],
      image: photo(1),
      imageSide: 'left',
      panelColor: 'green',
      callsToAction: [cta(COPY.avocadoCta[locale], 'secondary', pages.products)],
    },
    {
      blockType: 'singleImageBanner',
      anchorId: BANNER_ANCHORS.fields,
      image: photo(2),
      caption: COPY.fieldsCaption[locale],
      link: { title: COPY.moreAbout[locale], reference: pageRef(pages.aboutUs) },
    },
    {
      blockType: 'largeImageBanner',
      anchorId: BANNER_ANCHORS.potatoes,
      image: photo(3),
      heading: COPY.harvestHeading[locale],
      text: COPY.harvestText[locale],
      copyPosition: 'left',
      callsToAction: [cta(COPY.howWeGrow[locale], 'primary', pages.ourStory)],
    },
    {
      blockType: 'threeFeatureBanner',
      anchorId: BANNER_ANCHORS.promise,
      heading: COPY.promiseHeading[locale],
      text: COPY.promiseText[locale],
      features: [
        {
          image: icon(0),
          title: COPY.yieldTitle[locale],
          text: COPY.yieldText[locale],
          link: { title: COPY.browseProducts[locale], reference: pageRef(pages.products) },
        },
        // No link title: the feature's title becomes the link.
        {
          image: icon(1),
          title: COPY.schoolTitle[locale],
          text: COPY.schoolText[locale],
          link: { reference: pageRef(pages.contactUs) },
        },
        {
          image: icon(2),
          title: COPY.partnersTitle[locale],
          text: COPY.partnersFeatureText[locale],
          link: { title: COPY.findDistributor[locale], reference: pageRef(pages.distributors) },
        },
      ],
    },
    {
      blockType: 'twoColumnSlide',
      anchorId: BANNER_ANCHORS.menuIdeas,
      heading: COPY.menuHeading[locale],
      cards: [
        {
          image: photo(4),
          title: COPY.restaurantsTitle[locale],
          body: paragraphsToRichText(RESTAURANT_BODY[locale]),
          callsToAction: [cta(COPY.seeFries[locale], 'primary', pages.products)],
        },
        {
          image: photo(5),
          title: COPY.schoolsTitle[locale],
          body: paragraphsWithLinkToRichText([school.paragraph], {
            before: school.link[0],
            text: school.link[1],
            after: school.link[2],
            doc: pageRef(pages.ourStory),
          }),
          callsToAction: [cta(COPY.schoolPricing[locale], 'outline', pages.contactUs)],
        },
      ],
    },
    {
      blockType: 'video',
      anchorId: BANNER_ANCHORS.video,
      source: 'youtube',
      videoId: 'aqz-KE-bpKQ',
      title: COPY.youTubeTitle[locale],
      thumbnail: photo(3),
    },
    {
      blockType: 'video',
      anchorId: BANNER_ANCHORS.clip,
      source: 'hosted',
      title: COPY.clipTitle[locale],
      thumbnail: photo(2),
      file: assets.video,
    },
  ]
}
