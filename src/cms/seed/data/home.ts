import { L } from './localized'
import type { Localized } from './types'

/** A home section: its heading, the line under it and the label of its call to action. */
interface HomeSection {
  heading: Localized
  intro: Localized
  cta: Localized
}

interface HomeFeature {
  title: Localized
  text: Localized
}

export interface SeedHome {
  marqueeHeading: Localized
  marqueeSubheading: Localized
  marqueeCta: Localized
  metaTitle: Localized
  metaDescription: Localized
  products: HomeSection & { cardLink: Localized }
  recipes: HomeSection
  brands: Omit<HomeSection, 'cta'> & { cardLink: Localized }
  news: Omit<HomeSection, 'cta'>
  getStarted: {
    heading: Localized
    text: Localized
    samples: HomeFeature
    distributor: HomeFeature
    catalogue: HomeFeature
  }
}

/** The home of every region: hero, then products, recipes, brands, news and how to order. */
export const HOME: SeedHome = {
  marqueeHeading: {
    en: 'Crave-worthy food, made for busy kitchens',
    es: 'Comida irresistible, hecha para cocinas con mucho movimiento',
    'es-AR': 'Comida irresistible, pensada para cocinas a full',
    'pt-BR': 'Comida irresistível, feita para cozinhas movimentadas',
    'ko-KR': '바쁜 주방을 위해 만든, 자꾸 생각나는 맛',
    'ja-JP': '忙しい厨房のための、また食べたくなるおいしさ',
    zh: '为繁忙厨房打造的诱人美食',
  },
  marqueeSubheading: {
    en: 'Frozen potatoes, vegetables, appetizers and avocado products that cook fast and hold well.',
    es: 'Papas, verduras, entradas y productos de aguacate congelados que se cocinan rápido y se conservan bien.',
    'es-AR':
      'Papas, verduras, entradas y productos de palta congelados que se cocinan rápido y aguantan bien.',
    'pt-BR':
      'Batatas, legumes, petiscos e produtos de abacate congelados que ficam prontos rápido e se mantêm bem.',
    'ko-KR': '빠르게 조리되고 오래 유지되는 냉동 감자, 채소, 애피타이저, 아보카도 제품.',
    'ja-JP': 'すばやく調理でき、おいしさが長持ちする冷凍ポテト、野菜、前菜、アボカド製品。',
    zh: '快速烹制、持久保温的冷冻土豆、蔬菜、开胃菜和牛油果产品。',
  },
  marqueeCta: {
    en: 'Explore products',
    es: 'Explorar productos',
    'es-AR': 'Ver productos',
    'pt-BR': 'Conheça os produtos',
    'ko-KR': '제품 살펴보기',
    'ja-JP': '製品を見る',
    zh: '浏览产品',
  },
  metaTitle: {
    en: 'Terrafield Foods | Frozen foods for food service',
    es: 'Terrafield Foods | Alimentos congelados para el servicio de alimentos',
    'es-AR': 'Terrafield Foods | Alimentos congelados para gastronomía',
    'pt-BR': 'Terrafield Foods | Congelados para food service',
    'ko-KR': 'Terrafield Foods | 외식업용 냉동식품',
    'ja-JP': 'Terrafield Foods | 業務用冷凍食品',
    zh: 'Terrafield Foods | 餐饮服务冷冻食品',
  },
  metaDescription: {
    en: 'Frozen potatoes, vegetables, appetizers and avocado products for restaurants, schools and caterers, with recipes and free samples.',
    es: 'Papas, verduras, entradas y productos de aguacate congelados para restaurantes, escuelas y banquetes, con recetas y muestras gratis.',
    'es-AR':
      'Papas, verduras, entradas y productos de palta congelados para restaurantes, escuelas y catering, con recetas y muestras gratis.',
    'pt-BR':
      'Batatas, legumes, petiscos e produtos de abacate congelados para restaurantes, escolas e bufês, com receitas e amostras grátis.',
    'ko-KR':
      '레스토랑, 학교, 케이터링을 위한 냉동 감자, 채소, 애피타이저, 아보카도 제품과 레시피, 무료 샘플.',
    'ja-JP':
      'レストラン、学校、ケータリング向けの冷凍ポテト、野菜、前菜、アボカド製品。レシピと無料サンプルもご用意。',
    zh: '面向餐厅、学校和宴会服务的冷冻土豆、蔬菜、开胃菜和牛油果产品，另有食谱和免费样品。',
  },
  products: {
    heading: L(
      'Featured products',
      'Productos destacados',
      'Nuestros destacados',
      'Produtos em destaque',
      '추천 제품',
      'おすすめ製品',
      '精选产品',
    ),
    intro: L(
      'Kitchen-tested favorites that cook fast, hold well and keep guests coming back.',
      'Favoritos probados en cocina que se preparan rápido, se conservan bien y hacen que tus clientes regresen.',
      'Favoritos probados en cocina que se hacen rápido, aguantan bien y hacen que tus clientes vuelvan.',
      'Favoritos testados na cozinha que ficam prontos rápido, se mantêm bem e fazem o cliente voltar.',
      '빠르게 조리되고 품질이 오래 유지되어 손님이 다시 찾는, 주방에서 검증된 인기 제품입니다.',
      'すばやく調理でき、おいしさが長持ちし、お客様がまた来たくなる、厨房で実証済みの人気製品です。',
      '经过后厨检验的人气产品：出餐快、保温久，让顾客一再回头。',
    ),
    cta: L(
      'See all products',
      'Ver todos los productos',
      'Ver el catálogo completo',
      'Ver todos os produtos',
      '전체 제품 보기',
      'すべての製品を見る',
      '查看全部产品',
    ),
    cardLink: L(
      'View product',
      'Ver producto',
      'Ver producto',
      'Ver produto',
      '제품 보기',
      '製品を見る',
      '查看产品',
    ),
  },
  recipes: {
    heading: L(
      'Recipes to put on the menu',
      'Recetas para tu menú',
      'Recetas para tu carta',
      'Receitas para o seu cardápio',
      '메뉴에 바로 올릴 레시피',
      'メニューに取り入れたいレシピ',
      '可直接上菜单的食谱',
    ),
    intro: L(
      'Chef-built dishes with yields, portions and the products to make them.',
      'Platillos creados por chefs, con rendimientos, porciones y los productos para prepararlos.',
      'Platos creados por cocineros, con rendimientos, porciones y los productos para hacerlos.',
      'Pratos criados por chefs, com rendimento, porções e os produtos para prepará-los.',
      '셰프가 개발한 메뉴를 분량, 1인분 기준, 사용 제품과 함께 소개합니다.',
      'シェフが考案した料理を、出来高・1人分の量・使用製品とともにご紹介します。',
      '大厨研发的菜品，附出品量、份量和所需产品。',
    ),
    cta: L(
      'Browse all recipes',
      'Ver todas las recetas',
      'Explorá todas las recetas',
      'Ver todas as receitas',
      '전체 레시피 보기',
      'すべてのレシピを見る',
      '浏览全部食谱',
    ),
  },
  brands: {
    heading: L(
      'Our brands',
      'Nuestras marcas',
      'Nuestras marcas',
      'Nossas marcas',
      '브랜드 소개',
      'ブランド紹介',
      '旗下品牌',
    ),
    intro: L(
      'Every brand, one promise: consistent quality from the field to the fryer.',
      'Todas nuestras marcas, una sola promesa: calidad constante del campo a la freidora.',
      'Todas nuestras marcas, una sola promesa: calidad pareja del campo a la freidora.',
      'Todas as nossas marcas, uma só promessa: qualidade constante do campo à fritadeira.',
      '모든 브랜드가 지키는 하나의 약속, 밭에서 튀김기까지 한결같은 품질.',
      'すべてのブランドに共通する約束は、畑からフライヤーまで変わらない品質です。',
      '每个品牌都秉持同一个承诺：从田间到炸炉，品质始终如一。',
    ),
    cardLink: L(
      'Explore the brand',
      'Conoce la marca',
      'Conocé la marca',
      'Conheça a marca',
      '브랜드 보기',
      'ブランドを見る',
      '了解品牌',
    ),
  },
  news: {
    heading: L(
      'Latest news',
      'Últimas noticias',
      'Últimas novedades',
      'Últimas notícias',
      '최신 소식',
      '最新ニュース',
      '最新资讯',
    ),
    intro: L(
      'Menu trends, kitchen tips and news from the Terrafield team.',
      'Tendencias de menú, consejos de cocina y noticias del equipo de Terrafield.',
      'Tendencias gastronómicas, tips de cocina y novedades del equipo de Terrafield.',
      'Tendências de cardápio, dicas de cozinha e novidades da equipe Terrafield.',
      '메뉴 트렌드, 주방 운영 팁, Terrafield 팀의 소식을 전합니다.',
      'メニューのトレンド、厨房のヒント、Terrafieldチームからのお知らせ。',
      '菜单趋势、后厨技巧以及 Terrafield 团队的最新动态。',
    ),
  },
  getStarted: {
    heading: L(
      'Taste it in your kitchen',
      'Pruébalo en tu cocina',
      'Probalo en tu cocina',
      'Prove na sua cozinha',
      '직접 주방에서 맛보세요',
      'ご自身の厨房でお試しください',
      '在您的厨房亲自品尝',
    ),
    text: L(
      'Order free samples for your team, then buy through a distributor near you.',
      'Pide muestras gratis para tu equipo y compra con un distribuidor cercano.',
      'Pedí muestras sin cargo para tu equipo y comprá con un distribuidor cerca tuyo.',
      'Peça amostras grátis para a sua equipe e compre com um distribuidor perto de você.',
      '팀을 위한 무료 샘플을 주문하고, 가까운 유통업체를 통해 구매하세요.',
      'チームのための無料サンプルをご注文いただき、お近くの販売店からご購入ください。',
      '为您的团队订购免费样品，再通过附近的经销商采购。',
    ),
    samples: {
      title: L(
        'Order free samples',
        'Pide muestras gratis',
        'Pedí muestras sin cargo',
        'Peça amostras grátis',
        '무료 샘플 주문',
        '無料サンプルを注文',
        '订购免费样品',
      ),
      text: L(
        'Add products to your sample bag and try them before you buy.',
        'Agrega productos a tu bolsa de muestras y pruébalos antes de comprar.',
        'Sumá productos a tu bolsa de muestras y probalos antes de comprar.',
        'Adicione produtos à sua sacola de amostras e teste antes de comprar.',
        '샘플 백에 제품을 담아 구매 전에 직접 사용해 보세요.',
        'サンプルバッグに製品を入れて、ご購入前にお試しください。',
        '将产品加入样品袋，先试后买。',
      ),
    },
    distributor: {
      title: L(
        'Find a distributor',
        'Encuentra un distribuidor',
        'Encontrá un distribuidor',
        'Encontre um distribuidor',
        '유통업체 찾기',
        '販売店を探す',
        '查找经销商',
      ),
      text: L(
        'Buy Terrafield products through a food-service distributor near you.',
        'Compra productos Terrafield con un distribuidor de servicio de alimentos cerca de ti.',
        'Comprá productos Terrafield con un distribuidor gastronómico cerca tuyo.',
        'Compre produtos Terrafield com um distribuidor de food service perto de você.',
        '가까운 외식업 유통업체를 통해 Terrafield 제품을 구매하세요.',
        'お近くの業務用食品販売店でTerrafield製品をお求めいただけます。',
        '通过您附近的餐饮服务经销商采购 Terrafield 产品。',
      ),
    },
    catalogue: {
      title: L(
        'Browse the catalogue',
        'Explora el catálogo',
        'Recorré el catálogo',
        'Explore o catálogo',
        '제품 카탈로그 보기',
        'カタログを見る',
        '浏览产品目录',
      ),
      text: L(
        'Compare specifications, nutrition and pack sizes across the range.',
        'Compara especificaciones, información nutricional y presentaciones de toda la línea.',
        'Compará especificaciones, información nutricional y presentaciones de toda la línea.',
        'Compare especificações, informações nutricionais e embalagens de toda a linha.',
        '전 제품의 규격, 영양 정보, 포장 단위를 비교해 보세요.',
        '全製品の規格、栄養成分、荷姿を比較できます。',
        '比较全系列产品的规格、营养信息和包装规格。',
      ),
    },
  },
}
