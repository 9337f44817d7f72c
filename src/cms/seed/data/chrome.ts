import { BLOG_CATEGORIES } from './blogs'
import { RECIPES } from './recipes'
import type { Localized } from './types'
import { L } from './localized'
import { GATED_SLUG, SHOWCASE_COPY } from '../showcase/copy'

/**
 * Where a navigation or footer link points, as an internal route descriptor; the seed resolves it to
 * a reference (or the site path) and the site builds the localised URL.
 */
export type LinkTarget =
  | { kind: 'page'; slugChain: string[] }
  | { kind: 'productCategory'; slug: string }
  | { kind: 'blogIndex' }
  | { kind: 'recipeIndex' }
  | { kind: 'home' }
  /** The product index (`/products`), which is not a generic page. */
  | { kind: 'productIndex' }
  | { kind: 'blogCategory'; slug: string }
  | { kind: 'recipe'; slug: string }
  | { kind: 'brand'; slug: string }
  /** The partner program home (`/terrafield+`), derived from the configured program name. */
  | { kind: 'partnerHome' }
  /** The sample bag view. */
  | { kind: 'sampleBag' }

export type SeedAuthentication = 'any' | 'signedIn' | 'signedOut'

export interface SeedNavLink {
  title: Localized
  target: LinkTarget
  authentication?: SeedAuthentication
}

export interface SeedNavSidebarLink extends SeedNavLink {
  subtext: Localized
}

export interface SeedNavPromo {
  title: Localized
  text: Localized
  target: LinkTarget
}

/** A navigation category: a name (the column heading), an optional title link and child links. */
export interface SeedNavCategory {
  name: Localized
  target?: LinkTarget
  links: SeedNavLink[]
}

export interface SeedNavGroup {
  title: Localized
  target: LinkTarget
  authentication?: SeedAuthentication
  /** Up to 5. */
  sidebarLinks: SeedNavSidebarLink[]
  /** Up to 5. */
  promos: SeedNavPromo[]
  /** Up to 4 columns, each one category. */
  categoryColumns: SeedNavCategory[]
}

export interface SeedNavigation {
  regionDropdownTitle: Localized
  languageDropdownTitle: Localized
  sampleBagEnabled: boolean
  /** The navigation bar's sample bag link, shown when the bag is enabled. */
  sampleBagLink: SeedNavLink
  preNavigationLeft: SeedNavLink[]
  /** Up to 4. */
  preNavigationRight: SeedNavLink[]
  /** Up to 4. */
  groups: SeedNavGroup[]
}

export interface SeedFooterCategory {
  title: Localized
  target: LinkTarget
  links: SeedNavLink[]
}

export interface SeedFooterColumn {
  name: Localized
  authentication?: SeedAuthentication
  /** Up to 5. */
  categories: SeedFooterCategory[]
}

export interface SeedFooter {
  businessName: string
  businessPhone: string
  copyrightCompanyName: string
  privacyPolicyLink: SeedNavLink
  termsLink: SeedNavLink
  signupHeading: Localized
  signupText: Localized
  /** Up to 4. */
  columns: SeedFooterColumn[]
}

/** A proper name written the same way in every locale. */
const same = (name: string): Localized => L(name, name, name, name, name, name, name)

const page = (...slugChain: string[]): LinkTarget => ({ kind: 'page', slugChain })
const category = (slug: string): LinkTarget => ({ kind: 'productCategory', slug })

