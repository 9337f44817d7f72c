import { L } from './localized'

/** Content only some partners see: a recipe for one segment and a page for some ZIP codes. */
export const PARTNER_CONTENT = {
  segmentContext: 'K-12 operators',
  zipContext: 'Boston and New York ZIPs',
  recipe: {
    slug: 'school-lunch-oven-baked-fries',
    // Its product lists it among the product's recipes, for that segment only.
    linkedFromSku: 'TF-10001',
    name: L(
      'School Lunch Oven-Baked Fries',
      'Papas al horno para el almuerzo escolar',
      'Papas al horno para el almuerzo escolar',
      'Batatas assadas para a merenda escolar',
      '학교 급식용 오븐 감자튀김',
      '学校給食のオーブン焼きフライ',
      '校园午餐烤薯条',
    ),
    description: L(
      'A reduced-sodium, oven-baked portion of fries sized for school meal programmes.',
      'Una porción de papas al horno con menos sodio, pensada para comedores escolares.',
      'Una porción de papas al horno con menos sodio, pensada para comedores escolares.',
      'Uma porção de batatas assadas com menos sódio, pensada para a merenda escolar.',
      '학교 급식에 맞춘 저나트륨 오븐 감자튀김 1인분입니다.',
      '学校給食向けの減塩オーブン焼きフライです。',
      '为学校供餐设计的低钠烤薯条份量。',
    ),
    ingredients: L(
      '2.5 oz straight-cut fries per student; light oil spray; no added salt.',
      '70 g de papas en corte recto por alumno; aceite en aerosol; sin sal añadida.',
      '70 g de papas en corte recto por alumno; aceite en aerosol; sin sal agregada.',
      '70 g de batatas em corte reto por aluno; óleo em spray; sem sal adicionado.',
      '학생 1인당 스트레이트컷 감자튀김 70 g, 오일 스프레이 약간, 소금 무첨가.',
      '生徒1人あたりストレートカットフライ70 g、オイルスプレー少々、食塩無添加。',
      '每位学生直切薯条70克；少量喷油；不额外加盐。',
    ),
    method: L(
      'Spread in one layer on sheet pans and bake at 425 °F for 18–20 minutes, turning once.',
      'Extienda en una sola capa en bandejas y hornee a 220 °C durante 18–20 minutos, volteando una vez.',
      'Extendé en una sola capa en bandejas y horneá a 220 °C durante 18–20 minutos, dando vuelta una vez.',
      'Espalhe em uma camada nas assadeiras e asse a 220 °C por 18–20 minutos, virando uma vez.',
      '팬에 한 겹으로 펼쳐 220 °C에서 18–20분간 굽고 중간에 한 번 뒤집습니다.',
      '天板に一層に広げ、220 °Cで18〜20分、途中で一度返して焼きます。',
      '在烤盘上平铺一层，220 °C烤18–20分钟，中途翻面一次。',
    ),
  },
  page: {
    slug: 'northeast-partner-pricing',
    title: L(
      'Northeast partner pricing',
      'Precios para socios del noreste',
      'Precios para socios del noreste',
      'Preços para parceiros do nordeste',
      '북동부 파트너 가격',
      '北東部パートナー価格',
      '东北部合作伙伴价格',
    ),
    body: L(
      'Delivered pricing for partners in Boston and New York, valid for the current quarter.',
      'Precios con entrega para socios de Boston y Nueva York, vigentes este trimestre.',
      'Precios con entrega para socios de Boston y Nueva York, vigentes este trimestre.',
      'Preços com entrega para parceiros de Boston e Nova York, válidos neste trimestre.',
      '보스턴과 뉴욕 파트너를 위한 이번 분기 배송 가격입니다.',
      'ボストンとニューヨークのパートナー向け、今四半期の配送込み価格です。',
      '面向波士顿和纽约合作伙伴的本季度送货价格。',
    ),
  },
  /** The program's registration page: what partners get, above the request form. */
  registration: {
    slug: 'join-terrafield-plus',
    title: L(
      'Become a Terrafield+ partner',
      'Hágase socio de Terrafield+',
      'Hacete socio de Terrafield+',
      'Torne-se parceiro Terrafield+',
      'Terrafield+ 파트너가 되세요',
      'Terrafield+ パートナーになる',
      '成为 Terrafield+ 合作伙伴',
    ),
    body: L(
      'Partners see net pricing, menu support and resources for their segment, and have a named sales contact.',
      'Los socios ven precios netos, apoyo para el menú y recursos para su segmento, y tienen un contacto de ventas asignado.',
      'Los socios ven precios netos, apoyo para el menú y recursos para su segmento, y tienen un contacto comercial asignado.',
      'Parceiros veem preços líquidos, apoio ao cardápio e recursos para o seu segmento, e têm um contato de vendas dedicado.',
      '파트너는 순가격, 메뉴 지원, 업종별 자료를 확인하고 전담 영업 담당자의 도움을 받습니다.',
      'パートナーは正味価格、メニュー支援、業態別の資料をご覧いただけ、専任の営業担当者がつきます。',
      '合作伙伴可查看净价、菜单支持和所属细分市场的资源，并有专属销售联系人。',
    ),
  },
} as const
