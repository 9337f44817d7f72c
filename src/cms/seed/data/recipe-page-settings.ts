import type { Localized } from './types'
import { L } from './localized'

export type SeedRecipePageTexts = Record<
  | 'printDescription'
  | 'logoSubtext'
  | 'marketingText'
  | 'emailSubject'
  | 'emailBody'
  | 'printButtonTitle'
  | 'emailButtonTitle'
  | 'shareButtonTitle'
  | 'yieldTitle'
  | 'associatedProductsTitle'
  | 'instructionsSectionTitle',
  Localized
>

export const RECIPE_PAGE: SeedRecipePageTexts = {
  printDescription: L(
    'Recipes, product information and menu ideas for food-service professionals.',
    'Recetas, información de productos e ideas de menú para profesionales de food service.',
    'Recetas, información de productos e ideas de menú para profesionales gastronómicos.',
    'Receitas, informações de produtos e ideias de cardápio para profissionais de food service.',
    '푸드서비스 전문가를 위한 레시피, 제품 정보, 메뉴 아이디어.',
    'フードサービスのプロのためのレシピ、製品情報、メニューのアイデア。',
    '为餐饮服务专业人士提供的食谱、产品信息和菜单灵感。',
  ),
  logoSubtext: L(
    'Food-service solutions',
    'Soluciones para food service',
    'Soluciones gastronómicas',
    'Soluções para food service',
    '푸드서비스 솔루션',
    'フードサービス・ソリューション',
    '餐饮服务解决方案',
  ),
  marketingText: L(
    'Discover more recipes and products at terrafield.example.',
    'Descubra más recetas y productos en terrafield.example.',
    'Descubrí más recetas y productos en terrafield.example.',
    'Descubra mais receitas e produtos em terrafield.example.',
    '더 많은 레시피와 제품은 terrafield.example에서 확인하세요.',
    'その他のレシピや製品は terrafield.example でご覧いただけます。',
    '更多食谱和产品，请访问 terrafield.example。',
  ),
  emailSubject: L(
    'Recipe from Terrafield Foods: {recipe}',
    'Receta de Terrafield Foods: {recipe}',
    'Receta de Terrafield Foods: {recipe}',
    'Receita da Terrafield Foods: {recipe}',
    'Terrafield Foods 레시피: {recipe}',
    'Terrafield Foods のレシピ: {recipe}',
    'Terrafield Foods 食谱：{recipe}',
  ),
  emailBody: L(
    'I found this recipe from Terrafield Foods and thought you would like it: {recipe}\n\n{url}',
    'Encontré esta receta de Terrafield Foods y pensé que le gustaría: {recipe}\n\n{url}',
    'Encontré esta receta de Terrafield Foods y pensé que te podía gustar: {recipe}\n\n{url}',
    'Encontrei esta receita da Terrafield Foods e achei que você fosse gostar: {recipe}\n\n{url}',
    'Terrafield Foods에서 마음에 드실 만한 레시피를 발견했어요: {recipe}\n\n{url}',
    'Terrafield Foods で気に入りそうなレシピを見つけました: {recipe}\n\n{url}',
    '我在 Terrafield Foods 发现了一个您可能会喜欢的食谱：{recipe}\n\n{url}',
  ),
  printButtonTitle: L('Print', 'Imprimir', 'Imprimir', 'Imprimir', '인쇄', '印刷', '打印'),
  emailButtonTitle: L(
    'Email',
    'Enviar por correo',
    'Enviar por correo',
    'Enviar por e-mail',
    '이메일',
    'メールで送る',
    '发送邮件',
  ),
  shareButtonTitle: L('Share', 'Compartir', 'Compartir', 'Compartilhar', '공유', '共有', '分享'),
  yieldTitle: L('Yield', 'Rendimiento', 'Rinde', 'Rendimento', '분량', '分量', '份量'),
  associatedProductsTitle: L(
    'Products used in this recipe',
    'Productos usados en esta receta',
    'Productos usados en esta receta',
    'Produtos usados nesta receita',
    '이 레시피에 사용된 제품',
    'このレシピで使用している製品',
    '本食谱使用的产品',
  ),
  instructionsSectionTitle: L(
    'Preparation',
    'Preparación',
    'Preparación',
    'Modo de preparo',
    '조리 방법',
    '作り方',
    '做法',
  ),
}