const T = {
  partnerResources: SHOWCASE_COPY.gatedTitle,
  whyTerrafield: L(
    'Why Terrafield',
    'Por qué Terrafield',
    'Por qué Terrafield',
    'Por que a Terrafield',
    '왜 테라필드인가',
    'テラフィールドが選ばれる理由',
    '为什么选择 Terrafield',
  ),
  products: L('Products', 'Productos', 'Productos', 'Produtos', '제품', '製品', '产品'),
  recipes: L('Recipes', 'Recetas', 'Recetas', 'Receitas', '레시피', 'レシピ', '食谱'),
  resources: L('Resources', 'Recursos', 'Recursos', 'Recursos', '자료', 'お役立ち情報', '资源'),
  about: L('About', 'Nosotros', 'Nosotros', 'Sobre nós', '회사 소개', '会社情報', '关于我们'),
  aboutUs: L(
    'About us',
    'Quiénes somos',
    'Quiénes somos',
    'Quem somos',
    '회사 소개',
    '会社概要',
    '关于我们',
  ),
  ourStory: L(
    'Our story',
    'Nuestra historia',
    'Nuestra historia',
    'Nossa história',
    '우리의 이야기',
    '私たちの歩み',
    '我们的故事',
  ),
  sustainability: L(
    'Sustainability',
    'Sostenibilidad',
    'Sustentabilidad',
    'Sustentabilidade',
    '지속가능성',
    'サステナビリティ',
    '可持续发展',
  ),
  contactUs: L(
    'Contact us',
    'Contáctanos',
    'Contacto',
    'Fale conosco',
    '문의하기',
    'お問い合わせ',
    '联系我们',
  ),
  findDistributor: L(
    'Find a distributor',
    'Encuentra un distribuidor',
    'Buscá un distribuidor',
    'Encontre um distribuidor',
    '유통업체 찾기',
    '販売代理店を探す',
    '查找经销商',
  ),
  sampleBag: L(
    'Sample bag',
    'Bolsa de muestras',
    'Bolsa de muestras',
    'Sacola de amostras',
    '샘플 백',
    'サンプルバッグ',
    '样品袋',
  ),
  solutions: L(
    'Foodservice solutions',
    'Soluciones para el servicio de alimentos',
    'Soluciones gastronómicas',
    'Soluções para food service',
    '외식 솔루션',
    '業務用ソリューション',
    '餐饮服务解决方案',
  ),
  k12: L(
    'K-12 schools',
    'Escuelas K-12',
    'Comedores escolares',
    'Alimentação escolar',
    'K-12 학교 급식',
    '学校給食',
    '中小学餐饮',
  ),
  blog: L(
    'Blog & news',
    'Blog y noticias',
    'Blog y novedades',
    'Blog e notícias',
    '블로그·뉴스',
    'ブログ・ニュース',
    '博客与新闻',
  ),
  allRecipes: L(
    'All recipes',
    'Todas las recetas',
    'Todas las recetas',
    'Todas as receitas',
    '전체 레시피',
    'すべてのレシピ',
    '全部食谱',
  ),
  privacy: L(
    'Privacy policy',
    'Política de privacidad',
    'Política de privacidad',
    'Política de privacidade',
    '개인정보 처리방침',
    'プライバシーポリシー',
    '隐私政策',
  ),
  terms: L(
    'Terms of use',
    'Términos de uso',
    'Términos y condiciones de uso',
    'Termos de uso',
    '이용약관',
    '利用規約',
    '使用条款',
  ),
  fries: L(
    'Fries',
    'Papas fritas',
    'Papas fritas',
    'Batatas fritas',
    '감자튀김',
    'フライドポテト',
    '薯条',
  ),
  specialtyPotatoes: L(
    'Specialty potatoes',
    'Especialidades de papa',
    'Especialidades de papa',
    'Especialidades de batata',
    '스페셜티 감자',
    'ポテト加工品',
    '特色土豆',
  ),
  hashBrowns: L(
    'Hash browns',
    'Papas hash brown',
    'Tortitas de papa',
    'Batatas hash brown',
    '해시브라운',
    'ハッシュブラウン',
    '薯饼',
  ),
  sweetPotatoes: L(
    'Sweet potatoes',
    'Camotes',
    'Batatas',
    'Batata-doce',
    '고구마',
    'スイートポテト',
    '红薯',
  ),
  appetizers: L('Appetizers', 'Entradas', 'Entradas', 'Petiscos', '애피타이저', '前菜', '开胃菜'),
  onionRings: L(
    'Onion rings',
    'Aros de cebolla',
    'Aros de cebolla',
    'Anéis de cebola',
    '어니언링',
    'オニオンリング',
    '洋葱圈',
  ),
  vegetables: L('Vegetables', 'Verduras', 'Verduras', 'Legumes', '채소', '野菜', '蔬菜'),
  avocado: L('Avocado', 'Aguacate', 'Palta', 'Abacate', '아보카도', 'アボカド', '牛油果'),
}

const TERRAFIELD_PLUS = same('Terrafield+')

const BRAND_NAMES: [slug: string, name: string][] = [
  ['terrafield-classic', 'Terrafield Classic'],
  ['harvest-crisp', 'Harvest Crisp'],
  ['golden-acre', 'Golden Acre'],
  ['verde-avocado', 'Verde Avocado'],
]

const BRAND_LINKS: SeedNavLink[] = BRAND_NAMES.map(([slug, name]) => ({
  title: same(name),
  target: { kind: 'brand', slug },
}))

