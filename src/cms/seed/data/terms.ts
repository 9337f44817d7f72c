import type { Allergen, Localized, PreparationMethod } from './types'
import { L } from './localized'

export const ALLERGEN_NAMES: Record<Allergen, Localized> = {
  milk: L('Milk', 'Leche', 'Leche', 'Leite', '우유', '乳', '牛奶'),
  egg: L('Egg', 'Huevo', 'Huevo', 'Ovo', '달걀', '卵', '鸡蛋'),
  fish: L('Fish', 'Pescado', 'Pescado', 'Peixe', '생선', '魚', '鱼'),
  shellfish: L('Shellfish', 'Mariscos', 'Mariscos', 'Frutos do mar', '갑각류', '甲殻類', '贝类'),
  'tree nuts': L(
    'Tree nuts',
    'Nueces de árbol',
    'Frutos secos',
    'Castanhas',
    '견과류',
    '木の実',
    '坚果',
  ),
  peanuts: L('Peanuts', 'Cacahuates', 'Maní', 'Amendoim', '땅콩', '落花生', '花生'),
  wheat: L('Wheat', 'Trigo', 'Trigo', 'Trigo', '밀', '小麦', '小麦'),
  soy: L('Soy', 'Soya', 'Soja', 'Soja', '대두', '大豆', '大豆'),
  sesame: L('Sesame', 'Ajonjolí', 'Sésamo', 'Gergelim', '참깨', 'ごま', '芝麻'),
}

export const CUT_TYPE_NAMES: Record<string, Localized> = {
  straight: L(
    'Straight cut',
    'Corte recto',
    'Corte recto',
    'Corte reto',
    '스트레이트 컷',
    'ストレートカット',
    '直切',
  ),
  crinkle: L(
    'Crinkle cut',
    'Corte ondulado',
    'Corte ondulado',
    'Corte ondulado',
    '크링클 컷',
    'クリンクルカット',
    '波纹切',
  ),
  shoestring: L(
    'Shoestring',
    'Corte delgado',
    'Corte fino',
    'Palito fino',
    '슈스트링',
    'シューストリング',
    '细条',
  ),
  steak: L(
    'Steak cut',
    'Corte grueso',
    'Corte grueso',
    'Corte grosso',
    '스테이크 컷',
    'ステーキカット',
    '粗条',
  ),
  wedge: L('Wedge', 'Gajo', 'Gajo', 'Gomo', '웨지', 'ウェッジ', '角块'),
  waffle: L(
    'Waffle cut',
    'Corte waffle',
    'Corte waffle',
    'Corte waffle',
    '와플 컷',
    'ワッフルカット',
    '华夫切',
  ),
  diced: L('Diced', 'En cubos', 'En cubos', 'Em cubos', '다이스', 'ダイス', '丁'),
  sliced: L('Sliced', 'Rebanado', 'En rodajas', 'Fatiado', '슬라이스', 'スライス', '片'),
  mashed: L('Mashed', 'Puré', 'Puré', 'Purê', '매시', 'マッシュ', '泥'),
  whole: L('Whole', 'Entero', 'Entero', 'Inteiro', '통', 'ホール', '整个'),
}

export const PREPARATION_METHOD_NAMES: Record<PreparationMethod, Localized> = {
  fryer: L('Deep fryer', 'Freidora', 'Freidora', 'Fritadeira', '튀김기', 'フライヤー', '油炸锅'),
  oven: L(
    'Conventional oven',
    'Horno convencional',
    'Horno convencional',
    'Forno convencional',
    '일반 오븐',
    'オーブン',
    '普通烤箱',
  ),
  'convection-oven': L(
    'Convection oven',
    'Horno de convección',
    'Horno de convección',
    'Forno de convecção',
    '컨벡션 오븐',
    'コンベクションオーブン',
    '对流烤箱',
  ),
  'air-fryer': L(
    'Air fryer',
    'Freidora de aire',
    'Freidora de aire',
    'Air fryer',
    '에어프라이어',
    'エアフライヤー',
    '空气炸锅',
  ),
  griddle: L('Griddle', 'Plancha', 'Plancha', 'Chapa', '그리들', 'グリドル', '铁板'),
  thaw: L(
    'Thaw and serve',
    'Descongelar y servir',
    'Descongelar y servir',
    'Descongelar e servir',
    '해동 후 제공',
    '解凍して提供',
    '解冻即食',
  ),
}

export const NUTRITION_TITLE_JA = '栄養成分表示（1食分あたり）'
