import type { FeatureMessages } from '../feature-messages'

const en = {
  'recentlyViewed.title': 'Recently viewed products',
  'recentlyViewed.loading': 'Loading the products you viewed…',
  'recentlyViewed.empty':
    'You have not viewed any products yet. The products you look at are saved in this browser and show up here.',
} as const

export const recentlyViewedMessages: FeatureMessages<typeof en> = {
  en,
  es: {
    'recentlyViewed.title': 'Productos vistos recientemente',
    'recentlyViewed.loading': 'Cargando los productos que vio…',
    'recentlyViewed.empty':
      'Aún no ha visto ningún producto. Los productos que consulte se guardan en este navegador y aparecen aquí.',
  },
  'es-AR': {
    'recentlyViewed.title': 'Productos vistos recientemente',
    'recentlyViewed.loading': 'Cargando los productos que viste…',
    'recentlyViewed.empty':
      'Todavía no viste ningún producto. Los productos que mires se guardan en este navegador y aparecen acá.',
  },
  'pt-BR': {
    'recentlyViewed.title': 'Produtos vistos recentemente',
    'recentlyViewed.loading': 'Carregando os produtos que você viu…',
    'recentlyViewed.empty':
      'Você ainda não viu nenhum produto. Os produtos que você consultar ficam salvos neste navegador e aparecem aqui.',
  },
  'ko-KR': {
    'recentlyViewed.title': '최근 본 제품',
    'recentlyViewed.loading': '최근 본 제품을 불러오는 중…',
    'recentlyViewed.empty':
      '아직 본 제품이 없습니다. 살펴본 제품은 이 브라우저에 저장되어 여기에 표시됩니다.',
  },
  'ja-JP': {
    'recentlyViewed.title': '最近チェックした製品',
    'recentlyViewed.loading': 'チェックした製品を読み込んでいます…',
    'recentlyViewed.empty':
      'まだ製品をチェックしていません。チェックした製品はこのブラウザに保存され、ここに表示されます。',
  },
  zh: {
    'recentlyViewed.title': '最近浏览的产品',
    'recentlyViewed.loading': '正在加载您浏览过的产品…',
    'recentlyViewed.empty': '您还没有浏览任何产品。您浏览的产品会保存在此浏览器中并显示在这里。',
  },
}