function recipeLink(slug: string): SeedNavLink {
  const recipe = RECIPES.find((r) => r.slug === slug)
  if (!recipe) throw new Error(`Unknown recipe ${slug}`)
  return { title: recipe.name, target: { kind: 'recipe', slug } }
}

export const NAVIGATION: SeedNavigation = {
  regionDropdownTitle: L('Region', 'Región', 'Región', 'Região', '지역', '地域', '地区'),
  languageDropdownTitle: L('Language', 'Idioma', 'Idioma', 'Idioma', '언어', '言語', '语言'),
  sampleBagEnabled: true,
  sampleBagLink: { title: T.sampleBag, target: { kind: 'sampleBag' } },
  preNavigationLeft: [{ title: T.whyTerrafield, target: page('why-terrafield') }],
  preNavigationRight: [
    { title: T.contactUs, target: page('contact-us') },
    { title: T.findDistributor, target: page('find-a-distributor') },
    { title: TERRAFIELD_PLUS, target: { kind: 'partnerHome' } },
    { title: T.partnerResources, target: page(GATED_SLUG), authentication: 'signedIn' },
  ],
  groups: [
    {
      title: T.products,
      target: { kind: 'productIndex' },
      sidebarLinks: [
        {
          title: L(
            'All products',
            'Todos los productos',
            'Todos los productos',
            'Todos os produtos',
            '전체 제품',
            'すべての製品',
            '全部产品',
          ),
          subtext: L(
            'Browse our full food-service range',
            'Explora toda nuestra línea para el servicio de alimentos',
            'Recorré toda nuestra línea gastronómica',
            'Conheça toda a nossa linha para food service',
            '외식업용 전체 제품군 보기',
            '業務用製品のラインナップを見る',
            '浏览我们全系列餐饮服务产品',
          ),
          target: { kind: 'productIndex' },
        },
        {
          title: T.findDistributor,
          subtext: L(
            'See who delivers in your area',
            'Descubre quién entrega en tu zona',
            'Mirá quién entrega en tu zona',
            'Veja quem entrega na sua região',
            '우리 지역 배송 업체 확인',
            'お近くの配送業者を確認',
            '查看为您所在地区配送的经销商',
          ),
          target: page('find-a-distributor'),
        },
        {
          title: L(
            'Order samples',
            'Pide muestras',
            'Pedí muestras',
            'Peça amostras',
            '샘플 신청',
            'サンプルを注文',
            '申请样品',
          ),
          subtext: L(
            'Try our products in your own kitchen',
            'Prueba nuestros productos en tu propia cocina',
            'Probá nuestros productos en tu propia cocina',
            'Experimente nossos produtos na sua cozinha',
            '직접 주방에서 제품을 사용해 보세요',
            'ご自身の厨房で製品をお試しください',
            '在您的厨房中试用我们的产品',
          ),
          target: { kind: 'sampleBag' },
        },
      ],
      promos: [
        {
          title: L(
            'Fire-roasted vegetables',
            'Verduras asadas al fuego',
            'Verduras asadas al fuego',
            'Legumes tostados na brasa',
            '파이어 로스티드 채소',
            'ファイアーロースト野菜',
            '火烤蔬菜',
          ),
          text: L(
            'New from Harvest Crisp: real char, ready in minutes.',
            'Novedad de Harvest Crisp: auténtico sabor a las brasas, listo en minutos.',
            'Lo nuevo de Harvest Crisp: auténtico sabor a parrilla, listo en minutos.',
            'Novidade Harvest Crisp: sabor de brasa de verdade, pronto em minutos.',
            'Harvest Crisp 신제품: 진짜 불맛을 몇 분 만에.',
            'Harvest Crispの新製品：本格的な焼き目が数分で。',
            'Harvest Crisp 新品：真实炙烤风味，几分钟即可上桌。',
          ),
          target: category('vegetables'),
        },
      ],
      categoryColumns: [
        {
          name: T.fries,
          target: category('fries'),
          links: [
            {
              title: L(
                'Straight cut',
                'Corte recto',
                'Corte recto',
                'Corte reto',
                '스트레이트 컷',
                'ストレートカット',
                '直切薯条',
              ),
              target: category('straight-cut'),
            },
            {
              title: L(
                'Crinkle cut',
                'Corte ondulado',
                'Corte ondulado',
                'Corte ondulado',
                '크링클 컷',
                'クリンクルカット',
                '波浪薯条',
              ),
              target: category('crinkle-cut'),
            },
            {
              title: L(
                'Seasoned fries',
                'Papas sazonadas',
                'Papas condimentadas',
                'Batatas temperadas',
                '시즈닝 감자튀김',
                'シーズンドポテト',
                '调味薯条',
              ),
              target: category('seasoned-fries'),
            },
          ],
        },
        {
          name: L(
            'More potatoes',
            'Más papas',
            'Más papas',
            'Mais batatas',
            '기타 감자 제품',
            'その他のポテト',
            '更多土豆产品',
          ),
          links: [
            { title: T.specialtyPotatoes, target: category('specialty-potatoes') },
            { title: T.hashBrowns, target: category('hash-browns') },
            { title: T.sweetPotatoes, target: category('sweet-potatoes') },
          ],
        },
        {
          name: L(
            'Appetizers & vegetables',
            'Entradas y verduras',
            'Entradas y verduras',
            'Petiscos e legumes',
            '애피타이저·채소',
            '前菜・野菜',
            '开胃菜与蔬菜',
          ),
          links: [
            { title: T.appetizers, target: category('appetizers') },
            { title: T.onionRings, target: category('onion-rings') },
            { title: T.vegetables, target: category('vegetables') },
            { title: T.avocado, target: category('avocado') },
          ],
        },
        {
          name: L('Brands', 'Marcas', 'Marcas', 'Marcas', '브랜드', 'ブランド', '品牌'),
          links: BRAND_LINKS,
        },
      ],
    },
    {
      title: T.recipes,
      target: { kind: 'recipeIndex' },
      sidebarLinks: [
        {
          title: T.allRecipes,
          subtext: L(
            'Menu-ready ideas for every daypart',
            'Ideas listas para el menú a cualquier hora',
            'Ideas listas para la carta en cualquier momento del día',
            'Ideias prontas para o cardápio em qualquer horário',
            '하루 종일 활용할 수 있는 메뉴 아이디어',
            '時間帯を問わず使えるメニューアイデア',
            '适合全天各时段的菜单灵感',
          ),
          target: { kind: 'recipeIndex' },
        },
      ],
      promos: [
        {
          title: L(
            'Game day favorites',
            'Favoritos para el partido',
            'Favoritos para ver el partido',
            'Favoritos para dia de jogo',
            '경기 관람 인기 메뉴',
            '観戦の定番メニュー',
            '观赛人气美食',
          ),
          text: L(
            'Shareable platters built for big crowds.',
            'Platos para compartir pensados para grupos grandes.',
            'Platos para compartir, ideales para grupos grandes.',
            'Porções para compartilhar, feitas para grandes grupos.',
            '여럿이 함께 즐기는 셰어 플래터.',
            '大人数で楽しめるシェアプラッター。',
            '专为多人聚会打造的分享拼盘。',
          ),
          target: { kind: 'recipe', slug: 'loaded-steakhouse-fries' },
        },
      ],
      categoryColumns: [
        {
          name: L(
            'Popular recipes',
            'Recetas populares',
            'Recetas más elegidas',
            'Receitas populares',
            '인기 레시피',
            '人気のレシピ',
            '热门食谱',
          ),
          target: { kind: 'recipeIndex' },
          links: [
            recipeLink('loaded-steakhouse-fries'),
            recipeLink('house-guacamole-warm-tortilla-chips'),
            recipeLink('roasted-vegetable-grain-bowl'),
            recipeLink('buffalo-cauliflower-bites'),
            recipeLink('avocado-toast-poached-egg'),
          ],
        },
      ],
    },
    {
      title: T.resources,
      target: { kind: 'blogIndex' },
      sidebarLinks: [
        {
          title: T.blog,
          subtext: L(
            'Menu trends, kitchen tips and company news',
            'Tendencias de menú, consejos de cocina y noticias de la empresa',
            'Tendencias, consejos de cocina y novedades de la empresa',
            'Tendências de cardápio, dicas de cozinha e notícias da empresa',
            '메뉴 트렌드, 주방 팁, 회사 소식',
            'メニュートレンド、厨房のヒント、企業ニュース',
            '菜单趋势、厨房技巧和公司新闻',
          ),
          target: { kind: 'blogIndex' },
        },
        {
          title: T.solutions,
          subtext: L(
            'Support for every kind of operation',
            'Apoyo para todo tipo de negocio',
            'Apoyo para cada tipo de negocio',
            'Apoio para todo tipo de operação',
            '모든 업태를 위한 지원',
            'あらゆる業態をサポート',
            '为各类经营提供支持',
          ),
          target: page('foodservice-solutions'),
        },
        {
          title: T.k12,
          subtext: L(
            'Products and crediting sheets for school meals',
            'Productos y fichas para comidas escolares',
            'Productos y fichas para comedores escolares',
            'Produtos e fichas para refeições escolares',
            '학교 급식용 제품과 인정 자료',
            '給食向け製品と基準適合シート',
            '校园餐产品及计量资料表',
          ),
          target: page('foodservice-solutions', 'k-12'),
        },
      ],
      promos: [
        {
          title: L(
            'Kitchen operations',
            'Operación de cocina',
            'Gestión de cocina',
            'Operação de cozinha',
            '주방 운영',
            '厨房オペレーション',
            '厨房运营',
          ),
          text: L(
            'Practical ideas to save labor and cut waste.',
            'Ideas prácticas para ahorrar mano de obra y reducir desperdicio.',
            'Ideas prácticas para ahorrar trabajo y reducir desperdicio.',
            'Ideias práticas para poupar mão de obra e reduzir o desperdício.',
            '인력을 아끼고 낭비를 줄이는 실용적인 아이디어.',
            '人手を省き、ロスを減らす実践的なアイデア。',
            '节省人力、减少浪费的实用妙招。',
          ),
          target: { kind: 'blogCategory', slug: 'kitchen-operations' },
        },
      ],
      categoryColumns: [
        {
          name: L('Topics', 'Temas', 'Temas', 'Temas', '주제', 'トピック', '主题'),
          target: { kind: 'blogIndex' },
          links: BLOG_CATEGORIES.map((c) => ({
            title: c.name,
            target: { kind: 'blogCategory', slug: c.slug },
          })),
        },
      ],
    },
    {
      title: T.about,
      // Partners see the Terrafield+ group in its place (four groups per visitor).
      authentication: 'signedOut',
      target: page('about-us'),
      sidebarLinks: [
        {
          title: T.aboutUs,
          subtext: L(
            'Who we are and what we make',
            'Conoce a la empresa y lo que elaboramos',
            'Conocé la empresa y lo que elaboramos',
            'Conheça a empresa e o que produzimos',
            '우리가 누구이고 무엇을 만드는지',
            '私たちについてと製品づくり',
            '了解我们及我们的产品',
          ),
          target: page('about-us'),
        },
        {
          title: T.ourStory,
          subtext: L(
            'From one potato shed to 40 countries',
            'De una bodega de papas a 40 países',
            'De un galpón de papas a 40 países',
            'De um galpão de batatas a 40 países',
            '감자 창고에서 40개국으로',
            '小さな倉庫から40か国へ',
            '从一间土豆仓库走向40个国家',
          ),
          target: page('about-us', 'our-story'),
        },
        {
          title: T.sustainability,
          subtext: L(
            'Our goals for soil, waste and packaging',
            'Nuestras metas en suelos, desperdicio y empaques',
            'Nuestras metas en suelos, desperdicio y envases',
            'Nossas metas para solo, desperdício e embalagens',
            '토양, 폐기물, 포장에 관한 목표',
            '土壌、廃棄物、包装に関する目標',
            '我们在土壤、减废和包装方面的目标',
          ),
          target: page('about-us', 'our-story', 'sustainability'),
        },
        {
          title: T.contactUs,
          subtext: L(
            'Questions about products or samples',
            'Preguntas sobre productos o muestras',
            'Consultas sobre productos o muestras',
            'Dúvidas sobre produtos ou amostras',
            '제품 및 샘플 문의',
            '製品やサンプルに関するご質問',
            '产品或样品咨询',
          ),
          target: page('contact-us'),
        },
      ],
      promos: [
        {
          title: L(
            'Join Terrafield+',
            'Únete a Terrafield+',
            'Sumate a Terrafield+',
            'Participe do Terrafield+',
            'Terrafield+ 가입하기',
            'Terrafield+に参加',
            '加入 Terrafield+',
          ),
          text: L(
            'Save favorites, order samples and meet your sales contact.',
            'Guarda favoritos, pide muestras y conoce a tu contacto de ventas.',
            'Guardá favoritos, pedí muestras y conocé a tu contacto comercial.',
            'Salve favoritos, peça amostras e conheça seu contato comercial.',
            '즐겨찾기 저장, 샘플 주문, 담당 영업 직원 확인까지.',
            'お気に入りの保存、サンプル注文、担当営業の確認ができます。',
            '收藏喜爱的产品、订购样品并联系专属销售。',
          ),
          target: { kind: 'partnerHome' },
        },
      ],
      categoryColumns: [],
    },
    {
      title: TERRAFIELD_PLUS,
      target: { kind: 'partnerHome' },
      authentication: 'signedIn',
      sidebarLinks: [
        {
          title: T.partnerResources,
          subtext: L(
            'Price lists, marketing kits and training for partners',
            'Listas de precios, kits de marketing y capacitación para socios',
            'Listas de precios, kits de marketing y capacitación para socios',
            'Tabelas de preços, kits de marketing e treinamento para parceiros',
            '파트너를 위한 가격표, 마케팅 키트, 교육 자료',
            'パートナー向けの価格表、販促キット、トレーニング',
            '面向合作伙伴的价目表、营销工具包和培训',
          ),
          target: page(GATED_SLUG),
        },
      ],
      promos: [],
      categoryColumns: [],
    },
  ],
}

