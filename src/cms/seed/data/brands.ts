import type { SeedBrand } from './types'
import { L } from './localized'


/** The four Terrafield Foods brands; `slug` is what products reference. */
export const BRANDS: SeedBrand[] = [
  {
    slug: 'terrafield-classic',
    name: 'Terrafield Classic',
    colour: '#8B5E34',
    tagline: L(
      'Everyday potatoes, done right.',
      'Papas de todos los días, bien hechas.',
      'Papas de todos los días, bien hechas.',
      'Batatas do dia a dia, do jeito certo.',
      '매일 쓰는 감자, 제대로.',
      '毎日のポテトを、確かな品質で。',
      '日常土豆，品质到位。',
    ),
    description: L(
      'Straight, crinkle and shoestring fries, hash browns and potato specialties that deliver consistent results in busy kitchens.',
      'Papas fritas de corte recto, ondulado y extradelgado, hash browns y especialidades de papa con resultados consistentes en cocinas de alto ritmo.',
      'Papas fritas de corte recto, ondulado y extradelgado, tortitas de papa rallada y especialidades de papa con resultados parejos en cocinas de mucho movimiento.',
      'Batatas fritas de corte reto, ondulado e palito fino, hash browns e especialidades de batata com resultados consistentes em cozinhas movimentadas.',
      '스트레이트, 크링클, 슈스트링 감자튀김과 해시브라운, 스페셜티 감자 제품으로 바쁜 주방에서도 한결같은 결과를 냅니다.',
      'ストレート、クリンクル、シューストリングのフライドポテト、ハッシュドポテト、ポテト加工品で、忙しい厨房でも安定した仕上がりを実現します。',
      '直切、波纹和细切薯条、薯饼及特色土豆制品，在繁忙后厨中也能稳定出品。',
    ),
  },
  {
    slug: 'golden-acre',
    name: 'Golden Acre',
    colour: '#D99A1E',
    tagline: L(
      'Premium fries with a golden finish.',
      'Papas premium con un dorado perfecto.',
      'Papas premium con un dorado perfecto.',
      'Batatas premium com um dourado perfeito.',
      '황금빛으로 완성되는 프리미엄 감자튀김.',
      '黄金色に仕上がるプレミアムポテト。',
      '金黄出品的优质薯条。',
    ),
    description: L(
      'Seasoned, battered and specialty fries and sweet potatoes that hold their crunch on the pass and in delivery.',
      'Papas sazonadas, rebozadas y de especialidad, además de camote, que se mantienen crujientes en el pase y en la entrega a domicilio.',
      'Papas condimentadas, rebozadas y de especialidad, además de batatas, que se mantienen crocantes en el pase y en el delivery.',
      'Batatas temperadas, empanadas e especiais, além de batata-doce, que continuam crocantes no passe e no delivery.',
      '시즈닝, 배터, 스페셜티 감자튀김과 고구마 제품으로 픽업대와 배달 중에도 바삭함을 유지합니다.',
      'シーズニングやバッター付きのプレミアムポテトとスイートポテト。提供口でもデリバリーでもカリッと感が続きます。',
      '调味、裹浆及特色薯条与红薯产品，出餐台上与外卖途中都能保持酥脆。',
    ),
  },
  {
    slug: 'harvest-crisp',
    name: 'Harvest Crisp',
    colour: '#C2462E',
    tagline: L(
      'Vegetables and appetizers with real crunch.',
      'Verduras y entradas con un crujiente de verdad.',
      'Verduras y entradas realmente crocantes.',
      'Legumes e entradas com crocância de verdade.',
      '진짜 바삭함을 담은 채소와 애피타이저.',
      '本物のサクサク感を届ける野菜と前菜。',
      '真正酥脆的蔬菜与前菜。',
    ),
    description: L(
      'Vegetables frozen at peak freshness, plus onion rings and shareable appetizers for bars, schools and restaurants.',
      'Verduras congeladas en su punto de frescura, además de aros de cebolla y entradas para compartir en bares, escuelas y restaurantes.',
      'Verduras congeladas en su punto justo de frescura, además de aros de cebolla y entradas para compartir en bares, escuelas y restaurantes.',
      'Legumes congelados no auge do frescor, além de anéis de cebola e entradas para compartilhar em bares, escolas e restaurantes.',
      '가장 신선할 때 냉동한 채소와 어니언링, 셰어용 애피타이저를 바, 학교, 레스토랑에 공급합니다.',
      '鮮度のピークで凍結した野菜に加え、オニオンリングやシェア前菜をバー、学校、レストランにお届けします。',
      '在最新鲜时冷冻的蔬菜，以及洋葱圈和分享前菜，服务酒吧、学校和餐厅。',
    ),
  },
  {
    slug: 'verde-avocado',
    name: 'Verde Avocado',
    colour: '#5A8F29',
    tagline: L(
      'Ripe avocado, ready when you are.',
      'Aguacate maduro, listo cuando lo necesites.',
      'Palta madura, lista cuando la necesites.',
      'Abacate maduro, pronto quando você precisar.',
      '언제든 바로 쓰는 잘 익은 아보카도.',
      '完熟アボカドを、使いたいときにすぐ。',
      '成熟牛油果，随时待用。',
    ),
    description: L(
      'Guacamole, chunks and slices from hand-selected Hass avocados, frozen at peak ripeness for zero-waste prep.',
      'Guacamole, trozos y rebanadas de aguacates Hass seleccionados a mano, congelados en su punto de madurez para una preparación sin desperdicio.',
      'Guacamole, cubos y rodajas de paltas Hass seleccionadas a mano, congeladas en su punto justo de madurez para una preparación sin desperdicio.',
      'Guacamole, cubos e fatias de abacates Hass selecionados à mão, congelados no ponto ideal de maturação para um preparo sem desperdício.',
      '손으로 고른 하스 아보카도로 만든 과카몰리, 청크, 슬라이스를 최적의 숙성도에서 냉동해 버리는 것 없이 준비할 수 있습니다.',
      '厳選したハスアボカドのワカモレ、チャンク、スライスを食べ頃で凍結。ロスのない仕込みを実現します。',
      '精选哈斯牛油果制成的牛油果酱、果块和切片，在最佳成熟度时冷冻，备餐零浪费。',
    ),
  },
]
