import type { Localized, LocalizedParagraphs } from './types'

/**
 * A generic page. `slug` is the page's own URL segment; `parent` is the slug of its parent page,
 * so the full path is the parent chain joined with '/' (e.g. about-us/our-story/sustainability).
 */
export interface SeedPage {
  slug: string
  parent?: string
  title: Localized
  marqueeHeading: Localized
  marqueeSubheading: Localized
  body: LocalizedParagraphs
  metaDescription: Localized
}

export const PAGES: SeedPage[] = [
  {
    slug: 'about-us',
    title: {
      en: 'About us',
      es: 'Quiénes somos',
      'es-AR': 'Quiénes somos',
      'pt-BR': 'Quem somos',
      'ko-KR': '회사 소개',
      'ja-JP': '会社概要',
      zh: '关于我们',
    },
    marqueeHeading: {
      en: 'Food-service partners from field to fryer',
      es: 'Aliados del servicio de alimentos, del campo a la freidora',
      'es-AR': 'Socios gastronómicos, del campo a la freidora',
      'pt-BR': 'Parceiros do food service, do campo à fritadeira',
      'ko-KR': '밭에서 튀김기까지 함께하는 외식 파트너',
      'ja-JP': '畑からフライヤーまで、外食産業のパートナー',
      zh: '从田间到炸锅的餐饮服务伙伴',
    },
    marqueeSubheading: {
      en: 'Terrafield Foods makes frozen potatoes, vegetables, appetizers and avocado products for kitchens in more than 40 countries.',
      es: 'Terrafield Foods elabora papas, verduras, entradas y productos de aguacate congelados para cocinas en más de 40 países.',
      'es-AR':
        'Terrafield Foods elabora papas, verduras, entradas y productos de palta congelados para cocinas de más de 40 países.',
      'pt-BR':
        'A Terrafield Foods produz batatas, legumes, petiscos e produtos de abacate congelados para cozinhas em mais de 40 países.',
      'ko-KR':
        'Terrafield Foods는 40여 개국의 주방에 냉동 감자, 채소, 애피타이저, 아보카도 제품을 공급합니다.',
      'ja-JP':
        'Terrafield Foodsは、40か国以上の厨房に冷凍ポテト、野菜、前菜、アボカド製品をお届けしています。',
      zh: 'Terrafield Foods 为40多个国家的厨房提供冷冻土豆、蔬菜、开胃菜和牛油果产品。',
    },
    body: {
      en: [
        'We work only in food service. Every product is designed for busy commercial kitchens: consistent, quick to prepare and easy to hold.',
        'Our four brands, Terrafield Classic, Harvest Crisp, Golden Acre and Verde Avocado, cover the side of the plate, the starter and the sauce.',
        'Behind them is a network of grower partners, plants and distributors that gets product to your door, wherever you cook.',
      ],
      es: [
        'Trabajamos solo para el servicio de alimentos. Cada producto está pensado para cocinas comerciales con mucho movimiento: consistente, rápido de preparar y fácil de conservar.',
        'Nuestras cuatro marcas, Terrafield Classic, Harvest Crisp, Golden Acre y Verde Avocado, cubren la guarnición, la entrada y la salsa.',
        'Detrás de ellas hay una red de agricultores, plantas y distribuidores que lleva el producto hasta tu puerta, dondequiera que cocines.',
      ],
      'es-AR': [
        'Trabajamos solo para el sector gastronómico. Cada producto está pensado para cocinas profesionales con mucho movimiento: parejo, rápido de preparar y fácil de mantener.',
        'Nuestras cuatro marcas, Terrafield Classic, Harvest Crisp, Golden Acre y Verde Avocado, cubren la guarnición, la entrada y la salsa.',
        'Detrás de ellas hay una red de productores, plantas y distribuidores que lleva el producto hasta tu puerta, cocines donde cocines.',
      ],
      'pt-BR': [
        'Trabalhamos apenas com food service. Cada produto é pensado para cozinhas profissionais movimentadas: consistente, rápido de preparar e fácil de manter.',
        'Nossas quatro marcas, Terrafield Classic, Harvest Crisp, Golden Acre e Verde Avocado, cobrem o acompanhamento, a entrada e o molho.',
        'Por trás delas há uma rede de produtores, fábricas e distribuidores que leva o produto até a sua porta, onde quer que você cozinhe.',
      ],
      'ko-KR': [
        '당사는 외식 시장에만 집중합니다. 모든 제품은 바쁜 업소용 주방을 위해 일정한 품질, 빠른 조리, 쉬운 보관을 목표로 설계됩니다.',
        'Terrafield Classic, Harvest Crisp, Golden Acre, Verde Avocado 네 개 브랜드가 사이드, 애피타이저, 소스까지 책임집니다.',
        '그 뒤에는 어디서 요리하든 제품을 문 앞까지 전하는 협력 농가, 공장, 유통업체 네트워크가 있습니다.',
      ],
      'ja-JP': [
        '当社は業務用食品に特化しています。すべての製品は、忙しい業務用厨房のために、品質が安定し、すばやく調理でき、保持しやすいよう設計されています。',
        'Terrafield Classic、Harvest Crisp、Golden Acre、Verde Avocadoの4ブランドで、サイドメニュー、前菜、ソースまでをカバーします。',
        'その背後には、どこで調理していても製品をお届けする契約農家、工場、販売代理店のネットワークがあります。',
      ],
      zh: [
        '我们专注于餐饮服务市场。每款产品都为繁忙的商用厨房而设计：品质稳定、制备快捷、易于保温。',
        '旗下四大品牌 Terrafield Classic、Harvest Crisp、Golden Acre 和 Verde Avocado，覆盖配菜、开胃菜和酱料。',
        '在品牌背后，是由种植户、工厂和经销商组成的网络，无论您在哪里烹饪，都能把产品送到您门口。',
      ],
    },
    metaDescription: {
      en: 'Learn about Terrafield Foods, maker of frozen potatoes, vegetables, appetizers and avocado products for food service.',
      es: 'Conoce Terrafield Foods, fabricante de papas, verduras, entradas y productos de aguacate congelados para el servicio de alimentos.',
      'es-AR':
        'Conocé Terrafield Foods, fabricante de papas, verduras, entradas y productos de palta congelados para gastronomía.',
      'pt-BR':
        'Conheça a Terrafield Foods, fabricante de batatas, legumes, petiscos e produtos de abacate congelados para food service.',
      'ko-KR':
        '외식업용 냉동 감자, 채소, 애피타이저, 아보카도 제품을 만드는 Terrafield Foods를 소개합니다.',
      'ja-JP':
        '業務用の冷凍ポテト、野菜、前菜、アボカド製品をつくるTerrafield Foodsについてご紹介します。',
      zh: '了解 Terrafield Foods——面向餐饮服务的冷冻土豆、蔬菜、开胃菜和牛油果产品制造商。',
    },
  },
  {
    slug: 'our-story',
    parent: 'about-us',
    title: {
      en: 'Our story',
      es: 'Nuestra historia',
      'es-AR': 'Nuestra historia',
      'pt-BR': 'Nossa história',
      'ko-KR': '우리의 이야기',
      'ja-JP': '私たちの歩み',
      zh: '我们的故事',
    },
    marqueeHeading: {
      en: 'It started with one potato shed',
      es: 'Todo empezó en una bodega de papas',
      'es-AR': 'Todo empezó en un galpón de papas',
      'pt-BR': 'Tudo começou em um galpão de batatas',
      'ko-KR': '작은 감자 창고에서 시작된 이야기',
      'ja-JP': 'はじまりは小さなじゃがいも倉庫',
      zh: '故事始于一间土豆仓库',
    },
    marqueeSubheading: {
      en: 'Three generations of growers, cooks and engineers who care about what lands on the plate.',
      es: 'Tres generaciones de agricultores, cocineros e ingenieros a quienes les importa lo que llega al plato.',
      'es-AR':
        'Tres generaciones de productores, cocineros e ingenieros a quienes les importa lo que llega al plato.',
      'pt-BR':
        'Três gerações de produtores, cozinheiros e engenheiros que se importam com o que chega ao prato.',
      'ko-KR': '접시에 오르는 음식을 소중히 여기는 재배자, 요리사, 엔지니어의 3대에 걸친 이야기.',
      'ja-JP': 'お皿に届くものを大切にしてきた、生産者、料理人、技術者の三世代。',
      zh: '三代种植者、厨师和工程师，始终在意端上餐桌的每一份食物。',
    },
    body: {
      en: [
        'Terrafield began in 1962 when a family of potato farmers started cutting and freezing fries for the diners in their valley.',
        'As those diners grew into restaurant chains, we grew with them, adding vegetables, appetizers and, later, avocado products.',
        'Today we still work with many of the same farm families, and we still test every new product in a working kitchen before it ships.',
      ],
      es: [
        'Terrafield nació en 1962, cuando una familia de productores de papa empezó a cortar y congelar papas fritas para las cafeterías de su valle.',
        'A medida que esas cafeterías se convirtieron en cadenas de restaurantes, crecimos con ellas y sumamos verduras, entradas y, más tarde, productos de aguacate.',
        'Hoy seguimos trabajando con muchas de las mismas familias agricultoras y seguimos probando cada producto nuevo en una cocina real antes de enviarlo.',
      ],
      'es-AR': [
        'Terrafield nació en 1962, cuando una familia de productores de papa empezó a cortar y congelar papas fritas para los bodegones de su valle.',
        'A medida que esos bodegones se convirtieron en cadenas de restaurantes, crecimos con ellos y sumamos verduras, entradas y, más adelante, productos de palta.',
        'Hoy seguimos trabajando con muchas de las mismas familias productoras y seguimos probando cada producto nuevo en una cocina real antes de despacharlo.',
      ],
      'pt-BR': [
        'A Terrafield nasceu em 1962, quando uma família de produtores de batata começou a cortar e congelar batatas fritas para as lanchonetes do seu vale.',
        'À medida que essas lanchonetes viraram redes de restaurantes, crescemos com elas, incluindo legumes, petiscos e, mais tarde, produtos de abacate.',
        'Hoje ainda trabalhamos com muitas das mesmas famílias de agricultores e ainda testamos cada novo produto em uma cozinha de verdade antes de enviá-lo.',
      ],
      'ko-KR': [
        'Terrafield는 1962년, 한 감자 농가가 마을 식당들을 위해 감자튀김을 썰어 냉동하기 시작하면서 출발했습니다.',
        '그 식당들이 레스토랑 체인으로 성장하는 동안 우리도 함께 성장하며 채소, 애피타이저, 이후에는 아보카도 제품까지 더했습니다.',
        '지금도 많은 같은 농가와 함께하고 있으며, 모든 신제품은 출시 전 실제 주방에서 테스트합니다.',
      ],
      'ja-JP': [
        'Terrafieldは1962年、じゃがいも農家の一家が地元の食堂のためにポテトをカットして冷凍し始めたことから生まれました。',
        'その食堂がレストランチェーンへと成長するにつれて当社も成長し、野菜、前菜、そしてアボカド製品を加えてきました。',
        '今も多くの同じ農家とともに歩み、すべての新製品を出荷前に実際の厨房でテストしています。',
      ],
      zh: [
        '1962年，一个种土豆的家庭开始为山谷里的小餐馆切制并冷冻薯条，Terrafield 由此诞生。',
        '随着这些小餐馆发展为连锁餐厅，我们也一同成长，陆续增加了蔬菜、开胃菜，之后又推出牛油果产品。',
        '如今我们仍与许多原来的农户家庭合作，每款新品发货前仍会在真实厨房中进行测试。',
      ],
    },
    metaDescription: {
      en: 'From a family potato farm to a global food-service supplier: the story of Terrafield Foods.',
      es: 'De una granja familiar de papas a un proveedor global del servicio de alimentos: la historia de Terrafield Foods.',
      'es-AR':
        'De un campo familiar de papas a un proveedor gastronómico global: la historia de Terrafield Foods.',
      'pt-BR':
        'De uma fazenda familiar de batatas a um fornecedor global de food service: a história da Terrafield Foods.',
      'ko-KR': '가족 감자 농장에서 글로벌 외식 공급업체로 성장한 Terrafield Foods의 이야기.',
      'ja-JP': '家族経営のじゃがいも農場から世界的な業務用食品メーカーへ。Terrafield Foodsの歩み。',
      zh: '从家庭土豆农场到全球餐饮服务供应商：Terrafield Foods 的故事。',
    },
  },
  {
    slug: 'sustainability',
    parent: 'our-story',
    title: {
      en: 'Sustainability',
      es: 'Sostenibilidad',
      'es-AR': 'Sustentabilidad',
      'pt-BR': 'Sustentabilidade',
      'ko-KR': '지속가능성',
      'ja-JP': 'サステナビリティ',
      zh: '可持续发展',
    },
    marqueeHeading: {
      en: 'Better soil, less waste, lighter packaging',
      es: 'Mejores suelos, menos desperdicio, empaques más ligeros',
      'es-AR': 'Mejores suelos, menos desperdicio, envases más livianos',
      'pt-BR': 'Solo melhor, menos desperdício, embalagens mais leves',
      'ko-KR': '더 건강한 토양, 더 적은 폐기물, 더 가벼운 포장',
      'ja-JP': 'よりよい土壌、少ない廃棄、軽い包装',
      zh: '更好的土壤，更少的浪费，更轻的包装',
    },
    marqueeSubheading: {
      en: 'Our 2030 goals and the progress we report every year.',
      es: 'Nuestras metas para 2030 y los avances que reportamos cada año.',
      'es-AR': 'Nuestras metas para 2030 y los avances que informamos cada año.',
      'pt-BR': 'Nossas metas para 2030 e o progresso que divulgamos todos os anos.',
      'ko-KR': '2030년 목표와 매년 공개하는 진행 상황.',
      'ja-JP': '2030年の目標と、毎年報告している進捗。',
      zh: '我们的2030年目标及每年公布的进展。',
    },
    body: {
      en: [
        'By 2030 we aim to source all of our potatoes from growers using regenerative practices, and more than half already do.',
        'Our plants turn peels and trim into animal feed and renewable energy, and every shipping case is now fully recyclable.',
        'We publish our progress each year so customers can see where we stand.',
      ],
      es: [
        'Para 2030 queremos que todas nuestras papas provengan de agricultores con prácticas regenerativas, y más de la mitad ya lo hace.',
        'Nuestras plantas convierten cáscaras y recortes en alimento para animales y energía renovable, y todas las cajas de envío ya son 100 % reciclables.',
        'Publicamos nuestros avances cada año para que los clientes vean en qué punto estamos.',
      ],
      'es-AR': [
        'Para 2030 queremos que todas nuestras papas provengan de productores con prácticas regenerativas, y más de la mitad ya lo hace.',
        'Nuestras plantas transforman cáscaras y recortes en alimento para animales y energía renovable, y todas las cajas de despacho ya son totalmente reciclables.',
        'Publicamos nuestros avances todos los años para que los clientes vean en qué punto estamos.',
      ],
      'pt-BR': [
        'Até 2030 queremos que todas as nossas batatas venham de produtores com práticas regenerativas, e mais da metade já vem.',
        'Nossas fábricas transformam cascas e aparas em ração animal e energia renovável, e todas as caixas de envio já são 100% recicláveis.',
        'Publicamos nosso progresso todos os anos para que os clientes saibam em que ponto estamos.',
      ],
      'ko-KR': [
        '2030년까지 모든 감자를 재생 농업을 실천하는 농가에서 조달하는 것이 목표이며, 이미 절반 이상이 이를 실천하고 있습니다.',
        '공장에서는 감자 껍질과 손질 부산물을 사료와 재생 에너지로 전환하며, 모든 출고 박스는 이제 완전히 재활용할 수 있습니다.',
        '고객이 현재 위치를 확인할 수 있도록 매년 진행 상황을 공개합니다.',
      ],
      'ja-JP': [
        '2030年までに、すべてのじゃがいもを環境再生型農業を実践する農家から調達することを目指しており、すでに半数以上が実践しています。',
        '工場では皮や端材を飼料や再生可能エネルギーに変え、出荷用ケースはすべてリサイクル可能になりました。',
        'お客様に現状をご確認いただけるよう、毎年進捗を公開しています。',
      ],
      zh: [
        '我们的目标是到2030年所有土豆都来自采用再生农业的种植户，目前已超过一半。',
        '我们的工厂将土豆皮和修整边角料转化为动物饲料和可再生能源，所有运输外箱现已全部可回收。',
        '我们每年公布进展，让客户了解我们的现状。',
      ],
    },
    metaDescription: {
      en: 'Regenerative farming, zero-waste plants and recyclable packaging: how Terrafield Foods is reducing its footprint.',
      es: 'Agricultura regenerativa, plantas sin desperdicio y empaques reciclables: así reduce Terrafield Foods su huella.',
      'es-AR':
        'Agricultura regenerativa, plantas sin desperdicio y envases reciclables: así reduce Terrafield Foods su huella.',
      'pt-BR':
        'Agricultura regenerativa, fábricas sem desperdício e embalagens recicláveis: como a Terrafield Foods reduz sua pegada.',
      'ko-KR':
        '재생 농업, 폐기물 제로 공장, 재활용 포장으로 환경 발자국을 줄이는 Terrafield Foods의 노력.',
      'ja-JP':
        '環境再生型農業、廃棄物ゼロの工場、リサイクル可能な包装。Terrafield Foodsの環境負荷削減の取り組み。',
      zh: '再生农业、零废弃工厂和可回收包装：Terrafield Foods 如何减少环境足迹。',
    },
  },
  {
    slug: 'contact-us',
    title: {
      en: 'Contact us',
      es: 'Contáctanos',
      'es-AR': 'Contacto',
      'pt-BR': 'Fale conosco',
      'ko-KR': '문의하기',
      'ja-JP': 'お問い合わせ',
      zh: '联系我们',
    },
    marqueeHeading: {
      en: 'We are here to help',
      es: 'Estamos para ayudarte',
      'es-AR': 'Estamos para darte una mano',
      'pt-BR': 'Estamos aqui para ajudar',
      'ko-KR': '무엇이든 도와드리겠습니다',
      'ja-JP': 'お気軽にご相談ください',
      zh: '我们随时为您提供帮助',
    },
    marqueeSubheading: {
      en: 'Questions about products, samples or orders? Our team replies within one business day.',
      es: '¿Preguntas sobre productos, muestras o pedidos? Nuestro equipo responde en un día hábil.',
      'es-AR':
        '¿Consultas sobre productos, muestras o pedidos? Nuestro equipo responde en un día hábil.',
      'pt-BR':
        'Dúvidas sobre produtos, amostras ou pedidos? Nossa equipe responde em até um dia útil.',
      'ko-KR': '제품, 샘플, 주문에 관한 문의는 영업일 기준 하루 안에 답변드립니다.',
      'ja-JP': '製品、サンプル、ご注文に関するご質問には、1営業日以内にお返事します。',
      zh: '有关产品、样品或订单的问题？我们的团队会在一个工作日内回复。',
    },
    body: {
      en: [
        'Use the form below to reach our customer team. Tell us about your operation and we will route your question to the right person.',
        'For product orders, please contact your distributor. If you do not have one yet, our distributor finder can help.',
      ],
      es: [
        'Usa el formulario de abajo para comunicarte con nuestro equipo de atención. Cuéntanos sobre tu negocio y dirigiremos tu pregunta a la persona indicada.',
        'Para pedidos de producto, comunícate con tu distribuidor. Si aún no tienes uno, nuestro buscador de distribuidores puede ayudarte.',
      ],
      'es-AR': [
        'Usá el formulario de abajo para comunicarte con nuestro equipo de atención. Contanos sobre tu negocio y derivaremos tu consulta a la persona indicada.',
        'Para pedidos de producto, comunicate con tu distribuidor. Si todavía no tenés uno, nuestro buscador de distribuidores te puede ayudar.',
      ],
      'pt-BR': [
        'Use o formulário abaixo para falar com nossa equipe de atendimento. Conte sobre a sua operação e encaminharemos sua dúvida à pessoa certa.',
        'Para pedidos de produtos, fale com seu distribuidor. Se ainda não tiver um, nosso localizador de distribuidores pode ajudar.',
      ],
      'ko-KR': [
        '아래 양식으로 고객 지원팀에 문의하세요. 운영 중인 업장에 대해 알려 주시면 적합한 담당자에게 연결해 드립니다.',
        '제품 주문은 거래 중인 유통업체에 문의해 주세요. 아직 유통업체가 없다면 유통업체 찾기를 이용하세요.',
      ],
      'ja-JP': [
        '下のフォームからカスタマーチームにお問い合わせください。店舗の情報をお知らせいただければ、適切な担当者におつなぎします。',
        '製品のご注文は、お取引のある販売代理店にご連絡ください。まだお取引先がない場合は、販売代理店検索をご利用ください。',
      ],
      zh: [
        '请通过下方表格联系我们的客户团队。告诉我们您的经营情况，我们会将问题转给合适的人员。',
        '如需订购产品，请联系您的经销商。如果还没有经销商，可使用我们的经销商查询工具。',
      ],
    },
    metaDescription: {
      en: 'Contact Terrafield Foods about products, samples and food-service solutions.',
      es: 'Comunícate con Terrafield Foods sobre productos, muestras y soluciones para el servicio de alimentos.',
      'es-AR':
        'Comunicate con Terrafield Foods por productos, muestras y soluciones gastronómicas.',
      'pt-BR': 'Fale com a Terrafield Foods sobre produtos, amostras e soluções para food service.',
      'ko-KR': '제품, 샘플, 외식 솔루션에 관해 Terrafield Foods에 문의하세요.',
      'ja-JP':
        '製品、サンプル、業務用ソリューションについてTerrafield Foodsへお問い合わせください。',
      zh: '就产品、样品和餐饮服务解决方案联系 Terrafield Foods。',
    },
  },
  {
    slug: 'find-a-distributor',
    title: {
      en: 'Find a distributor',
      es: 'Encuentra un distribuidor',
      'es-AR': 'Buscá un distribuidor',
      'pt-BR': 'Encontre um distribuidor',
      'ko-KR': '유통업체 찾기',
      'ja-JP': '販売代理店を探す',
      zh: '查找经销商',
    },
    marqueeHeading: {
      en: 'Find Terrafield products near you',
      es: 'Encuentra productos Terrafield cerca de ti',
      'es-AR': 'Encontrá productos Terrafield cerca tuyo',
      'pt-BR': 'Encontre produtos Terrafield perto de você',
      'ko-KR': '가까운 곳에서 Terrafield 제품을 만나보세요',
      'ja-JP': 'お近くのTerrafield製品取扱店',
      zh: '查找您附近的 Terrafield 产品',
    },
    marqueeSubheading: {
      en: 'Search by postcode to see the distributors that serve your area.',
      es: 'Busca por código postal para ver los distribuidores que atienden tu zona.',
      'es-AR': 'Buscá por código postal para ver los distribuidores que cubren tu zona.',
      'pt-BR': 'Pesquise pelo CEP para ver os distribuidores que atendem sua região.',
      'ko-KR': '우편번호로 검색해 해당 지역 유통업체를 확인하세요.',
      'ja-JP': '郵便番号で検索して、お住まいの地域の販売代理店を確認できます。',
      zh: '输入邮政编码，查看为您所在地区提供服务的经销商。',
    },
    body: {
      en: [
        'We sell through broadline and specialty distributors. Enter your postcode to find the ones closest to you, with contact details for each.',
        'Ask your distributor representative for our product codes, or add items to your sample bag to try them first.',
      ],
      es: [
        'Vendemos a través de distribuidores generales y especializados. Ingresa tu código postal para encontrar los más cercanos, con sus datos de contacto.',
        'Pide a tu representante de distribución nuestros códigos de producto o agrega artículos a tu bolsa de muestras para probarlos primero.',
      ],
      'es-AR': [
        'Vendemos a través de distribuidores generales y especializados. Ingresá tu código postal para encontrar los más cercanos, con sus datos de contacto.',
        'Pedile a tu representante de distribución nuestros códigos de producto o sumá artículos a tu bolsa de muestras para probarlos primero.',
      ],
      'pt-BR': [
        'Vendemos por meio de distribuidores generalistas e especializados. Informe seu CEP para encontrar os mais próximos, com os contatos de cada um.',
        'Peça ao seu representante nossos códigos de produto ou adicione itens à sua sacola de amostras para experimentá-los antes.',
      ],
      'ko-KR': [
        '당사 제품은 종합 및 전문 유통업체를 통해 판매됩니다. 우편번호를 입력하면 가장 가까운 유통업체와 연락처를 확인할 수 있습니다.',
        '유통업체 담당자에게 제품 코드를 문의하거나, 샘플 백에 제품을 담아 먼저 사용해 보세요.',
      ],
      'ja-JP': [
        '当社製品は総合および専門の販売代理店を通じて販売しています。郵便番号を入力すると、最寄りの代理店と連絡先が表示されます。',
        '販売代理店の担当者に製品コードをお問い合わせいただくか、サンプルバッグに追加してまずはお試しください。',
      ],
      zh: [
        '我们通过综合型和专业型经销商销售产品。输入邮政编码即可找到离您最近的经销商及其联系方式。',
        '可向经销商代表索取我们的产品编码，或将产品加入样品袋先行试用。',
      ],
    },
    metaDescription: {
      en: 'Find a Terrafield Foods distributor in your area by postcode.',
      es: 'Encuentra un distribuidor de Terrafield Foods en tu zona por código postal.',
      'es-AR': 'Encontrá un distribuidor de Terrafield Foods en tu zona por código postal.',
      'pt-BR': 'Encontre um distribuidor Terrafield Foods na sua região pelo CEP.',
      'ko-KR': '우편번호로 가까운 Terrafield Foods 유통업체를 찾아보세요.',
      'ja-JP': '郵便番号でお近くのTerrafield Foods販売代理店を検索できます。',
      zh: '按邮政编码查找您所在地区的 Terrafield Foods 经销商。',
    },
  },
  {
    slug: 'foodservice-solutions',
    title: {
      en: 'Foodservice solutions',
      es: 'Soluciones para el servicio de alimentos',
      'es-AR': 'Soluciones gastronómicas',
      'pt-BR': 'Soluções para food service',
      'ko-KR': '외식 솔루션',
      'ja-JP': '業務用ソリューション',
      zh: '餐饮服务解决方案',
    },
    marqueeHeading: {
      en: 'Solutions for every kind of kitchen',
      es: 'Soluciones para todo tipo de cocina',
      'es-AR': 'Soluciones para cada tipo de cocina',
      'pt-BR': 'Soluções para todo tipo de cozinha',
      'ko-KR': '모든 주방을 위한 솔루션',
      'ja-JP': 'あらゆる厨房に応えるソリューション',
      zh: '适合各类厨房的解决方案',
    },
    marqueeSubheading: {
      en: 'From quick-service chains to school cafeterias, we build menus around your equipment, labor and guests.',
      es: 'De cadenas de comida rápida a comedores escolares, diseñamos menús según tu equipo, tu personal y tus comensales.',
      'es-AR':
        'De cadenas de comida rápida a comedores escolares, diseñamos menús según tu equipamiento, tu personal y tus comensales.',
      'pt-BR':
        'De redes de fast food a refeitórios escolares, criamos cardápios de acordo com seus equipamentos, sua equipe e seus clientes.',
      'ko-KR': '퀵서비스 체인부터 학교 급식실까지, 장비와 인력, 고객에 맞춘 메뉴를 제안합니다.',
      'ja-JP':
        'クイックサービスチェーンから学校給食まで、設備、人手、お客様に合わせたメニューをご提案します。',
      zh: '从快餐连锁到学校食堂，我们根据您的设备、人手和顾客量身打造菜单。',
    },
    body: {
      en: [
        'Our culinary and insights teams work with operators to solve real problems: speed of service, labor shortages, food cost and menu variety.',
        'Explore the segments below to find products, recipes and tools built for the way you cook.',
      ],
      es: [
        'Nuestros equipos culinario y de análisis trabajan con los operadores para resolver problemas reales: rapidez en el servicio, falta de personal, costo de alimentos y variedad del menú.',
        'Explora los segmentos de abajo para encontrar productos, recetas y herramientas hechas a la medida de tu forma de cocinar.',
      ],
      'es-AR': [
        'Nuestros equipos culinario y de análisis trabajan con los operadores para resolver problemas reales: velocidad de servicio, falta de personal, costo de la mercadería y variedad de la carta.',
        'Recorré los segmentos de abajo para encontrar productos, recetas y herramientas pensadas para tu forma de cocinar.',
      ],
      'pt-BR': [
        'Nossas equipes de culinária e de insights trabalham com os operadores para resolver problemas reais: velocidade de atendimento, falta de mão de obra, custo dos alimentos e variedade do cardápio.',
        'Explore os segmentos abaixo para encontrar produtos, receitas e ferramentas feitos para o seu jeito de cozinhar.',
      ],
      'ko-KR': [
        '컬리너리팀과 인사이트팀이 운영자와 함께 서비스 속도, 인력 부족, 식자재 원가, 메뉴 다양성 같은 실제 문제를 해결합니다.',
        '아래 분야별 안내에서 조리 방식에 맞는 제품, 레시피, 도구를 찾아보세요.',
      ],
      'ja-JP': [
        '料理開発チームとインサイトチームが、提供スピード、人手不足、原価、メニューのバリエーションといった現場の課題を事業者とともに解決します。',
        '下記の業態別ページで、調理スタイルに合った製品、レシピ、ツールをご覧ください。',
      ],
      zh: [
        '我们的烹饪团队和洞察团队与餐饮经营者携手解决实际问题：出餐速度、人手短缺、食材成本和菜单多样性。',
        '浏览下方各业态板块，找到适合您烹饪方式的产品、食谱和工具。',
      ],
    },
    metaDescription: {
      en: 'Food-service solutions from Terrafield Foods for restaurants, schools, caterers and more.',
      es: 'Soluciones de Terrafield Foods para restaurantes, escuelas, servicios de banquetes y más.',
      'es-AR':
        'Soluciones de Terrafield Foods para restaurantes, escuelas, servicios de catering y más.',
      'pt-BR': 'Soluções da Terrafield Foods para restaurantes, escolas, bufês e muito mais.',
      'ko-KR': '레스토랑, 학교, 케이터링 등을 위한 Terrafield Foods의 외식 솔루션.',
      'ja-JP': 'レストラン、学校、ケータリングなどに向けたTerrafield Foodsの業務用ソリューション。',
      zh: 'Terrafield Foods 为餐厅、学校、宴会服务等提供的餐饮解决方案。',
    },
  },
  {
    slug: 'k-12',
    parent: 'foodservice-solutions',
    title: {
      en: 'K-12 schools',
      es: 'Escuelas K-12',
      'es-AR': 'Comedores escolares',
      'pt-BR': 'Alimentação escolar',
      'ko-KR': 'K-12 학교 급식',
      'ja-JP': '学校給食',
      zh: '中小学餐饮',
    },
    marqueeHeading: {
      en: 'School meals students actually eat',
      es: 'Comidas escolares que los estudiantes sí se comen',
      'es-AR': 'Comidas escolares que los chicos realmente comen',
      'pt-BR': 'Refeições escolares que os alunos realmente comem',
      'ko-KR': '학생들이 즐겨 먹는 학교 급식',
      'ja-JP': '子どもたちが喜んで食べる給食',
      zh: '学生真正爱吃的校园餐',
    },
    marqueeSubheading: {
      en: 'Products that meet nutrition standards, with crediting sheets ready for your menu planning.',
      es: 'Productos que cumplen las normas nutricionales, con fichas de créditos listas para planear tus menús.',
      'es-AR':
        'Productos que cumplen las normas nutricionales, con fichas listas para planificar tus menús.',
      'pt-BR':
        'Produtos que atendem às normas nutricionais, com fichas prontas para o planejamento do cardápio.',
      'ko-KR':
        '영양 기준을 충족하는 제품과 식단 계획에 바로 쓸 수 있는 급식 인정 자료를 제공합니다.',
      'ja-JP': '栄養基準を満たす製品と、献立作成にすぐ使える基準適合シートをご用意しています。',
      zh: '符合营养标准的产品，并附有可直接用于菜单规划的计量资料表。',
    },
    body: {
      en: [
        'Our K-12 range includes reduced-sodium fries, sweet potato items and vegetables that count toward daily requirements.',
        'Each product page offers a downloadable K-12 sheet with serving sizes and food-group crediting, so planning a compliant week takes minutes.',
      ],
      es: [
        'Nuestra línea K-12 incluye papas fritas bajas en sodio, productos de camote y verduras que cuentan para los requisitos diarios.',
        'Cada página de producto ofrece una ficha K-12 descargable con tamaños de porción y créditos por grupo de alimentos, para que planear una semana conforme a las normas tome minutos.',
      ],
      'es-AR': [
        'Nuestra línea escolar incluye papas fritas con menos sodio, productos de batata y verduras que cuentan para los requisitos diarios.',
        'Cada página de producto ofrece una ficha K-12 descargable con tamaños de porción y créditos por grupo de alimentos, así planificar una semana que cumpla las normas lleva minutos.',
      ],
      'pt-BR': [
        'Nossa linha K-12 inclui batatas fritas com menos sódio, itens de batata-doce e legumes que contam para as exigências diárias.',
        'Cada página de produto oferece uma ficha K-12 para download com tamanhos de porção e créditos por grupo alimentar, para planejar uma semana dentro das normas em minutos.',
      ],
      'ko-KR': [
        'K-12 제품군에는 나트륨을 줄인 감자튀김, 고구마 제품, 일일 기준에 포함되는 채소가 있습니다.',
        '제품 페이지마다 1회 제공량과 식품군별 인정 기준이 담긴 K-12 시트를 내려받을 수 있어, 기준에 맞는 주간 식단을 몇 분 만에 계획할 수 있습니다.',
      ],
      'ja-JP': [
        'K-12向けラインナップには、減塩ポテト、スイートポテト製品、1日の基準にカウントできる野菜がそろっています。',
        '各製品ページから、1食分の量と食品群ごとの基準適合を記載したK-12シートをダウンロードでき、基準を満たす1週間の献立が数分で組めます。',
      ],
      zh: [
        '我们的中小学产品线包括低钠薯条、红薯产品以及可计入每日要求的蔬菜。',
        '每个产品页面都可下载 K-12 资料表，列明每份分量和食物类别计量，几分钟即可规划出符合标准的一周菜单。',
      ],
    },
    metaDescription: {
      en: 'K-12 school food-service products and crediting sheets from Terrafield Foods.',
      es: 'Productos y fichas de créditos K-12 de Terrafield Foods para comedores escolares.',
      'es-AR': 'Productos y fichas nutricionales de Terrafield Foods para comedores escolares.',
      'pt-BR': 'Produtos e fichas K-12 da Terrafield Foods para alimentação escolar.',
      'ko-KR': 'Terrafield Foods의 K-12 학교 급식용 제품과 급식 인정 자료.',
      'ja-JP': 'Terrafield Foodsの学校給食向け製品とK-12基準適合シート。',
      zh: 'Terrafield Foods 面向中小学餐饮的产品与计量资料表。',
    },
  },
  {
    slug: 'products',
    title: {
      en: 'Products',
      es: 'Productos',
      'es-AR': 'Productos',
      'pt-BR': 'Produtos',
      'ko-KR': '제품',
      'ja-JP': '製品',
      zh: '产品',
    },
    marqueeHeading: {
      en: 'Frozen potatoes, vegetables, appetizers and avocado, made for busy kitchens',
      es: 'Papas, verduras, entradas y aguacate congelados, hechos para cocinas con mucho movimiento',
      'es-AR':
        'Papas, verduras, entradas y palta congeladas, pensadas para cocinas con mucho movimiento',
      'pt-BR': 'Batatas, legumes, petiscos e abacate congelados, feitos para cozinhas movimentadas',
      'ko-KR': '바쁜 주방을 위한 냉동 감자, 채소, 애피타이저, 아보카도',
      'ja-JP': '忙しい厨房のための冷凍ポテト、野菜、前菜、アボカド',
      zh: '为繁忙厨房打造的冷冻薯类、蔬菜、开胃小食和牛油果',
    },
    marqueeSubheading: {
      en: 'Browse by category, compare up to three products and order free samples.',
      es: 'Explore por categoría, compare hasta tres productos y pida muestras gratis.',
      'es-AR': 'Explorá por categoría, compará hasta tres productos y pedí muestras gratis.',
      'pt-BR': 'Navegue por categoria, compare até três produtos e peça amostras grátis.',
      'ko-KR': '카테고리별로 살펴보고, 최대 3개 제품을 비교하고, 무료 샘플을 신청하세요.',
      'ja-JP': 'カテゴリー別に探し、最大3製品を比較して、無料サンプルを請求できます。',
      zh: '按类别浏览，最多比较三款产品，并申请免费样品。',
    },
    body: {
      en: [
        'Every product page lists specifications, nutrition for your market, preparation instructions and a printable specification sheet.',
        "Can't find what you need? Our food-service team can suggest alternatives and send specification sheets for any item.",
      ],
      es: [
        'Cada página de producto muestra especificaciones, la información nutrimental de su mercado, instrucciones de preparación y una ficha técnica imprimible.',
        '¿No encuentra lo que necesita? Nuestro equipo de servicio de alimentos puede sugerir alternativas y enviar fichas técnicas de cualquier producto.',
      ],
      'es-AR': [
        'Cada página de producto muestra especificaciones, la información nutricional de tu mercado, instrucciones de preparación y una ficha técnica para imprimir.',
        '¿No encontrás lo que necesitás? Nuestro equipo gastronómico te sugiere alternativas y te envía la ficha técnica de cualquier producto.',
      ],
      'pt-BR': [
        'Cada página de produto traz especificações, a tabela nutricional do seu mercado, instruções de preparo e uma ficha técnica para imprimir.',
        'Não encontrou o que precisa? Nossa equipe de food service sugere alternativas e envia fichas técnicas de qualquer item.',
      ],
      'ko-KR': [
        '각 제품 페이지에서 사양, 해당 시장의 영양 정보, 조리 방법, 인쇄용 사양서를 확인할 수 있습니다.',
        '찾는 제품이 없나요? 외식 사업팀이 대체 제품을 추천하고 모든 품목의 사양서를 보내 드립니다.',
      ],
      'ja-JP': [
        '各製品ページには、仕様、各市場向けの栄養成分、調理方法、印刷用の仕様書を掲載しています。',
        'お探しの製品が見つからない場合は、業務用チームが代替品をご提案し、各品目の仕様書をお送りします。',
      ],
      zh: [
        '每个产品页面都列出规格、适用于您所在市场的营养信息、制备说明以及可打印的规格表。',
        '找不到所需产品？我们的餐饮服务团队可以推荐替代产品，并提供任何品项的规格表。',
      ],
    },
    metaDescription: {
      en: 'Terrafield Foods food-service products: fries, vegetables, appetizers and avocado.',
      es: 'Productos de Terrafield Foods para el servicio de alimentos: papas, verduras, entradas y aguacate.',
      'es-AR': 'Productos gastronómicos de Terrafield Foods: papas, verduras, entradas y palta.',
      'pt-BR':
        'Produtos da Terrafield Foods para food service: batatas, legumes, petiscos e abacate.',
      'ko-KR': 'Terrafield Foods 외식용 제품: 감자튀김, 채소, 애피타이저, 아보카도.',
      'ja-JP': 'Terrafield Foodsの業務用製品：ポテト、野菜、前菜、アボカド。',
      zh: 'Terrafield Foods 餐饮服务产品：薯条、蔬菜、开胃小食和牛油果。',
    },
  },
  {
    slug: 'recipes',
    title: {
      en: 'Recipes',
      es: 'Recetas',
      'es-AR': 'Recetas',
      'pt-BR': 'Receitas',
      'ko-KR': '레시피',
      'ja-JP': 'レシピ',
      zh: '食谱',
    },
    marqueeHeading: {
      en: 'Menu ideas that sell, built on products you already stock',
      es: 'Ideas de menú que venden, con productos que ya tiene en su cocina',
      'es-AR': 'Ideas de menú que venden, con productos que ya tenés en tu cocina',
      'pt-BR': 'Ideias de cardápio que vendem, com produtos que você já tem',
      'ko-KR': '이미 갖춘 제품으로 만드는, 잘 팔리는 메뉴 아이디어',
      'ja-JP': 'いつもの製品で作れる、売れるメニューのアイデア',
      zh: '用现有产品打造畅销菜单的灵感',
    },
    marqueeSubheading: {
      en: 'Browse collections and categories, print a recipe for the line or email it to your team.',
      es: 'Explore colecciones y categorías, imprima una receta para la cocina o envíela por correo a su equipo.',
      'es-AR':
        'Explorá colecciones y categorías, imprimí una receta para la cocina o mandala por correo a tu equipo.',
      'pt-BR':
        'Navegue por coleções e categorias, imprima uma receita para a cozinha ou envie por e-mail à sua equipe.',
      'ko-KR': '컬렉션과 카테고리를 둘러보고, 레시피를 인쇄하거나 팀에 이메일로 보내세요.',
      'ja-JP':
        'コレクションやカテゴリーから探して、レシピを印刷したりチームにメールで送ったりできます。',
      zh: '浏览合集和分类，打印食谱供后厨使用，或通过电子邮件发送给团队。',
    },
    body: {
      en: [
        'Every recipe lists its yield, the products it uses and step-by-step preparation, scaled for food-service kitchens.',
        'Save the recipes you like to your favorites and come back to them on any visit.',
      ],
      es: [
        'Cada receta indica su rendimiento, los productos que usa y la preparación paso a paso, pensada para cocinas de servicio de alimentos.',
        'Guarde sus recetas preferidas en favoritos y consúltelas en cualquier visita.',
      ],
      'es-AR': [
        'Cada receta indica su rendimiento, los productos que usa y la preparación paso a paso, pensada para cocinas gastronómicas.',
        'Guardá tus recetas preferidas en favoritos y volvé a verlas cuando quieras.',
      ],
      'pt-BR': [
        'Cada receita traz o rendimento, os produtos usados e o preparo passo a passo, pensado para cozinhas de food service.',
        'Salve as receitas de que você gosta nos favoritos e volte a elas quando quiser.',
      ],
      'ko-KR': [
        '모든 레시피에 생산량, 사용 제품, 외식 주방에 맞춘 단계별 조리법이 담겨 있습니다.',
        '마음에 드는 레시피를 즐겨찾기에 저장하고 언제든 다시 찾아보세요.',
      ],
      'ja-JP': [
        '各レシピには、出来上がり量、使用する製品、業務用厨房向けの手順を掲載しています。',
        '気に入ったレシピはお気に入りに保存して、いつでも見返せます。',
      ],
      zh: [
        '每道食谱都列出产量、所用产品以及适合餐饮厨房的分步制作方法。',
        '将喜欢的食谱保存到收藏夹，随时回来查看。',
      ],
    },
    metaDescription: {
      en: 'Food-service recipes from Terrafield Foods, by collection and category.',
      es: 'Recetas para el servicio de alimentos de Terrafield Foods, por colección y categoría.',
      'es-AR': 'Recetas gastronómicas de Terrafield Foods, por colección y categoría.',
      'pt-BR': 'Receitas para food service da Terrafield Foods, por coleção e categoria.',
      'ko-KR': 'Terrafield Foods의 외식용 레시피를 컬렉션과 카테고리별로 만나보세요.',
      'ja-JP': 'Terrafield Foodsの業務用レシピを、コレクションとカテゴリー別に紹介します。',
      zh: 'Terrafield Foods 餐饮服务食谱，按合集和分类浏览。',
    },
  },
  {
    slug: 'privacy-policy',
    title: {
      en: 'Privacy policy',
      es: 'Política de privacidad',
      'es-AR': 'Política de privacidad',
      'pt-BR': 'Política de privacidade',
      'ko-KR': '개인정보 처리방침',
      'ja-JP': 'プライバシーポリシー',
      zh: '隐私政策',
    },
    marqueeHeading: {
      en: 'Your privacy matters',
      es: 'Tu privacidad es importante',
      'es-AR': 'Tu privacidad nos importa',
      'pt-BR': 'Sua privacidade é importante',
      'ko-KR': '개인정보를 소중히 보호합니다',
      'ja-JP': 'お客様のプライバシーを大切にします',
      zh: '我们重视您的隐私',
    },
    marqueeSubheading: {
      en: 'How we collect, use and protect the information you share with us.',
      es: 'Cómo recopilamos, usamos y protegemos la información que compartes con nosotros.',
      'es-AR': 'Cómo recopilamos, usamos y protegemos la información que compartís con nosotros.',
      'pt-BR': 'Como coletamos, usamos e protegemos as informações que você compartilha conosco.',
      'ko-KR': '고객이 제공한 정보를 수집, 이용, 보호하는 방법을 안내합니다.',
      'ja-JP': 'ご提供いただいた情報の収集、利用、保護の方法について。',
      zh: '我们如何收集、使用和保护您与我们分享的信息。',
    },
    body: {
      en: [
        'We collect only the information you give us through forms, sample orders and Terrafield+ accounts, plus basic site analytics.',
        'We use it to answer your requests, ship samples and improve the site. We never sell personal information.',
        'To access, correct or delete your data, contact us through the Contact us page.',
      ],
      es: [
        'Solo recopilamos la información que nos das en formularios, pedidos de muestras y cuentas Terrafield+, además de analíticas básicas del sitio.',
        'La usamos para responder tus solicitudes, enviar muestras y mejorar el sitio. Nunca vendemos información personal.',
        'Para consultar, corregir o eliminar tus datos, comunícate con nosotros desde la página Contáctanos.',
      ],
      'es-AR': [
        'Solo recopilamos la información que nos das en formularios, pedidos de muestras y cuentas Terrafield+, además de estadísticas básicas del sitio.',
        'La usamos para responder tus solicitudes, enviar muestras y mejorar el sitio. Nunca vendemos datos personales.',
        'Para consultar, corregir o eliminar tus datos, escribinos desde la página Contacto.',
      ],
      'pt-BR': [
        'Coletamos apenas as informações que você nos fornece em formulários, pedidos de amostras e contas Terrafield+, além de dados básicos de navegação.',
        'Usamos esses dados para responder às suas solicitações, enviar amostras e melhorar o site. Nunca vendemos informações pessoais.',
        'Para acessar, corrigir ou excluir seus dados, fale conosco pela página Fale conosco.',
      ],
      'ko-KR': [
        '당사는 양식, 샘플 주문, Terrafield+ 계정을 통해 고객이 직접 제공한 정보와 기본적인 사이트 이용 통계만 수집합니다.',
        '수집한 정보는 문의 응답, 샘플 발송, 사이트 개선에만 사용하며 개인정보를 판매하지 않습니다.',
        '개인정보 열람, 정정, 삭제를 원하시면 문의하기 페이지로 연락해 주세요.',
      ],
      'ja-JP': [
        '当社が収集するのは、フォーム、サンプル注文、Terrafield+アカウントを通じてお客様から提供いただいた情報と、基本的なサイト解析データのみです。',
        'これらはお問い合わせへの回答、サンプルの発送、サイトの改善に利用し、個人情報を販売することはありません。',
        '情報の開示、訂正、削除をご希望の場合は、お問い合わせページからご連絡ください。',
      ],
      zh: [
        '我们仅收集您通过表单、样品订单和 Terrafield+ 账户提供的信息，以及基本的网站分析数据。',
        '这些信息用于回复您的请求、寄送样品和改进网站。我们绝不出售个人信息。',
        '如需查阅、更正或删除您的数据，请通过“联系我们”页面与我们联系。',
      ],
    },
    metaDescription: {
      en: 'Read the Terrafield Foods privacy policy.',
      es: 'Lee la política de privacidad de Terrafield Foods.',
      'es-AR': 'Leé la política de privacidad de Terrafield Foods.',
      'pt-BR': 'Leia a política de privacidade da Terrafield Foods.',
      'ko-KR': 'Terrafield Foods의 개인정보 처리방침을 확인하세요.',
      'ja-JP': 'Terrafield Foodsのプライバシーポリシーをご覧ください。',
      zh: '阅读 Terrafield Foods 隐私政策。',
    },
  },
  {
    slug: 'terms-of-use',
    title: {
      en: 'Terms of use',
      es: 'Términos de uso',
      'es-AR': 'Términos y condiciones de uso',
      'pt-BR': 'Termos de uso',
      'ko-KR': '이용약관',
      'ja-JP': '利用規約',
      zh: '使用条款',
    },
    marqueeHeading: {
      en: 'Using this site',
      es: 'Uso de este sitio',
      'es-AR': 'Uso de este sitio',
      'pt-BR': 'Uso deste site',
      'ko-KR': '사이트 이용 안내',
      'ja-JP': '本サイトのご利用について',
      zh: '网站使用须知',
    },
    marqueeSubheading: {
      en: 'The rules that apply when you browse, order samples or use Terrafield+.',
      es: 'Las reglas que aplican cuando navegas, pides muestras o usas Terrafield+.',
      'es-AR': 'Las reglas que rigen cuando navegás, pedís muestras o usás Terrafield+.',
      'pt-BR': 'As regras que valem quando você navega, pede amostras ou usa o Terrafield+.',
      'ko-KR': '사이트 탐색, 샘플 주문, Terrafield+ 이용 시 적용되는 규정입니다.',
      'ja-JP': 'サイトの閲覧、サンプル注文、Terrafield+のご利用時に適用されるルールです。',
      zh: '浏览网站、订购样品或使用 Terrafield+ 时适用的规则。',
    },
    body: {
      en: [
        'All content on this site, including recipes, images and product data, is owned by Terrafield Foods and provided for food-service professionals.',
        'Product information can change. Always check the package label for the latest ingredients and allergens.',
        'Samples are free for qualified operators and limited per order.',
      ],
      es: [
        'Todo el contenido de este sitio, incluidas recetas, imágenes y datos de productos, pertenece a Terrafield Foods y está dirigido a profesionales del servicio de alimentos.',
        'La información de los productos puede cambiar. Revisa siempre la etiqueta del empaque para conocer los ingredientes y alérgenos más recientes.',
        'Las muestras son gratuitas para operadores calificados y tienen un límite por pedido.',
      ],
      'es-AR': [
        'Todo el contenido de este sitio, incluidas recetas, imágenes y datos de productos, pertenece a Terrafield Foods y está dirigido a profesionales gastronómicos.',
        'La información de los productos puede cambiar. Revisá siempre la etiqueta del envase para conocer los ingredientes y alérgenos vigentes.',
        'Las muestras son gratuitas para operadores calificados y tienen un límite por pedido.',
      ],
      'pt-BR': [
        'Todo o conteúdo deste site, incluindo receitas, imagens e dados de produtos, pertence à Terrafield Foods e se destina a profissionais de food service.',
        'As informações dos produtos podem mudar. Confira sempre o rótulo da embalagem para ver os ingredientes e alergênicos mais recentes.',
        'As amostras são gratuitas para operadores qualificados e limitadas por pedido.',
      ],
      'ko-KR': [
        '레시피, 이미지, 제품 데이터를 포함한 이 사이트의 모든 콘텐츠는 Terrafield Foods의 소유이며 외식업 전문가를 위해 제공됩니다.',
        '제품 정보는 변경될 수 있습니다. 최신 원재료와 알레르기 유발 성분은 항상 포장 라벨을 확인하세요.',
        '샘플은 자격을 갖춘 업체에 무료로 제공되며 주문당 수량이 제한됩니다.',
      ],
      'ja-JP': [
        'レシピ、画像、製品データを含む本サイトのすべてのコンテンツはTerrafield Foodsに帰属し、業務用食品のプロフェッショナル向けに提供しています。',
        '製品情報は変更される場合があります。最新の原材料とアレルゲンは必ずパッケージの表示をご確認ください。',
        'サンプルは条件を満たす事業者様に無料でご提供し、1回のご注文につき数量に上限があります。',
      ],
      zh: [
        '本网站的所有内容，包括食谱、图片和产品数据，均归 Terrafield Foods 所有，面向餐饮服务专业人士提供。',
        '产品信息可能会有变动，最新的配料和过敏原信息请以包装标签为准。',
        '样品向符合条件的经营者免费提供，每笔订单有数量限制。',
      ],
    },
    metaDescription: {
      en: 'Read the terms of use for the Terrafield Foods website.',
      es: 'Lee los términos de uso del sitio web de Terrafield Foods.',
      'es-AR': 'Leé los términos y condiciones de uso del sitio de Terrafield Foods.',
      'pt-BR': 'Leia os termos de uso do site da Terrafield Foods.',
      'ko-KR': 'Terrafield Foods 웹사이트 이용약관을 확인하세요.',
      'ja-JP': 'Terrafield Foodsウェブサイトの利用規約をご覧ください。',
      zh: '阅读 Terrafield Foods 网站使用条款。',
    },
  },
]