export const FOOTER: SeedFooter = {
  businessName: 'Terrafield Foods',
  businessPhone: '1-800-555-0142',
  copyrightCompanyName: 'Terrafield Foods, Inc.',
  privacyPolicyLink: { title: T.privacy, target: page('privacy-policy') },
  termsLink: { title: T.terms, target: page('terms-of-use') },
  signupHeading: L(
    'Get menu ideas in your inbox',
    'Recibe ideas de menú en tu correo',
    'Recibí ideas para tu carta en tu correo',
    'Receba ideias de cardápio no seu e-mail',
    '메뉴 아이디어를 메일로 받아보세요',
    'メニューのアイデアをメールでお届け',
    '菜单灵感直达您的邮箱',
  ),
  signupText: L(
    'Monthly recipes, trends and product news. Unsubscribe anytime.',
    'Recetas, tendencias y novedades de productos cada mes. Cancela cuando quieras.',
    'Recetas, tendencias y novedades de productos todos los meses. Podés darte de baja cuando quieras.',
    'Receitas, tendências e novidades de produtos todo mês. Cancele quando quiser.',
    '매월 레시피, 트렌드, 제품 소식을 보내 드립니다. 언제든지 수신을 거부할 수 있습니다.',
    '毎月、レシピ、トレンド、製品ニュースをお届けします。配信はいつでも停止できます。',
    '每月推送食谱、趋势和产品资讯，可随时退订。',
  ),
  columns: [
    {
      name: T.products,
      categories: [
        { title: T.fries, target: category('fries'), links: [] },
        { title: T.specialtyPotatoes, target: category('specialty-potatoes'), links: [] },
        { title: T.appetizers, target: category('appetizers'), links: [] },
        { title: T.vegetables, target: category('vegetables'), links: [] },
        { title: T.avocado, target: category('avocado'), links: [] },
      ],
    },
    {
      name: T.resources,
      categories: [
        { title: T.recipes, target: { kind: 'recipeIndex' }, links: [] },
        { title: T.blog, target: { kind: 'blogIndex' }, links: [] },
        { title: T.solutions, target: page('foodservice-solutions'), links: [] },
        { title: T.k12, target: page('foodservice-solutions', 'k-12'), links: [] },
      ],
    },
    {
      name: L('Company', 'Empresa', 'Empresa', 'Empresa', '회사', '企業情報', '公司'),
      categories: [
        { title: T.aboutUs, target: page('about-us'), links: [] },
        { title: T.ourStory, target: page('about-us', 'our-story'), links: [] },
        {
          title: T.sustainability,
          target: page('about-us', 'our-story', 'sustainability'),
          links: [],
        },
        { title: T.contactUs, target: page('contact-us'), links: [] },
        { title: T.findDistributor, target: page('find-a-distributor'), links: [] },
      ],
    },
    {
      name: L('Partners', 'Socios', 'Socios', 'Parceiros', '파트너', 'パートナー', '合作伙伴'),
      authentication: 'signedOut',
      categories: [
        { title: TERRAFIELD_PLUS, target: { kind: 'partnerHome' }, links: [] },
        { title: T.sampleBag, target: { kind: 'sampleBag' }, links: [] },
      ],
    },
    {
      name: TERRAFIELD_PLUS,
      authentication: 'signedIn',
      categories: [
        { title: T.partnerResources, target: page(GATED_SLUG), links: [] },
        { title: TERRAFIELD_PLUS, target: { kind: 'partnerHome' }, links: [] },
        { title: T.sampleBag, target: { kind: 'sampleBag' }, links: [] },
      ],
    },
  ],
}
