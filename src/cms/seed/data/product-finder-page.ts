import { L } from './localized'

export const FINDER_PAGE_SLUG = 'product-finder'

export const FINDER_PAGE = {
  title: L(
    'Product finder',
    'Buscador de productos',
    'Buscador de productos',
    'Localizador de produtos',
    '제품 찾기',
    '製品ファインダー',
    '产品查找器',
  ),
  heading: L(
    'Find the right product for your kitchen',
    'Encuentre el producto ideal para su cocina',
    'Encontrá el producto ideal para tu cocina',
    'Encontre o produto ideal para a sua cozinha',
    '주방에 딱 맞는 제품 찾기',
    'お店のキッチンに合う製品を探す',
    '为您的厨房找到合适的产品',
  ),
  subheading: L(
    'Answer four quick questions and compare the products that match.',
    'Responda cuatro preguntas rápidas y compare los productos que coinciden.',
    'Respondé cuatro preguntas rápidas y compará los productos que coinciden.',
    'Responda a quatro perguntas rápidas e compare os produtos correspondentes.',
    '간단한 질문 네 가지에 답하고 맞는 제품을 비교해 보세요.',
    '4つの簡単な質問に答えて、合う製品を比較しましょう。',
    '回答四个简单问题，比较符合条件的产品。',
  ),
  metaDescription: L(
    'Find Terrafield Foods fries and potato products by type, cut, coating and preparation.',
    'Encuentre papas fritas y productos de papa Terrafield Foods por tipo, corte, recubrimiento y preparación.',
    'Encontrá papas fritas y productos de papa Terrafield Foods por tipo, corte, rebozado y preparación.',
    'Encontre batatas fritas e produtos de batata Terrafield Foods por tipo, corte, cobertura e preparo.',
    '종류, 커팅, 코팅, 조리 방법으로 Terrafield Foods 감자 제품을 찾아보세요.',
    '種類、カット、コーティング、調理方法で Terrafield Foods のポテト製品を探せます。',
    '按种类、切型、裹层和烹饪方式查找 Terrafield Foods 薯条和马铃薯产品。',
  ),
}
