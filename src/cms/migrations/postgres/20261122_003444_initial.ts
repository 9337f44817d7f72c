import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'es', 'es-AR', 'pt-BR', 'ko-KR', 'ja-JP', 'zh');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_pages_blocks_section_header_calls_to_action_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum_pages_blocks_section_header_calls_to_action_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum_pages_blocks_spacer_rule_size" AS ENUM('small', 'medium', 'large');
  CREATE TYPE "public"."enum_pages_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum_pages_authentication" AS ENUM('any', 'signedIn', 'signedOut');
  CREATE TYPE "public"."enum_pages_header_marquee_style_size" AS ENUM('small', 'medium', 'large', 'full');
  CREATE TYPE "public"."enum_pages_header_marquee_style_copy_placement" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_pages_header_marquee_style_copy_alignment" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_pages_header_marquee_style_width" AS ENUM('contained', 'full');
  CREATE TYPE "public"."enum_pages_header_marquee_style_font_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_pages_search_bar_location" AS ENUM('none', 'header', 'marquee', 'body');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_section_header_calls_to_action_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum__pages_v_blocks_section_header_calls_to_action_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum__pages_v_blocks_spacer_rule_size" AS ENUM('small', 'medium', 'large');
  CREATE TYPE "public"."enum__pages_v_version_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum__pages_v_version_authentication" AS ENUM('any', 'signedIn', 'signedOut');
  CREATE TYPE "public"."enum__pages_v_version_header_marquee_style_size" AS ENUM('small', 'medium', 'large', 'full');
  CREATE TYPE "public"."enum__pages_v_version_header_marquee_style_copy_placement" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__pages_v_version_header_marquee_style_copy_alignment" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__pages_v_version_header_marquee_style_width" AS ENUM('contained', 'full');
  CREATE TYPE "public"."enum__pages_v_version_header_marquee_style_font_color" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum__pages_v_version_search_bar_location" AS ENUM('none', 'header', 'marquee', 'body');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'es', 'es-AR', 'pt-BR', 'ko-KR', 'ja-JP', 'zh');
  CREATE TYPE "public"."enum_products_videos_platform" AS ENUM('youtube', 'wistia', 'hosted');
  CREATE TYPE "public"."enum_products_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum_products_storage_temp_uo_m" AS ENUM('F', 'C');
  CREATE TYPE "public"."enum_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_version_videos_platform" AS ENUM('youtube', 'wistia', 'hosted');
  CREATE TYPE "public"."enum__products_v_version_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum__products_v_version_storage_temp_uo_m" AS ENUM('F', 'C');
  CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_published_locale" AS ENUM('en', 'es', 'es-AR', 'pt-BR', 'ko-KR', 'ja-JP', 'zh');
  CREATE TYPE "public"."enum_product_categories_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum_product_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__product_categories_v_version_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum__product_categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__product_categories_v_published_locale" AS ENUM('en', 'es', 'es-AR', 'pt-BR', 'ko-KR', 'ja-JP', 'zh');
  CREATE TYPE "public"."enum_recipes_meal_types" AS ENUM('lunch', 'dinner', 'appetizers-and-small-plates');
  CREATE TYPE "public"."enum_recipes_market_segments" AS ENUM('fast-casual', 'casual-dining', 'midscale');
  CREATE TYPE "public"."enum_recipes_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum_recipes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__recipes_v_version_meal_types" AS ENUM('lunch', 'dinner', 'appetizers-and-small-plates');
  CREATE TYPE "public"."enum__recipes_v_version_market_segments" AS ENUM('fast-casual', 'casual-dining', 'midscale');
  CREATE TYPE "public"."enum__recipes_v_version_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum__recipes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__recipes_v_published_locale" AS ENUM('en', 'es', 'es-AR', 'pt-BR', 'ko-KR', 'ja-JP', 'zh');
  CREATE TYPE "public"."enum_recipe_categories_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum_recipe_categories_type" AS ENUM('Standard', 'Collections');
  CREATE TYPE "public"."enum_recipe_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__recipe_categories_v_version_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum__recipe_categories_v_version_type" AS ENUM('Standard', 'Collections');
  CREATE TYPE "public"."enum__recipe_categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__recipe_categories_v_published_locale" AS ENUM('en', 'es', 'es-AR', 'pt-BR', 'ko-KR', 'ja-JP', 'zh');
  CREATE TYPE "public"."enum_recipe_page_settings_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum_recipe_page_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__recipe_page_settings_v_version_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum__recipe_page_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__recipe_page_settings_v_published_locale" AS ENUM('en', 'es', 'es-AR', 'pt-BR', 'ko-KR', 'ja-JP', 'zh');
  CREATE TYPE "public"."enum_blogs_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum_blogs_featured_video_platform" AS ENUM('youtube', 'wistia', 'hosted');
  CREATE TYPE "public"."enum_blogs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blogs_v_version_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum__blogs_v_version_featured_video_platform" AS ENUM('youtube', 'wistia', 'hosted');
  CREATE TYPE "public"."enum__blogs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blogs_v_published_locale" AS ENUM('en', 'es', 'es-AR', 'pt-BR', 'ko-KR', 'ja-JP', 'zh');
  CREATE TYPE "public"."enum_blog_categories_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum_blog_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blog_categories_v_version_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum__blog_categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blog_categories_v_published_locale" AS ENUM('en', 'es', 'es-AR', 'pt-BR', 'ko-KR', 'ja-JP', 'zh');
  CREATE TYPE "public"."enum_authors_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__authors_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__authors_v_published_locale" AS ENUM('en', 'es', 'es-AR', 'pt-BR', 'ko-KR', 'ja-JP', 'zh');
  CREATE TYPE "public"."enum_brands_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum_brands_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__brands_v_version_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum__brands_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__brands_v_published_locale" AS ENUM('en', 'es', 'es-AR', 'pt-BR', 'ko-KR', 'ja-JP', 'zh');
  CREATE TYPE "public"."enum_distributors_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum_global_settings_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum_global_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__global_settings_v_version_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum__global_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__global_settings_v_published_locale" AS ENUM('en', 'es', 'es-AR', 'pt-BR', 'ko-KR', 'ja-JP', 'zh');
  CREATE TYPE "public"."enum_partner_program_settings_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum_pps_fallback_kind" AS ENUM('backgroundImageBanner', 'singleImage');
  CREATE TYPE "public"."enum_partner_program_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__partner_program_settings_v_version_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum__partner_program_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__partner_program_settings_v_published_locale" AS ENUM('en', 'es', 'es-AR', 'pt-BR', 'ko-KR', 'ja-JP', 'zh');
  CREATE TYPE "public"."enum_nav_left_route" AS ENUM('home', 'productIndex', 'recipeIndex', 'blogIndex', 'partnerHome', 'sampleBag', 'favorites', 'compare');
  CREATE TYPE "public"."enum_nav_left_authentication" AS ENUM('any', 'signedIn', 'signedOut');
  CREATE TYPE "public"."enum_nav_right_route" AS ENUM('home', 'productIndex', 'recipeIndex', 'blogIndex', 'partnerHome', 'sampleBag', 'favorites', 'compare');
  CREATE TYPE "public"."enum_nav_right_authentication" AS ENUM('any', 'signedIn', 'signedOut');
  CREATE TYPE "public"."enum_nav_sidebar_route" AS ENUM('home', 'productIndex', 'recipeIndex', 'blogIndex', 'partnerHome', 'sampleBag', 'favorites', 'compare');
  CREATE TYPE "public"."enum_nav_sidebar_authentication" AS ENUM('any', 'signedIn', 'signedOut');
  CREATE TYPE "public"."enum_nav_promo_route" AS ENUM('home', 'productIndex', 'recipeIndex', 'blogIndex', 'partnerHome', 'sampleBag', 'favorites', 'compare');
  CREATE TYPE "public"."enum_nav_promos_authentication" AS ENUM('any', 'signedIn', 'signedOut');
  CREATE TYPE "public"."enum_nav_child_route" AS ENUM('home', 'productIndex', 'recipeIndex', 'blogIndex', 'partnerHome', 'sampleBag', 'favorites', 'compare');
  CREATE TYPE "public"."enum_nav_child_authentication" AS ENUM('any', 'signedIn', 'signedOut');
  CREATE TYPE "public"."enum_nav_cat_title_route" AS ENUM('home', 'productIndex', 'recipeIndex', 'blogIndex', 'partnerHome', 'sampleBag', 'favorites', 'compare');
  CREATE TYPE "public"."enum_nav_group_route" AS ENUM('home', 'productIndex', 'recipeIndex', 'blogIndex', 'partnerHome', 'sampleBag', 'favorites', 'compare');
  CREATE TYPE "public"."enum_nav_groups_authentication" AS ENUM('any', 'signedIn', 'signedOut');
  CREATE TYPE "public"."enum_nav_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum_nav_sample_route" AS ENUM('home', 'productIndex', 'recipeIndex', 'blogIndex', 'partnerHome', 'sampleBag', 'favorites', 'compare');
  CREATE TYPE "public"."enum_nav_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__nav_left_v_authentication" AS ENUM('any', 'signedIn', 'signedOut');
  CREATE TYPE "public"."enum__nav_right_v_authentication" AS ENUM('any', 'signedIn', 'signedOut');
  CREATE TYPE "public"."enum__nav_sidebar_v_authentication" AS ENUM('any', 'signedIn', 'signedOut');
  CREATE TYPE "public"."enum__nav_promos_v_authentication" AS ENUM('any', 'signedIn', 'signedOut');
  CREATE TYPE "public"."enum__nav_child_v_authentication" AS ENUM('any', 'signedIn', 'signedOut');
  CREATE TYPE "public"."enum__nav_groups_v_authentication" AS ENUM('any', 'signedIn', 'signedOut');
  CREATE TYPE "public"."enum__nav_v_version_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum__nav_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__nav_v_published_locale" AS ENUM('en', 'es', 'es-AR', 'pt-BR', 'ko-KR', 'ja-JP', 'zh');
  CREATE TYPE "public"."enum_ftr_child_route" AS ENUM('home', 'productIndex', 'recipeIndex', 'blogIndex', 'partnerHome', 'sampleBag', 'favorites', 'compare');
  CREATE TYPE "public"."enum_footer_child_authentication" AS ENUM('any', 'signedIn', 'signedOut');
  CREATE TYPE "public"."enum_ftr_cat_route" AS ENUM('home', 'productIndex', 'recipeIndex', 'blogIndex', 'partnerHome', 'sampleBag', 'favorites', 'compare');
  CREATE TYPE "public"."enum_footer_cols_authentication" AS ENUM('any', 'signedIn', 'signedOut');
  CREATE TYPE "public"."enum_footers_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum_ftr_privacy_route" AS ENUM('home', 'productIndex', 'recipeIndex', 'blogIndex', 'partnerHome', 'sampleBag', 'favorites', 'compare');
  CREATE TYPE "public"."enum_ftr_terms_route" AS ENUM('home', 'productIndex', 'recipeIndex', 'blogIndex', 'partnerHome', 'sampleBag', 'favorites', 'compare');
  CREATE TYPE "public"."enum_footers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__footer_child_v_authentication" AS ENUM('any', 'signedIn', 'signedOut');
  CREATE TYPE "public"."enum__footer_cols_v_authentication" AS ENUM('any', 'signedIn', 'signedOut');
  CREATE TYPE "public"."enum__footers_v_version_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum__footers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__footers_v_published_locale" AS ENUM('en', 'es', 'es-AR', 'pt-BR', 'ko-KR', 'ja-JP', 'zh');
  CREATE TYPE "public"."enum_authentication_contexts_behavior" AS ENUM('show', 'hide');
  CREATE TYPE "public"."enum_forms_fields_display_type" AS ENUM('Single Checkbox True/False', 'Bot Honeypot', 'Checkbox', 'Date', 'Dropdown', 'Email', 'Hidden', 'Number', 'Phone', 'Radio', 'Text', 'Textarea');
  CREATE TYPE "public"."enum_forms_fields_width" AS ENUM('full', 'half', 'third');
  CREATE TYPE "public"."enum_forms_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum_forms_contact_type" AS ENUM('Contact', 'Lead', 'Prospect');
  CREATE TYPE "public"."enum_forms_success_location" AS ENUM('replaceForm', 'aboveForm', 'page');
  CREATE TYPE "public"."enum_forms_error_location" AS ENUM('aboveForm', 'belowForm');
  CREATE TYPE "public"."enum_forms_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__forms_v_version_fields_display_type" AS ENUM('Single Checkbox True/False', 'Bot Honeypot', 'Checkbox', 'Date', 'Dropdown', 'Email', 'Hidden', 'Number', 'Phone', 'Radio', 'Text', 'Textarea');
  CREATE TYPE "public"."enum__forms_v_version_fields_width" AS ENUM('full', 'half', 'third');
  CREATE TYPE "public"."enum__forms_v_version_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum__forms_v_version_contact_type" AS ENUM('Contact', 'Lead', 'Prospect');
  CREATE TYPE "public"."enum__forms_v_version_success_location" AS ENUM('replaceForm', 'aboveForm', 'page');
  CREATE TYPE "public"."enum__forms_v_version_error_location" AS ENUM('aboveForm', 'belowForm');
  CREATE TYPE "public"."enum__forms_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__forms_v_published_locale" AS ENUM('en', 'es', 'es-AR', 'pt-BR', 'ko-KR', 'ja-JP', 'zh');
  CREATE TYPE "public"."enum_form_submissions_forward_status" AS ENUM('pending', 'forwarded', 'failed', 'notConfigured');
  CREATE TYPE "public"."enum_favorites_settings_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum_favorites_settings_content_type" AS ENUM('products', 'recipes');
  CREATE TYPE "public"."enum_favorites_settings_empty_state_cta_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum_favorites_settings_empty_state_cta_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum_favorites_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__favorites_settings_v_version_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum__favorites_settings_v_version_content_type" AS ENUM('products', 'recipes');
  CREATE TYPE "public"."enum__favorites_settings_v_version_empty_state_cta_style" AS ENUM('primary', 'secondary', 'outline', 'link');
  CREATE TYPE "public"."enum__favorites_settings_v_version_empty_state_cta_type_of_cta" AS ENUM('link', 'reference', 'emailTemplate');
  CREATE TYPE "public"."enum__favorites_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__favorites_settings_v_published_locale" AS ENUM('en', 'es', 'es-AR', 'pt-BR', 'ko-KR', 'ja-JP', 'zh');
  CREATE TYPE "public"."enum_sample_bag_settings_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum_sbs_continue_route" AS ENUM('home', 'productIndex', 'recipeIndex', 'blogIndex', 'partnerHome', 'sampleBag', 'favorites', 'compare');
  CREATE TYPE "public"."enum_sample_bag_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__sample_bag_settings_v_version_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum__sample_bag_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__sample_bag_settings_v_published_locale" AS ENUM('en', 'es', 'es-AR', 'pt-BR', 'ko-KR', 'ja-JP', 'zh');
  CREATE TYPE "public"."enum_facet_templates_filters_type" AS ENUM('FacetSelector', 'RangeSliders', 'Results', 'SingleFacetSelector', 'FacetSorter');
  CREATE TYPE "public"."enum_facet_templates_filters_refinement_operator" AS ENUM('and', 'or');
  CREATE TYPE "public"."enum_facet_templates_initial_query_filters_join_type" AS ENUM('and', 'or');
  CREATE TYPE "public"."enum_facet_templates_initial_query_filters_equality" AS ENUM('equals', 'notEquals');
  CREATE TYPE "public"."enum_facet_templates_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum_facet_templates_content_kind" AS ENUM('products', 'recipes');
  CREATE TYPE "public"."enum_facet_templates_join_type" AS ENUM('and', 'or');
  CREATE TYPE "public"."enum_facet_templates_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__facet_templates_v_version_filters_type" AS ENUM('FacetSelector', 'RangeSliders', 'Results', 'SingleFacetSelector', 'FacetSorter');
  CREATE TYPE "public"."enum__facet_templates_v_version_filters_refinement_operator" AS ENUM('and', 'or');
  CREATE TYPE "public"."enum__facet_templates_v_version_initial_query_filters_join_type" AS ENUM('and', 'or');
  CREATE TYPE "public"."enum__facet_templates_v_version_initial_query_filters_equality" AS ENUM('equals', 'notEquals');
  CREATE TYPE "public"."enum__facet_templates_v_version_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum__facet_templates_v_version_content_kind" AS ENUM('products', 'recipes');
  CREATE TYPE "public"."enum__facet_templates_v_version_join_type" AS ENUM('and', 'or');
  CREATE TYPE "public"."enum__facet_templates_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__facet_templates_v_published_locale" AS ENUM('en', 'es', 'es-AR', 'pt-BR', 'ko-KR', 'ja-JP', 'zh');
  CREATE TYPE "public"."enum_product_finders_steps_type" AS ENUM('options', 'cards');
  CREATE TYPE "public"."enum_product_finders_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum_product_finders_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__product_finders_v_version_steps_type" AS ENUM('options', 'cards');
  CREATE TYPE "public"."enum__product_finders_v_version_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum__product_finders_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__product_finders_v_published_locale" AS ENUM('en', 'es', 'es-AR', 'pt-BR', 'ko-KR', 'ja-JP', 'zh');
  CREATE TYPE "public"."enum_feature_flags_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum_redirects_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum_redirects_locale" AS ENUM('en', 'es', 'es-AR', 'pt-BR', 'ko-KR', 'ja-JP', 'zh');
  CREATE TYPE "public"."enum_recently_viewed_sections_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum_recently_viewed_sections_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__recently_viewed_sections_v_version_region_tags" AS ENUM('regionUs', 'regionMexico', 'regionKorea', 'regionJapan', 'regionCl', 'regionChina', 'regionSea', 'regionCambodia', 'regionIndonesia', 'regionMalaysia', 'regionMyanmar', 'regionPhilippines', 'regionSingapore', 'regionThailand', 'regionVietnam', 'regionIndia', 'regionAu', 'regionNz', 'regionLatam', 'regionAr', 'regionBo', 'regionPy', 'regionCo', 'regionUy', 'regionBr');
  CREATE TYPE "public"."enum__recently_viewed_sections_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__recently_viewed_sections_v_published_locale" AS ENUM('en', 'es', 'es-AR', 'pt-BR', 'ko-KR', 'ja-JP', 'zh');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'editor',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "partner_users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "partner_users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"salesforce_user_id" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tag_id" varchar,
  	"name" varchar
  );
  
  CREATE TABLE "pages_blocks_section_header_calls_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"style" "enum_pages_blocks_section_header_calls_to_action_style" DEFAULT 'primary',
  	"type_of_cta" "enum_pages_blocks_section_header_calls_to_action_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_section_header_calls_to_action_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_section_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"logo_image_id" integer,
  	"h1" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_section_header_locales" (
  	"title" varchar,
  	"heading" varchar,
  	"sub_heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_plain_html" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_plain_html_locales" (
  	"html" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_page_metadata_custom_metadata" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar
  );
  
  CREATE TABLE "pages_page_metadata_custom_metadata_locales" (
  	"content" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_spacer_rule" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"size" "enum_pages_blocks_spacer_rule_size" DEFAULT 'medium',
  	"show_rule" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_pages_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"slug" varchar,
  	"parent_page_id" integer,
  	"authentication" "enum_pages_authentication" DEFAULT 'any',
  	"authentication_context_id" integer,
  	"header_marquee_style_size" "enum_pages_header_marquee_style_size" DEFAULT 'medium',
  	"header_marquee_style_copy_placement" "enum_pages_header_marquee_style_copy_placement" DEFAULT 'center',
  	"header_marquee_style_copy_alignment" "enum_pages_header_marquee_style_copy_alignment" DEFAULT 'center',
  	"header_marquee_style_width" "enum_pages_header_marquee_style_width" DEFAULT 'contained',
  	"header_marquee_style_font_color" "enum_pages_header_marquee_style_font_color" DEFAULT 'light',
  	"header_marquee_style_background_image_id" integer,
  	"header_marquee_style_background_video_id" integer,
  	"header_marquee_style_hide_video_mobile" boolean DEFAULT false,
  	"header_marquee_style_add_overlay" boolean DEFAULT true,
  	"page_metadata_robots_no_index" boolean DEFAULT false,
  	"page_metadata_robots_no_follow" boolean DEFAULT false,
  	"page_metadata_canonical" varchar,
  	"page_metadata_social_share_image_id" integer,
  	"page_metadata_exclude_from_xml_sitemap" boolean DEFAULT false,
  	"page_metadata_hide_from_search_results" boolean DEFAULT false,
  	"search_bar_location" "enum_pages_search_bar_location" DEFAULT 'none',
  	"show_breadcrumbs" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"page_metadata_title" varchar,
  	"page_metadata_description" varchar,
  	"page_metadata_keywords" varchar,
  	"breadcrumb_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"products_id" integer,
  	"recipes_id" integer,
  	"blogs_id" integer,
  	"brands_id" integer,
  	"product_categories_id" integer,
  	"blog_categories_id" integer
  );
  
  CREATE TABLE "_pages_v_version_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tag_id" varchar,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_section_header_calls_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"style" "enum__pages_v_blocks_section_header_calls_to_action_style" DEFAULT 'primary',
  	"type_of_cta" "enum__pages_v_blocks_section_header_calls_to_action_type_of_cta" DEFAULT 'link',
  	"url" varchar,
  	"email_template_to" varchar,
  	"open_new_window" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_section_header_calls_to_action_locales" (
  	"text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_section_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_image_id" integer,
  	"h1" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_section_header_locales" (
  	"title" varchar,
  	"heading" varchar,
  	"sub_heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_plain_html" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_plain_html_locales" (
  	"html" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_page_metadata_custom_metadata" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_page_metadata_custom_metadata_locales" (
  	"content" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_spacer_rule" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"size" "enum__pages_v_blocks_spacer_rule_size" DEFAULT 'medium',
  	"show_rule" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_version_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_version_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_internal_title" varchar,
  	"version_slug" varchar,
  	"version_parent_page_id" integer,
  	"version_authentication" "enum__pages_v_version_authentication" DEFAULT 'any',
  	"version_authentication_context_id" integer,
  	"version_header_marquee_style_size" "enum__pages_v_version_header_marquee_style_size" DEFAULT 'medium',
  	"version_header_marquee_style_copy_placement" "enum__pages_v_version_header_marquee_style_copy_placement" DEFAULT 'center',
  	"version_header_marquee_style_copy_alignment" "enum__pages_v_version_header_marquee_style_copy_alignment" DEFAULT 'center',
  	"version_header_marquee_style_width" "enum__pages_v_version_header_marquee_style_width" DEFAULT 'contained',
  	"version_header_marquee_style_font_color" "enum__pages_v_version_header_marquee_style_font_color" DEFAULT 'light',
  	"version_header_marquee_style_background_image_id" integer,
  	"version_header_marquee_style_background_video_id" integer,
  	"version_header_marquee_style_hide_video_mobile" boolean DEFAULT false,
  	"version_header_marquee_style_add_overlay" boolean DEFAULT true,
  	"version_page_metadata_robots_no_index" boolean DEFAULT false,
  	"version_page_metadata_robots_no_follow" boolean DEFAULT false,
  	"version_page_metadata_canonical" varchar,
  	"version_page_metadata_social_share_image_id" integer,
  	"version_page_metadata_exclude_from_xml_sitemap" boolean DEFAULT false,
  	"version_page_metadata_hide_from_search_results" boolean DEFAULT false,
  	"version_search_bar_location" "enum__pages_v_version_search_bar_location" DEFAULT 'none',
  	"version_show_breadcrumbs" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_page_metadata_title" varchar,
  	"version_page_metadata_description" varchar,
  	"version_page_metadata_keywords" varchar,
  	"version_breadcrumb_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"products_id" integer,
  	"recipes_id" integer,
  	"blogs_id" integer,
  	"brands_id" integer,
  	"product_categories_id" integer,
  	"blog_categories_id" integer
  );
  
  CREATE TABLE "products_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tag_id" varchar,
  	"name" varchar
  );
  
  CREATE TABLE "products_page_metadata_custom_metadata" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar
  );
  
  CREATE TABLE "products_page_metadata_custom_metadata_locales" (
  	"content" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_videos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_products_videos_platform" DEFAULT 'youtube',
  	"video_id" varchar,
  	"file_id" integer,
  	"thumbnail_id" integer
  );
  
  CREATE TABLE "products_videos_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_specification_flags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"icon_id" integer,
  	"hide_icon_title" boolean DEFAULT false
  );
  
  CREATE TABLE "products_specification_flags_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "prep_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "prep_bullets_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "prep_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon_id" integer
  );
  
  CREATE TABLE "prep_steps_locales" (
  	"method_name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sku" varchar,
  	"slug" varchar,
  	"brand_id" integer,
  	"sub_brand_id" integer,
  	"badge_internal_title" varchar,
  	"badge_image_id" integer,
  	"badge_link" varchar,
  	"get_a_sample" boolean DEFAULT true,
  	"find_a_distributor" boolean DEFAULT true,
  	"show_k12_sheet" boolean DEFAULT false,
  	"hide_nutritional_fact_panel" boolean DEFAULT false,
  	"published_date" timestamp(3) with time zone,
  	"page_metadata_robots_no_index" boolean DEFAULT false,
  	"page_metadata_robots_no_follow" boolean DEFAULT false,
  	"page_metadata_canonical" varchar,
  	"page_metadata_social_share_image_id" integer,
  	"page_metadata_exclude_from_xml_sitemap" boolean DEFAULT false,
  	"page_metadata_hide_from_search_results" boolean DEFAULT false,
  	"cut_size" varchar,
  	"pack_size" varchar,
  	"diameter" varchar,
  	"in_use_image_id" integer,
  	"styled_image_id" integer,
  	"prepared_image_id" integer,
  	"front_innerpack_image_id" integer,
  	"back_innerpack_image_id" integer,
  	"gross_weight" varchar,
  	"net_weight" varchar,
  	"k12_flag" boolean DEFAULT false,
  	"dietary_flags_corn_free" boolean DEFAULT false,
  	"dietary_flags_egg_free" boolean DEFAULT false,
  	"dietary_flags_fish_free" boolean DEFAULT false,
  	"dietary_flags_gluten_free" boolean DEFAULT false,
  	"dietary_flags_milk_free" boolean DEFAULT false,
  	"dietary_flags_peanut_free" boolean DEFAULT false,
  	"dietary_flags_sesame_seeds_free" boolean DEFAULT false,
  	"dietary_flags_shellfish_free" boolean DEFAULT false,
  	"dietary_flags_soy_free" boolean DEFAULT false,
  	"dietary_flags_sulfite_free" boolean DEFAULT false,
  	"dietary_flags_tree_nuts_free" boolean DEFAULT false,
  	"dietary_flags_wheat_free" boolean DEFAULT false,
  	"dietary_flags_vegan" boolean DEFAULT false,
  	"dietary_flags_vegetarian" boolean DEFAULT false,
  	"dietary_flags_kosher" boolean DEFAULT false,
  	"dietary_flags_halal" boolean DEFAULT false,
  	"dietary_flags_low_sodium" boolean DEFAULT false,
  	"dietary_flags_low_fat" boolean DEFAULT false,
  	"dietary_flags_no_gluten" boolean DEFAULT false,
  	"dietary_flags_low_gluten" boolean DEFAULT false,
  	"dietary_flags_smart_snacks" boolean DEFAULT false,
  	"dietary_flags_k12" boolean DEFAULT false,
  	"dietary_flags_zero_grams_trans_fat" boolean DEFAULT false,
  	"dietary_flags_msc_asc_certified" boolean DEFAULT false,
  	"k12_refrigerable" numeric,
  	"k12_starchy" numeric,
  	"k12_red_orange" numeric,
  	"k12_other" numeric,
  	"k12_meat_alternate" numeric,
  	"k12_grains" numeric,
  	"k12_fruit" numeric,
  	"k12_dark_green" numeric,
  	"k12_beans_legumes" numeric,
  	"k12_additional" numeric,
  	"ingredient_disclaimer_link_id" integer,
  	"nutrition_us_serving_size_grams" numeric,
  	"nutrition_us_average_servings_per_case" numeric,
  	"nutrition_us_calories" numeric,
  	"nutrition_us_total_fat_amount" numeric,
  	"nutrition_us_total_fat_unit" varchar,
  	"nutrition_us_total_fat_daily_value" numeric,
  	"nutrition_us_saturated_fat_amount" numeric,
  	"nutrition_us_saturated_fat_unit" varchar,
  	"nutrition_us_saturated_fat_daily_value" numeric,
  	"nutrition_us_trans_fat_amount" numeric,
  	"nutrition_us_trans_fat_unit" varchar,
  	"nutrition_us_trans_fat_daily_value" numeric,
  	"nutrition_us_cholesterol_amount" numeric,
  	"nutrition_us_cholesterol_unit" varchar,
  	"nutrition_us_cholesterol_daily_value" numeric,
  	"nutrition_us_sodium_amount" numeric,
  	"nutrition_us_sodium_unit" varchar,
  	"nutrition_us_sodium_daily_value" numeric,
  	"nutrition_us_total_carbohydrate_amount" numeric,
  	"nutrition_us_total_carbohydrate_unit" varchar,
  	"nutrition_us_total_carbohydrate_daily_value" numeric,
  	"nutrition_us_dietary_fiber_amount" numeric,
  	"nutrition_us_dietary_fiber_unit" varchar,
  	"nutrition_us_dietary_fiber_daily_value" numeric,
  	"nutrition_us_total_sugars_amount" numeric,
  	"nutrition_us_total_sugars_unit" varchar,
  	"nutrition_us_total_sugars_daily_value" numeric,
  	"nutrition_us_added_sugar_amount" numeric,
  	"nutrition_us_added_sugar_unit" varchar,
  	"nutrition_us_added_sugar_daily_value" numeric,
  	"nutrition_us_protein_amount" numeric,
  	"nutrition_us_protein_unit" varchar,
  	"nutrition_us_protein_daily_value" numeric,
  	"nutrition_us_vitamin_d_amount" numeric,
  	"nutrition_us_vitamin_d_unit" varchar,
  	"nutrition_us_vitamin_d_daily_value" numeric,
  	"nutrition_us_calcium_amount" numeric,
  	"nutrition_us_calcium_unit" varchar,
  	"nutrition_us_calcium_daily_value" numeric,
  	"nutrition_us_iron_amount" numeric,
  	"nutrition_us_iron_unit" varchar,
  	"nutrition_us_iron_daily_value" numeric,
  	"nutrition_us_potassium_amount" numeric,
  	"nutrition_us_potassium_unit" varchar,
  	"nutrition_us_potassium_daily_value" numeric,
  	"nutrition_anz_serving_size" varchar,
  	"nutrition_anz_servings_per_package" numeric,
  	"nutrition_anz_energy_per_serving" numeric,
  	"nutrition_anz_energy_per100g" numeric,
  	"nutrition_anz_energy_unit" varchar,
  	"nutrition_anz_protein_per_serving" numeric,
  	"nutrition_anz_protein_per100g" numeric,
  	"nutrition_anz_protein_unit" varchar,
  	"nutrition_anz_total_fat_per_serving" numeric,
  	"nutrition_anz_total_fat_per100g" numeric,
  	"nutrition_anz_total_fat_unit" varchar,
  	"nutrition_anz_saturated_fat_per_serving" numeric,
  	"nutrition_anz_saturated_fat_per100g" numeric,
  	"nutrition_anz_saturated_fat_unit" varchar,
  	"nutrition_anz_carbohydrate_total_per_serving" numeric,
  	"nutrition_anz_carbohydrate_total_per100g" numeric,
  	"nutrition_anz_carbohydrate_total_unit" varchar,
  	"nutrition_anz_carbohydrate_sugars_per_serving" numeric,
  	"nutrition_anz_carbohydrate_sugars_per100g" numeric,
  	"nutrition_anz_carbohydrate_sugars_unit" varchar,
  	"nutrition_anz_dietary_fiber_per_serving" numeric,
  	"nutrition_anz_dietary_fiber_per100g" numeric,
  	"nutrition_anz_dietary_fiber_unit" varchar,
  	"nutrition_anz_sodium_per_serving" numeric,
  	"nutrition_anz_sodium_per100g" numeric,
  	"nutrition_anz_sodium_unit" varchar,
  	"nutrition_japan_energy_amount" numeric,
  	"nutrition_japan_energy_unit" varchar,
  	"nutrition_japan_protein_amount" numeric,
  	"nutrition_japan_protein_unit" varchar,
  	"nutrition_japan_fat_amount" numeric,
  	"nutrition_japan_fat_unit" varchar,
  	"nutrition_japan_carbs_amount" numeric,
  	"nutrition_japan_carbs_unit" varchar,
  	"nutrition_japan_salt_amount" numeric,
  	"nutrition_japan_salt_unit" varchar,
  	"nutrition_korea_total_amount_amount" numeric,
  	"nutrition_korea_total_amount_unit" varchar,
  	"nutrition_korea_energy_amount" numeric,
  	"nutrition_korea_energy_unit" varchar,
  	"nutrition_korea_sodium_amount" numeric,
  	"nutrition_korea_sodium_unit" varchar,
  	"nutrition_korea_sodium_daily_value" numeric,
  	"nutrition_korea_carbs_amount" numeric,
  	"nutrition_korea_carbs_unit" varchar,
  	"nutrition_korea_carbs_daily_value" numeric,
  	"nutrition_korea_sugars_amount" numeric,
  	"nutrition_korea_sugars_unit" varchar,
  	"nutrition_korea_sugars_daily_value" numeric,
  	"nutrition_korea_lipid_amount" numeric,
  	"nutrition_korea_lipid_unit" varchar,
  	"nutrition_korea_lipid_daily_value" numeric,
  	"nutrition_korea_trans_fat_amount" numeric,
  	"nutrition_korea_trans_fat_unit" varchar,
  	"nutrition_korea_trans_fat_daily_value" numeric,
  	"nutrition_korea_saturated_fat_amount" numeric,
  	"nutrition_korea_saturated_fat_unit" varchar,
  	"nutrition_korea_saturated_fat_daily_value" numeric,
  	"nutrition_korea_cholesterol_amount" numeric,
  	"nutrition_korea_cholesterol_unit" varchar,
  	"nutrition_korea_cholesterol_daily_value" numeric,
  	"nutrition_korea_protein_amount" numeric,
  	"nutrition_korea_protein_unit" varchar,
  	"nutrition_korea_protein_daily_value" numeric,
  	"width" numeric,
  	"width_unit" varchar DEFAULT 'in',
  	"length" numeric,
  	"length_unit" varchar DEFAULT 'in',
  	"height" numeric,
  	"height_unit" varchar DEFAULT 'in',
  	"case_cube" numeric,
  	"tix_hi" varchar,
  	"shelf_life" numeric,
  	"storage_temp_high" numeric,
  	"storage_temp_low" numeric,
  	"storage_temp_uo_m" "enum_products_storage_temp_uo_m" DEFAULT 'F',
  	"preparation_method_type_id" integer,
  	"preparation_time" varchar,
  	"preparation_temperature" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_products_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "products_locales" (
  	"marketing_name" varchar,
  	"badge_text" varchar,
  	"page_metadata_title" varchar,
  	"page_metadata_description" varchar,
  	"page_metadata_keywords" varchar,
  	"general_description" varchar,
  	"benefits" varchar,
  	"case_pack_description" varchar,
  	"manufacture_country" varchar,
  	"ingredients" varchar,
  	"contains" varchar,
  	"ingredient_disclaimer_text" varchar,
  	"nutrition_us_ingredients" varchar,
  	"nutrition_us_serving_suggestion" varchar,
  	"nutrition_us_household_serving_size" varchar,
  	"nutrition_japan_title" varchar,
  	"nutrition_japan_ingredients" varchar,
  	"packaging_category" varchar,
  	"preparation_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"product_categories_id" integer,
  	"cut_types_id" integer,
  	"media_id" integer,
  	"blogs_id" integer,
  	"recipes_id" integer
  );
  
  CREATE TABLE "_products_v_version_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tag_id" varchar,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_page_metadata_custom_metadata" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_page_metadata_custom_metadata_locales" (
  	"content" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_videos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"platform" "enum__products_v_version_videos_platform" DEFAULT 'youtube',
  	"video_id" varchar,
  	"file_id" integer,
  	"thumbnail_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_videos_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_specification_flags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"icon_id" integer,
  	"hide_icon_title" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_specification_flags_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_prep_bullets_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_prep_bullets_v_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_prep_steps_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_prep_steps_v_locales" (
  	"method_name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__products_v_version_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_sku" varchar,
  	"version_slug" varchar,
  	"version_brand_id" integer,
  	"version_sub_brand_id" integer,
  	"version_badge_internal_title" varchar,
  	"version_badge_image_id" integer,
  	"version_badge_link" varchar,
  	"version_get_a_sample" boolean DEFAULT true,
  	"version_find_a_distributor" boolean DEFAULT true,
  	"version_show_k12_sheet" boolean DEFAULT false,
  	"version_hide_nutritional_fact_panel" boolean DEFAULT false,
  	"version_published_date" timestamp(3) with time zone,
  	"version_page_metadata_robots_no_index" boolean DEFAULT false,
  	"version_page_metadata_robots_no_follow" boolean DEFAULT false,
  	"version_page_metadata_canonical" varchar,
  	"version_page_metadata_social_share_image_id" integer,
  	"version_page_metadata_exclude_from_xml_sitemap" boolean DEFAULT false,
  	"version_page_metadata_hide_from_search_results" boolean DEFAULT false,
  	"version_cut_size" varchar,
  	"version_pack_size" varchar,
  	"version_diameter" varchar,
  	"version_in_use_image_id" integer,
  	"version_styled_image_id" integer,
  	"version_prepared_image_id" integer,
  	"version_front_innerpack_image_id" integer,
  	"version_back_innerpack_image_id" integer,
  	"version_gross_weight" varchar,
  	"version_net_weight" varchar,
  	"version_k12_flag" boolean DEFAULT false,
  	"version_dietary_flags_corn_free" boolean DEFAULT false,
  	"version_dietary_flags_egg_free" boolean DEFAULT false,
  	"version_dietary_flags_fish_free" boolean DEFAULT false,
  	"version_dietary_flags_gluten_free" boolean DEFAULT false,
  	"version_dietary_flags_milk_free" boolean DEFAULT false,
  	"version_dietary_flags_peanut_free" boolean DEFAULT false,
  	"version_dietary_flags_sesame_seeds_free" boolean DEFAULT false,
  	"version_dietary_flags_shellfish_free" boolean DEFAULT false,
  	"version_dietary_flags_soy_free" boolean DEFAULT false,
  	"version_dietary_flags_sulfite_free" boolean DEFAULT false,
  	"version_dietary_flags_tree_nuts_free" boolean DEFAULT false,
  	"version_dietary_flags_wheat_free" boolean DEFAULT false,
  	"version_dietary_flags_vegan" boolean DEFAULT false,
  	"version_dietary_flags_vegetarian" boolean DEFAULT false,
  	"version_dietary_flags_kosher" boolean DEFAULT false,
  	"version_dietary_flags_halal" boolean DEFAULT false,
  	"version_dietary_flags_low_sodium" boolean DEFAULT false,
  	"version_dietary_flags_low_fat" boolean DEFAULT false,
  	"version_dietary_flags_no_gluten" boolean DEFAULT false,
  	"version_dietary_flags_low_gluten" boolean DEFAULT false,
  	"version_dietary_flags_smart_snacks" boolean DEFAULT false,
  	"version_dietary_flags_k12" boolean DEFAULT false,
  	"version_dietary_flags_zero_grams_trans_fat" boolean DEFAULT false,
  	"version_dietary_flags_msc_asc_certified" boolean DEFAULT false,
  	"version_k12_refrigerable" numeric,
  	"version_k12_starchy" numeric,
  	"version_k12_red_orange" numeric,
  	"version_k12_other" numeric,
  	"version_k12_meat_alternate" numeric,
  	"version_k12_grains" numeric,
  	"version_k12_fruit" numeric,
  	"version_k12_dark_green" numeric,
  	"version_k12_beans_legumes" numeric,
  	"version_k12_additional" numeric,
  	"version_ingredient_disclaimer_link_id" integer,
  	"version_nutrition_us_serving_size_grams" numeric,
  	"version_nutrition_us_average_servings_per_case" numeric,
  	"version_nutrition_us_calories" numeric,
  	"version_nutrition_us_total_fat_amount" numeric,
  	"version_nutrition_us_total_fat_unit" varchar,
  	"version_nutrition_us_total_fat_daily_value" numeric,
  	"version_nutrition_us_saturated_fat_amount" numeric,
  	"version_nutrition_us_saturated_fat_unit" varchar,
  	"version_nutrition_us_saturated_fat_daily_value" numeric,
  	"version_nutrition_us_trans_fat_amount" numeric,
  	"version_nutrition_us_trans_fat_unit" varchar,
  	"version_nutrition_us_trans_fat_daily_value" numeric,
  	"version_nutrition_us_cholesterol_amount" numeric,
  	"version_nutrition_us_cholesterol_unit" varchar,
  	"version_nutrition_us_cholesterol_daily_value" numeric,
  	"version_nutrition_us_sodium_amount" numeric,
  	"version_nutrition_us_sodium_unit" varchar,
  	"version_nutrition_us_sodium_daily_value" numeric,
  	"version_nutrition_us_total_carbohydrate_amount" numeric,
  	"version_nutrition_us_total_carbohydrate_unit" varchar,
  	"version_nutrition_us_total_carbohydrate_daily_value" numeric,
  	"version_nutrition_us_dietary_fiber_amount" numeric,
  	"version_nutrition_us_dietary_fiber_unit" varchar,
  	"version_nutrition_us_dietary_fiber_daily_value" numeric,
  	"version_nutrition_us_total_sugars_amount" numeric,
  	"version_nutrition_us_total_sugars_unit" varchar,
  	"version_nutrition_us_total_sugars_daily_value" numeric,
  	"version_nutrition_us_added_sugar_amount" numeric,
  	"version_nutrition_us_added_sugar_unit" varchar,
  	"version_nutrition_us_added_sugar_daily_value" numeric,
  	"version_nutrition_us_protein_amount" numeric,
  	"version_nutrition_us_protein_unit" varchar,
  	"version_nutrition_us_protein_daily_value" numeric,
  	"version_nutrition_us_vitamin_d_amount" numeric,
  	"version_nutrition_us_vitamin_d_unit" varchar,
  	"version_nutrition_us_vitamin_d_daily_value" numeric,
  	"version_nutrition_us_calcium_amount" numeric,
  	"version_nutrition_us_calcium_unit" varchar,
  	"version_nutrition_us_calcium_daily_value" numeric,
  	"version_nutrition_us_iron_amount" numeric,
  	"version_nutrition_us_iron_unit" varchar,
  	"version_nutrition_us_iron_daily_value" numeric,
  	"version_nutrition_us_potassium_amount" numeric,
  	"version_nutrition_us_potassium_unit" varchar,
  	"version_nutrition_us_potassium_daily_value" numeric,
  	"version_nutrition_anz_serving_size" varchar,
  	"version_nutrition_anz_servings_per_package" numeric,
  	"version_nutrition_anz_energy_per_serving" numeric,
  	"version_nutrition_anz_energy_per100g" numeric,
  	"version_nutrition_anz_energy_unit" varchar,
  	"version_nutrition_anz_protein_per_serving" numeric,
  	"version_nutrition_anz_protein_per100g" numeric,
  	"version_nutrition_anz_protein_unit" varchar,
  	"version_nutrition_anz_total_fat_per_serving" numeric,
  	"version_nutrition_anz_total_fat_per100g" numeric,
  	"version_nutrition_anz_total_fat_unit" varchar,
  	"version_nutrition_anz_saturated_fat_per_serving" numeric,
  	"version_nutrition_anz_saturated_fat_per100g" numeric,
  	"version_nutrition_anz_saturated_fat_unit" varchar,
  	"version_nutrition_anz_carbohydrate_total_per_serving" numeric,
  	"version_nutrition_anz_carbohydrate_total_per100g" numeric,
  	"version_nutrition_anz_carbohydrate_total_unit" varchar,
  	"version_nutrition_anz_carbohydrate_sugars_per_serving" numeric,
  	"version_nutrition_anz_carbohydrate_sugars_per100g" numeric,
  	"version_nutrition_anz_carbohydrate_sugars_unit" varchar,
  	"version_nutrition_anz_dietary_fiber_per_serving" numeric,
  	"version_nutrition_anz_dietary_fiber_per100g" numeric,
  	"version_nutrition_anz_dietary_fiber_unit" varchar,
  	"version_nutrition_anz_sodium_per_serving" numeric,
  	"version_nutrition_anz_sodium_per100g" numeric,
  	"version_nutrition_anz_sodium_unit" varchar,
  	"version_nutrition_japan_energy_amount" numeric,
  	"version_nutrition_japan_energy_unit" varchar,
  	"version_nutrition_japan_protein_amount" numeric,
  	"version_nutrition_japan_protein_unit" varchar,
  	"version_nutrition_japan_fat_amount" numeric,
  	"version_nutrition_japan_fat_unit" varchar,
  	"version_nutrition_japan_carbs_amount" numeric,
  	"version_nutrition_japan_carbs_unit" varchar,
  	"version_nutrition_japan_salt_amount" numeric,
  	"version_nutrition_japan_salt_unit" varchar,
  	"version_nutrition_korea_total_amount_amount" numeric,
  	"version_nutrition_korea_total_amount_unit" varchar,
  	"version_nutrition_korea_energy_amount" numeric,
  	"version_nutrition_korea_energy_unit" varchar,
  	"version_nutrition_korea_sodium_amount" numeric,
  	"version_nutrition_korea_sodium_unit" varchar,
  	"version_nutrition_korea_sodium_daily_value" numeric,
  	"version_nutrition_korea_carbs_amount" numeric,
  	"version_nutrition_korea_carbs_unit" varchar,
  	"version_nutrition_korea_carbs_daily_value" numeric,
  	"version_nutrition_korea_sugars_amount" numeric,
  	"version_nutrition_korea_sugars_unit" varchar,
  	"version_nutrition_korea_sugars_daily_value" numeric,
  	"version_nutrition_korea_lipid_amount" numeric,
  	"version_nutrition_korea_lipid_unit" varchar,
  	"version_nutrition_korea_lipid_daily_value" numeric,
  	"version_nutrition_korea_trans_fat_amount" numeric,
  	"version_nutrition_korea_trans_fat_unit" varchar,
  	"version_nutrition_korea_trans_fat_daily_value" numeric,
  	"version_nutrition_korea_saturated_fat_amount" numeric,
  	"version_nutrition_korea_saturated_fat_unit" varchar,
  	"version_nutrition_korea_saturated_fat_daily_value" numeric,
  	"version_nutrition_korea_cholesterol_amount" numeric,
  	"version_nutrition_korea_cholesterol_unit" varchar,
  	"version_nutrition_korea_cholesterol_daily_value" numeric,
  	"version_nutrition_korea_protein_amount" numeric,
  	"version_nutrition_korea_protein_unit" varchar,
  	"version_nutrition_korea_protein_daily_value" numeric,
  	"version_width" numeric,
  	"version_width_unit" varchar DEFAULT 'in',
  	"version_length" numeric,
  	"version_length_unit" varchar DEFAULT 'in',
  	"version_height" numeric,
  	"version_height_unit" varchar DEFAULT 'in',
  	"version_case_cube" numeric,
  	"version_tix_hi" varchar,
  	"version_shelf_life" numeric,
  	"version_storage_temp_high" numeric,
  	"version_storage_temp_low" numeric,
  	"version_storage_temp_uo_m" "enum__products_v_version_storage_temp_uo_m" DEFAULT 'F',
  	"version_preparation_method_type_id" integer,
  	"version_preparation_time" varchar,
  	"version_preparation_temperature" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__products_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_products_v_locales" (
  	"version_marketing_name" varchar,
  	"version_badge_text" varchar,
  	"version_page_metadata_title" varchar,
  	"version_page_metadata_description" varchar,
  	"version_page_metadata_keywords" varchar,
  	"version_general_description" varchar,
  	"version_benefits" varchar,
  	"version_case_pack_description" varchar,
  	"version_manufacture_country" varchar,
  	"version_ingredients" varchar,
  	"version_contains" varchar,
  	"version_ingredient_disclaimer_text" varchar,
  	"version_nutrition_us_ingredients" varchar,
  	"version_nutrition_us_serving_suggestion" varchar,
  	"version_nutrition_us_household_serving_size" varchar,
  	"version_nutrition_japan_title" varchar,
  	"version_nutrition_japan_ingredients" varchar,
  	"version_packaging_category" varchar,
  	"version_preparation_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_products_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"product_categories_id" integer,
  	"cut_types_id" integer,
  	"media_id" integer,
  	"blogs_id" integer,
  	"recipes_id" integer
  );
  
  CREATE TABLE "product_categories_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_product_categories_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "product_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"image_id" integer,
  	"parent_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_product_categories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "product_categories_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_product_categories_v_version_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__product_categories_v_version_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_product_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_image_id" integer,
  	"version_parent_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__product_categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__product_categories_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_product_categories_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "recipes_meal_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_recipes_meal_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "recipes_market_segments" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_recipes_market_segments",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "recipes_page_metadata_custom_metadata" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar
  );
  
  CREATE TABLE "recipes_page_metadata_custom_metadata_locales" (
  	"content" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "recipes_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_recipes_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "recipes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"image_id" integer,
  	"yield_servings" numeric,
  	"yield_portion_size" varchar,
  	"yield_measure" varchar,
  	"featured_recipe" boolean DEFAULT false,
  	"authentication_context_id" integer,
  	"published_date" timestamp(3) with time zone,
  	"page_metadata_robots_no_index" boolean DEFAULT false,
  	"page_metadata_robots_no_follow" boolean DEFAULT false,
  	"page_metadata_canonical" varchar,
  	"page_metadata_social_share_image_id" integer,
  	"page_metadata_exclude_from_xml_sitemap" boolean DEFAULT false,
  	"page_metadata_hide_from_search_results" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_recipes_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "recipes_locales" (
  	"name" varchar,
  	"description" varchar,
  	"dish_type" varchar,
  	"yield_unit" varchar,
  	"custom_measurement" varchar,
  	"ingredients" jsonb,
  	"prep_instructions" jsonb,
  	"page_metadata_title" varchar,
  	"page_metadata_description" varchar,
  	"page_metadata_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "recipes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"brands_id" integer,
  	"products_id" integer,
  	"recipe_categories_id" integer
  );
  
  CREATE TABLE "_recipes_v_version_meal_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__recipes_v_version_meal_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_recipes_v_version_market_segments" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__recipes_v_version_market_segments",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_recipes_v_version_page_metadata_custom_metadata" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_recipes_v_version_page_metadata_custom_metadata_locales" (
  	"content" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_recipes_v_version_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__recipes_v_version_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_recipes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_image_id" integer,
  	"version_yield_servings" numeric,
  	"version_yield_portion_size" varchar,
  	"version_yield_measure" varchar,
  	"version_featured_recipe" boolean DEFAULT false,
  	"version_authentication_context_id" integer,
  	"version_published_date" timestamp(3) with time zone,
  	"version_page_metadata_robots_no_index" boolean DEFAULT false,
  	"version_page_metadata_robots_no_follow" boolean DEFAULT false,
  	"version_page_metadata_canonical" varchar,
  	"version_page_metadata_social_share_image_id" integer,
  	"version_page_metadata_exclude_from_xml_sitemap" boolean DEFAULT false,
  	"version_page_metadata_hide_from_search_results" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__recipes_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__recipes_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_recipes_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"version_dish_type" varchar,
  	"version_yield_unit" varchar,
  	"version_custom_measurement" varchar,
  	"version_ingredients" jsonb,
  	"version_prep_instructions" jsonb,
  	"version_page_metadata_title" varchar,
  	"version_page_metadata_description" varchar,
  	"version_page_metadata_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_recipes_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"brands_id" integer,
  	"products_id" integer,
  	"recipe_categories_id" integer
  );
  
  CREATE TABLE "recipe_categories_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_recipe_categories_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "recipe_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"image_id" integer,
  	"type" "enum_recipe_categories_type" DEFAULT 'Standard',
  	"internal_reference" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_recipe_categories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "recipe_categories_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_recipe_categories_v_version_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__recipe_categories_v_version_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_recipe_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_image_id" integer,
  	"version_type" "enum__recipe_categories_v_version_type" DEFAULT 'Standard',
  	"version_internal_reference" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__recipe_categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__recipe_categories_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_recipe_categories_v_locales" (
  	"version_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "recipe_page_settings_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_recipe_page_settings_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "recipe_page_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"print_header_image_id" integer,
  	"print_logo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_recipe_page_settings_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "recipe_page_settings_locales" (
  	"print_description" varchar,
  	"print_logo_subtext" varchar,
  	"print_marketing_text" varchar,
  	"email_template_subject" varchar,
  	"email_template_body" varchar,
  	"print_button_title" varchar,
  	"email_button_title" varchar,
  	"share_button_title" varchar,
  	"yield_title" varchar,
  	"associated_products_title" varchar,
  	"instructions_section_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_recipe_page_settings_v_version_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__recipe_page_settings_v_version_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_recipe_page_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_internal_title" varchar,
  	"version_print_header_image_id" integer,
  	"version_print_logo_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__recipe_page_settings_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__recipe_page_settings_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_recipe_page_settings_v_locales" (
  	"version_print_description" varchar,
  	"version_print_logo_subtext" varchar,
  	"version_print_marketing_text" varchar,
  	"version_email_template_subject" varchar,
  	"version_email_template_body" varchar,
  	"version_print_button_title" varchar,
  	"version_email_button_title" varchar,
  	"version_share_button_title" varchar,
  	"version_yield_title" varchar,
  	"version_associated_products_title" varchar,
  	"version_instructions_section_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "blogs_page_metadata_custom_metadata" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar
  );
  
  CREATE TABLE "blogs_page_metadata_custom_metadata_locales" (
  	"content" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "blogs_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_blogs_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "blogs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"publish_display_date" timestamp(3) with time zone,
  	"featured_image_id" integer,
  	"featured_video_platform" "enum_blogs_featured_video_platform",
  	"featured_video_video_id" varchar,
  	"featured_video_file_id" integer,
  	"author_id" integer,
  	"page_metadata_robots_no_index" boolean DEFAULT false,
  	"page_metadata_robots_no_follow" boolean DEFAULT false,
  	"page_metadata_canonical" varchar,
  	"page_metadata_social_share_image_id" integer,
  	"page_metadata_exclude_from_xml_sitemap" boolean DEFAULT false,
  	"page_metadata_hide_from_search_results" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_blogs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "blogs_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"body" jsonb,
  	"page_metadata_title" varchar,
  	"page_metadata_description" varchar,
  	"page_metadata_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "blogs_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"blog_categories_id" integer
  );
  
  CREATE TABLE "_blogs_v_version_page_metadata_custom_metadata" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_blogs_v_version_page_metadata_custom_metadata_locales" (
  	"content" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_blogs_v_version_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__blogs_v_version_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_blogs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_publish_display_date" timestamp(3) with time zone,
  	"version_featured_image_id" integer,
  	"version_featured_video_platform" "enum__blogs_v_version_featured_video_platform",
  	"version_featured_video_video_id" varchar,
  	"version_featured_video_file_id" integer,
  	"version_author_id" integer,
  	"version_page_metadata_robots_no_index" boolean DEFAULT false,
  	"version_page_metadata_robots_no_follow" boolean DEFAULT false,
  	"version_page_metadata_canonical" varchar,
  	"version_page_metadata_social_share_image_id" integer,
  	"version_page_metadata_exclude_from_xml_sitemap" boolean DEFAULT false,
  	"version_page_metadata_hide_from_search_results" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__blogs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__blogs_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_blogs_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_page_metadata_title" varchar,
  	"version_page_metadata_description" varchar,
  	"version_page_metadata_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_blogs_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"blog_categories_id" integer
  );
  
  CREATE TABLE "blog_categories_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_blog_categories_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "blog_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_blog_categories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "blog_categories_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_blog_categories_v_version_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__blog_categories_v_version_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_blog_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__blog_categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__blog_categories_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_blog_categories_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "authors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"photo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_authors_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "authors_locales" (
  	"role" varchar,
  	"bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_authors_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_photo_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__authors_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__authors_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_authors_v_locales" (
  	"version_role" varchar,
  	"version_bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "brands_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_brands_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "brands" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"brand_primary_id" varchar,
  	"logo_black_id" integer,
  	"logo_white_id" integer,
  	"logo_full_colour_id" integer,
  	"logo_in_page_navigation_id" integer,
  	"internal_reference_page_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_brands_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "brands_locales" (
  	"tagline" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_brands_v_version_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__brands_v_version_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_brands_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_brand_primary_id" varchar,
  	"version_logo_black_id" integer,
  	"version_logo_white_id" integer,
  	"version_logo_full_colour_id" integer,
  	"version_logo_in_page_navigation_id" integer,
  	"version_internal_reference_page_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__brands_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__brands_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_brands_v_locales" (
  	"version_tagline" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "distributors_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_distributors_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "distributors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"code" varchar NOT NULL,
  	"contact" varchar,
  	"telephone" varchar,
  	"postcode" varchar,
  	"state" varchar,
  	"city" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "global_settings_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_global_settings_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "global_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"site_name" varchar DEFAULT 'Terrafield Foods',
  	"partner_program_name" varchar DEFAULT 'Terrafield',
  	"logo_id" integer,
  	"home_page_id" integer,
  	"recipe_page_id" integer,
  	"blog_page_id" integer,
  	"product_index_page_id" integer,
  	"product_regulatory_page_id" integer,
  	"contact_us_page_id" integer,
  	"find_a_distributor_page_id" integer,
  	"default_header_image_url" varchar,
  	"contact_phone_number" varchar,
  	"contact_website" varchar,
  	"copyright_company_name" varchar,
  	"show_footer_email_signup_form" boolean DEFAULT false,
  	"social_facebook" varchar,
  	"social_twitter" varchar,
  	"social_instagram" varchar,
  	"social_youtube" varchar,
  	"hide_product_specifications_image" boolean DEFAULT false,
  	"you_tube_embed_domain" varchar DEFAULT 'www.youtube-nocookie.com',
  	"wistia_embed_domain" varchar DEFAULT 'fast.wistia.net',
  	"wistia_speed_demon_script_domain" varchar,
  	"meta_pixel_code" varchar,
  	"partner_program_settings_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_global_settings_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "global_settings_locales" (
  	"default_header_image_title" varchar,
  	"product_specifications_disclaimer" varchar,
  	"distributor_request_email_subject" varchar,
  	"distributor_request_email_body" jsonb,
  	"share_product_email_subject" varchar,
  	"share_product_email_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "global_settings_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_global_settings_v_version_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__global_settings_v_version_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_global_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_internal_title" varchar,
  	"version_site_name" varchar DEFAULT 'Terrafield Foods',
  	"version_partner_program_name" varchar DEFAULT 'Terrafield',
  	"version_logo_id" integer,
  	"version_home_page_id" integer,
  	"version_recipe_page_id" integer,
  	"version_blog_page_id" integer,
  	"version_product_index_page_id" integer,
  	"version_product_regulatory_page_id" integer,
  	"version_contact_us_page_id" integer,
  	"version_find_a_distributor_page_id" integer,
  	"version_default_header_image_url" varchar,
  	"version_contact_phone_number" varchar,
  	"version_contact_website" varchar,
  	"version_copyright_company_name" varchar,
  	"version_show_footer_email_signup_form" boolean DEFAULT false,
  	"version_social_facebook" varchar,
  	"version_social_twitter" varchar,
  	"version_social_instagram" varchar,
  	"version_social_youtube" varchar,
  	"version_hide_product_specifications_image" boolean DEFAULT false,
  	"version_you_tube_embed_domain" varchar DEFAULT 'www.youtube-nocookie.com',
  	"version_wistia_embed_domain" varchar DEFAULT 'fast.wistia.net',
  	"version_wistia_speed_demon_script_domain" varchar,
  	"version_meta_pixel_code" varchar,
  	"version_partner_program_settings_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__global_settings_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__global_settings_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_global_settings_v_locales" (
  	"version_default_header_image_title" varchar,
  	"version_product_specifications_disclaimer" varchar,
  	"version_distributor_request_email_subject" varchar,
  	"version_distributor_request_email_body" jsonb,
  	"version_share_product_email_subject" varchar,
  	"version_share_product_email_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_global_settings_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pps_segments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"segment" varchar
  );
  
  CREATE TABLE "partner_program_settings_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_partner_program_settings_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "partner_program_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"partner_program_enabled" boolean DEFAULT false,
  	"unauthenticated_fallback_component_kind" "enum_pps_fallback_kind" DEFAULT 'backgroundImageBanner',
  	"unauthenticated_fallback_component_image_id" integer,
  	"partner_index_page_id" integer,
  	"partner_registration_page_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_partner_program_settings_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "partner_program_settings_locales" (
  	"unauthenticated_fallback_component_heading" varchar,
  	"unauthenticated_fallback_component_text" varchar,
  	"profile_not_found_message" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "partner_program_settings_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pps_segments_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"segment" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_partner_program_settings_v_version_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__partner_program_settings_v_version_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_partner_program_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_internal_title" varchar,
  	"version_partner_program_enabled" boolean DEFAULT false,
  	"version_unauthenticated_fallback_component_kind" "enum_pps_fallback_kind" DEFAULT 'backgroundImageBanner',
  	"version_unauthenticated_fallback_component_image_id" integer,
  	"version_partner_index_page_id" integer,
  	"version_partner_registration_page_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__partner_program_settings_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__partner_program_settings_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_partner_program_settings_v_locales" (
  	"version_unauthenticated_fallback_component_heading" varchar,
  	"version_unauthenticated_fallback_component_text" varchar,
  	"version_profile_not_found_message" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_partner_program_settings_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "nav_left" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"site_route" "enum_nav_left_route",
  	"url" varchar,
  	"external_link" boolean DEFAULT false,
  	"authentication" "enum_nav_left_authentication" DEFAULT 'any'
  );
  
  CREATE TABLE "nav_left_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "nav_right" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"site_route" "enum_nav_right_route",
  	"url" varchar,
  	"external_link" boolean DEFAULT false,
  	"authentication" "enum_nav_right_authentication" DEFAULT 'any'
  );
  
  CREATE TABLE "nav_right_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "nav_sidebar" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"site_route" "enum_nav_sidebar_route",
  	"url" varchar,
  	"external_link" boolean DEFAULT false,
  	"authentication" "enum_nav_sidebar_authentication" DEFAULT 'any'
  );
  
  CREATE TABLE "nav_sidebar_locales" (
  	"title" varchar,
  	"link_subtext" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "nav_promos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_site_route" "enum_nav_promo_route",
  	"link_url" varchar,
  	"link_external_link" boolean DEFAULT false,
  	"authentication" "enum_nav_promos_authentication" DEFAULT 'any'
  );
  
  CREATE TABLE "nav_promos_locales" (
  	"title" varchar,
  	"promo_text" varchar,
  	"link_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "nav_child" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"site_route" "enum_nav_child_route",
  	"url" varchar,
  	"external_link" boolean DEFAULT false,
  	"authentication" "enum_nav_child_authentication" DEFAULT 'any'
  );
  
  CREATE TABLE "nav_child_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "nav_cats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_link_site_route" "enum_nav_cat_title_route",
  	"title_link_url" varchar,
  	"title_link_external_link" boolean DEFAULT false
  );
  
  CREATE TABLE "nav_cats_locales" (
  	"name" varchar,
  	"title_link_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "nav_cols" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "nav_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_site_route" "enum_nav_group_route",
  	"link_url" varchar,
  	"link_external_link" boolean DEFAULT false,
  	"authentication" "enum_nav_groups_authentication" DEFAULT 'any'
  );
  
  CREATE TABLE "nav_groups_locales" (
  	"title" varchar,
  	"link_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "nav_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_nav_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "nav" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"logo_id" integer,
  	"sample_bag_enabled" boolean DEFAULT false,
  	"sample_bag_navigation_link_site_route" "enum_nav_sample_route",
  	"sample_bag_navigation_link_url" varchar,
  	"sample_bag_navigation_link_external_link" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_nav_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "nav_locales" (
  	"sample_bag_navigation_link_title" varchar,
  	"region_dropdown_title" varchar,
  	"language_dropdown_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "nav_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"products_id" integer,
  	"recipes_id" integer,
  	"blogs_id" integer,
  	"brands_id" integer,
  	"product_categories_id" integer,
  	"blog_categories_id" integer
  );
  
  CREATE TABLE "_nav_left_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_route" "enum_nav_left_route",
  	"url" varchar,
  	"external_link" boolean DEFAULT false,
  	"authentication" "enum__nav_left_v_authentication" DEFAULT 'any',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_nav_left_v_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_nav_right_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_route" "enum_nav_right_route",
  	"url" varchar,
  	"external_link" boolean DEFAULT false,
  	"authentication" "enum__nav_right_v_authentication" DEFAULT 'any',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_nav_right_v_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_nav_sidebar_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_route" "enum_nav_sidebar_route",
  	"url" varchar,
  	"external_link" boolean DEFAULT false,
  	"authentication" "enum__nav_sidebar_v_authentication" DEFAULT 'any',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_nav_sidebar_v_locales" (
  	"title" varchar,
  	"link_subtext" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_nav_promos_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_site_route" "enum_nav_promo_route",
  	"link_url" varchar,
  	"link_external_link" boolean DEFAULT false,
  	"authentication" "enum__nav_promos_v_authentication" DEFAULT 'any',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_nav_promos_v_locales" (
  	"title" varchar,
  	"promo_text" varchar,
  	"link_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_nav_child_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_route" "enum_nav_child_route",
  	"url" varchar,
  	"external_link" boolean DEFAULT false,
  	"authentication" "enum__nav_child_v_authentication" DEFAULT 'any',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_nav_child_v_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_nav_cats_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_link_site_route" "enum_nav_cat_title_route",
  	"title_link_url" varchar,
  	"title_link_external_link" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_nav_cats_v_locales" (
  	"name" varchar,
  	"title_link_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_nav_cols_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_nav_groups_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_site_route" "enum_nav_group_route",
  	"link_url" varchar,
  	"link_external_link" boolean DEFAULT false,
  	"authentication" "enum__nav_groups_v_authentication" DEFAULT 'any',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_nav_groups_v_locales" (
  	"title" varchar,
  	"link_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_nav_v_version_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__nav_v_version_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_nav_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_internal_title" varchar,
  	"version_logo_id" integer,
  	"version_sample_bag_enabled" boolean DEFAULT false,
  	"version_sample_bag_navigation_link_site_route" "enum_nav_sample_route",
  	"version_sample_bag_navigation_link_url" varchar,
  	"version_sample_bag_navigation_link_external_link" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__nav_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__nav_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_nav_v_locales" (
  	"version_sample_bag_navigation_link_title" varchar,
  	"version_region_dropdown_title" varchar,
  	"version_language_dropdown_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_nav_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"products_id" integer,
  	"recipes_id" integer,
  	"blogs_id" integer,
  	"brands_id" integer,
  	"product_categories_id" integer,
  	"blog_categories_id" integer
  );
  
  CREATE TABLE "footer_child" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"site_route" "enum_ftr_child_route",
  	"url" varchar,
  	"external_link" boolean DEFAULT false,
  	"authentication" "enum_footer_child_authentication" DEFAULT 'any'
  );
  
  CREATE TABLE "footer_child_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer_cats" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_site_route" "enum_ftr_cat_route",
  	"link_url" varchar,
  	"link_external_link" boolean DEFAULT false
  );
  
  CREATE TABLE "footer_cats_locales" (
  	"title" varchar,
  	"link_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer_cols" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"dividers" boolean DEFAULT false,
  	"authentication" "enum_footer_cols_authentication" DEFAULT 'any'
  );
  
  CREATE TABLE "footer_cols_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footers_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_footers_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "footers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"logo_id" integer,
  	"business_phone" varchar,
  	"privacy_policy_link_site_route" "enum_ftr_privacy_route",
  	"privacy_policy_link_url" varchar,
  	"privacy_policy_link_external_link" boolean DEFAULT false,
  	"terms_link_site_route" "enum_ftr_terms_route",
  	"terms_link_url" varchar,
  	"terms_link_external_link" boolean DEFAULT false,
  	"signup_form_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_footers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "footers_locales" (
  	"business_name" varchar,
  	"privacy_policy_link_title" varchar,
  	"terms_link_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "footers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"products_id" integer,
  	"recipes_id" integer,
  	"blogs_id" integer,
  	"brands_id" integer,
  	"product_categories_id" integer,
  	"blog_categories_id" integer
  );
  
  CREATE TABLE "_footer_child_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_route" "enum_ftr_child_route",
  	"url" varchar,
  	"external_link" boolean DEFAULT false,
  	"authentication" "enum__footer_child_v_authentication" DEFAULT 'any',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_child_v_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_footer_cats_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_site_route" "enum_ftr_cat_route",
  	"link_url" varchar,
  	"link_external_link" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_cats_v_locales" (
  	"title" varchar,
  	"link_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_footer_cols_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"dividers" boolean DEFAULT false,
  	"authentication" "enum__footer_cols_v_authentication" DEFAULT 'any',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_cols_v_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_footers_v_version_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__footers_v_version_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_footers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_internal_title" varchar,
  	"version_logo_id" integer,
  	"version_business_phone" varchar,
  	"version_privacy_policy_link_site_route" "enum_ftr_privacy_route",
  	"version_privacy_policy_link_url" varchar,
  	"version_privacy_policy_link_external_link" boolean DEFAULT false,
  	"version_terms_link_site_route" "enum_ftr_terms_route",
  	"version_terms_link_url" varchar,
  	"version_terms_link_external_link" boolean DEFAULT false,
  	"version_signup_form_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__footers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__footers_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_footers_v_locales" (
  	"version_business_name" varchar,
  	"version_privacy_policy_link_title" varchar,
  	"version_terms_link_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_footers_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"products_id" integer,
  	"recipes_id" integer,
  	"blogs_id" integer,
  	"brands_id" integer,
  	"product_categories_id" integer,
  	"blog_categories_id" integer
  );
  
  CREATE TABLE "authentication_contexts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_title" varchar NOT NULL,
  	"behavior" "enum_authentication_contexts_behavior" DEFAULT 'show',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "authentication_contexts_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "forms_fields_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "forms_fields_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_fields" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"prospect_api_field_id" varchar,
  	"display_type" "enum_forms_fields_display_type",
  	"width" "enum_forms_fields_width" DEFAULT 'full',
  	"is_required" boolean DEFAULT false,
  	"default_value" varchar
  );
  
  CREATE TABLE "forms_fields_locales" (
  	"label" varchar,
  	"error_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_forms_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"image_id" integer,
  	"form_group_id" integer,
  	"form_handler" varchar,
  	"contact_type" "enum_forms_contact_type" DEFAULT 'Lead',
  	"success_location" "enum_forms_success_location" DEFAULT 'replaceForm',
  	"success_page_id" integer,
  	"error_location" "enum_forms_error_location" DEFAULT 'aboveForm',
  	"submit_button_as_captcha" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_forms_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "forms_locales" (
  	"title" varchar,
  	"description" varchar,
  	"success_message" varchar,
  	"error_message" varchar,
  	"submit_button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_forms_v_version_fields_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_forms_v_version_fields_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_forms_v_version_fields" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"prospect_api_field_id" varchar,
  	"display_type" "enum__forms_v_version_fields_display_type",
  	"width" "enum__forms_v_version_fields_width" DEFAULT 'full',
  	"is_required" boolean DEFAULT false,
  	"default_value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_forms_v_version_fields_locales" (
  	"label" varchar,
  	"error_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_forms_v_version_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__forms_v_version_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_forms_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_internal_title" varchar,
  	"version_image_id" integer,
  	"version_form_group_id" integer,
  	"version_form_handler" varchar,
  	"version_contact_type" "enum__forms_v_version_contact_type" DEFAULT 'Lead',
  	"version_success_location" "enum__forms_v_version_success_location" DEFAULT 'replaceForm',
  	"version_success_page_id" integer,
  	"version_error_location" "enum__forms_v_version_error_location" DEFAULT 'aboveForm',
  	"version_submit_button_as_captcha" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__forms_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__forms_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_forms_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_success_message" varchar,
  	"version_error_message" varchar,
  	"version_submit_button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "form_groups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_title" varchar NOT NULL,
  	"domain" varchar,
  	"business_unit" varchar,
  	"campaign_id" varchar,
  	"folder" varchar,
  	"handler_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"idempotency_key" varchar,
  	"form_id" integer,
  	"region_tag" varchar,
  	"locale" varchar,
  	"data" jsonb NOT NULL,
  	"forward_status" "enum_form_submissions_forward_status" DEFAULT 'pending',
  	"forward_attempts" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "favorites_settings_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_favorites_settings_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "favorites_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"content_type" "enum_favorites_settings_content_type",
  	"empty_state_cta_style" "enum_favorites_settings_empty_state_cta_style" DEFAULT 'primary',
  	"empty_state_cta_type_of_cta" "enum_favorites_settings_empty_state_cta_type_of_cta" DEFAULT 'link',
  	"empty_state_cta_url" varchar,
  	"empty_state_cta_email_template_to" varchar,
  	"empty_state_cta_open_new_window" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_favorites_settings_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "favorites_settings_locales" (
  	"header" varchar,
  	"copy" varchar,
  	"add_confirmation_message" varchar,
  	"remove_confirmation_message" varchar,
  	"add_button_label" varchar,
  	"remove_button_label" varchar,
  	"empty_state_header" varchar,
  	"empty_state_copy" varchar,
  	"empty_state_cta_text" varchar,
  	"empty_state_cta_email_template_subject" varchar,
  	"empty_state_cta_email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "favorites_settings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"products_id" integer,
  	"recipes_id" integer,
  	"blogs_id" integer,
  	"brands_id" integer,
  	"product_categories_id" integer,
  	"blog_categories_id" integer
  );
  
  CREATE TABLE "_favorites_settings_v_version_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__favorites_settings_v_version_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_favorites_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_internal_title" varchar,
  	"version_content_type" "enum__favorites_settings_v_version_content_type",
  	"version_empty_state_cta_style" "enum__favorites_settings_v_version_empty_state_cta_style" DEFAULT 'primary',
  	"version_empty_state_cta_type_of_cta" "enum__favorites_settings_v_version_empty_state_cta_type_of_cta" DEFAULT 'link',
  	"version_empty_state_cta_url" varchar,
  	"version_empty_state_cta_email_template_to" varchar,
  	"version_empty_state_cta_open_new_window" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__favorites_settings_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__favorites_settings_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_favorites_settings_v_locales" (
  	"version_header" varchar,
  	"version_copy" varchar,
  	"version_add_confirmation_message" varchar,
  	"version_remove_confirmation_message" varchar,
  	"version_add_button_label" varchar,
  	"version_remove_button_label" varchar,
  	"version_empty_state_header" varchar,
  	"version_empty_state_copy" varchar,
  	"version_empty_state_cta_text" varchar,
  	"version_empty_state_cta_email_template_subject" varchar,
  	"version_empty_state_cta_email_template_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_favorites_settings_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"products_id" integer,
  	"recipes_id" integer,
  	"blogs_id" integer,
  	"brands_id" integer,
  	"product_categories_id" integer,
  	"blog_categories_id" integer
  );
  
  CREATE TABLE "sample_bag_settings_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_sample_bag_settings_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "sample_bag_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"max_items" numeric DEFAULT 5,
  	"image_id" integer,
  	"continue_browsing_link_site_route" "enum_sbs_continue_route",
  	"continue_browsing_link_url" varchar,
  	"continue_browsing_link_external_link" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_sample_bag_settings_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "sample_bag_settings_locales" (
  	"empty_bag_title" varchar,
  	"bag_title" varchar,
  	"rules_text" varchar,
  	"shipping_text" varchar,
  	"empty_sample_title" varchar,
  	"empty_sample_info" varchar,
  	"question_text" varchar,
  	"continue_browsing_link_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "sample_bag_settings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"products_id" integer,
  	"recipes_id" integer,
  	"blogs_id" integer,
  	"brands_id" integer,
  	"product_categories_id" integer,
  	"blog_categories_id" integer
  );
  
  CREATE TABLE "_sample_bag_settings_v_version_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__sample_bag_settings_v_version_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_sample_bag_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_internal_title" varchar,
  	"version_max_items" numeric DEFAULT 5,
  	"version_image_id" integer,
  	"version_continue_browsing_link_site_route" "enum_sbs_continue_route",
  	"version_continue_browsing_link_url" varchar,
  	"version_continue_browsing_link_external_link" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__sample_bag_settings_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__sample_bag_settings_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_sample_bag_settings_v_locales" (
  	"version_empty_bag_title" varchar,
  	"version_bag_title" varchar,
  	"version_rules_text" varchar,
  	"version_shipping_text" varchar,
  	"version_empty_sample_title" varchar,
  	"version_empty_sample_info" varchar,
  	"version_question_text" varchar,
  	"version_continue_browsing_link_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_sample_bag_settings_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"products_id" integer,
  	"recipes_id" integer,
  	"blogs_id" integer,
  	"brands_id" integer,
  	"product_categories_id" integer,
  	"blog_categories_id" integer
  );
  
  CREATE TABLE "sample_orders_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"sku" varchar NOT NULL
  );
  
  CREATE TABLE "sample_orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"idempotency_key" varchar,
  	"region_tag" varchar NOT NULL,
  	"locale" varchar NOT NULL,
  	"contact_first_name" varchar NOT NULL,
  	"contact_last_name" varchar NOT NULL,
  	"contact_email" varchar NOT NULL,
  	"contact_phone" varchar NOT NULL,
  	"contact_phone_extension" varchar,
  	"contact_business_name" varchar NOT NULL,
  	"contact_business_type" varchar,
  	"shipping_address_street" varchar NOT NULL,
  	"shipping_address_street2" varchar,
  	"shipping_address_city" varchar NOT NULL,
  	"shipping_address_state" varchar NOT NULL,
  	"shipping_address_postcode" varchar NOT NULL,
  	"shipping_address_country" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "facet_templates_filters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"search_attribute" varchar,
  	"type" "enum_facet_templates_filters_type",
  	"refinement_operator" "enum_facet_templates_filters_refinement_operator" DEFAULT 'or'
  );
  
  CREATE TABLE "facet_templates_filters_locales" (
  	"name" varchar,
  	"unit_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "facet_templates_initial_query_filters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"join_type" "enum_facet_templates_initial_query_filters_join_type" DEFAULT 'or',
  	"equality" "enum_facet_templates_initial_query_filters_equality" DEFAULT 'equals'
  );
  
  CREATE TABLE "facet_templates_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_facet_templates_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "facet_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"content_kind" "enum_facet_templates_content_kind" DEFAULT 'products',
  	"join_type" "enum_facet_templates_join_type" DEFAULT 'and',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_facet_templates_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "facet_templates_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "facet_templates_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "facet_templates_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"product_categories_id" integer,
  	"products_id" integer
  );
  
  CREATE TABLE "_facet_templates_v_version_filters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"search_attribute" varchar,
  	"type" "enum__facet_templates_v_version_filters_type",
  	"refinement_operator" "enum__facet_templates_v_version_filters_refinement_operator" DEFAULT 'or',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_facet_templates_v_version_filters_locales" (
  	"name" varchar,
  	"unit_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_facet_templates_v_version_initial_query_filters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"join_type" "enum__facet_templates_v_version_initial_query_filters_join_type" DEFAULT 'or',
  	"equality" "enum__facet_templates_v_version_initial_query_filters_equality" DEFAULT 'equals',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_facet_templates_v_version_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__facet_templates_v_version_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_facet_templates_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_content_kind" "enum__facet_templates_v_version_content_kind" DEFAULT 'products',
  	"version_join_type" "enum__facet_templates_v_version_join_type" DEFAULT 'and',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__facet_templates_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__facet_templates_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_facet_templates_v_locales" (
  	"version_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_facet_templates_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_facet_templates_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"product_categories_id" integer,
  	"products_id" integer
  );
  
  CREATE TABLE "product_finders_steps_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "product_finders_steps_options_locales" (
  	"label" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "product_finders_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_product_finders_steps_type" DEFAULT 'options'
  );
  
  CREATE TABLE "product_finders_steps_locales" (
  	"step_title" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "product_finders_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_product_finders_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "product_finders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"base_filter" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_product_finders_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "product_finders_locales" (
  	"title" varchar,
  	"share_button_title" varchar,
  	"share_email_subject" varchar,
  	"share_email_body" varchar,
  	"compare_title" varchar,
  	"compare_call_to_action" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "product_finders_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_product_finders_v_version_steps_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_product_finders_v_version_steps_options_locales" (
  	"label" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_product_finders_v_version_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__product_finders_v_version_steps_type" DEFAULT 'options',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_product_finders_v_version_steps_locales" (
  	"step_title" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_product_finders_v_version_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__product_finders_v_version_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_product_finders_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_base_filter" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__product_finders_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__product_finders_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_product_finders_v_locales" (
  	"version_title" varchar,
  	"version_share_button_title" varchar,
  	"version_share_email_subject" varchar,
  	"version_share_email_body" varchar,
  	"version_compare_title" varchar,
  	"version_compare_call_to_action" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_product_finders_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "feature_flags_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_feature_flags_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "feature_flags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"flag_id" varchar NOT NULL,
  	"active" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_redirects_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"locale" "enum_redirects_locale",
  	"permanent" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "domain_redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"domain" varchar NOT NULL,
  	"target_path" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "email_domain_blocklist" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"domain" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "recently_viewed_sections_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_recently_viewed_sections_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "recently_viewed_sections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"internal_title" varchar,
  	"max_items" numeric DEFAULT 10,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_recently_viewed_sections_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "recently_viewed_sections_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_recently_viewed_sections_v_version_region_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__recently_viewed_sections_v_version_region_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_recently_viewed_sections_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_internal_title" varchar,
  	"version_max_items" numeric DEFAULT 10,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__recently_viewed_sections_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__recently_viewed_sections_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_recently_viewed_sections_v_locales" (
  	"version_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "sales_contacts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"title" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "partner_profiles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"salesforce_user_id" varchar NOT NULL,
  	"operation_name" varchar NOT NULL,
  	"segment" varchar,
  	"address" varchar,
  	"city" varchar,
  	"state" varchar,
  	"zip" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"sales_contact_id" integer,
  	"partner_since" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cut_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cut_types_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "fry_specifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "fry_specifications_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "fry_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "fry_types_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "seasonings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "seasonings_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "varieties" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "varieties_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "preparation_methods" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "preparation_methods_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "product_services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "product_services_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"partner_users_id" integer,
  	"media_id" integer,
  	"pages_id" integer,
  	"products_id" integer,
  	"product_categories_id" integer,
  	"recipes_id" integer,
  	"recipe_categories_id" integer,
  	"recipe_page_settings_id" integer,
  	"blogs_id" integer,
  	"blog_categories_id" integer,
  	"authors_id" integer,
  	"brands_id" integer,
  	"distributors_id" integer,
  	"global_settings_id" integer,
  	"partner_program_settings_id" integer,
  	"nav_id" integer,
  	"footers_id" integer,
  	"authentication_contexts_id" integer,
  	"forms_id" integer,
  	"form_groups_id" integer,
  	"form_submissions_id" integer,
  	"favorites_settings_id" integer,
  	"sample_bag_settings_id" integer,
  	"sample_orders_id" integer,
  	"facet_templates_id" integer,
  	"product_finders_id" integer,
  	"feature_flags_id" integer,
  	"redirects_id" integer,
  	"domain_redirects_id" integer,
  	"email_domain_blocklist_id" integer,
  	"recently_viewed_sections_id" integer,
  	"sales_contacts_id" integer,
  	"partner_profiles_id" integer,
  	"cut_types_id" integer,
  	"fry_specifications_id" integer,
  	"fry_types_id" integer,
  	"seasonings_id" integer,
  	"varieties_id" integer,
  	"preparation_methods_id" integer,
  	"product_services_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"partner_users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "partner_users_sessions" ADD CONSTRAINT "partner_users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."partner_users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_tags" ADD CONSTRAINT "pages_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_section_header_calls_to_action" ADD CONSTRAINT "pages_blocks_section_header_calls_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_section_header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_section_header_calls_to_action_locales" ADD CONSTRAINT "pages_blocks_section_header_calls_to_action_locales_paren_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_section_header_calls_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_section_header" ADD CONSTRAINT "pages_blocks_section_header_logo_image_id_media_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_section_header" ADD CONSTRAINT "pages_blocks_section_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_section_header_locales" ADD CONSTRAINT "pages_blocks_section_header_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_section_header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_plain_html" ADD CONSTRAINT "pages_blocks_plain_html_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_plain_html_locales" ADD CONSTRAINT "pages_blocks_plain_html_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_plain_html"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_page_metadata_custom_metadata" ADD CONSTRAINT "pages_page_metadata_custom_metadata_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_page_metadata_custom_metadata_locales" ADD CONSTRAINT "pages_page_metadata_custom_metadata_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_page_metadata_custom_metadata"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_spacer_rule" ADD CONSTRAINT "pages_blocks_spacer_rule_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_region_tags" ADD CONSTRAINT "pages_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_page_id_pages_id_fk" FOREIGN KEY ("parent_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_authentication_context_id_authentication_contexts_id_fk" FOREIGN KEY ("authentication_context_id") REFERENCES "public"."authentication_contexts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_header_marquee_style_background_image_id_media_id_fk" FOREIGN KEY ("header_marquee_style_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_header_marquee_style_background_video_id_media_id_fk" FOREIGN KEY ("header_marquee_style_background_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_page_metadata_social_share_image_id_media_id_fk" FOREIGN KEY ("page_metadata_social_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_recipes_fk" FOREIGN KEY ("recipes_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_blogs_fk" FOREIGN KEY ("blogs_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_blog_categories_fk" FOREIGN KEY ("blog_categories_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_tags" ADD CONSTRAINT "_pages_v_version_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_section_header_calls_to_action" ADD CONSTRAINT "_pages_v_blocks_section_header_calls_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_section_header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_section_header_calls_to_action_locales" ADD CONSTRAINT "_pages_v_blocks_section_header_calls_to_action_locales_pa_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_section_header_calls_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_section_header" ADD CONSTRAINT "_pages_v_blocks_section_header_logo_image_id_media_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_section_header" ADD CONSTRAINT "_pages_v_blocks_section_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_section_header_locales" ADD CONSTRAINT "_pages_v_blocks_section_header_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_section_header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_plain_html" ADD CONSTRAINT "_pages_v_blocks_plain_html_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_plain_html_locales" ADD CONSTRAINT "_pages_v_blocks_plain_html_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_plain_html"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_page_metadata_custom_metadata" ADD CONSTRAINT "_pages_v_version_page_metadata_custom_metadata_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_page_metadata_custom_metadata_locales" ADD CONSTRAINT "_pages_v_version_page_metadata_custom_metadata_locales_pa_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_page_metadata_custom_metadata"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_spacer_rule" ADD CONSTRAINT "_pages_v_blocks_spacer_rule_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_region_tags" ADD CONSTRAINT "_pages_v_version_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_parent_page_id_pages_id_fk" FOREIGN KEY ("version_parent_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_authentication_context_id_authentication_contexts_id_fk" FOREIGN KEY ("version_authentication_context_id") REFERENCES "public"."authentication_contexts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_header_marquee_style_background_image_id_media_id_fk" FOREIGN KEY ("version_header_marquee_style_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_header_marquee_style_background_video_id_media_id_fk" FOREIGN KEY ("version_header_marquee_style_background_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_page_metadata_social_share_image_id_media_id_fk" FOREIGN KEY ("version_page_metadata_social_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_recipes_fk" FOREIGN KEY ("recipes_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_blogs_fk" FOREIGN KEY ("blogs_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_blog_categories_fk" FOREIGN KEY ("blog_categories_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_tags" ADD CONSTRAINT "products_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_page_metadata_custom_metadata" ADD CONSTRAINT "products_page_metadata_custom_metadata_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_page_metadata_custom_metadata_locales" ADD CONSTRAINT "products_page_metadata_custom_metadata_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_page_metadata_custom_metadata"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_videos" ADD CONSTRAINT "products_videos_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_videos" ADD CONSTRAINT "products_videos_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_videos" ADD CONSTRAINT "products_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_videos_locales" ADD CONSTRAINT "products_videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_specification_flags" ADD CONSTRAINT "products_specification_flags_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_specification_flags" ADD CONSTRAINT "products_specification_flags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_specification_flags_locales" ADD CONSTRAINT "products_specification_flags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_specification_flags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "prep_bullets" ADD CONSTRAINT "prep_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."prep_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "prep_bullets_locales" ADD CONSTRAINT "prep_bullets_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."prep_bullets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "prep_steps" ADD CONSTRAINT "prep_steps_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "prep_steps" ADD CONSTRAINT "prep_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "prep_steps_locales" ADD CONSTRAINT "prep_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."prep_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_region_tags" ADD CONSTRAINT "products_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_sub_brand_id_brands_id_fk" FOREIGN KEY ("sub_brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_badge_image_id_media_id_fk" FOREIGN KEY ("badge_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_page_metadata_social_share_image_id_media_id_fk" FOREIGN KEY ("page_metadata_social_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_in_use_image_id_media_id_fk" FOREIGN KEY ("in_use_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_styled_image_id_media_id_fk" FOREIGN KEY ("styled_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_prepared_image_id_media_id_fk" FOREIGN KEY ("prepared_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_front_innerpack_image_id_media_id_fk" FOREIGN KEY ("front_innerpack_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_back_innerpack_image_id_media_id_fk" FOREIGN KEY ("back_innerpack_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_ingredient_disclaimer_link_id_pages_id_fk" FOREIGN KEY ("ingredient_disclaimer_link_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_preparation_method_type_id_preparation_methods_id_fk" FOREIGN KEY ("preparation_method_type_id") REFERENCES "public"."preparation_methods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_texts" ADD CONSTRAINT "products_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_cut_types_fk" FOREIGN KEY ("cut_types_id") REFERENCES "public"."cut_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_blogs_fk" FOREIGN KEY ("blogs_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_recipes_fk" FOREIGN KEY ("recipes_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_tags" ADD CONSTRAINT "_products_v_version_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_page_metadata_custom_metadata" ADD CONSTRAINT "_products_v_version_page_metadata_custom_metadata_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_page_metadata_custom_metadata_locales" ADD CONSTRAINT "_products_v_version_page_metadata_custom_metadata_locales_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_page_metadata_custom_metadata"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_videos" ADD CONSTRAINT "_products_v_version_videos_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_version_videos" ADD CONSTRAINT "_products_v_version_videos_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_version_videos" ADD CONSTRAINT "_products_v_version_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_videos_locales" ADD CONSTRAINT "_products_v_version_videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_specification_flags" ADD CONSTRAINT "_products_v_version_specification_flags_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_version_specification_flags" ADD CONSTRAINT "_products_v_version_specification_flags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_specification_flags_locales" ADD CONSTRAINT "_products_v_version_specification_flags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_specification_flags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_prep_bullets_v" ADD CONSTRAINT "_prep_bullets_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_prep_steps_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_prep_bullets_v_locales" ADD CONSTRAINT "_prep_bullets_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_prep_bullets_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_prep_steps_v" ADD CONSTRAINT "_prep_steps_v_icon_id_media_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_prep_steps_v" ADD CONSTRAINT "_prep_steps_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_prep_steps_v_locales" ADD CONSTRAINT "_prep_steps_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_prep_steps_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_region_tags" ADD CONSTRAINT "_products_v_version_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_brand_id_brands_id_fk" FOREIGN KEY ("version_brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_sub_brand_id_brands_id_fk" FOREIGN KEY ("version_sub_brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_badge_image_id_media_id_fk" FOREIGN KEY ("version_badge_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_page_metadata_social_share_image_id_media_id_fk" FOREIGN KEY ("version_page_metadata_social_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_in_use_image_id_media_id_fk" FOREIGN KEY ("version_in_use_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_styled_image_id_media_id_fk" FOREIGN KEY ("version_styled_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_prepared_image_id_media_id_fk" FOREIGN KEY ("version_prepared_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_front_innerpack_image_id_media_id_fk" FOREIGN KEY ("version_front_innerpack_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_back_innerpack_image_id_media_id_fk" FOREIGN KEY ("version_back_innerpack_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_ingredient_disclaimer_link_id_pages_id_fk" FOREIGN KEY ("version_ingredient_disclaimer_link_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_preparation_method_type_id_preparation_methods_id_fk" FOREIGN KEY ("version_preparation_method_type_id") REFERENCES "public"."preparation_methods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_locales" ADD CONSTRAINT "_products_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_texts" ADD CONSTRAINT "_products_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_cut_types_fk" FOREIGN KEY ("cut_types_id") REFERENCES "public"."cut_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_blogs_fk" FOREIGN KEY ("blogs_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_recipes_fk" FOREIGN KEY ("recipes_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_categories_region_tags" ADD CONSTRAINT "product_categories_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_parent_id_product_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_categories_locales" ADD CONSTRAINT "product_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_product_categories_v_version_region_tags" ADD CONSTRAINT "_product_categories_v_version_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_product_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_product_categories_v" ADD CONSTRAINT "_product_categories_v_parent_id_product_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_product_categories_v" ADD CONSTRAINT "_product_categories_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_product_categories_v" ADD CONSTRAINT "_product_categories_v_version_parent_id_product_categories_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_product_categories_v_locales" ADD CONSTRAINT "_product_categories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_product_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes_meal_types" ADD CONSTRAINT "recipes_meal_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes_market_segments" ADD CONSTRAINT "recipes_market_segments_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes_page_metadata_custom_metadata" ADD CONSTRAINT "recipes_page_metadata_custom_metadata_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes_page_metadata_custom_metadata_locales" ADD CONSTRAINT "recipes_page_metadata_custom_metadata_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recipes_page_metadata_custom_metadata"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes_region_tags" ADD CONSTRAINT "recipes_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes" ADD CONSTRAINT "recipes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipes" ADD CONSTRAINT "recipes_authentication_context_id_authentication_contexts_id_fk" FOREIGN KEY ("authentication_context_id") REFERENCES "public"."authentication_contexts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipes" ADD CONSTRAINT "recipes_page_metadata_social_share_image_id_media_id_fk" FOREIGN KEY ("page_metadata_social_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipes_locales" ADD CONSTRAINT "recipes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes_rels" ADD CONSTRAINT "recipes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes_rels" ADD CONSTRAINT "recipes_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes_rels" ADD CONSTRAINT "recipes_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes_rels" ADD CONSTRAINT "recipes_rels_recipe_categories_fk" FOREIGN KEY ("recipe_categories_id") REFERENCES "public"."recipe_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recipes_v_version_meal_types" ADD CONSTRAINT "_recipes_v_version_meal_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_recipes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recipes_v_version_market_segments" ADD CONSTRAINT "_recipes_v_version_market_segments_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_recipes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recipes_v_version_page_metadata_custom_metadata" ADD CONSTRAINT "_recipes_v_version_page_metadata_custom_metadata_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_recipes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recipes_v_version_page_metadata_custom_metadata_locales" ADD CONSTRAINT "_recipes_v_version_page_metadata_custom_metadata_locales__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_recipes_v_version_page_metadata_custom_metadata"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recipes_v_version_region_tags" ADD CONSTRAINT "_recipes_v_version_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_recipes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recipes_v" ADD CONSTRAINT "_recipes_v_parent_id_recipes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recipes_v" ADD CONSTRAINT "_recipes_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recipes_v" ADD CONSTRAINT "_recipes_v_version_authentication_context_id_authentication_contexts_id_fk" FOREIGN KEY ("version_authentication_context_id") REFERENCES "public"."authentication_contexts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recipes_v" ADD CONSTRAINT "_recipes_v_version_page_metadata_social_share_image_id_media_id_fk" FOREIGN KEY ("version_page_metadata_social_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recipes_v_locales" ADD CONSTRAINT "_recipes_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_recipes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recipes_v_rels" ADD CONSTRAINT "_recipes_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_recipes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recipes_v_rels" ADD CONSTRAINT "_recipes_v_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recipes_v_rels" ADD CONSTRAINT "_recipes_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recipes_v_rels" ADD CONSTRAINT "_recipes_v_rels_recipe_categories_fk" FOREIGN KEY ("recipe_categories_id") REFERENCES "public"."recipe_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipe_categories_region_tags" ADD CONSTRAINT "recipe_categories_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recipe_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipe_categories" ADD CONSTRAINT "recipe_categories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipe_categories_locales" ADD CONSTRAINT "recipe_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recipe_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recipe_categories_v_version_region_tags" ADD CONSTRAINT "_recipe_categories_v_version_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_recipe_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recipe_categories_v" ADD CONSTRAINT "_recipe_categories_v_parent_id_recipe_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recipe_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recipe_categories_v" ADD CONSTRAINT "_recipe_categories_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recipe_categories_v_locales" ADD CONSTRAINT "_recipe_categories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_recipe_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipe_page_settings_region_tags" ADD CONSTRAINT "recipe_page_settings_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recipe_page_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipe_page_settings" ADD CONSTRAINT "recipe_page_settings_print_header_image_id_media_id_fk" FOREIGN KEY ("print_header_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipe_page_settings" ADD CONSTRAINT "recipe_page_settings_print_logo_id_media_id_fk" FOREIGN KEY ("print_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipe_page_settings_locales" ADD CONSTRAINT "recipe_page_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recipe_page_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recipe_page_settings_v_version_region_tags" ADD CONSTRAINT "_recipe_page_settings_v_version_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_recipe_page_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recipe_page_settings_v" ADD CONSTRAINT "_recipe_page_settings_v_parent_id_recipe_page_settings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recipe_page_settings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recipe_page_settings_v" ADD CONSTRAINT "_recipe_page_settings_v_version_print_header_image_id_media_id_fk" FOREIGN KEY ("version_print_header_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recipe_page_settings_v" ADD CONSTRAINT "_recipe_page_settings_v_version_print_logo_id_media_id_fk" FOREIGN KEY ("version_print_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recipe_page_settings_v_locales" ADD CONSTRAINT "_recipe_page_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_recipe_page_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blogs_page_metadata_custom_metadata" ADD CONSTRAINT "blogs_page_metadata_custom_metadata_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blogs_page_metadata_custom_metadata_locales" ADD CONSTRAINT "blogs_page_metadata_custom_metadata_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blogs_page_metadata_custom_metadata"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blogs_region_tags" ADD CONSTRAINT "blogs_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blogs" ADD CONSTRAINT "blogs_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blogs" ADD CONSTRAINT "blogs_featured_video_file_id_media_id_fk" FOREIGN KEY ("featured_video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blogs" ADD CONSTRAINT "blogs_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blogs" ADD CONSTRAINT "blogs_page_metadata_social_share_image_id_media_id_fk" FOREIGN KEY ("page_metadata_social_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blogs_locales" ADD CONSTRAINT "blogs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blogs_rels" ADD CONSTRAINT "blogs_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blogs_rels" ADD CONSTRAINT "blogs_rels_blog_categories_fk" FOREIGN KEY ("blog_categories_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blogs_v_version_page_metadata_custom_metadata" ADD CONSTRAINT "_blogs_v_version_page_metadata_custom_metadata_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blogs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blogs_v_version_page_metadata_custom_metadata_locales" ADD CONSTRAINT "_blogs_v_version_page_metadata_custom_metadata_locales_pa_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blogs_v_version_page_metadata_custom_metadata"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blogs_v_version_region_tags" ADD CONSTRAINT "_blogs_v_version_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_blogs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blogs_v" ADD CONSTRAINT "_blogs_v_parent_id_blogs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blogs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blogs_v" ADD CONSTRAINT "_blogs_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blogs_v" ADD CONSTRAINT "_blogs_v_version_featured_video_file_id_media_id_fk" FOREIGN KEY ("version_featured_video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blogs_v" ADD CONSTRAINT "_blogs_v_version_author_id_authors_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blogs_v" ADD CONSTRAINT "_blogs_v_version_page_metadata_social_share_image_id_media_id_fk" FOREIGN KEY ("version_page_metadata_social_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blogs_v_locales" ADD CONSTRAINT "_blogs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blogs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blogs_v_rels" ADD CONSTRAINT "_blogs_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_blogs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blogs_v_rels" ADD CONSTRAINT "_blogs_v_rels_blog_categories_fk" FOREIGN KEY ("blog_categories_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_categories_region_tags" ADD CONSTRAINT "blog_categories_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_categories_locales" ADD CONSTRAINT "blog_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_categories_v_version_region_tags" ADD CONSTRAINT "_blog_categories_v_version_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_blog_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_categories_v" ADD CONSTRAINT "_blog_categories_v_parent_id_blog_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_categories_v_locales" ADD CONSTRAINT "_blog_categories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "authors" ADD CONSTRAINT "authors_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "authors_locales" ADD CONSTRAINT "authors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_authors_v" ADD CONSTRAINT "_authors_v_parent_id_authors_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_authors_v" ADD CONSTRAINT "_authors_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_authors_v_locales" ADD CONSTRAINT "_authors_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_authors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_region_tags" ADD CONSTRAINT "brands_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_logo_black_id_media_id_fk" FOREIGN KEY ("logo_black_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_logo_white_id_media_id_fk" FOREIGN KEY ("logo_white_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_logo_full_colour_id_media_id_fk" FOREIGN KEY ("logo_full_colour_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_logo_in_page_navigation_id_media_id_fk" FOREIGN KEY ("logo_in_page_navigation_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_internal_reference_page_id_pages_id_fk" FOREIGN KEY ("internal_reference_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands_locales" ADD CONSTRAINT "brands_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brands_v_version_region_tags" ADD CONSTRAINT "_brands_v_version_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brands_v" ADD CONSTRAINT "_brands_v_parent_id_brands_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brands_v" ADD CONSTRAINT "_brands_v_version_logo_black_id_media_id_fk" FOREIGN KEY ("version_logo_black_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brands_v" ADD CONSTRAINT "_brands_v_version_logo_white_id_media_id_fk" FOREIGN KEY ("version_logo_white_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brands_v" ADD CONSTRAINT "_brands_v_version_logo_full_colour_id_media_id_fk" FOREIGN KEY ("version_logo_full_colour_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brands_v" ADD CONSTRAINT "_brands_v_version_logo_in_page_navigation_id_media_id_fk" FOREIGN KEY ("version_logo_in_page_navigation_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brands_v" ADD CONSTRAINT "_brands_v_version_internal_reference_page_id_pages_id_fk" FOREIGN KEY ("version_internal_reference_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brands_v_locales" ADD CONSTRAINT "_brands_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brands_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "distributors_region_tags" ADD CONSTRAINT "distributors_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "global_settings_region_tags" ADD CONSTRAINT "global_settings_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."global_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "global_settings" ADD CONSTRAINT "global_settings_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "global_settings" ADD CONSTRAINT "global_settings_home_page_id_pages_id_fk" FOREIGN KEY ("home_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "global_settings" ADD CONSTRAINT "global_settings_recipe_page_id_pages_id_fk" FOREIGN KEY ("recipe_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "global_settings" ADD CONSTRAINT "global_settings_blog_page_id_pages_id_fk" FOREIGN KEY ("blog_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "global_settings" ADD CONSTRAINT "global_settings_product_index_page_id_pages_id_fk" FOREIGN KEY ("product_index_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "global_settings" ADD CONSTRAINT "global_settings_product_regulatory_page_id_pages_id_fk" FOREIGN KEY ("product_regulatory_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "global_settings" ADD CONSTRAINT "global_settings_contact_us_page_id_pages_id_fk" FOREIGN KEY ("contact_us_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "global_settings" ADD CONSTRAINT "global_settings_find_a_distributor_page_id_pages_id_fk" FOREIGN KEY ("find_a_distributor_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "global_settings" ADD CONSTRAINT "global_settings_partner_program_settings_id_partner_program_settings_id_fk" FOREIGN KEY ("partner_program_settings_id") REFERENCES "public"."partner_program_settings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "global_settings_locales" ADD CONSTRAINT "global_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."global_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "global_settings_texts" ADD CONSTRAINT "global_settings_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."global_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_global_settings_v_version_region_tags" ADD CONSTRAINT "_global_settings_v_version_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_global_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_global_settings_v" ADD CONSTRAINT "_global_settings_v_parent_id_global_settings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."global_settings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_global_settings_v" ADD CONSTRAINT "_global_settings_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_global_settings_v" ADD CONSTRAINT "_global_settings_v_version_home_page_id_pages_id_fk" FOREIGN KEY ("version_home_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_global_settings_v" ADD CONSTRAINT "_global_settings_v_version_recipe_page_id_pages_id_fk" FOREIGN KEY ("version_recipe_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_global_settings_v" ADD CONSTRAINT "_global_settings_v_version_blog_page_id_pages_id_fk" FOREIGN KEY ("version_blog_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_global_settings_v" ADD CONSTRAINT "_global_settings_v_version_product_index_page_id_pages_id_fk" FOREIGN KEY ("version_product_index_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_global_settings_v" ADD CONSTRAINT "_global_settings_v_version_product_regulatory_page_id_pages_id_fk" FOREIGN KEY ("version_product_regulatory_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_global_settings_v" ADD CONSTRAINT "_global_settings_v_version_contact_us_page_id_pages_id_fk" FOREIGN KEY ("version_contact_us_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_global_settings_v" ADD CONSTRAINT "_global_settings_v_version_find_a_distributor_page_id_pages_id_fk" FOREIGN KEY ("version_find_a_distributor_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_global_settings_v" ADD CONSTRAINT "_global_settings_v_version_partner_program_settings_id_partner_program_settings_id_fk" FOREIGN KEY ("version_partner_program_settings_id") REFERENCES "public"."partner_program_settings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_global_settings_v_locales" ADD CONSTRAINT "_global_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_global_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_global_settings_v_texts" ADD CONSTRAINT "_global_settings_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_global_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pps_segments" ADD CONSTRAINT "pps_segments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."partner_program_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "partner_program_settings_region_tags" ADD CONSTRAINT "partner_program_settings_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."partner_program_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "partner_program_settings" ADD CONSTRAINT "partner_program_settings_unauthenticated_fallback_component_image_id_media_id_fk" FOREIGN KEY ("unauthenticated_fallback_component_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "partner_program_settings" ADD CONSTRAINT "partner_program_settings_partner_index_page_id_pages_id_fk" FOREIGN KEY ("partner_index_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "partner_program_settings" ADD CONSTRAINT "partner_program_settings_partner_registration_page_id_pages_id_fk" FOREIGN KEY ("partner_registration_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "partner_program_settings_locales" ADD CONSTRAINT "partner_program_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."partner_program_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "partner_program_settings_texts" ADD CONSTRAINT "partner_program_settings_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."partner_program_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pps_segments_v" ADD CONSTRAINT "_pps_segments_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_partner_program_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_partner_program_settings_v_version_region_tags" ADD CONSTRAINT "_partner_program_settings_v_version_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_partner_program_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_partner_program_settings_v" ADD CONSTRAINT "_partner_program_settings_v_parent_id_partner_program_settings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."partner_program_settings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_partner_program_settings_v" ADD CONSTRAINT "_partner_program_settings_v_version_unauthenticated_fallback_component_image_id_media_id_fk" FOREIGN KEY ("version_unauthenticated_fallback_component_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_partner_program_settings_v" ADD CONSTRAINT "_partner_program_settings_v_version_partner_index_page_id_pages_id_fk" FOREIGN KEY ("version_partner_index_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_partner_program_settings_v" ADD CONSTRAINT "_partner_program_settings_v_version_partner_registration_page_id_pages_id_fk" FOREIGN KEY ("version_partner_registration_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_partner_program_settings_v_locales" ADD CONSTRAINT "_partner_program_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_partner_program_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_partner_program_settings_v_texts" ADD CONSTRAINT "_partner_program_settings_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_partner_program_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_left" ADD CONSTRAINT "nav_left_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_left_locales" ADD CONSTRAINT "nav_left_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_left"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_right" ADD CONSTRAINT "nav_right_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_right_locales" ADD CONSTRAINT "nav_right_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_right"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_sidebar" ADD CONSTRAINT "nav_sidebar_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_sidebar_locales" ADD CONSTRAINT "nav_sidebar_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_sidebar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_promos" ADD CONSTRAINT "nav_promos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nav_promos" ADD CONSTRAINT "nav_promos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_promos_locales" ADD CONSTRAINT "nav_promos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_promos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_child" ADD CONSTRAINT "nav_child_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_cats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_child_locales" ADD CONSTRAINT "nav_child_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_child"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_cats" ADD CONSTRAINT "nav_cats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_cols"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_cats_locales" ADD CONSTRAINT "nav_cats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_cats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_cols" ADD CONSTRAINT "nav_cols_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_groups" ADD CONSTRAINT "nav_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_groups_locales" ADD CONSTRAINT "nav_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_region_tags" ADD CONSTRAINT "nav_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."nav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav" ADD CONSTRAINT "nav_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nav_locales" ADD CONSTRAINT "nav_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_rels" ADD CONSTRAINT "nav_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."nav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_rels" ADD CONSTRAINT "nav_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_rels" ADD CONSTRAINT "nav_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_rels" ADD CONSTRAINT "nav_rels_recipes_fk" FOREIGN KEY ("recipes_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_rels" ADD CONSTRAINT "nav_rels_blogs_fk" FOREIGN KEY ("blogs_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_rels" ADD CONSTRAINT "nav_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_rels" ADD CONSTRAINT "nav_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_rels" ADD CONSTRAINT "nav_rels_blog_categories_fk" FOREIGN KEY ("blog_categories_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_left_v" ADD CONSTRAINT "_nav_left_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_left_v_locales" ADD CONSTRAINT "_nav_left_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_left_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_right_v" ADD CONSTRAINT "_nav_right_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_right_v_locales" ADD CONSTRAINT "_nav_right_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_right_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_sidebar_v" ADD CONSTRAINT "_nav_sidebar_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_groups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_sidebar_v_locales" ADD CONSTRAINT "_nav_sidebar_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_sidebar_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_promos_v" ADD CONSTRAINT "_nav_promos_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_nav_promos_v" ADD CONSTRAINT "_nav_promos_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_groups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_promos_v_locales" ADD CONSTRAINT "_nav_promos_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_promos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_child_v" ADD CONSTRAINT "_nav_child_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_cats_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_child_v_locales" ADD CONSTRAINT "_nav_child_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_child_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_cats_v" ADD CONSTRAINT "_nav_cats_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_cols_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_cats_v_locales" ADD CONSTRAINT "_nav_cats_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_cats_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_cols_v" ADD CONSTRAINT "_nav_cols_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_groups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_groups_v" ADD CONSTRAINT "_nav_groups_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_groups_v_locales" ADD CONSTRAINT "_nav_groups_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_groups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_v_version_region_tags" ADD CONSTRAINT "_nav_v_version_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_nav_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_v" ADD CONSTRAINT "_nav_v_parent_id_nav_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."nav"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_nav_v" ADD CONSTRAINT "_nav_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_nav_v_locales" ADD CONSTRAINT "_nav_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_nav_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_v_rels" ADD CONSTRAINT "_nav_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_nav_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_v_rels" ADD CONSTRAINT "_nav_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_v_rels" ADD CONSTRAINT "_nav_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_v_rels" ADD CONSTRAINT "_nav_v_rels_recipes_fk" FOREIGN KEY ("recipes_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_v_rels" ADD CONSTRAINT "_nav_v_rels_blogs_fk" FOREIGN KEY ("blogs_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_v_rels" ADD CONSTRAINT "_nav_v_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_v_rels" ADD CONSTRAINT "_nav_v_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_nav_v_rels" ADD CONSTRAINT "_nav_v_rels_blog_categories_fk" FOREIGN KEY ("blog_categories_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_child" ADD CONSTRAINT "footer_child_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_cats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_child_locales" ADD CONSTRAINT "footer_child_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_child"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_cats" ADD CONSTRAINT "footer_cats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_cols"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_cats_locales" ADD CONSTRAINT "footer_cats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_cats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_cols" ADD CONSTRAINT "footer_cols_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_cols_locales" ADD CONSTRAINT "footer_cols_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_cols"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footers_region_tags" ADD CONSTRAINT "footers_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."footers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footers" ADD CONSTRAINT "footers_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footers" ADD CONSTRAINT "footers_signup_form_id_forms_id_fk" FOREIGN KEY ("signup_form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footers_locales" ADD CONSTRAINT "footers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footers_rels" ADD CONSTRAINT "footers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."footers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footers_rels" ADD CONSTRAINT "footers_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footers_rels" ADD CONSTRAINT "footers_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footers_rels" ADD CONSTRAINT "footers_rels_recipes_fk" FOREIGN KEY ("recipes_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footers_rels" ADD CONSTRAINT "footers_rels_blogs_fk" FOREIGN KEY ("blogs_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footers_rels" ADD CONSTRAINT "footers_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footers_rels" ADD CONSTRAINT "footers_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footers_rels" ADD CONSTRAINT "footers_rels_blog_categories_fk" FOREIGN KEY ("blog_categories_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_child_v" ADD CONSTRAINT "_footer_child_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_cats_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_child_v_locales" ADD CONSTRAINT "_footer_child_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_child_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_cats_v" ADD CONSTRAINT "_footer_cats_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_cols_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_cats_v_locales" ADD CONSTRAINT "_footer_cats_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_cats_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_cols_v" ADD CONSTRAINT "_footer_cols_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_cols_v_locales" ADD CONSTRAINT "_footer_cols_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_cols_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footers_v_version_region_tags" ADD CONSTRAINT "_footers_v_version_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_footers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footers_v" ADD CONSTRAINT "_footers_v_parent_id_footers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."footers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_footers_v" ADD CONSTRAINT "_footers_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_footers_v" ADD CONSTRAINT "_footers_v_version_signup_form_id_forms_id_fk" FOREIGN KEY ("version_signup_form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_footers_v_locales" ADD CONSTRAINT "_footers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footers_v_rels" ADD CONSTRAINT "_footers_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_footers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footers_v_rels" ADD CONSTRAINT "_footers_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footers_v_rels" ADD CONSTRAINT "_footers_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footers_v_rels" ADD CONSTRAINT "_footers_v_rels_recipes_fk" FOREIGN KEY ("recipes_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footers_v_rels" ADD CONSTRAINT "_footers_v_rels_blogs_fk" FOREIGN KEY ("blogs_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footers_v_rels" ADD CONSTRAINT "_footers_v_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footers_v_rels" ADD CONSTRAINT "_footers_v_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footers_v_rels" ADD CONSTRAINT "_footers_v_rels_blog_categories_fk" FOREIGN KEY ("blog_categories_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "authentication_contexts_texts" ADD CONSTRAINT "authentication_contexts_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."authentication_contexts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields_options" ADD CONSTRAINT "forms_fields_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields_options_locales" ADD CONSTRAINT "forms_fields_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_fields_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields" ADD CONSTRAINT "forms_fields_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields_locales" ADD CONSTRAINT "forms_fields_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_region_tags" ADD CONSTRAINT "forms_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms" ADD CONSTRAINT "forms_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forms" ADD CONSTRAINT "forms_form_group_id_form_groups_id_fk" FOREIGN KEY ("form_group_id") REFERENCES "public"."form_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forms" ADD CONSTRAINT "forms_success_page_id_pages_id_fk" FOREIGN KEY ("success_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forms_locales" ADD CONSTRAINT "forms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_version_fields_options" ADD CONSTRAINT "_forms_v_version_fields_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v_version_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_version_fields_options_locales" ADD CONSTRAINT "_forms_v_version_fields_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v_version_fields_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_version_fields" ADD CONSTRAINT "_forms_v_version_fields_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_version_fields_locales" ADD CONSTRAINT "_forms_v_version_fields_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v_version_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_version_region_tags" ADD CONSTRAINT "_forms_v_version_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v" ADD CONSTRAINT "_forms_v_parent_id_forms_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_forms_v" ADD CONSTRAINT "_forms_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_forms_v" ADD CONSTRAINT "_forms_v_version_form_group_id_form_groups_id_fk" FOREIGN KEY ("version_form_group_id") REFERENCES "public"."form_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_forms_v" ADD CONSTRAINT "_forms_v_version_success_page_id_pages_id_fk" FOREIGN KEY ("version_success_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_forms_v_locales" ADD CONSTRAINT "_forms_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favorites_settings_region_tags" ADD CONSTRAINT "favorites_settings_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."favorites_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "favorites_settings_locales" ADD CONSTRAINT "favorites_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."favorites_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "favorites_settings_rels" ADD CONSTRAINT "favorites_settings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."favorites_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "favorites_settings_rels" ADD CONSTRAINT "favorites_settings_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "favorites_settings_rels" ADD CONSTRAINT "favorites_settings_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "favorites_settings_rels" ADD CONSTRAINT "favorites_settings_rels_recipes_fk" FOREIGN KEY ("recipes_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "favorites_settings_rels" ADD CONSTRAINT "favorites_settings_rels_blogs_fk" FOREIGN KEY ("blogs_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "favorites_settings_rels" ADD CONSTRAINT "favorites_settings_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "favorites_settings_rels" ADD CONSTRAINT "favorites_settings_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "favorites_settings_rels" ADD CONSTRAINT "favorites_settings_rels_blog_categories_fk" FOREIGN KEY ("blog_categories_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_favorites_settings_v_version_region_tags" ADD CONSTRAINT "_favorites_settings_v_version_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_favorites_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_favorites_settings_v" ADD CONSTRAINT "_favorites_settings_v_parent_id_favorites_settings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."favorites_settings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_favorites_settings_v_locales" ADD CONSTRAINT "_favorites_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_favorites_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_favorites_settings_v_rels" ADD CONSTRAINT "_favorites_settings_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_favorites_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_favorites_settings_v_rels" ADD CONSTRAINT "_favorites_settings_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_favorites_settings_v_rels" ADD CONSTRAINT "_favorites_settings_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_favorites_settings_v_rels" ADD CONSTRAINT "_favorites_settings_v_rels_recipes_fk" FOREIGN KEY ("recipes_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_favorites_settings_v_rels" ADD CONSTRAINT "_favorites_settings_v_rels_blogs_fk" FOREIGN KEY ("blogs_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_favorites_settings_v_rels" ADD CONSTRAINT "_favorites_settings_v_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_favorites_settings_v_rels" ADD CONSTRAINT "_favorites_settings_v_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_favorites_settings_v_rels" ADD CONSTRAINT "_favorites_settings_v_rels_blog_categories_fk" FOREIGN KEY ("blog_categories_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sample_bag_settings_region_tags" ADD CONSTRAINT "sample_bag_settings_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sample_bag_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sample_bag_settings" ADD CONSTRAINT "sample_bag_settings_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sample_bag_settings_locales" ADD CONSTRAINT "sample_bag_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sample_bag_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sample_bag_settings_rels" ADD CONSTRAINT "sample_bag_settings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sample_bag_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sample_bag_settings_rels" ADD CONSTRAINT "sample_bag_settings_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sample_bag_settings_rels" ADD CONSTRAINT "sample_bag_settings_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sample_bag_settings_rels" ADD CONSTRAINT "sample_bag_settings_rels_recipes_fk" FOREIGN KEY ("recipes_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sample_bag_settings_rels" ADD CONSTRAINT "sample_bag_settings_rels_blogs_fk" FOREIGN KEY ("blogs_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sample_bag_settings_rels" ADD CONSTRAINT "sample_bag_settings_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sample_bag_settings_rels" ADD CONSTRAINT "sample_bag_settings_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sample_bag_settings_rels" ADD CONSTRAINT "sample_bag_settings_rels_blog_categories_fk" FOREIGN KEY ("blog_categories_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sample_bag_settings_v_version_region_tags" ADD CONSTRAINT "_sample_bag_settings_v_version_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_sample_bag_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sample_bag_settings_v" ADD CONSTRAINT "_sample_bag_settings_v_parent_id_sample_bag_settings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sample_bag_settings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sample_bag_settings_v" ADD CONSTRAINT "_sample_bag_settings_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sample_bag_settings_v_locales" ADD CONSTRAINT "_sample_bag_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sample_bag_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sample_bag_settings_v_rels" ADD CONSTRAINT "_sample_bag_settings_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_sample_bag_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sample_bag_settings_v_rels" ADD CONSTRAINT "_sample_bag_settings_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sample_bag_settings_v_rels" ADD CONSTRAINT "_sample_bag_settings_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sample_bag_settings_v_rels" ADD CONSTRAINT "_sample_bag_settings_v_rels_recipes_fk" FOREIGN KEY ("recipes_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sample_bag_settings_v_rels" ADD CONSTRAINT "_sample_bag_settings_v_rels_blogs_fk" FOREIGN KEY ("blogs_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sample_bag_settings_v_rels" ADD CONSTRAINT "_sample_bag_settings_v_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sample_bag_settings_v_rels" ADD CONSTRAINT "_sample_bag_settings_v_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sample_bag_settings_v_rels" ADD CONSTRAINT "_sample_bag_settings_v_rels_blog_categories_fk" FOREIGN KEY ("blog_categories_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sample_orders_items" ADD CONSTRAINT "sample_orders_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sample_orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "facet_templates_filters" ADD CONSTRAINT "facet_templates_filters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."facet_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "facet_templates_filters_locales" ADD CONSTRAINT "facet_templates_filters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."facet_templates_filters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "facet_templates_initial_query_filters" ADD CONSTRAINT "facet_templates_initial_query_filters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."facet_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "facet_templates_region_tags" ADD CONSTRAINT "facet_templates_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."facet_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "facet_templates_locales" ADD CONSTRAINT "facet_templates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."facet_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "facet_templates_texts" ADD CONSTRAINT "facet_templates_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."facet_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "facet_templates_rels" ADD CONSTRAINT "facet_templates_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."facet_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "facet_templates_rels" ADD CONSTRAINT "facet_templates_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "facet_templates_rels" ADD CONSTRAINT "facet_templates_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_facet_templates_v_version_filters" ADD CONSTRAINT "_facet_templates_v_version_filters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_facet_templates_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_facet_templates_v_version_filters_locales" ADD CONSTRAINT "_facet_templates_v_version_filters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_facet_templates_v_version_filters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_facet_templates_v_version_initial_query_filters" ADD CONSTRAINT "_facet_templates_v_version_initial_query_filters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_facet_templates_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_facet_templates_v_version_region_tags" ADD CONSTRAINT "_facet_templates_v_version_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_facet_templates_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_facet_templates_v" ADD CONSTRAINT "_facet_templates_v_parent_id_facet_templates_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."facet_templates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_facet_templates_v_locales" ADD CONSTRAINT "_facet_templates_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_facet_templates_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_facet_templates_v_texts" ADD CONSTRAINT "_facet_templates_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_facet_templates_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_facet_templates_v_rels" ADD CONSTRAINT "_facet_templates_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_facet_templates_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_facet_templates_v_rels" ADD CONSTRAINT "_facet_templates_v_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_facet_templates_v_rels" ADD CONSTRAINT "_facet_templates_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_finders_steps_options" ADD CONSTRAINT "product_finders_steps_options_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_finders_steps_options" ADD CONSTRAINT "product_finders_steps_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_finders_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_finders_steps_options_locales" ADD CONSTRAINT "product_finders_steps_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_finders_steps_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_finders_steps" ADD CONSTRAINT "product_finders_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_finders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_finders_steps_locales" ADD CONSTRAINT "product_finders_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_finders_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_finders_region_tags" ADD CONSTRAINT "product_finders_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_finders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_finders_locales" ADD CONSTRAINT "product_finders_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_finders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_finders_texts" ADD CONSTRAINT "product_finders_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_finders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_product_finders_v_version_steps_options" ADD CONSTRAINT "_product_finders_v_version_steps_options_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_product_finders_v_version_steps_options" ADD CONSTRAINT "_product_finders_v_version_steps_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_product_finders_v_version_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_product_finders_v_version_steps_options_locales" ADD CONSTRAINT "_product_finders_v_version_steps_options_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_product_finders_v_version_steps_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_product_finders_v_version_steps" ADD CONSTRAINT "_product_finders_v_version_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_product_finders_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_product_finders_v_version_steps_locales" ADD CONSTRAINT "_product_finders_v_version_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_product_finders_v_version_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_product_finders_v_version_region_tags" ADD CONSTRAINT "_product_finders_v_version_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_product_finders_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_product_finders_v" ADD CONSTRAINT "_product_finders_v_parent_id_product_finders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_finders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_product_finders_v_locales" ADD CONSTRAINT "_product_finders_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_product_finders_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_product_finders_v_texts" ADD CONSTRAINT "_product_finders_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_product_finders_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "feature_flags_region_tags" ADD CONSTRAINT "feature_flags_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."feature_flags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_region_tags" ADD CONSTRAINT "redirects_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recently_viewed_sections_region_tags" ADD CONSTRAINT "recently_viewed_sections_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recently_viewed_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recently_viewed_sections_locales" ADD CONSTRAINT "recently_viewed_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recently_viewed_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recently_viewed_sections_v_version_region_tags" ADD CONSTRAINT "_recently_viewed_sections_v_version_region_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_recently_viewed_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recently_viewed_sections_v" ADD CONSTRAINT "_recently_viewed_sections_v_parent_id_recently_viewed_sections_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recently_viewed_sections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recently_viewed_sections_v_locales" ADD CONSTRAINT "_recently_viewed_sections_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_recently_viewed_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "partner_profiles" ADD CONSTRAINT "partner_profiles_sales_contact_id_sales_contacts_id_fk" FOREIGN KEY ("sales_contact_id") REFERENCES "public"."sales_contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cut_types_locales" ADD CONSTRAINT "cut_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cut_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fry_specifications_locales" ADD CONSTRAINT "fry_specifications_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fry_specifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fry_types_locales" ADD CONSTRAINT "fry_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fry_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "seasonings_locales" ADD CONSTRAINT "seasonings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."seasonings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "varieties_locales" ADD CONSTRAINT "varieties_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."varieties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "preparation_methods_locales" ADD CONSTRAINT "preparation_methods_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."preparation_methods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_services_locales" ADD CONSTRAINT "product_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_partner_users_fk" FOREIGN KEY ("partner_users_id") REFERENCES "public"."partner_users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recipes_fk" FOREIGN KEY ("recipes_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recipe_categories_fk" FOREIGN KEY ("recipe_categories_id") REFERENCES "public"."recipe_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recipe_page_settings_fk" FOREIGN KEY ("recipe_page_settings_id") REFERENCES "public"."recipe_page_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blogs_fk" FOREIGN KEY ("blogs_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blog_categories_fk" FOREIGN KEY ("blog_categories_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_distributors_fk" FOREIGN KEY ("distributors_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_global_settings_fk" FOREIGN KEY ("global_settings_id") REFERENCES "public"."global_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_partner_program_settings_fk" FOREIGN KEY ("partner_program_settings_id") REFERENCES "public"."partner_program_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_navigation_bars_fk" FOREIGN KEY ("nav_id") REFERENCES "public"."nav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_footers_fk" FOREIGN KEY ("footers_id") REFERENCES "public"."footers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_authentication_contexts_fk" FOREIGN KEY ("authentication_contexts_id") REFERENCES "public"."authentication_contexts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forms_fk" FOREIGN KEY ("forms_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_groups_fk" FOREIGN KEY ("form_groups_id") REFERENCES "public"."form_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_submissions_fk" FOREIGN KEY ("form_submissions_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_favorites_settings_fk" FOREIGN KEY ("favorites_settings_id") REFERENCES "public"."favorites_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sample_bag_settings_fk" FOREIGN KEY ("sample_bag_settings_id") REFERENCES "public"."sample_bag_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sample_orders_fk" FOREIGN KEY ("sample_orders_id") REFERENCES "public"."sample_orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_facet_templates_fk" FOREIGN KEY ("facet_templates_id") REFERENCES "public"."facet_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_finders_fk" FOREIGN KEY ("product_finders_id") REFERENCES "public"."product_finders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feature_flags_fk" FOREIGN KEY ("feature_flags_id") REFERENCES "public"."feature_flags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_domain_redirects_fk" FOREIGN KEY ("domain_redirects_id") REFERENCES "public"."domain_redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_domain_blocklist_fk" FOREIGN KEY ("email_domain_blocklist_id") REFERENCES "public"."email_domain_blocklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recently_viewed_sections_fk" FOREIGN KEY ("recently_viewed_sections_id") REFERENCES "public"."recently_viewed_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sales_contacts_fk" FOREIGN KEY ("sales_contacts_id") REFERENCES "public"."sales_contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_partner_profiles_fk" FOREIGN KEY ("partner_profiles_id") REFERENCES "public"."partner_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cut_types_fk" FOREIGN KEY ("cut_types_id") REFERENCES "public"."cut_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fry_specifications_fk" FOREIGN KEY ("fry_specifications_id") REFERENCES "public"."fry_specifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fry_types_fk" FOREIGN KEY ("fry_types_id") REFERENCES "public"."fry_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seasonings_fk" FOREIGN KEY ("seasonings_id") REFERENCES "public"."seasonings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_varieties_fk" FOREIGN KEY ("varieties_id") REFERENCES "public"."varieties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_preparation_methods_fk" FOREIGN KEY ("preparation_methods_id") REFERENCES "public"."preparation_methods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_services_fk" FOREIGN KEY ("product_services_id") REFERENCES "public"."product_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_partner_users_fk" FOREIGN KEY ("partner_users_id") REFERENCES "public"."partner_users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "partner_users_sessions_order_idx" ON "partner_users_sessions" USING btree ("_order");
  CREATE INDEX "partner_users_sessions_parent_id_idx" ON "partner_users_sessions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "partner_users_salesforce_user_id_idx" ON "partner_users" USING btree ("salesforce_user_id");
  CREATE INDEX "partner_users_updated_at_idx" ON "partner_users" USING btree ("updated_at");
  CREATE INDEX "partner_users_created_at_idx" ON "partner_users" USING btree ("created_at");
  CREATE UNIQUE INDEX "partner_users_email_idx" ON "partner_users" USING btree ("email");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_tags_order_idx" ON "pages_tags" USING btree ("_order");
  CREATE INDEX "pages_tags_parent_id_idx" ON "pages_tags" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_section_header_calls_to_action_order_idx" ON "pages_blocks_section_header_calls_to_action" USING btree ("_order");
  CREATE INDEX "pages_blocks_section_header_calls_to_action_parent_id_idx" ON "pages_blocks_section_header_calls_to_action" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_section_header_calls_to_action_locales_locale_p" ON "pages_blocks_section_header_calls_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_section_header_order_idx" ON "pages_blocks_section_header" USING btree ("_order");
  CREATE INDEX "pages_blocks_section_header_parent_id_idx" ON "pages_blocks_section_header" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_section_header_path_idx" ON "pages_blocks_section_header" USING btree ("_path");
  CREATE INDEX "pages_blocks_section_header_logo_image_idx" ON "pages_blocks_section_header" USING btree ("logo_image_id");
  CREATE UNIQUE INDEX "pages_blocks_section_header_locales_locale_parent_id_unique" ON "pages_blocks_section_header_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_plain_html_order_idx" ON "pages_blocks_plain_html" USING btree ("_order");
  CREATE INDEX "pages_blocks_plain_html_parent_id_idx" ON "pages_blocks_plain_html" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_plain_html_path_idx" ON "pages_blocks_plain_html" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_plain_html_locales_locale_parent_id_unique" ON "pages_blocks_plain_html_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_page_metadata_custom_metadata_order_idx" ON "pages_page_metadata_custom_metadata" USING btree ("_order");
  CREATE INDEX "pages_page_metadata_custom_metadata_parent_id_idx" ON "pages_page_metadata_custom_metadata" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_page_metadata_custom_metadata_locales_locale_parent_id" ON "pages_page_metadata_custom_metadata_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_spacer_rule_order_idx" ON "pages_blocks_spacer_rule" USING btree ("_order");
  CREATE INDEX "pages_blocks_spacer_rule_parent_id_idx" ON "pages_blocks_spacer_rule" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_spacer_rule_path_idx" ON "pages_blocks_spacer_rule" USING btree ("_path");
  CREATE INDEX "pages_region_tags_order_idx" ON "pages_region_tags" USING btree ("order");
  CREATE INDEX "pages_region_tags_parent_idx" ON "pages_region_tags" USING btree ("parent_id");
  CREATE INDEX "pages_region_tags_value_idx" ON "pages_region_tags" USING btree ("value");
  CREATE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_parent_page_idx" ON "pages" USING btree ("parent_page_id");
  CREATE INDEX "pages_authentication_context_idx" ON "pages" USING btree ("authentication_context_id");
  CREATE INDEX "pages_header_marquee_style_header_marquee_style_backgrou_idx" ON "pages" USING btree ("header_marquee_style_background_image_id");
  CREATE INDEX "pages_header_marquee_style_header_marquee_style_backgr_1_idx" ON "pages" USING btree ("header_marquee_style_background_video_id");
  CREATE INDEX "pages_page_metadata_page_metadata_social_share_image_idx" ON "pages" USING btree ("page_metadata_social_share_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_pages_id_idx" ON "pages_rels" USING btree ("pages_id");
  CREATE INDEX "pages_rels_products_id_idx" ON "pages_rels" USING btree ("products_id");
  CREATE INDEX "pages_rels_recipes_id_idx" ON "pages_rels" USING btree ("recipes_id");
  CREATE INDEX "pages_rels_blogs_id_idx" ON "pages_rels" USING btree ("blogs_id");
  CREATE INDEX "pages_rels_brands_id_idx" ON "pages_rels" USING btree ("brands_id");
  CREATE INDEX "pages_rels_product_categories_id_idx" ON "pages_rels" USING btree ("product_categories_id");
  CREATE INDEX "pages_rels_blog_categories_id_idx" ON "pages_rels" USING btree ("blog_categories_id");
  CREATE INDEX "_pages_v_version_tags_order_idx" ON "_pages_v_version_tags" USING btree ("_order");
  CREATE INDEX "_pages_v_version_tags_parent_id_idx" ON "_pages_v_version_tags" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_section_header_calls_to_action_order_idx" ON "_pages_v_blocks_section_header_calls_to_action" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_section_header_calls_to_action_parent_id_idx" ON "_pages_v_blocks_section_header_calls_to_action" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_section_header_calls_to_action_locales_local" ON "_pages_v_blocks_section_header_calls_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_section_header_order_idx" ON "_pages_v_blocks_section_header" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_section_header_parent_id_idx" ON "_pages_v_blocks_section_header" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_section_header_path_idx" ON "_pages_v_blocks_section_header" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_section_header_logo_image_idx" ON "_pages_v_blocks_section_header" USING btree ("logo_image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_section_header_locales_locale_parent_id_uniq" ON "_pages_v_blocks_section_header_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_plain_html_order_idx" ON "_pages_v_blocks_plain_html" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_plain_html_parent_id_idx" ON "_pages_v_blocks_plain_html" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_plain_html_path_idx" ON "_pages_v_blocks_plain_html" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_plain_html_locales_locale_parent_id_unique" ON "_pages_v_blocks_plain_html_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_version_page_metadata_custom_metadata_order_idx" ON "_pages_v_version_page_metadata_custom_metadata" USING btree ("_order");
  CREATE INDEX "_pages_v_version_page_metadata_custom_metadata_parent_id_idx" ON "_pages_v_version_page_metadata_custom_metadata" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_version_page_metadata_custom_metadata_locales_local" ON "_pages_v_version_page_metadata_custom_metadata_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_spacer_rule_order_idx" ON "_pages_v_blocks_spacer_rule" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_spacer_rule_parent_id_idx" ON "_pages_v_blocks_spacer_rule" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_spacer_rule_path_idx" ON "_pages_v_blocks_spacer_rule" USING btree ("_path");
  CREATE INDEX "_pages_v_version_region_tags_order_idx" ON "_pages_v_version_region_tags" USING btree ("order");
  CREATE INDEX "_pages_v_version_region_tags_parent_idx" ON "_pages_v_version_region_tags" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_region_tags_value_idx" ON "_pages_v_version_region_tags" USING btree ("value");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_parent_page_idx" ON "_pages_v" USING btree ("version_parent_page_id");
  CREATE INDEX "_pages_v_version_version_authentication_context_idx" ON "_pages_v" USING btree ("version_authentication_context_id");
  CREATE INDEX "_pages_v_version_header_marquee_style_version_header_mar_idx" ON "_pages_v" USING btree ("version_header_marquee_style_background_image_id");
  CREATE INDEX "_pages_v_version_header_marquee_style_version_header_m_1_idx" ON "_pages_v" USING btree ("version_header_marquee_style_background_video_id");
  CREATE INDEX "_pages_v_version_page_metadata_version_page_metadata_soc_idx" ON "_pages_v" USING btree ("version_page_metadata_social_share_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_pages_id_idx" ON "_pages_v_rels" USING btree ("pages_id");
  CREATE INDEX "_pages_v_rels_products_id_idx" ON "_pages_v_rels" USING btree ("products_id");
  CREATE INDEX "_pages_v_rels_recipes_id_idx" ON "_pages_v_rels" USING btree ("recipes_id");
  CREATE INDEX "_pages_v_rels_blogs_id_idx" ON "_pages_v_rels" USING btree ("blogs_id");
  CREATE INDEX "_pages_v_rels_brands_id_idx" ON "_pages_v_rels" USING btree ("brands_id");
  CREATE INDEX "_pages_v_rels_product_categories_id_idx" ON "_pages_v_rels" USING btree ("product_categories_id");
  CREATE INDEX "_pages_v_rels_blog_categories_id_idx" ON "_pages_v_rels" USING btree ("blog_categories_id");
  CREATE INDEX "products_tags_order_idx" ON "products_tags" USING btree ("_order");
  CREATE INDEX "products_tags_parent_id_idx" ON "products_tags" USING btree ("_parent_id");
  CREATE INDEX "products_page_metadata_custom_metadata_order_idx" ON "products_page_metadata_custom_metadata" USING btree ("_order");
  CREATE INDEX "products_page_metadata_custom_metadata_parent_id_idx" ON "products_page_metadata_custom_metadata" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_page_metadata_custom_metadata_locales_locale_parent" ON "products_page_metadata_custom_metadata_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_videos_order_idx" ON "products_videos" USING btree ("_order");
  CREATE INDEX "products_videos_parent_id_idx" ON "products_videos" USING btree ("_parent_id");
  CREATE INDEX "products_videos_file_idx" ON "products_videos" USING btree ("file_id");
  CREATE INDEX "products_videos_thumbnail_idx" ON "products_videos" USING btree ("thumbnail_id");
  CREATE UNIQUE INDEX "products_videos_locales_locale_parent_id_unique" ON "products_videos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_specification_flags_order_idx" ON "products_specification_flags" USING btree ("_order");
  CREATE INDEX "products_specification_flags_parent_id_idx" ON "products_specification_flags" USING btree ("_parent_id");
  CREATE INDEX "products_specification_flags_icon_idx" ON "products_specification_flags" USING btree ("icon_id");
  CREATE UNIQUE INDEX "products_specification_flags_locales_locale_parent_id_unique" ON "products_specification_flags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "prep_bullets_order_idx" ON "prep_bullets" USING btree ("_order");
  CREATE INDEX "prep_bullets_parent_id_idx" ON "prep_bullets" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "prep_bullets_locales_locale_parent_id_unique" ON "prep_bullets_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "prep_steps_order_idx" ON "prep_steps" USING btree ("_order");
  CREATE INDEX "prep_steps_parent_id_idx" ON "prep_steps" USING btree ("_parent_id");
  CREATE INDEX "prep_steps_icon_idx" ON "prep_steps" USING btree ("icon_id");
  CREATE UNIQUE INDEX "prep_steps_locales_locale_parent_id_unique" ON "prep_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_region_tags_order_idx" ON "products_region_tags" USING btree ("order");
  CREATE INDEX "products_region_tags_parent_idx" ON "products_region_tags" USING btree ("parent_id");
  CREATE INDEX "products_region_tags_value_idx" ON "products_region_tags" USING btree ("value");
  CREATE UNIQUE INDEX "products_sku_idx" ON "products" USING btree ("sku");
  CREATE INDEX "products_slug_idx" ON "products" USING btree ("slug");
  CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");
  CREATE INDEX "products_sub_brand_idx" ON "products" USING btree ("sub_brand_id");
  CREATE INDEX "products_badge_badge_image_idx" ON "products" USING btree ("badge_image_id");
  CREATE INDEX "products_published_date_idx" ON "products" USING btree ("published_date");
  CREATE INDEX "products_page_metadata_page_metadata_social_share_image_idx" ON "products" USING btree ("page_metadata_social_share_image_id");
  CREATE INDEX "products_in_use_image_idx" ON "products" USING btree ("in_use_image_id");
  CREATE INDEX "products_styled_image_idx" ON "products" USING btree ("styled_image_id");
  CREATE INDEX "products_prepared_image_idx" ON "products" USING btree ("prepared_image_id");
  CREATE INDEX "products_front_innerpack_image_idx" ON "products" USING btree ("front_innerpack_image_id");
  CREATE INDEX "products_back_innerpack_image_idx" ON "products" USING btree ("back_innerpack_image_id");
  CREATE INDEX "products_ingredient_disclaimer_link_idx" ON "products" USING btree ("ingredient_disclaimer_link_id");
  CREATE INDEX "products_preparation_method_type_idx" ON "products" USING btree ("preparation_method_type_id");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products__status_idx" ON "products" USING btree ("_status");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_texts_order_parent" ON "products_texts" USING btree ("order","parent_id");
  CREATE INDEX "products_rels_order_idx" ON "products_rels" USING btree ("order");
  CREATE INDEX "products_rels_parent_idx" ON "products_rels" USING btree ("parent_id");
  CREATE INDEX "products_rels_path_idx" ON "products_rels" USING btree ("path");
  CREATE INDEX "products_rels_product_categories_id_idx" ON "products_rels" USING btree ("product_categories_id");
  CREATE INDEX "products_rels_cut_types_id_idx" ON "products_rels" USING btree ("cut_types_id");
  CREATE INDEX "products_rels_media_id_idx" ON "products_rels" USING btree ("media_id");
  CREATE INDEX "products_rels_blogs_id_idx" ON "products_rels" USING btree ("blogs_id");
  CREATE INDEX "products_rels_recipes_id_idx" ON "products_rels" USING btree ("recipes_id");
  CREATE INDEX "_products_v_version_tags_order_idx" ON "_products_v_version_tags" USING btree ("_order");
  CREATE INDEX "_products_v_version_tags_parent_id_idx" ON "_products_v_version_tags" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_page_metadata_custom_metadata_order_idx" ON "_products_v_version_page_metadata_custom_metadata" USING btree ("_order");
  CREATE INDEX "_products_v_version_page_metadata_custom_metadata_parent_id_idx" ON "_products_v_version_page_metadata_custom_metadata" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_page_metadata_custom_metadata_locales_lo" ON "_products_v_version_page_metadata_custom_metadata_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_videos_order_idx" ON "_products_v_version_videos" USING btree ("_order");
  CREATE INDEX "_products_v_version_videos_parent_id_idx" ON "_products_v_version_videos" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_videos_file_idx" ON "_products_v_version_videos" USING btree ("file_id");
  CREATE INDEX "_products_v_version_videos_thumbnail_idx" ON "_products_v_version_videos" USING btree ("thumbnail_id");
  CREATE UNIQUE INDEX "_products_v_version_videos_locales_locale_parent_id_unique" ON "_products_v_version_videos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_specification_flags_order_idx" ON "_products_v_version_specification_flags" USING btree ("_order");
  CREATE INDEX "_products_v_version_specification_flags_parent_id_idx" ON "_products_v_version_specification_flags" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_specification_flags_icon_idx" ON "_products_v_version_specification_flags" USING btree ("icon_id");
  CREATE UNIQUE INDEX "_products_v_version_specification_flags_locales_locale_paren" ON "_products_v_version_specification_flags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_prep_bullets_v_order_idx" ON "_prep_bullets_v" USING btree ("_order");
  CREATE INDEX "_prep_bullets_v_parent_id_idx" ON "_prep_bullets_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_prep_bullets_v_locales_locale_parent_id_unique" ON "_prep_bullets_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_prep_steps_v_order_idx" ON "_prep_steps_v" USING btree ("_order");
  CREATE INDEX "_prep_steps_v_parent_id_idx" ON "_prep_steps_v" USING btree ("_parent_id");
  CREATE INDEX "_prep_steps_v_icon_idx" ON "_prep_steps_v" USING btree ("icon_id");
  CREATE UNIQUE INDEX "_prep_steps_v_locales_locale_parent_id_unique" ON "_prep_steps_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_region_tags_order_idx" ON "_products_v_version_region_tags" USING btree ("order");
  CREATE INDEX "_products_v_version_region_tags_parent_idx" ON "_products_v_version_region_tags" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_region_tags_value_idx" ON "_products_v_version_region_tags" USING btree ("value");
  CREATE INDEX "_products_v_parent_idx" ON "_products_v" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_version_sku_idx" ON "_products_v" USING btree ("version_sku");
  CREATE INDEX "_products_v_version_version_slug_idx" ON "_products_v" USING btree ("version_slug");
  CREATE INDEX "_products_v_version_version_brand_idx" ON "_products_v" USING btree ("version_brand_id");
  CREATE INDEX "_products_v_version_version_sub_brand_idx" ON "_products_v" USING btree ("version_sub_brand_id");
  CREATE INDEX "_products_v_version_badge_version_badge_image_idx" ON "_products_v" USING btree ("version_badge_image_id");
  CREATE INDEX "_products_v_version_version_published_date_idx" ON "_products_v" USING btree ("version_published_date");
  CREATE INDEX "_products_v_version_page_metadata_version_page_metadata__idx" ON "_products_v" USING btree ("version_page_metadata_social_share_image_id");
  CREATE INDEX "_products_v_version_version_in_use_image_idx" ON "_products_v" USING btree ("version_in_use_image_id");
  CREATE INDEX "_products_v_version_version_styled_image_idx" ON "_products_v" USING btree ("version_styled_image_id");
  CREATE INDEX "_products_v_version_version_prepared_image_idx" ON "_products_v" USING btree ("version_prepared_image_id");
  CREATE INDEX "_products_v_version_version_front_innerpack_image_idx" ON "_products_v" USING btree ("version_front_innerpack_image_id");
  CREATE INDEX "_products_v_version_version_back_innerpack_image_idx" ON "_products_v" USING btree ("version_back_innerpack_image_id");
  CREATE INDEX "_products_v_version_version_ingredient_disclaimer_link_idx" ON "_products_v" USING btree ("version_ingredient_disclaimer_link_id");
  CREATE INDEX "_products_v_version_version_preparation_method_type_idx" ON "_products_v" USING btree ("version_preparation_method_type_id");
  CREATE INDEX "_products_v_version_version_updated_at_idx" ON "_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_products_v_version_version_created_at_idx" ON "_products_v" USING btree ("version_created_at");
  CREATE INDEX "_products_v_version_version__status_idx" ON "_products_v" USING btree ("version__status");
  CREATE INDEX "_products_v_created_at_idx" ON "_products_v" USING btree ("created_at");
  CREATE INDEX "_products_v_updated_at_idx" ON "_products_v" USING btree ("updated_at");
  CREATE INDEX "_products_v_snapshot_idx" ON "_products_v" USING btree ("snapshot");
  CREATE INDEX "_products_v_published_locale_idx" ON "_products_v" USING btree ("published_locale");
  CREATE INDEX "_products_v_latest_idx" ON "_products_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_products_v_locales_locale_parent_id_unique" ON "_products_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_texts_order_parent" ON "_products_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_products_v_rels_order_idx" ON "_products_v_rels" USING btree ("order");
  CREATE INDEX "_products_v_rels_parent_idx" ON "_products_v_rels" USING btree ("parent_id");
  CREATE INDEX "_products_v_rels_path_idx" ON "_products_v_rels" USING btree ("path");
  CREATE INDEX "_products_v_rels_product_categories_id_idx" ON "_products_v_rels" USING btree ("product_categories_id");
  CREATE INDEX "_products_v_rels_cut_types_id_idx" ON "_products_v_rels" USING btree ("cut_types_id");
  CREATE INDEX "_products_v_rels_media_id_idx" ON "_products_v_rels" USING btree ("media_id");
  CREATE INDEX "_products_v_rels_blogs_id_idx" ON "_products_v_rels" USING btree ("blogs_id");
  CREATE INDEX "_products_v_rels_recipes_id_idx" ON "_products_v_rels" USING btree ("recipes_id");
  CREATE INDEX "product_categories_region_tags_order_idx" ON "product_categories_region_tags" USING btree ("order");
  CREATE INDEX "product_categories_region_tags_parent_idx" ON "product_categories_region_tags" USING btree ("parent_id");
  CREATE INDEX "product_categories_region_tags_value_idx" ON "product_categories_region_tags" USING btree ("value");
  CREATE INDEX "product_categories_slug_idx" ON "product_categories" USING btree ("slug");
  CREATE INDEX "product_categories_image_idx" ON "product_categories" USING btree ("image_id");
  CREATE INDEX "product_categories_parent_idx" ON "product_categories" USING btree ("parent_id");
  CREATE INDEX "product_categories_updated_at_idx" ON "product_categories" USING btree ("updated_at");
  CREATE INDEX "product_categories_created_at_idx" ON "product_categories" USING btree ("created_at");
  CREATE INDEX "product_categories__status_idx" ON "product_categories" USING btree ("_status");
  CREATE UNIQUE INDEX "product_categories_locales_locale_parent_id_unique" ON "product_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_product_categories_v_version_region_tags_order_idx" ON "_product_categories_v_version_region_tags" USING btree ("order");
  CREATE INDEX "_product_categories_v_version_region_tags_parent_idx" ON "_product_categories_v_version_region_tags" USING btree ("parent_id");
  CREATE INDEX "_product_categories_v_version_region_tags_value_idx" ON "_product_categories_v_version_region_tags" USING btree ("value");
  CREATE INDEX "_product_categories_v_parent_idx" ON "_product_categories_v" USING btree ("parent_id");
  CREATE INDEX "_product_categories_v_version_version_slug_idx" ON "_product_categories_v" USING btree ("version_slug");
  CREATE INDEX "_product_categories_v_version_version_image_idx" ON "_product_categories_v" USING btree ("version_image_id");
  CREATE INDEX "_product_categories_v_version_version_parent_idx" ON "_product_categories_v" USING btree ("version_parent_id");
  CREATE INDEX "_product_categories_v_version_version_updated_at_idx" ON "_product_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_product_categories_v_version_version_created_at_idx" ON "_product_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_product_categories_v_version_version__status_idx" ON "_product_categories_v" USING btree ("version__status");
  CREATE INDEX "_product_categories_v_created_at_idx" ON "_product_categories_v" USING btree ("created_at");
  CREATE INDEX "_product_categories_v_updated_at_idx" ON "_product_categories_v" USING btree ("updated_at");
  CREATE INDEX "_product_categories_v_snapshot_idx" ON "_product_categories_v" USING btree ("snapshot");
  CREATE INDEX "_product_categories_v_published_locale_idx" ON "_product_categories_v" USING btree ("published_locale");
  CREATE INDEX "_product_categories_v_latest_idx" ON "_product_categories_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_product_categories_v_locales_locale_parent_id_unique" ON "_product_categories_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "recipes_meal_types_order_idx" ON "recipes_meal_types" USING btree ("order");
  CREATE INDEX "recipes_meal_types_parent_idx" ON "recipes_meal_types" USING btree ("parent_id");
  CREATE INDEX "recipes_market_segments_order_idx" ON "recipes_market_segments" USING btree ("order");
  CREATE INDEX "recipes_market_segments_parent_idx" ON "recipes_market_segments" USING btree ("parent_id");
  CREATE INDEX "recipes_page_metadata_custom_metadata_order_idx" ON "recipes_page_metadata_custom_metadata" USING btree ("_order");
  CREATE INDEX "recipes_page_metadata_custom_metadata_parent_id_idx" ON "recipes_page_metadata_custom_metadata" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "recipes_page_metadata_custom_metadata_locales_locale_parent_" ON "recipes_page_metadata_custom_metadata_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "recipes_region_tags_order_idx" ON "recipes_region_tags" USING btree ("order");
  CREATE INDEX "recipes_region_tags_parent_idx" ON "recipes_region_tags" USING btree ("parent_id");
  CREATE INDEX "recipes_region_tags_value_idx" ON "recipes_region_tags" USING btree ("value");
  CREATE INDEX "recipes_slug_idx" ON "recipes" USING btree ("slug");
  CREATE INDEX "recipes_image_idx" ON "recipes" USING btree ("image_id");
  CREATE INDEX "recipes_authentication_context_idx" ON "recipes" USING btree ("authentication_context_id");
  CREATE INDEX "recipes_published_date_idx" ON "recipes" USING btree ("published_date");
  CREATE INDEX "recipes_page_metadata_page_metadata_social_share_image_idx" ON "recipes" USING btree ("page_metadata_social_share_image_id");
  CREATE INDEX "recipes_updated_at_idx" ON "recipes" USING btree ("updated_at");
  CREATE INDEX "recipes_created_at_idx" ON "recipes" USING btree ("created_at");
  CREATE INDEX "recipes__status_idx" ON "recipes" USING btree ("_status");
  CREATE UNIQUE INDEX "recipes_locales_locale_parent_id_unique" ON "recipes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "recipes_rels_order_idx" ON "recipes_rels" USING btree ("order");
  CREATE INDEX "recipes_rels_parent_idx" ON "recipes_rels" USING btree ("parent_id");
  CREATE INDEX "recipes_rels_path_idx" ON "recipes_rels" USING btree ("path");
  CREATE INDEX "recipes_rels_brands_id_idx" ON "recipes_rels" USING btree ("brands_id");
  CREATE INDEX "recipes_rels_products_id_idx" ON "recipes_rels" USING btree ("products_id");
  CREATE INDEX "recipes_rels_recipe_categories_id_idx" ON "recipes_rels" USING btree ("recipe_categories_id");
  CREATE INDEX "_recipes_v_version_meal_types_order_idx" ON "_recipes_v_version_meal_types" USING btree ("order");
  CREATE INDEX "_recipes_v_version_meal_types_parent_idx" ON "_recipes_v_version_meal_types" USING btree ("parent_id");
  CREATE INDEX "_recipes_v_version_market_segments_order_idx" ON "_recipes_v_version_market_segments" USING btree ("order");
  CREATE INDEX "_recipes_v_version_market_segments_parent_idx" ON "_recipes_v_version_market_segments" USING btree ("parent_id");
  CREATE INDEX "_recipes_v_version_page_metadata_custom_metadata_order_idx" ON "_recipes_v_version_page_metadata_custom_metadata" USING btree ("_order");
  CREATE INDEX "_recipes_v_version_page_metadata_custom_metadata_parent_id_idx" ON "_recipes_v_version_page_metadata_custom_metadata" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_recipes_v_version_page_metadata_custom_metadata_locales_loc" ON "_recipes_v_version_page_metadata_custom_metadata_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_recipes_v_version_region_tags_order_idx" ON "_recipes_v_version_region_tags" USING btree ("order");
  CREATE INDEX "_recipes_v_version_region_tags_parent_idx" ON "_recipes_v_version_region_tags" USING btree ("parent_id");
  CREATE INDEX "_recipes_v_version_region_tags_value_idx" ON "_recipes_v_version_region_tags" USING btree ("value");
  CREATE INDEX "_recipes_v_parent_idx" ON "_recipes_v" USING btree ("parent_id");
  CREATE INDEX "_recipes_v_version_version_slug_idx" ON "_recipes_v" USING btree ("version_slug");
  CREATE INDEX "_recipes_v_version_version_image_idx" ON "_recipes_v" USING btree ("version_image_id");
  CREATE INDEX "_recipes_v_version_version_authentication_context_idx" ON "_recipes_v" USING btree ("version_authentication_context_id");
  CREATE INDEX "_recipes_v_version_version_published_date_idx" ON "_recipes_v" USING btree ("version_published_date");
  CREATE INDEX "_recipes_v_version_page_metadata_version_page_metadata_s_idx" ON "_recipes_v" USING btree ("version_page_metadata_social_share_image_id");
  CREATE INDEX "_recipes_v_version_version_updated_at_idx" ON "_recipes_v" USING btree ("version_updated_at");
  CREATE INDEX "_recipes_v_version_version_created_at_idx" ON "_recipes_v" USING btree ("version_created_at");
  CREATE INDEX "_recipes_v_version_version__status_idx" ON "_recipes_v" USING btree ("version__status");
  CREATE INDEX "_recipes_v_created_at_idx" ON "_recipes_v" USING btree ("created_at");
  CREATE INDEX "_recipes_v_updated_at_idx" ON "_recipes_v" USING btree ("updated_at");
  CREATE INDEX "_recipes_v_snapshot_idx" ON "_recipes_v" USING btree ("snapshot");
  CREATE INDEX "_recipes_v_published_locale_idx" ON "_recipes_v" USING btree ("published_locale");
  CREATE INDEX "_recipes_v_latest_idx" ON "_recipes_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_recipes_v_locales_locale_parent_id_unique" ON "_recipes_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_recipes_v_rels_order_idx" ON "_recipes_v_rels" USING btree ("order");
  CREATE INDEX "_recipes_v_rels_parent_idx" ON "_recipes_v_rels" USING btree ("parent_id");
  CREATE INDEX "_recipes_v_rels_path_idx" ON "_recipes_v_rels" USING btree ("path");
  CREATE INDEX "_recipes_v_rels_brands_id_idx" ON "_recipes_v_rels" USING btree ("brands_id");
  CREATE INDEX "_recipes_v_rels_products_id_idx" ON "_recipes_v_rels" USING btree ("products_id");
  CREATE INDEX "_recipes_v_rels_recipe_categories_id_idx" ON "_recipes_v_rels" USING btree ("recipe_categories_id");
  CREATE INDEX "recipe_categories_region_tags_order_idx" ON "recipe_categories_region_tags" USING btree ("order");
  CREATE INDEX "recipe_categories_region_tags_parent_idx" ON "recipe_categories_region_tags" USING btree ("parent_id");
  CREATE INDEX "recipe_categories_region_tags_value_idx" ON "recipe_categories_region_tags" USING btree ("value");
  CREATE INDEX "recipe_categories_slug_idx" ON "recipe_categories" USING btree ("slug");
  CREATE INDEX "recipe_categories_image_idx" ON "recipe_categories" USING btree ("image_id");
  CREATE INDEX "recipe_categories_updated_at_idx" ON "recipe_categories" USING btree ("updated_at");
  CREATE INDEX "recipe_categories_created_at_idx" ON "recipe_categories" USING btree ("created_at");
  CREATE INDEX "recipe_categories__status_idx" ON "recipe_categories" USING btree ("_status");
  CREATE UNIQUE INDEX "recipe_categories_locales_locale_parent_id_unique" ON "recipe_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_recipe_categories_v_version_region_tags_order_idx" ON "_recipe_categories_v_version_region_tags" USING btree ("order");
  CREATE INDEX "_recipe_categories_v_version_region_tags_parent_idx" ON "_recipe_categories_v_version_region_tags" USING btree ("parent_id");
  CREATE INDEX "_recipe_categories_v_version_region_tags_value_idx" ON "_recipe_categories_v_version_region_tags" USING btree ("value");
  CREATE INDEX "_recipe_categories_v_parent_idx" ON "_recipe_categories_v" USING btree ("parent_id");
  CREATE INDEX "_recipe_categories_v_version_version_slug_idx" ON "_recipe_categories_v" USING btree ("version_slug");
  CREATE INDEX "_recipe_categories_v_version_version_image_idx" ON "_recipe_categories_v" USING btree ("version_image_id");
  CREATE INDEX "_recipe_categories_v_version_version_updated_at_idx" ON "_recipe_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_recipe_categories_v_version_version_created_at_idx" ON "_recipe_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_recipe_categories_v_version_version__status_idx" ON "_recipe_categories_v" USING btree ("version__status");
  CREATE INDEX "_recipe_categories_v_created_at_idx" ON "_recipe_categories_v" USING btree ("created_at");
  CREATE INDEX "_recipe_categories_v_updated_at_idx" ON "_recipe_categories_v" USING btree ("updated_at");
  CREATE INDEX "_recipe_categories_v_snapshot_idx" ON "_recipe_categories_v" USING btree ("snapshot");
  CREATE INDEX "_recipe_categories_v_published_locale_idx" ON "_recipe_categories_v" USING btree ("published_locale");
  CREATE INDEX "_recipe_categories_v_latest_idx" ON "_recipe_categories_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_recipe_categories_v_locales_locale_parent_id_unique" ON "_recipe_categories_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "recipe_page_settings_region_tags_order_idx" ON "recipe_page_settings_region_tags" USING btree ("order");
  CREATE INDEX "recipe_page_settings_region_tags_parent_idx" ON "recipe_page_settings_region_tags" USING btree ("parent_id");
  CREATE INDEX "recipe_page_settings_region_tags_value_idx" ON "recipe_page_settings_region_tags" USING btree ("value");
  CREATE INDEX "recipe_page_settings_print_print_header_image_idx" ON "recipe_page_settings" USING btree ("print_header_image_id");
  CREATE INDEX "recipe_page_settings_print_print_logo_idx" ON "recipe_page_settings" USING btree ("print_logo_id");
  CREATE INDEX "recipe_page_settings_updated_at_idx" ON "recipe_page_settings" USING btree ("updated_at");
  CREATE INDEX "recipe_page_settings_created_at_idx" ON "recipe_page_settings" USING btree ("created_at");
  CREATE INDEX "recipe_page_settings__status_idx" ON "recipe_page_settings" USING btree ("_status");
  CREATE UNIQUE INDEX "recipe_page_settings_locales_locale_parent_id_unique" ON "recipe_page_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_recipe_page_settings_v_version_region_tags_order_idx" ON "_recipe_page_settings_v_version_region_tags" USING btree ("order");
  CREATE INDEX "_recipe_page_settings_v_version_region_tags_parent_idx" ON "_recipe_page_settings_v_version_region_tags" USING btree ("parent_id");
  CREATE INDEX "_recipe_page_settings_v_version_region_tags_value_idx" ON "_recipe_page_settings_v_version_region_tags" USING btree ("value");
  CREATE INDEX "_recipe_page_settings_v_parent_idx" ON "_recipe_page_settings_v" USING btree ("parent_id");
  CREATE INDEX "_recipe_page_settings_v_version_print_version_print_head_idx" ON "_recipe_page_settings_v" USING btree ("version_print_header_image_id");
  CREATE INDEX "_recipe_page_settings_v_version_print_version_print_logo_idx" ON "_recipe_page_settings_v" USING btree ("version_print_logo_id");
  CREATE INDEX "_recipe_page_settings_v_version_version_updated_at_idx" ON "_recipe_page_settings_v" USING btree ("version_updated_at");
  CREATE INDEX "_recipe_page_settings_v_version_version_created_at_idx" ON "_recipe_page_settings_v" USING btree ("version_created_at");
  CREATE INDEX "_recipe_page_settings_v_version_version__status_idx" ON "_recipe_page_settings_v" USING btree ("version__status");
  CREATE INDEX "_recipe_page_settings_v_created_at_idx" ON "_recipe_page_settings_v" USING btree ("created_at");
  CREATE INDEX "_recipe_page_settings_v_updated_at_idx" ON "_recipe_page_settings_v" USING btree ("updated_at");
  CREATE INDEX "_recipe_page_settings_v_snapshot_idx" ON "_recipe_page_settings_v" USING btree ("snapshot");
  CREATE INDEX "_recipe_page_settings_v_published_locale_idx" ON "_recipe_page_settings_v" USING btree ("published_locale");
  CREATE INDEX "_recipe_page_settings_v_latest_idx" ON "_recipe_page_settings_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_recipe_page_settings_v_locales_locale_parent_id_unique" ON "_recipe_page_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "blogs_page_metadata_custom_metadata_order_idx" ON "blogs_page_metadata_custom_metadata" USING btree ("_order");
  CREATE INDEX "blogs_page_metadata_custom_metadata_parent_id_idx" ON "blogs_page_metadata_custom_metadata" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "blogs_page_metadata_custom_metadata_locales_locale_parent_id" ON "blogs_page_metadata_custom_metadata_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "blogs_region_tags_order_idx" ON "blogs_region_tags" USING btree ("order");
  CREATE INDEX "blogs_region_tags_parent_idx" ON "blogs_region_tags" USING btree ("parent_id");
  CREATE INDEX "blogs_region_tags_value_idx" ON "blogs_region_tags" USING btree ("value");
  CREATE INDEX "blogs_slug_idx" ON "blogs" USING btree ("slug");
  CREATE INDEX "blogs_publish_display_date_idx" ON "blogs" USING btree ("publish_display_date");
  CREATE INDEX "blogs_featured_image_idx" ON "blogs" USING btree ("featured_image_id");
  CREATE INDEX "blogs_featured_video_featured_video_file_idx" ON "blogs" USING btree ("featured_video_file_id");
  CREATE INDEX "blogs_author_idx" ON "blogs" USING btree ("author_id");
  CREATE INDEX "blogs_page_metadata_page_metadata_social_share_image_idx" ON "blogs" USING btree ("page_metadata_social_share_image_id");
  CREATE INDEX "blogs_updated_at_idx" ON "blogs" USING btree ("updated_at");
  CREATE INDEX "blogs_created_at_idx" ON "blogs" USING btree ("created_at");
  CREATE INDEX "blogs__status_idx" ON "blogs" USING btree ("_status");
  CREATE UNIQUE INDEX "blogs_locales_locale_parent_id_unique" ON "blogs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "blogs_rels_order_idx" ON "blogs_rels" USING btree ("order");
  CREATE INDEX "blogs_rels_parent_idx" ON "blogs_rels" USING btree ("parent_id");
  CREATE INDEX "blogs_rels_path_idx" ON "blogs_rels" USING btree ("path");
  CREATE INDEX "blogs_rels_blog_categories_id_idx" ON "blogs_rels" USING btree ("blog_categories_id");
  CREATE INDEX "_blogs_v_version_page_metadata_custom_metadata_order_idx" ON "_blogs_v_version_page_metadata_custom_metadata" USING btree ("_order");
  CREATE INDEX "_blogs_v_version_page_metadata_custom_metadata_parent_id_idx" ON "_blogs_v_version_page_metadata_custom_metadata" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_blogs_v_version_page_metadata_custom_metadata_locales_local" ON "_blogs_v_version_page_metadata_custom_metadata_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_blogs_v_version_region_tags_order_idx" ON "_blogs_v_version_region_tags" USING btree ("order");
  CREATE INDEX "_blogs_v_version_region_tags_parent_idx" ON "_blogs_v_version_region_tags" USING btree ("parent_id");
  CREATE INDEX "_blogs_v_version_region_tags_value_idx" ON "_blogs_v_version_region_tags" USING btree ("value");
  CREATE INDEX "_blogs_v_parent_idx" ON "_blogs_v" USING btree ("parent_id");
  CREATE INDEX "_blogs_v_version_version_slug_idx" ON "_blogs_v" USING btree ("version_slug");
  CREATE INDEX "_blogs_v_version_version_publish_display_date_idx" ON "_blogs_v" USING btree ("version_publish_display_date");
  CREATE INDEX "_blogs_v_version_version_featured_image_idx" ON "_blogs_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_blogs_v_version_featured_video_version_featured_video_f_idx" ON "_blogs_v" USING btree ("version_featured_video_file_id");
  CREATE INDEX "_blogs_v_version_version_author_idx" ON "_blogs_v" USING btree ("version_author_id");
  CREATE INDEX "_blogs_v_version_page_metadata_version_page_metadata_soc_idx" ON "_blogs_v" USING btree ("version_page_metadata_social_share_image_id");
  CREATE INDEX "_blogs_v_version_version_updated_at_idx" ON "_blogs_v" USING btree ("version_updated_at");
  CREATE INDEX "_blogs_v_version_version_created_at_idx" ON "_blogs_v" USING btree ("version_created_at");
  CREATE INDEX "_blogs_v_version_version__status_idx" ON "_blogs_v" USING btree ("version__status");
  CREATE INDEX "_blogs_v_created_at_idx" ON "_blogs_v" USING btree ("created_at");
  CREATE INDEX "_blogs_v_updated_at_idx" ON "_blogs_v" USING btree ("updated_at");
  CREATE INDEX "_blogs_v_snapshot_idx" ON "_blogs_v" USING btree ("snapshot");
  CREATE INDEX "_blogs_v_published_locale_idx" ON "_blogs_v" USING btree ("published_locale");
  CREATE INDEX "_blogs_v_latest_idx" ON "_blogs_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_blogs_v_locales_locale_parent_id_unique" ON "_blogs_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_blogs_v_rels_order_idx" ON "_blogs_v_rels" USING btree ("order");
  CREATE INDEX "_blogs_v_rels_parent_idx" ON "_blogs_v_rels" USING btree ("parent_id");
  CREATE INDEX "_blogs_v_rels_path_idx" ON "_blogs_v_rels" USING btree ("path");
  CREATE INDEX "_blogs_v_rels_blog_categories_id_idx" ON "_blogs_v_rels" USING btree ("blog_categories_id");
  CREATE INDEX "blog_categories_region_tags_order_idx" ON "blog_categories_region_tags" USING btree ("order");
  CREATE INDEX "blog_categories_region_tags_parent_idx" ON "blog_categories_region_tags" USING btree ("parent_id");
  CREATE INDEX "blog_categories_region_tags_value_idx" ON "blog_categories_region_tags" USING btree ("value");
  CREATE INDEX "blog_categories_slug_idx" ON "blog_categories" USING btree ("slug");
  CREATE INDEX "blog_categories_updated_at_idx" ON "blog_categories" USING btree ("updated_at");
  CREATE INDEX "blog_categories_created_at_idx" ON "blog_categories" USING btree ("created_at");
  CREATE INDEX "blog_categories__status_idx" ON "blog_categories" USING btree ("_status");
  CREATE UNIQUE INDEX "blog_categories_locales_locale_parent_id_unique" ON "blog_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_blog_categories_v_version_region_tags_order_idx" ON "_blog_categories_v_version_region_tags" USING btree ("order");
  CREATE INDEX "_blog_categories_v_version_region_tags_parent_idx" ON "_blog_categories_v_version_region_tags" USING btree ("parent_id");
  CREATE INDEX "_blog_categories_v_version_region_tags_value_idx" ON "_blog_categories_v_version_region_tags" USING btree ("value");
  CREATE INDEX "_blog_categories_v_parent_idx" ON "_blog_categories_v" USING btree ("parent_id");
  CREATE INDEX "_blog_categories_v_version_version_slug_idx" ON "_blog_categories_v" USING btree ("version_slug");
  CREATE INDEX "_blog_categories_v_version_version_updated_at_idx" ON "_blog_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_blog_categories_v_version_version_created_at_idx" ON "_blog_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_blog_categories_v_version_version__status_idx" ON "_blog_categories_v" USING btree ("version__status");
  CREATE INDEX "_blog_categories_v_created_at_idx" ON "_blog_categories_v" USING btree ("created_at");
  CREATE INDEX "_blog_categories_v_updated_at_idx" ON "_blog_categories_v" USING btree ("updated_at");
  CREATE INDEX "_blog_categories_v_snapshot_idx" ON "_blog_categories_v" USING btree ("snapshot");
  CREATE INDEX "_blog_categories_v_published_locale_idx" ON "_blog_categories_v" USING btree ("published_locale");
  CREATE INDEX "_blog_categories_v_latest_idx" ON "_blog_categories_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_blog_categories_v_locales_locale_parent_id_unique" ON "_blog_categories_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "authors_slug_idx" ON "authors" USING btree ("slug");
  CREATE INDEX "authors_photo_idx" ON "authors" USING btree ("photo_id");
  CREATE INDEX "authors_updated_at_idx" ON "authors" USING btree ("updated_at");
  CREATE INDEX "authors_created_at_idx" ON "authors" USING btree ("created_at");
  CREATE INDEX "authors__status_idx" ON "authors" USING btree ("_status");
  CREATE UNIQUE INDEX "authors_locales_locale_parent_id_unique" ON "authors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_authors_v_parent_idx" ON "_authors_v" USING btree ("parent_id");
  CREATE INDEX "_authors_v_version_version_slug_idx" ON "_authors_v" USING btree ("version_slug");
  CREATE INDEX "_authors_v_version_version_photo_idx" ON "_authors_v" USING btree ("version_photo_id");
  CREATE INDEX "_authors_v_version_version_updated_at_idx" ON "_authors_v" USING btree ("version_updated_at");
  CREATE INDEX "_authors_v_version_version_created_at_idx" ON "_authors_v" USING btree ("version_created_at");
  CREATE INDEX "_authors_v_version_version__status_idx" ON "_authors_v" USING btree ("version__status");
  CREATE INDEX "_authors_v_created_at_idx" ON "_authors_v" USING btree ("created_at");
  CREATE INDEX "_authors_v_updated_at_idx" ON "_authors_v" USING btree ("updated_at");
  CREATE INDEX "_authors_v_snapshot_idx" ON "_authors_v" USING btree ("snapshot");
  CREATE INDEX "_authors_v_published_locale_idx" ON "_authors_v" USING btree ("published_locale");
  CREATE INDEX "_authors_v_latest_idx" ON "_authors_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_authors_v_locales_locale_parent_id_unique" ON "_authors_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "brands_region_tags_order_idx" ON "brands_region_tags" USING btree ("order");
  CREATE INDEX "brands_region_tags_parent_idx" ON "brands_region_tags" USING btree ("parent_id");
  CREATE INDEX "brands_region_tags_value_idx" ON "brands_region_tags" USING btree ("value");
  CREATE INDEX "brands_slug_idx" ON "brands" USING btree ("slug");
  CREATE INDEX "brands_brand_primary_id_idx" ON "brands" USING btree ("brand_primary_id");
  CREATE INDEX "brands_logo_black_idx" ON "brands" USING btree ("logo_black_id");
  CREATE INDEX "brands_logo_white_idx" ON "brands" USING btree ("logo_white_id");
  CREATE INDEX "brands_logo_full_colour_idx" ON "brands" USING btree ("logo_full_colour_id");
  CREATE INDEX "brands_logo_in_page_navigation_idx" ON "brands" USING btree ("logo_in_page_navigation_id");
  CREATE INDEX "brands_internal_reference_page_idx" ON "brands" USING btree ("internal_reference_page_id");
  CREATE INDEX "brands_updated_at_idx" ON "brands" USING btree ("updated_at");
  CREATE INDEX "brands_created_at_idx" ON "brands" USING btree ("created_at");
  CREATE INDEX "brands__status_idx" ON "brands" USING btree ("_status");
  CREATE UNIQUE INDEX "brands_locales_locale_parent_id_unique" ON "brands_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_brands_v_version_region_tags_order_idx" ON "_brands_v_version_region_tags" USING btree ("order");
  CREATE INDEX "_brands_v_version_region_tags_parent_idx" ON "_brands_v_version_region_tags" USING btree ("parent_id");
  CREATE INDEX "_brands_v_version_region_tags_value_idx" ON "_brands_v_version_region_tags" USING btree ("value");
  CREATE INDEX "_brands_v_parent_idx" ON "_brands_v" USING btree ("parent_id");
  CREATE INDEX "_brands_v_version_version_slug_idx" ON "_brands_v" USING btree ("version_slug");
  CREATE INDEX "_brands_v_version_version_brand_primary_id_idx" ON "_brands_v" USING btree ("version_brand_primary_id");
  CREATE INDEX "_brands_v_version_version_logo_black_idx" ON "_brands_v" USING btree ("version_logo_black_id");
  CREATE INDEX "_brands_v_version_version_logo_white_idx" ON "_brands_v" USING btree ("version_logo_white_id");
  CREATE INDEX "_brands_v_version_version_logo_full_colour_idx" ON "_brands_v" USING btree ("version_logo_full_colour_id");
  CREATE INDEX "_brands_v_version_version_logo_in_page_navigation_idx" ON "_brands_v" USING btree ("version_logo_in_page_navigation_id");
  CREATE INDEX "_brands_v_version_version_internal_reference_page_idx" ON "_brands_v" USING btree ("version_internal_reference_page_id");
  CREATE INDEX "_brands_v_version_version_updated_at_idx" ON "_brands_v" USING btree ("version_updated_at");
  CREATE INDEX "_brands_v_version_version_created_at_idx" ON "_brands_v" USING btree ("version_created_at");
  CREATE INDEX "_brands_v_version_version__status_idx" ON "_brands_v" USING btree ("version__status");
  CREATE INDEX "_brands_v_created_at_idx" ON "_brands_v" USING btree ("created_at");
  CREATE INDEX "_brands_v_updated_at_idx" ON "_brands_v" USING btree ("updated_at");
  CREATE INDEX "_brands_v_snapshot_idx" ON "_brands_v" USING btree ("snapshot");
  CREATE INDEX "_brands_v_published_locale_idx" ON "_brands_v" USING btree ("published_locale");
  CREATE INDEX "_brands_v_latest_idx" ON "_brands_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_brands_v_locales_locale_parent_id_unique" ON "_brands_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "distributors_region_tags_order_idx" ON "distributors_region_tags" USING btree ("order");
  CREATE INDEX "distributors_region_tags_parent_idx" ON "distributors_region_tags" USING btree ("parent_id");
  CREATE INDEX "distributors_region_tags_value_idx" ON "distributors_region_tags" USING btree ("value");
  CREATE INDEX "distributors_name_idx" ON "distributors" USING btree ("name");
  CREATE UNIQUE INDEX "distributors_code_idx" ON "distributors" USING btree ("code");
  CREATE INDEX "distributors_postcode_idx" ON "distributors" USING btree ("postcode");
  CREATE INDEX "distributors_state_idx" ON "distributors" USING btree ("state");
  CREATE INDEX "distributors_updated_at_idx" ON "distributors" USING btree ("updated_at");
  CREATE INDEX "distributors_created_at_idx" ON "distributors" USING btree ("created_at");
  CREATE INDEX "global_settings_region_tags_order_idx" ON "global_settings_region_tags" USING btree ("order");
  CREATE INDEX "global_settings_region_tags_parent_idx" ON "global_settings_region_tags" USING btree ("parent_id");
  CREATE INDEX "global_settings_region_tags_value_idx" ON "global_settings_region_tags" USING btree ("value");
  CREATE INDEX "global_settings_logo_idx" ON "global_settings" USING btree ("logo_id");
  CREATE INDEX "global_settings_home_page_idx" ON "global_settings" USING btree ("home_page_id");
  CREATE INDEX "global_settings_recipe_page_idx" ON "global_settings" USING btree ("recipe_page_id");
  CREATE INDEX "global_settings_blog_page_idx" ON "global_settings" USING btree ("blog_page_id");
  CREATE INDEX "global_settings_product_index_page_idx" ON "global_settings" USING btree ("product_index_page_id");
  CREATE INDEX "global_settings_product_regulatory_page_idx" ON "global_settings" USING btree ("product_regulatory_page_id");
  CREATE INDEX "global_settings_contact_us_page_idx" ON "global_settings" USING btree ("contact_us_page_id");
  CREATE INDEX "global_settings_find_a_distributor_page_idx" ON "global_settings" USING btree ("find_a_distributor_page_id");
  CREATE INDEX "global_settings_partner_program_settings_idx" ON "global_settings" USING btree ("partner_program_settings_id");
  CREATE INDEX "global_settings_updated_at_idx" ON "global_settings" USING btree ("updated_at");
  CREATE INDEX "global_settings_created_at_idx" ON "global_settings" USING btree ("created_at");
  CREATE INDEX "global_settings__status_idx" ON "global_settings" USING btree ("_status");
  CREATE UNIQUE INDEX "global_settings_locales_locale_parent_id_unique" ON "global_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "global_settings_texts_order_parent" ON "global_settings_texts" USING btree ("order","parent_id");
  CREATE INDEX "_global_settings_v_version_region_tags_order_idx" ON "_global_settings_v_version_region_tags" USING btree ("order");
  CREATE INDEX "_global_settings_v_version_region_tags_parent_idx" ON "_global_settings_v_version_region_tags" USING btree ("parent_id");
  CREATE INDEX "_global_settings_v_version_region_tags_value_idx" ON "_global_settings_v_version_region_tags" USING btree ("value");
  CREATE INDEX "_global_settings_v_parent_idx" ON "_global_settings_v" USING btree ("parent_id");
  CREATE INDEX "_global_settings_v_version_version_logo_idx" ON "_global_settings_v" USING btree ("version_logo_id");
  CREATE INDEX "_global_settings_v_version_version_home_page_idx" ON "_global_settings_v" USING btree ("version_home_page_id");
  CREATE INDEX "_global_settings_v_version_version_recipe_page_idx" ON "_global_settings_v" USING btree ("version_recipe_page_id");
  CREATE INDEX "_global_settings_v_version_version_blog_page_idx" ON "_global_settings_v" USING btree ("version_blog_page_id");
  CREATE INDEX "_global_settings_v_version_version_product_index_page_idx" ON "_global_settings_v" USING btree ("version_product_index_page_id");
  CREATE INDEX "_global_settings_v_version_version_product_regulatory_pa_idx" ON "_global_settings_v" USING btree ("version_product_regulatory_page_id");
  CREATE INDEX "_global_settings_v_version_version_contact_us_page_idx" ON "_global_settings_v" USING btree ("version_contact_us_page_id");
  CREATE INDEX "_global_settings_v_version_version_find_a_distributor_pa_idx" ON "_global_settings_v" USING btree ("version_find_a_distributor_page_id");
  CREATE INDEX "_global_settings_v_version_version_partner_program_setti_idx" ON "_global_settings_v" USING btree ("version_partner_program_settings_id");
  CREATE INDEX "_global_settings_v_version_version_updated_at_idx" ON "_global_settings_v" USING btree ("version_updated_at");
  CREATE INDEX "_global_settings_v_version_version_created_at_idx" ON "_global_settings_v" USING btree ("version_created_at");
  CREATE INDEX "_global_settings_v_version_version__status_idx" ON "_global_settings_v" USING btree ("version__status");
  CREATE INDEX "_global_settings_v_created_at_idx" ON "_global_settings_v" USING btree ("created_at");
  CREATE INDEX "_global_settings_v_updated_at_idx" ON "_global_settings_v" USING btree ("updated_at");
  CREATE INDEX "_global_settings_v_snapshot_idx" ON "_global_settings_v" USING btree ("snapshot");
  CREATE INDEX "_global_settings_v_published_locale_idx" ON "_global_settings_v" USING btree ("published_locale");
  CREATE INDEX "_global_settings_v_latest_idx" ON "_global_settings_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_global_settings_v_locales_locale_parent_id_unique" ON "_global_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_global_settings_v_texts_order_parent" ON "_global_settings_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "pps_segments_order_idx" ON "pps_segments" USING btree ("_order");
  CREATE INDEX "pps_segments_parent_id_idx" ON "pps_segments" USING btree ("_parent_id");
  CREATE INDEX "partner_program_settings_region_tags_order_idx" ON "partner_program_settings_region_tags" USING btree ("order");
  CREATE INDEX "partner_program_settings_region_tags_parent_idx" ON "partner_program_settings_region_tags" USING btree ("parent_id");
  CREATE INDEX "partner_program_settings_region_tags_value_idx" ON "partner_program_settings_region_tags" USING btree ("value");
  CREATE INDEX "partner_program_settings_unauthenticated_fallback_compon_idx" ON "partner_program_settings" USING btree ("unauthenticated_fallback_component_image_id");
  CREATE INDEX "partner_program_settings_partner_index_page_idx" ON "partner_program_settings" USING btree ("partner_index_page_id");
  CREATE INDEX "partner_program_settings_partner_registration_page_idx" ON "partner_program_settings" USING btree ("partner_registration_page_id");
  CREATE INDEX "partner_program_settings_updated_at_idx" ON "partner_program_settings" USING btree ("updated_at");
  CREATE INDEX "partner_program_settings_created_at_idx" ON "partner_program_settings" USING btree ("created_at");
  CREATE INDEX "partner_program_settings__status_idx" ON "partner_program_settings" USING btree ("_status");
  CREATE UNIQUE INDEX "partner_program_settings_locales_locale_parent_id_unique" ON "partner_program_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "partner_program_settings_texts_order_parent" ON "partner_program_settings_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pps_segments_v_order_idx" ON "_pps_segments_v" USING btree ("_order");
  CREATE INDEX "_pps_segments_v_parent_id_idx" ON "_pps_segments_v" USING btree ("_parent_id");
  CREATE INDEX "_partner_program_settings_v_version_region_tags_order_idx" ON "_partner_program_settings_v_version_region_tags" USING btree ("order");
  CREATE INDEX "_partner_program_settings_v_version_region_tags_parent_idx" ON "_partner_program_settings_v_version_region_tags" USING btree ("parent_id");
  CREATE INDEX "_partner_program_settings_v_version_region_tags_value_idx" ON "_partner_program_settings_v_version_region_tags" USING btree ("value");
  CREATE INDEX "_partner_program_settings_v_parent_idx" ON "_partner_program_settings_v" USING btree ("parent_id");
  CREATE INDEX "_partner_program_settings_v_version_unauthenticated_fall_idx" ON "_partner_program_settings_v" USING btree ("version_unauthenticated_fallback_component_image_id");
  CREATE INDEX "_partner_program_settings_v_version_version_partner_inde_idx" ON "_partner_program_settings_v" USING btree ("version_partner_index_page_id");
  CREATE INDEX "_partner_program_settings_v_version_version_partner_regi_idx" ON "_partner_program_settings_v" USING btree ("version_partner_registration_page_id");
  CREATE INDEX "_partner_program_settings_v_version_version_updated_at_idx" ON "_partner_program_settings_v" USING btree ("version_updated_at");
  CREATE INDEX "_partner_program_settings_v_version_version_created_at_idx" ON "_partner_program_settings_v" USING btree ("version_created_at");
  CREATE INDEX "_partner_program_settings_v_version_version__status_idx" ON "_partner_program_settings_v" USING btree ("version__status");
  CREATE INDEX "_partner_program_settings_v_created_at_idx" ON "_partner_program_settings_v" USING btree ("created_at");
  CREATE INDEX "_partner_program_settings_v_updated_at_idx" ON "_partner_program_settings_v" USING btree ("updated_at");
  CREATE INDEX "_partner_program_settings_v_snapshot_idx" ON "_partner_program_settings_v" USING btree ("snapshot");
  CREATE INDEX "_partner_program_settings_v_published_locale_idx" ON "_partner_program_settings_v" USING btree ("published_locale");
  CREATE INDEX "_partner_program_settings_v_latest_idx" ON "_partner_program_settings_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_partner_program_settings_v_locales_locale_parent_id_unique" ON "_partner_program_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_partner_program_settings_v_texts_order_parent" ON "_partner_program_settings_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "nav_left_order_idx" ON "nav_left" USING btree ("_order");
  CREATE INDEX "nav_left_parent_id_idx" ON "nav_left" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "nav_left_locales_locale_parent_id_unique" ON "nav_left_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "nav_right_order_idx" ON "nav_right" USING btree ("_order");
  CREATE INDEX "nav_right_parent_id_idx" ON "nav_right" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "nav_right_locales_locale_parent_id_unique" ON "nav_right_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "nav_sidebar_order_idx" ON "nav_sidebar" USING btree ("_order");
  CREATE INDEX "nav_sidebar_parent_id_idx" ON "nav_sidebar" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "nav_sidebar_locales_locale_parent_id_unique" ON "nav_sidebar_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "nav_promos_order_idx" ON "nav_promos" USING btree ("_order");
  CREATE INDEX "nav_promos_parent_id_idx" ON "nav_promos" USING btree ("_parent_id");
  CREATE INDEX "nav_promos_image_idx" ON "nav_promos" USING btree ("image_id");
  CREATE UNIQUE INDEX "nav_promos_locales_locale_parent_id_unique" ON "nav_promos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "nav_child_order_idx" ON "nav_child" USING btree ("_order");
  CREATE INDEX "nav_child_parent_id_idx" ON "nav_child" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "nav_child_locales_locale_parent_id_unique" ON "nav_child_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "nav_cats_order_idx" ON "nav_cats" USING btree ("_order");
  CREATE INDEX "nav_cats_parent_id_idx" ON "nav_cats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "nav_cats_locales_locale_parent_id_unique" ON "nav_cats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "nav_cols_order_idx" ON "nav_cols" USING btree ("_order");
  CREATE INDEX "nav_cols_parent_id_idx" ON "nav_cols" USING btree ("_parent_id");
  CREATE INDEX "nav_groups_order_idx" ON "nav_groups" USING btree ("_order");
  CREATE INDEX "nav_groups_parent_id_idx" ON "nav_groups" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "nav_groups_locales_locale_parent_id_unique" ON "nav_groups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "nav_region_tags_order_idx" ON "nav_region_tags" USING btree ("order");
  CREATE INDEX "nav_region_tags_parent_idx" ON "nav_region_tags" USING btree ("parent_id");
  CREATE INDEX "nav_region_tags_value_idx" ON "nav_region_tags" USING btree ("value");
  CREATE INDEX "nav_logo_idx" ON "nav" USING btree ("logo_id");
  CREATE INDEX "nav_updated_at_idx" ON "nav" USING btree ("updated_at");
  CREATE INDEX "nav_created_at_idx" ON "nav" USING btree ("created_at");
  CREATE INDEX "nav__status_idx" ON "nav" USING btree ("_status");
  CREATE UNIQUE INDEX "nav_locales_locale_parent_id_unique" ON "nav_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "nav_rels_order_idx" ON "nav_rels" USING btree ("order");
  CREATE INDEX "nav_rels_parent_idx" ON "nav_rels" USING btree ("parent_id");
  CREATE INDEX "nav_rels_path_idx" ON "nav_rels" USING btree ("path");
  CREATE INDEX "nav_rels_pages_id_idx" ON "nav_rels" USING btree ("pages_id");
  CREATE INDEX "nav_rels_products_id_idx" ON "nav_rels" USING btree ("products_id");
  CREATE INDEX "nav_rels_recipes_id_idx" ON "nav_rels" USING btree ("recipes_id");
  CREATE INDEX "nav_rels_blogs_id_idx" ON "nav_rels" USING btree ("blogs_id");
  CREATE INDEX "nav_rels_brands_id_idx" ON "nav_rels" USING btree ("brands_id");
  CREATE INDEX "nav_rels_product_categories_id_idx" ON "nav_rels" USING btree ("product_categories_id");
  CREATE INDEX "nav_rels_blog_categories_id_idx" ON "nav_rels" USING btree ("blog_categories_id");
  CREATE INDEX "_nav_left_v_order_idx" ON "_nav_left_v" USING btree ("_order");
  CREATE INDEX "_nav_left_v_parent_id_idx" ON "_nav_left_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_nav_left_v_locales_locale_parent_id_unique" ON "_nav_left_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_nav_right_v_order_idx" ON "_nav_right_v" USING btree ("_order");
  CREATE INDEX "_nav_right_v_parent_id_idx" ON "_nav_right_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_nav_right_v_locales_locale_parent_id_unique" ON "_nav_right_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_nav_sidebar_v_order_idx" ON "_nav_sidebar_v" USING btree ("_order");
  CREATE INDEX "_nav_sidebar_v_parent_id_idx" ON "_nav_sidebar_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_nav_sidebar_v_locales_locale_parent_id_unique" ON "_nav_sidebar_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_nav_promos_v_order_idx" ON "_nav_promos_v" USING btree ("_order");
  CREATE INDEX "_nav_promos_v_parent_id_idx" ON "_nav_promos_v" USING btree ("_parent_id");
  CREATE INDEX "_nav_promos_v_image_idx" ON "_nav_promos_v" USING btree ("image_id");
  CREATE UNIQUE INDEX "_nav_promos_v_locales_locale_parent_id_unique" ON "_nav_promos_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_nav_child_v_order_idx" ON "_nav_child_v" USING btree ("_order");
  CREATE INDEX "_nav_child_v_parent_id_idx" ON "_nav_child_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_nav_child_v_locales_locale_parent_id_unique" ON "_nav_child_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_nav_cats_v_order_idx" ON "_nav_cats_v" USING btree ("_order");
  CREATE INDEX "_nav_cats_v_parent_id_idx" ON "_nav_cats_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_nav_cats_v_locales_locale_parent_id_unique" ON "_nav_cats_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_nav_cols_v_order_idx" ON "_nav_cols_v" USING btree ("_order");
  CREATE INDEX "_nav_cols_v_parent_id_idx" ON "_nav_cols_v" USING btree ("_parent_id");
  CREATE INDEX "_nav_groups_v_order_idx" ON "_nav_groups_v" USING btree ("_order");
  CREATE INDEX "_nav_groups_v_parent_id_idx" ON "_nav_groups_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_nav_groups_v_locales_locale_parent_id_unique" ON "_nav_groups_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_nav_v_version_region_tags_order_idx" ON "_nav_v_version_region_tags" USING btree ("order");
  CREATE INDEX "_nav_v_version_region_tags_parent_idx" ON "_nav_v_version_region_tags" USING btree ("parent_id");
  CREATE INDEX "_nav_v_version_region_tags_value_idx" ON "_nav_v_version_region_tags" USING btree ("value");
  CREATE INDEX "_nav_v_parent_idx" ON "_nav_v" USING btree ("parent_id");
  CREATE INDEX "_nav_v_version_version_logo_idx" ON "_nav_v" USING btree ("version_logo_id");
  CREATE INDEX "_nav_v_version_version_updated_at_idx" ON "_nav_v" USING btree ("version_updated_at");
  CREATE INDEX "_nav_v_version_version_created_at_idx" ON "_nav_v" USING btree ("version_created_at");
  CREATE INDEX "_nav_v_version_version__status_idx" ON "_nav_v" USING btree ("version__status");
  CREATE INDEX "_nav_v_created_at_idx" ON "_nav_v" USING btree ("created_at");
  CREATE INDEX "_nav_v_updated_at_idx" ON "_nav_v" USING btree ("updated_at");
  CREATE INDEX "_nav_v_snapshot_idx" ON "_nav_v" USING btree ("snapshot");
  CREATE INDEX "_nav_v_published_locale_idx" ON "_nav_v" USING btree ("published_locale");
  CREATE INDEX "_nav_v_latest_idx" ON "_nav_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_nav_v_locales_locale_parent_id_unique" ON "_nav_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_nav_v_rels_order_idx" ON "_nav_v_rels" USING btree ("order");
  CREATE INDEX "_nav_v_rels_parent_idx" ON "_nav_v_rels" USING btree ("parent_id");
  CREATE INDEX "_nav_v_rels_path_idx" ON "_nav_v_rels" USING btree ("path");
  CREATE INDEX "_nav_v_rels_pages_id_idx" ON "_nav_v_rels" USING btree ("pages_id");
  CREATE INDEX "_nav_v_rels_products_id_idx" ON "_nav_v_rels" USING btree ("products_id");
  CREATE INDEX "_nav_v_rels_recipes_id_idx" ON "_nav_v_rels" USING btree ("recipes_id");
  CREATE INDEX "_nav_v_rels_blogs_id_idx" ON "_nav_v_rels" USING btree ("blogs_id");
  CREATE INDEX "_nav_v_rels_brands_id_idx" ON "_nav_v_rels" USING btree ("brands_id");
  CREATE INDEX "_nav_v_rels_product_categories_id_idx" ON "_nav_v_rels" USING btree ("product_categories_id");
  CREATE INDEX "_nav_v_rels_blog_categories_id_idx" ON "_nav_v_rels" USING btree ("blog_categories_id");
  CREATE INDEX "footer_child_order_idx" ON "footer_child" USING btree ("_order");
  CREATE INDEX "footer_child_parent_id_idx" ON "footer_child" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_child_locales_locale_parent_id_unique" ON "footer_child_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_cats_order_idx" ON "footer_cats" USING btree ("_order");
  CREATE INDEX "footer_cats_parent_id_idx" ON "footer_cats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_cats_locales_locale_parent_id_unique" ON "footer_cats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_cols_order_idx" ON "footer_cols" USING btree ("_order");
  CREATE INDEX "footer_cols_parent_id_idx" ON "footer_cols" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_cols_locales_locale_parent_id_unique" ON "footer_cols_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footers_region_tags_order_idx" ON "footers_region_tags" USING btree ("order");
  CREATE INDEX "footers_region_tags_parent_idx" ON "footers_region_tags" USING btree ("parent_id");
  CREATE INDEX "footers_region_tags_value_idx" ON "footers_region_tags" USING btree ("value");
  CREATE INDEX "footers_logo_idx" ON "footers" USING btree ("logo_id");
  CREATE INDEX "footers_signup_form_idx" ON "footers" USING btree ("signup_form_id");
  CREATE INDEX "footers_updated_at_idx" ON "footers" USING btree ("updated_at");
  CREATE INDEX "footers_created_at_idx" ON "footers" USING btree ("created_at");
  CREATE INDEX "footers__status_idx" ON "footers" USING btree ("_status");
  CREATE UNIQUE INDEX "footers_locales_locale_parent_id_unique" ON "footers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footers_rels_order_idx" ON "footers_rels" USING btree ("order");
  CREATE INDEX "footers_rels_parent_idx" ON "footers_rels" USING btree ("parent_id");
  CREATE INDEX "footers_rels_path_idx" ON "footers_rels" USING btree ("path");
  CREATE INDEX "footers_rels_pages_id_idx" ON "footers_rels" USING btree ("pages_id");
  CREATE INDEX "footers_rels_products_id_idx" ON "footers_rels" USING btree ("products_id");
  CREATE INDEX "footers_rels_recipes_id_idx" ON "footers_rels" USING btree ("recipes_id");
  CREATE INDEX "footers_rels_blogs_id_idx" ON "footers_rels" USING btree ("blogs_id");
  CREATE INDEX "footers_rels_brands_id_idx" ON "footers_rels" USING btree ("brands_id");
  CREATE INDEX "footers_rels_product_categories_id_idx" ON "footers_rels" USING btree ("product_categories_id");
  CREATE INDEX "footers_rels_blog_categories_id_idx" ON "footers_rels" USING btree ("blog_categories_id");
  CREATE INDEX "_footer_child_v_order_idx" ON "_footer_child_v" USING btree ("_order");
  CREATE INDEX "_footer_child_v_parent_id_idx" ON "_footer_child_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_footer_child_v_locales_locale_parent_id_unique" ON "_footer_child_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_footer_cats_v_order_idx" ON "_footer_cats_v" USING btree ("_order");
  CREATE INDEX "_footer_cats_v_parent_id_idx" ON "_footer_cats_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_footer_cats_v_locales_locale_parent_id_unique" ON "_footer_cats_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_footer_cols_v_order_idx" ON "_footer_cols_v" USING btree ("_order");
  CREATE INDEX "_footer_cols_v_parent_id_idx" ON "_footer_cols_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_footer_cols_v_locales_locale_parent_id_unique" ON "_footer_cols_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_footers_v_version_region_tags_order_idx" ON "_footers_v_version_region_tags" USING btree ("order");
  CREATE INDEX "_footers_v_version_region_tags_parent_idx" ON "_footers_v_version_region_tags" USING btree ("parent_id");
  CREATE INDEX "_footers_v_version_region_tags_value_idx" ON "_footers_v_version_region_tags" USING btree ("value");
  CREATE INDEX "_footers_v_parent_idx" ON "_footers_v" USING btree ("parent_id");
  CREATE INDEX "_footers_v_version_version_logo_idx" ON "_footers_v" USING btree ("version_logo_id");
  CREATE INDEX "_footers_v_version_version_signup_form_idx" ON "_footers_v" USING btree ("version_signup_form_id");
  CREATE INDEX "_footers_v_version_version_updated_at_idx" ON "_footers_v" USING btree ("version_updated_at");
  CREATE INDEX "_footers_v_version_version_created_at_idx" ON "_footers_v" USING btree ("version_created_at");
  CREATE INDEX "_footers_v_version_version__status_idx" ON "_footers_v" USING btree ("version__status");
  CREATE INDEX "_footers_v_created_at_idx" ON "_footers_v" USING btree ("created_at");
  CREATE INDEX "_footers_v_updated_at_idx" ON "_footers_v" USING btree ("updated_at");
  CREATE INDEX "_footers_v_snapshot_idx" ON "_footers_v" USING btree ("snapshot");
  CREATE INDEX "_footers_v_published_locale_idx" ON "_footers_v" USING btree ("published_locale");
  CREATE INDEX "_footers_v_latest_idx" ON "_footers_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_footers_v_locales_locale_parent_id_unique" ON "_footers_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_footers_v_rels_order_idx" ON "_footers_v_rels" USING btree ("order");
  CREATE INDEX "_footers_v_rels_parent_idx" ON "_footers_v_rels" USING btree ("parent_id");
  CREATE INDEX "_footers_v_rels_path_idx" ON "_footers_v_rels" USING btree ("path");
  CREATE INDEX "_footers_v_rels_pages_id_idx" ON "_footers_v_rels" USING btree ("pages_id");
  CREATE INDEX "_footers_v_rels_products_id_idx" ON "_footers_v_rels" USING btree ("products_id");
  CREATE INDEX "_footers_v_rels_recipes_id_idx" ON "_footers_v_rels" USING btree ("recipes_id");
  CREATE INDEX "_footers_v_rels_blogs_id_idx" ON "_footers_v_rels" USING btree ("blogs_id");
  CREATE INDEX "_footers_v_rels_brands_id_idx" ON "_footers_v_rels" USING btree ("brands_id");
  CREATE INDEX "_footers_v_rels_product_categories_id_idx" ON "_footers_v_rels" USING btree ("product_categories_id");
  CREATE INDEX "_footers_v_rels_blog_categories_id_idx" ON "_footers_v_rels" USING btree ("blog_categories_id");
  CREATE INDEX "authentication_contexts_updated_at_idx" ON "authentication_contexts" USING btree ("updated_at");
  CREATE INDEX "authentication_contexts_created_at_idx" ON "authentication_contexts" USING btree ("created_at");
  CREATE INDEX "authentication_contexts_texts_order_parent" ON "authentication_contexts_texts" USING btree ("order","parent_id");
  CREATE INDEX "forms_fields_options_order_idx" ON "forms_fields_options" USING btree ("_order");
  CREATE INDEX "forms_fields_options_parent_id_idx" ON "forms_fields_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "forms_fields_options_locales_locale_parent_id_unique" ON "forms_fields_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_fields_order_idx" ON "forms_fields" USING btree ("_order");
  CREATE INDEX "forms_fields_parent_id_idx" ON "forms_fields" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "forms_fields_locales_locale_parent_id_unique" ON "forms_fields_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_region_tags_order_idx" ON "forms_region_tags" USING btree ("order");
  CREATE INDEX "forms_region_tags_parent_idx" ON "forms_region_tags" USING btree ("parent_id");
  CREATE INDEX "forms_region_tags_value_idx" ON "forms_region_tags" USING btree ("value");
  CREATE INDEX "forms_image_idx" ON "forms" USING btree ("image_id");
  CREATE INDEX "forms_form_group_idx" ON "forms" USING btree ("form_group_id");
  CREATE INDEX "forms_success_page_idx" ON "forms" USING btree ("success_page_id");
  CREATE INDEX "forms_updated_at_idx" ON "forms" USING btree ("updated_at");
  CREATE INDEX "forms_created_at_idx" ON "forms" USING btree ("created_at");
  CREATE INDEX "forms__status_idx" ON "forms" USING btree ("_status");
  CREATE UNIQUE INDEX "forms_locales_locale_parent_id_unique" ON "forms_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_forms_v_version_fields_options_order_idx" ON "_forms_v_version_fields_options" USING btree ("_order");
  CREATE INDEX "_forms_v_version_fields_options_parent_id_idx" ON "_forms_v_version_fields_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_forms_v_version_fields_options_locales_locale_parent_id_uni" ON "_forms_v_version_fields_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_forms_v_version_fields_order_idx" ON "_forms_v_version_fields" USING btree ("_order");
  CREATE INDEX "_forms_v_version_fields_parent_id_idx" ON "_forms_v_version_fields" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_forms_v_version_fields_locales_locale_parent_id_unique" ON "_forms_v_version_fields_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_forms_v_version_region_tags_order_idx" ON "_forms_v_version_region_tags" USING btree ("order");
  CREATE INDEX "_forms_v_version_region_tags_parent_idx" ON "_forms_v_version_region_tags" USING btree ("parent_id");
  CREATE INDEX "_forms_v_version_region_tags_value_idx" ON "_forms_v_version_region_tags" USING btree ("value");
  CREATE INDEX "_forms_v_parent_idx" ON "_forms_v" USING btree ("parent_id");
  CREATE INDEX "_forms_v_version_version_image_idx" ON "_forms_v" USING btree ("version_image_id");
  CREATE INDEX "_forms_v_version_version_form_group_idx" ON "_forms_v" USING btree ("version_form_group_id");
  CREATE INDEX "_forms_v_version_version_success_page_idx" ON "_forms_v" USING btree ("version_success_page_id");
  CREATE INDEX "_forms_v_version_version_updated_at_idx" ON "_forms_v" USING btree ("version_updated_at");
  CREATE INDEX "_forms_v_version_version_created_at_idx" ON "_forms_v" USING btree ("version_created_at");
  CREATE INDEX "_forms_v_version_version__status_idx" ON "_forms_v" USING btree ("version__status");
  CREATE INDEX "_forms_v_created_at_idx" ON "_forms_v" USING btree ("created_at");
  CREATE INDEX "_forms_v_updated_at_idx" ON "_forms_v" USING btree ("updated_at");
  CREATE INDEX "_forms_v_snapshot_idx" ON "_forms_v" USING btree ("snapshot");
  CREATE INDEX "_forms_v_published_locale_idx" ON "_forms_v" USING btree ("published_locale");
  CREATE INDEX "_forms_v_latest_idx" ON "_forms_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_forms_v_locales_locale_parent_id_unique" ON "_forms_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "form_groups_updated_at_idx" ON "form_groups" USING btree ("updated_at");
  CREATE INDEX "form_groups_created_at_idx" ON "form_groups" USING btree ("created_at");
  CREATE UNIQUE INDEX "form_submissions_reference_idx" ON "form_submissions" USING btree ("reference");
  CREATE UNIQUE INDEX "form_submissions_idempotency_key_idx" ON "form_submissions" USING btree ("idempotency_key");
  CREATE INDEX "form_submissions_form_idx" ON "form_submissions" USING btree ("form_id");
  CREATE INDEX "form_submissions_updated_at_idx" ON "form_submissions" USING btree ("updated_at");
  CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at");
  CREATE INDEX "favorites_settings_region_tags_order_idx" ON "favorites_settings_region_tags" USING btree ("order");
  CREATE INDEX "favorites_settings_region_tags_parent_idx" ON "favorites_settings_region_tags" USING btree ("parent_id");
  CREATE INDEX "favorites_settings_region_tags_value_idx" ON "favorites_settings_region_tags" USING btree ("value");
  CREATE INDEX "favorites_settings_updated_at_idx" ON "favorites_settings" USING btree ("updated_at");
  CREATE INDEX "favorites_settings_created_at_idx" ON "favorites_settings" USING btree ("created_at");
  CREATE INDEX "favorites_settings__status_idx" ON "favorites_settings" USING btree ("_status");
  CREATE UNIQUE INDEX "favorites_settings_locales_locale_parent_id_unique" ON "favorites_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "favorites_settings_rels_order_idx" ON "favorites_settings_rels" USING btree ("order");
  CREATE INDEX "favorites_settings_rels_parent_idx" ON "favorites_settings_rels" USING btree ("parent_id");
  CREATE INDEX "favorites_settings_rels_path_idx" ON "favorites_settings_rels" USING btree ("path");
  CREATE INDEX "favorites_settings_rels_pages_id_idx" ON "favorites_settings_rels" USING btree ("pages_id");
  CREATE INDEX "favorites_settings_rels_products_id_idx" ON "favorites_settings_rels" USING btree ("products_id");
  CREATE INDEX "favorites_settings_rels_recipes_id_idx" ON "favorites_settings_rels" USING btree ("recipes_id");
  CREATE INDEX "favorites_settings_rels_blogs_id_idx" ON "favorites_settings_rels" USING btree ("blogs_id");
  CREATE INDEX "favorites_settings_rels_brands_id_idx" ON "favorites_settings_rels" USING btree ("brands_id");
  CREATE INDEX "favorites_settings_rels_product_categories_id_idx" ON "favorites_settings_rels" USING btree ("product_categories_id");
  CREATE INDEX "favorites_settings_rels_blog_categories_id_idx" ON "favorites_settings_rels" USING btree ("blog_categories_id");
  CREATE INDEX "_favorites_settings_v_version_region_tags_order_idx" ON "_favorites_settings_v_version_region_tags" USING btree ("order");
  CREATE INDEX "_favorites_settings_v_version_region_tags_parent_idx" ON "_favorites_settings_v_version_region_tags" USING btree ("parent_id");
  CREATE INDEX "_favorites_settings_v_version_region_tags_value_idx" ON "_favorites_settings_v_version_region_tags" USING btree ("value");
  CREATE INDEX "_favorites_settings_v_parent_idx" ON "_favorites_settings_v" USING btree ("parent_id");
  CREATE INDEX "_favorites_settings_v_version_version_updated_at_idx" ON "_favorites_settings_v" USING btree ("version_updated_at");
  CREATE INDEX "_favorites_settings_v_version_version_created_at_idx" ON "_favorites_settings_v" USING btree ("version_created_at");
  CREATE INDEX "_favorites_settings_v_version_version__status_idx" ON "_favorites_settings_v" USING btree ("version__status");
  CREATE INDEX "_favorites_settings_v_created_at_idx" ON "_favorites_settings_v" USING btree ("created_at");
  CREATE INDEX "_favorites_settings_v_updated_at_idx" ON "_favorites_settings_v" USING btree ("updated_at");
  CREATE INDEX "_favorites_settings_v_snapshot_idx" ON "_favorites_settings_v" USING btree ("snapshot");
  CREATE INDEX "_favorites_settings_v_published_locale_idx" ON "_favorites_settings_v" USING btree ("published_locale");
  CREATE INDEX "_favorites_settings_v_latest_idx" ON "_favorites_settings_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_favorites_settings_v_locales_locale_parent_id_unique" ON "_favorites_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_favorites_settings_v_rels_order_idx" ON "_favorites_settings_v_rels" USING btree ("order");
  CREATE INDEX "_favorites_settings_v_rels_parent_idx" ON "_favorites_settings_v_rels" USING btree ("parent_id");
  CREATE INDEX "_favorites_settings_v_rels_path_idx" ON "_favorites_settings_v_rels" USING btree ("path");
  CREATE INDEX "_favorites_settings_v_rels_pages_id_idx" ON "_favorites_settings_v_rels" USING btree ("pages_id");
  CREATE INDEX "_favorites_settings_v_rels_products_id_idx" ON "_favorites_settings_v_rels" USING btree ("products_id");
  CREATE INDEX "_favorites_settings_v_rels_recipes_id_idx" ON "_favorites_settings_v_rels" USING btree ("recipes_id");
  CREATE INDEX "_favorites_settings_v_rels_blogs_id_idx" ON "_favorites_settings_v_rels" USING btree ("blogs_id");
  CREATE INDEX "_favorites_settings_v_rels_brands_id_idx" ON "_favorites_settings_v_rels" USING btree ("brands_id");
  CREATE INDEX "_favorites_settings_v_rels_product_categories_id_idx" ON "_favorites_settings_v_rels" USING btree ("product_categories_id");
  CREATE INDEX "_favorites_settings_v_rels_blog_categories_id_idx" ON "_favorites_settings_v_rels" USING btree ("blog_categories_id");
  CREATE INDEX "sample_bag_settings_region_tags_order_idx" ON "sample_bag_settings_region_tags" USING btree ("order");
  CREATE INDEX "sample_bag_settings_region_tags_parent_idx" ON "sample_bag_settings_region_tags" USING btree ("parent_id");
  CREATE INDEX "sample_bag_settings_region_tags_value_idx" ON "sample_bag_settings_region_tags" USING btree ("value");
  CREATE INDEX "sample_bag_settings_image_idx" ON "sample_bag_settings" USING btree ("image_id");
  CREATE INDEX "sample_bag_settings_updated_at_idx" ON "sample_bag_settings" USING btree ("updated_at");
  CREATE INDEX "sample_bag_settings_created_at_idx" ON "sample_bag_settings" USING btree ("created_at");
  CREATE INDEX "sample_bag_settings__status_idx" ON "sample_bag_settings" USING btree ("_status");
  CREATE UNIQUE INDEX "sample_bag_settings_locales_locale_parent_id_unique" ON "sample_bag_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "sample_bag_settings_rels_order_idx" ON "sample_bag_settings_rels" USING btree ("order");
  CREATE INDEX "sample_bag_settings_rels_parent_idx" ON "sample_bag_settings_rels" USING btree ("parent_id");
  CREATE INDEX "sample_bag_settings_rels_path_idx" ON "sample_bag_settings_rels" USING btree ("path");
  CREATE INDEX "sample_bag_settings_rels_pages_id_idx" ON "sample_bag_settings_rels" USING btree ("pages_id");
  CREATE INDEX "sample_bag_settings_rels_products_id_idx" ON "sample_bag_settings_rels" USING btree ("products_id");
  CREATE INDEX "sample_bag_settings_rels_recipes_id_idx" ON "sample_bag_settings_rels" USING btree ("recipes_id");
  CREATE INDEX "sample_bag_settings_rels_blogs_id_idx" ON "sample_bag_settings_rels" USING btree ("blogs_id");
  CREATE INDEX "sample_bag_settings_rels_brands_id_idx" ON "sample_bag_settings_rels" USING btree ("brands_id");
  CREATE INDEX "sample_bag_settings_rels_product_categories_id_idx" ON "sample_bag_settings_rels" USING btree ("product_categories_id");
  CREATE INDEX "sample_bag_settings_rels_blog_categories_id_idx" ON "sample_bag_settings_rels" USING btree ("blog_categories_id");
  CREATE INDEX "_sample_bag_settings_v_version_region_tags_order_idx" ON "_sample_bag_settings_v_version_region_tags" USING btree ("order");
  CREATE INDEX "_sample_bag_settings_v_version_region_tags_parent_idx" ON "_sample_bag_settings_v_version_region_tags" USING btree ("parent_id");
  CREATE INDEX "_sample_bag_settings_v_version_region_tags_value_idx" ON "_sample_bag_settings_v_version_region_tags" USING btree ("value");
  CREATE INDEX "_sample_bag_settings_v_parent_idx" ON "_sample_bag_settings_v" USING btree ("parent_id");
  CREATE INDEX "_sample_bag_settings_v_version_version_image_idx" ON "_sample_bag_settings_v" USING btree ("version_image_id");
  CREATE INDEX "_sample_bag_settings_v_version_version_updated_at_idx" ON "_sample_bag_settings_v" USING btree ("version_updated_at");
  CREATE INDEX "_sample_bag_settings_v_version_version_created_at_idx" ON "_sample_bag_settings_v" USING btree ("version_created_at");
  CREATE INDEX "_sample_bag_settings_v_version_version__status_idx" ON "_sample_bag_settings_v" USING btree ("version__status");
  CREATE INDEX "_sample_bag_settings_v_created_at_idx" ON "_sample_bag_settings_v" USING btree ("created_at");
  CREATE INDEX "_sample_bag_settings_v_updated_at_idx" ON "_sample_bag_settings_v" USING btree ("updated_at");
  CREATE INDEX "_sample_bag_settings_v_snapshot_idx" ON "_sample_bag_settings_v" USING btree ("snapshot");
  CREATE INDEX "_sample_bag_settings_v_published_locale_idx" ON "_sample_bag_settings_v" USING btree ("published_locale");
  CREATE INDEX "_sample_bag_settings_v_latest_idx" ON "_sample_bag_settings_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_sample_bag_settings_v_locales_locale_parent_id_unique" ON "_sample_bag_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_sample_bag_settings_v_rels_order_idx" ON "_sample_bag_settings_v_rels" USING btree ("order");
  CREATE INDEX "_sample_bag_settings_v_rels_parent_idx" ON "_sample_bag_settings_v_rels" USING btree ("parent_id");
  CREATE INDEX "_sample_bag_settings_v_rels_path_idx" ON "_sample_bag_settings_v_rels" USING btree ("path");
  CREATE INDEX "_sample_bag_settings_v_rels_pages_id_idx" ON "_sample_bag_settings_v_rels" USING btree ("pages_id");
  CREATE INDEX "_sample_bag_settings_v_rels_products_id_idx" ON "_sample_bag_settings_v_rels" USING btree ("products_id");
  CREATE INDEX "_sample_bag_settings_v_rels_recipes_id_idx" ON "_sample_bag_settings_v_rels" USING btree ("recipes_id");
  CREATE INDEX "_sample_bag_settings_v_rels_blogs_id_idx" ON "_sample_bag_settings_v_rels" USING btree ("blogs_id");
  CREATE INDEX "_sample_bag_settings_v_rels_brands_id_idx" ON "_sample_bag_settings_v_rels" USING btree ("brands_id");
  CREATE INDEX "_sample_bag_settings_v_rels_product_categories_id_idx" ON "_sample_bag_settings_v_rels" USING btree ("product_categories_id");
  CREATE INDEX "_sample_bag_settings_v_rels_blog_categories_id_idx" ON "_sample_bag_settings_v_rels" USING btree ("blog_categories_id");
  CREATE INDEX "sample_orders_items_order_idx" ON "sample_orders_items" USING btree ("_order");
  CREATE INDEX "sample_orders_items_parent_id_idx" ON "sample_orders_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "sample_orders_reference_idx" ON "sample_orders" USING btree ("reference");
  CREATE UNIQUE INDEX "sample_orders_idempotency_key_idx" ON "sample_orders" USING btree ("idempotency_key");
  CREATE INDEX "sample_orders_updated_at_idx" ON "sample_orders" USING btree ("updated_at");
  CREATE INDEX "sample_orders_created_at_idx" ON "sample_orders" USING btree ("created_at");
  CREATE INDEX "facet_templates_filters_order_idx" ON "facet_templates_filters" USING btree ("_order");
  CREATE INDEX "facet_templates_filters_parent_id_idx" ON "facet_templates_filters" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "facet_templates_filters_locales_locale_parent_id_unique" ON "facet_templates_filters_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "facet_templates_initial_query_filters_order_idx" ON "facet_templates_initial_query_filters" USING btree ("_order");
  CREATE INDEX "facet_templates_initial_query_filters_parent_id_idx" ON "facet_templates_initial_query_filters" USING btree ("_parent_id");
  CREATE INDEX "facet_templates_region_tags_order_idx" ON "facet_templates_region_tags" USING btree ("order");
  CREATE INDEX "facet_templates_region_tags_parent_idx" ON "facet_templates_region_tags" USING btree ("parent_id");
  CREATE INDEX "facet_templates_region_tags_value_idx" ON "facet_templates_region_tags" USING btree ("value");
  CREATE INDEX "facet_templates_slug_idx" ON "facet_templates" USING btree ("slug");
  CREATE INDEX "facet_templates_updated_at_idx" ON "facet_templates" USING btree ("updated_at");
  CREATE INDEX "facet_templates_created_at_idx" ON "facet_templates" USING btree ("created_at");
  CREATE INDEX "facet_templates__status_idx" ON "facet_templates" USING btree ("_status");
  CREATE UNIQUE INDEX "facet_templates_locales_locale_parent_id_unique" ON "facet_templates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "facet_templates_texts_order_parent" ON "facet_templates_texts" USING btree ("order","parent_id");
  CREATE INDEX "facet_templates_rels_order_idx" ON "facet_templates_rels" USING btree ("order");
  CREATE INDEX "facet_templates_rels_parent_idx" ON "facet_templates_rels" USING btree ("parent_id");
  CREATE INDEX "facet_templates_rels_path_idx" ON "facet_templates_rels" USING btree ("path");
  CREATE INDEX "facet_templates_rels_product_categories_id_idx" ON "facet_templates_rels" USING btree ("product_categories_id");
  CREATE INDEX "facet_templates_rels_products_id_idx" ON "facet_templates_rels" USING btree ("products_id");
  CREATE INDEX "_facet_templates_v_version_filters_order_idx" ON "_facet_templates_v_version_filters" USING btree ("_order");
  CREATE INDEX "_facet_templates_v_version_filters_parent_id_idx" ON "_facet_templates_v_version_filters" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_facet_templates_v_version_filters_locales_locale_parent_id_" ON "_facet_templates_v_version_filters_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_facet_templates_v_version_initial_query_filters_order_idx" ON "_facet_templates_v_version_initial_query_filters" USING btree ("_order");
  CREATE INDEX "_facet_templates_v_version_initial_query_filters_parent_id_idx" ON "_facet_templates_v_version_initial_query_filters" USING btree ("_parent_id");
  CREATE INDEX "_facet_templates_v_version_region_tags_order_idx" ON "_facet_templates_v_version_region_tags" USING btree ("order");
  CREATE INDEX "_facet_templates_v_version_region_tags_parent_idx" ON "_facet_templates_v_version_region_tags" USING btree ("parent_id");
  CREATE INDEX "_facet_templates_v_version_region_tags_value_idx" ON "_facet_templates_v_version_region_tags" USING btree ("value");
  CREATE INDEX "_facet_templates_v_parent_idx" ON "_facet_templates_v" USING btree ("parent_id");
  CREATE INDEX "_facet_templates_v_version_version_slug_idx" ON "_facet_templates_v" USING btree ("version_slug");
  CREATE INDEX "_facet_templates_v_version_version_updated_at_idx" ON "_facet_templates_v" USING btree ("version_updated_at");
  CREATE INDEX "_facet_templates_v_version_version_created_at_idx" ON "_facet_templates_v" USING btree ("version_created_at");
  CREATE INDEX "_facet_templates_v_version_version__status_idx" ON "_facet_templates_v" USING btree ("version__status");
  CREATE INDEX "_facet_templates_v_created_at_idx" ON "_facet_templates_v" USING btree ("created_at");
  CREATE INDEX "_facet_templates_v_updated_at_idx" ON "_facet_templates_v" USING btree ("updated_at");
  CREATE INDEX "_facet_templates_v_snapshot_idx" ON "_facet_templates_v" USING btree ("snapshot");
  CREATE INDEX "_facet_templates_v_published_locale_idx" ON "_facet_templates_v" USING btree ("published_locale");
  CREATE INDEX "_facet_templates_v_latest_idx" ON "_facet_templates_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_facet_templates_v_locales_locale_parent_id_unique" ON "_facet_templates_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_facet_templates_v_texts_order_parent" ON "_facet_templates_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_facet_templates_v_rels_order_idx" ON "_facet_templates_v_rels" USING btree ("order");
  CREATE INDEX "_facet_templates_v_rels_parent_idx" ON "_facet_templates_v_rels" USING btree ("parent_id");
  CREATE INDEX "_facet_templates_v_rels_path_idx" ON "_facet_templates_v_rels" USING btree ("path");
  CREATE INDEX "_facet_templates_v_rels_product_categories_id_idx" ON "_facet_templates_v_rels" USING btree ("product_categories_id");
  CREATE INDEX "_facet_templates_v_rels_products_id_idx" ON "_facet_templates_v_rels" USING btree ("products_id");
  CREATE INDEX "product_finders_steps_options_order_idx" ON "product_finders_steps_options" USING btree ("_order");
  CREATE INDEX "product_finders_steps_options_parent_id_idx" ON "product_finders_steps_options" USING btree ("_parent_id");
  CREATE INDEX "product_finders_steps_options_image_idx" ON "product_finders_steps_options" USING btree ("image_id");
  CREATE UNIQUE INDEX "product_finders_steps_options_locales_locale_parent_id_uniqu" ON "product_finders_steps_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "product_finders_steps_order_idx" ON "product_finders_steps" USING btree ("_order");
  CREATE INDEX "product_finders_steps_parent_id_idx" ON "product_finders_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "product_finders_steps_locales_locale_parent_id_unique" ON "product_finders_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "product_finders_region_tags_order_idx" ON "product_finders_region_tags" USING btree ("order");
  CREATE INDEX "product_finders_region_tags_parent_idx" ON "product_finders_region_tags" USING btree ("parent_id");
  CREATE INDEX "product_finders_region_tags_value_idx" ON "product_finders_region_tags" USING btree ("value");
  CREATE INDEX "product_finders_updated_at_idx" ON "product_finders" USING btree ("updated_at");
  CREATE INDEX "product_finders_created_at_idx" ON "product_finders" USING btree ("created_at");
  CREATE INDEX "product_finders__status_idx" ON "product_finders" USING btree ("_status");
  CREATE UNIQUE INDEX "product_finders_locales_locale_parent_id_unique" ON "product_finders_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "product_finders_texts_order_parent" ON "product_finders_texts" USING btree ("order","parent_id");
  CREATE INDEX "_product_finders_v_version_steps_options_order_idx" ON "_product_finders_v_version_steps_options" USING btree ("_order");
  CREATE INDEX "_product_finders_v_version_steps_options_parent_id_idx" ON "_product_finders_v_version_steps_options" USING btree ("_parent_id");
  CREATE INDEX "_product_finders_v_version_steps_options_image_idx" ON "_product_finders_v_version_steps_options" USING btree ("image_id");
  CREATE UNIQUE INDEX "_product_finders_v_version_steps_options_locales_locale_pare" ON "_product_finders_v_version_steps_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_product_finders_v_version_steps_order_idx" ON "_product_finders_v_version_steps" USING btree ("_order");
  CREATE INDEX "_product_finders_v_version_steps_parent_id_idx" ON "_product_finders_v_version_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_product_finders_v_version_steps_locales_locale_parent_id_un" ON "_product_finders_v_version_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_product_finders_v_version_region_tags_order_idx" ON "_product_finders_v_version_region_tags" USING btree ("order");
  CREATE INDEX "_product_finders_v_version_region_tags_parent_idx" ON "_product_finders_v_version_region_tags" USING btree ("parent_id");
  CREATE INDEX "_product_finders_v_version_region_tags_value_idx" ON "_product_finders_v_version_region_tags" USING btree ("value");
  CREATE INDEX "_product_finders_v_parent_idx" ON "_product_finders_v" USING btree ("parent_id");
  CREATE INDEX "_product_finders_v_version_version_updated_at_idx" ON "_product_finders_v" USING btree ("version_updated_at");
  CREATE INDEX "_product_finders_v_version_version_created_at_idx" ON "_product_finders_v" USING btree ("version_created_at");
  CREATE INDEX "_product_finders_v_version_version__status_idx" ON "_product_finders_v" USING btree ("version__status");
  CREATE INDEX "_product_finders_v_created_at_idx" ON "_product_finders_v" USING btree ("created_at");
  CREATE INDEX "_product_finders_v_updated_at_idx" ON "_product_finders_v" USING btree ("updated_at");
  CREATE INDEX "_product_finders_v_snapshot_idx" ON "_product_finders_v" USING btree ("snapshot");
  CREATE INDEX "_product_finders_v_published_locale_idx" ON "_product_finders_v" USING btree ("published_locale");
  CREATE INDEX "_product_finders_v_latest_idx" ON "_product_finders_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_product_finders_v_locales_locale_parent_id_unique" ON "_product_finders_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_product_finders_v_texts_order_parent" ON "_product_finders_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "feature_flags_region_tags_order_idx" ON "feature_flags_region_tags" USING btree ("order");
  CREATE INDEX "feature_flags_region_tags_parent_idx" ON "feature_flags_region_tags" USING btree ("parent_id");
  CREATE INDEX "feature_flags_region_tags_value_idx" ON "feature_flags_region_tags" USING btree ("value");
  CREATE INDEX "feature_flags_flag_id_idx" ON "feature_flags" USING btree ("flag_id");
  CREATE INDEX "feature_flags_updated_at_idx" ON "feature_flags" USING btree ("updated_at");
  CREATE INDEX "feature_flags_created_at_idx" ON "feature_flags" USING btree ("created_at");
  CREATE INDEX "redirects_region_tags_order_idx" ON "redirects_region_tags" USING btree ("order");
  CREATE INDEX "redirects_region_tags_parent_idx" ON "redirects_region_tags" USING btree ("parent_id");
  CREATE INDEX "redirects_region_tags_value_idx" ON "redirects_region_tags" USING btree ("value");
  CREATE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE UNIQUE INDEX "domain_redirects_domain_idx" ON "domain_redirects" USING btree ("domain");
  CREATE INDEX "domain_redirects_updated_at_idx" ON "domain_redirects" USING btree ("updated_at");
  CREATE INDEX "domain_redirects_created_at_idx" ON "domain_redirects" USING btree ("created_at");
  CREATE UNIQUE INDEX "email_domain_blocklist_domain_idx" ON "email_domain_blocklist" USING btree ("domain");
  CREATE INDEX "email_domain_blocklist_updated_at_idx" ON "email_domain_blocklist" USING btree ("updated_at");
  CREATE INDEX "email_domain_blocklist_created_at_idx" ON "email_domain_blocklist" USING btree ("created_at");
  CREATE INDEX "recently_viewed_sections_region_tags_order_idx" ON "recently_viewed_sections_region_tags" USING btree ("order");
  CREATE INDEX "recently_viewed_sections_region_tags_parent_idx" ON "recently_viewed_sections_region_tags" USING btree ("parent_id");
  CREATE INDEX "recently_viewed_sections_region_tags_value_idx" ON "recently_viewed_sections_region_tags" USING btree ("value");
  CREATE INDEX "recently_viewed_sections_updated_at_idx" ON "recently_viewed_sections" USING btree ("updated_at");
  CREATE INDEX "recently_viewed_sections_created_at_idx" ON "recently_viewed_sections" USING btree ("created_at");
  CREATE INDEX "recently_viewed_sections__status_idx" ON "recently_viewed_sections" USING btree ("_status");
  CREATE UNIQUE INDEX "recently_viewed_sections_locales_locale_parent_id_unique" ON "recently_viewed_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_recently_viewed_sections_v_version_region_tags_order_idx" ON "_recently_viewed_sections_v_version_region_tags" USING btree ("order");
  CREATE INDEX "_recently_viewed_sections_v_version_region_tags_parent_idx" ON "_recently_viewed_sections_v_version_region_tags" USING btree ("parent_id");
  CREATE INDEX "_recently_viewed_sections_v_version_region_tags_value_idx" ON "_recently_viewed_sections_v_version_region_tags" USING btree ("value");
  CREATE INDEX "_recently_viewed_sections_v_parent_idx" ON "_recently_viewed_sections_v" USING btree ("parent_id");
  CREATE INDEX "_recently_viewed_sections_v_version_version_updated_at_idx" ON "_recently_viewed_sections_v" USING btree ("version_updated_at");
  CREATE INDEX "_recently_viewed_sections_v_version_version_created_at_idx" ON "_recently_viewed_sections_v" USING btree ("version_created_at");
  CREATE INDEX "_recently_viewed_sections_v_version_version__status_idx" ON "_recently_viewed_sections_v" USING btree ("version__status");
  CREATE INDEX "_recently_viewed_sections_v_created_at_idx" ON "_recently_viewed_sections_v" USING btree ("created_at");
  CREATE INDEX "_recently_viewed_sections_v_updated_at_idx" ON "_recently_viewed_sections_v" USING btree ("updated_at");
  CREATE INDEX "_recently_viewed_sections_v_snapshot_idx" ON "_recently_viewed_sections_v" USING btree ("snapshot");
  CREATE INDEX "_recently_viewed_sections_v_published_locale_idx" ON "_recently_viewed_sections_v" USING btree ("published_locale");
  CREATE INDEX "_recently_viewed_sections_v_latest_idx" ON "_recently_viewed_sections_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_recently_viewed_sections_v_locales_locale_parent_id_unique" ON "_recently_viewed_sections_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "sales_contacts_updated_at_idx" ON "sales_contacts" USING btree ("updated_at");
  CREATE INDEX "sales_contacts_created_at_idx" ON "sales_contacts" USING btree ("created_at");
  CREATE UNIQUE INDEX "partner_profiles_salesforce_user_id_idx" ON "partner_profiles" USING btree ("salesforce_user_id");
  CREATE INDEX "partner_profiles_sales_contact_idx" ON "partner_profiles" USING btree ("sales_contact_id");
  CREATE INDEX "partner_profiles_updated_at_idx" ON "partner_profiles" USING btree ("updated_at");
  CREATE INDEX "partner_profiles_created_at_idx" ON "partner_profiles" USING btree ("created_at");
  CREATE UNIQUE INDEX "cut_types_key_idx" ON "cut_types" USING btree ("key");
  CREATE INDEX "cut_types_updated_at_idx" ON "cut_types" USING btree ("updated_at");
  CREATE INDEX "cut_types_created_at_idx" ON "cut_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "cut_types_locales_locale_parent_id_unique" ON "cut_types_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "fry_specifications_key_idx" ON "fry_specifications" USING btree ("key");
  CREATE INDEX "fry_specifications_updated_at_idx" ON "fry_specifications" USING btree ("updated_at");
  CREATE INDEX "fry_specifications_created_at_idx" ON "fry_specifications" USING btree ("created_at");
  CREATE UNIQUE INDEX "fry_specifications_locales_locale_parent_id_unique" ON "fry_specifications_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "fry_types_key_idx" ON "fry_types" USING btree ("key");
  CREATE INDEX "fry_types_updated_at_idx" ON "fry_types" USING btree ("updated_at");
  CREATE INDEX "fry_types_created_at_idx" ON "fry_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "fry_types_locales_locale_parent_id_unique" ON "fry_types_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "seasonings_key_idx" ON "seasonings" USING btree ("key");
  CREATE INDEX "seasonings_updated_at_idx" ON "seasonings" USING btree ("updated_at");
  CREATE INDEX "seasonings_created_at_idx" ON "seasonings" USING btree ("created_at");
  CREATE UNIQUE INDEX "seasonings_locales_locale_parent_id_unique" ON "seasonings_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "varieties_key_idx" ON "varieties" USING btree ("key");
  CREATE INDEX "varieties_updated_at_idx" ON "varieties" USING btree ("updated_at");
  CREATE INDEX "varieties_created_at_idx" ON "varieties" USING btree ("created_at");
  CREATE UNIQUE INDEX "varieties_locales_locale_parent_id_unique" ON "varieties_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "preparation_methods_key_idx" ON "preparation_methods" USING btree ("key");
  CREATE INDEX "preparation_methods_updated_at_idx" ON "preparation_methods" USING btree ("updated_at");
  CREATE INDEX "preparation_methods_created_at_idx" ON "preparation_methods" USING btree ("created_at");
  CREATE UNIQUE INDEX "preparation_methods_locales_locale_parent_id_unique" ON "preparation_methods_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "product_services_key_idx" ON "product_services" USING btree ("key");
  CREATE INDEX "product_services_updated_at_idx" ON "product_services" USING btree ("updated_at");
  CREATE INDEX "product_services_created_at_idx" ON "product_services" USING btree ("created_at");
  CREATE UNIQUE INDEX "product_services_locales_locale_parent_id_unique" ON "product_services_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_partner_users_id_idx" ON "payload_locked_documents_rels" USING btree ("partner_users_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_product_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("product_categories_id");
  CREATE INDEX "payload_locked_documents_rels_recipes_id_idx" ON "payload_locked_documents_rels" USING btree ("recipes_id");
  CREATE INDEX "payload_locked_documents_rels_recipe_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("recipe_categories_id");
  CREATE INDEX "payload_locked_documents_rels_recipe_page_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("recipe_page_settings_id");
  CREATE INDEX "payload_locked_documents_rels_blogs_id_idx" ON "payload_locked_documents_rels" USING btree ("blogs_id");
  CREATE INDEX "payload_locked_documents_rels_blog_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("blog_categories_id");
  CREATE INDEX "payload_locked_documents_rels_authors_id_idx" ON "payload_locked_documents_rels" USING btree ("authors_id");
  CREATE INDEX "payload_locked_documents_rels_brands_id_idx" ON "payload_locked_documents_rels" USING btree ("brands_id");
  CREATE INDEX "payload_locked_documents_rels_distributors_id_idx" ON "payload_locked_documents_rels" USING btree ("distributors_id");
  CREATE INDEX "payload_locked_documents_rels_global_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("global_settings_id");
  CREATE INDEX "payload_locked_documents_rels_partner_program_settings_i_idx" ON "payload_locked_documents_rels" USING btree ("partner_program_settings_id");
  CREATE INDEX "payload_locked_documents_rels_nav_id_idx" ON "payload_locked_documents_rels" USING btree ("nav_id");
  CREATE INDEX "payload_locked_documents_rels_footers_id_idx" ON "payload_locked_documents_rels" USING btree ("footers_id");
  CREATE INDEX "payload_locked_documents_rels_authentication_contexts_id_idx" ON "payload_locked_documents_rels" USING btree ("authentication_contexts_id");
  CREATE INDEX "payload_locked_documents_rels_forms_id_idx" ON "payload_locked_documents_rels" USING btree ("forms_id");
  CREATE INDEX "payload_locked_documents_rels_form_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("form_groups_id");
  CREATE INDEX "payload_locked_documents_rels_form_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("form_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_favorites_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("favorites_settings_id");
  CREATE INDEX "payload_locked_documents_rels_sample_bag_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("sample_bag_settings_id");
  CREATE INDEX "payload_locked_documents_rels_sample_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("sample_orders_id");
  CREATE INDEX "payload_locked_documents_rels_facet_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("facet_templates_id");
  CREATE INDEX "payload_locked_documents_rels_product_finders_id_idx" ON "payload_locked_documents_rels" USING btree ("product_finders_id");
  CREATE INDEX "payload_locked_documents_rels_feature_flags_id_idx" ON "payload_locked_documents_rels" USING btree ("feature_flags_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_locked_documents_rels_domain_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("domain_redirects_id");
  CREATE INDEX "payload_locked_documents_rels_email_domain_blocklist_id_idx" ON "payload_locked_documents_rels" USING btree ("email_domain_blocklist_id");
  CREATE INDEX "payload_locked_documents_rels_recently_viewed_sections_i_idx" ON "payload_locked_documents_rels" USING btree ("recently_viewed_sections_id");
  CREATE INDEX "payload_locked_documents_rels_sales_contacts_id_idx" ON "payload_locked_documents_rels" USING btree ("sales_contacts_id");
  CREATE INDEX "payload_locked_documents_rels_partner_profiles_id_idx" ON "payload_locked_documents_rels" USING btree ("partner_profiles_id");
  CREATE INDEX "payload_locked_documents_rels_cut_types_id_idx" ON "payload_locked_documents_rels" USING btree ("cut_types_id");
  CREATE INDEX "payload_locked_documents_rels_fry_specifications_id_idx" ON "payload_locked_documents_rels" USING btree ("fry_specifications_id");
  CREATE INDEX "payload_locked_documents_rels_fry_types_id_idx" ON "payload_locked_documents_rels" USING btree ("fry_types_id");
  CREATE INDEX "payload_locked_documents_rels_seasonings_id_idx" ON "payload_locked_documents_rels" USING btree ("seasonings_id");
  CREATE INDEX "payload_locked_documents_rels_varieties_id_idx" ON "payload_locked_documents_rels" USING btree ("varieties_id");
  CREATE INDEX "payload_locked_documents_rels_preparation_methods_id_idx" ON "payload_locked_documents_rels" USING btree ("preparation_methods_id");
  CREATE INDEX "payload_locked_documents_rels_product_services_id_idx" ON "payload_locked_documents_rels" USING btree ("product_services_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_rels_partner_users_id_idx" ON "payload_preferences_rels" USING btree ("partner_users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "partner_users_sessions" CASCADE;
  DROP TABLE "partner_users" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "pages_tags" CASCADE;
  DROP TABLE "pages_blocks_section_header_calls_to_action" CASCADE;
  DROP TABLE "pages_blocks_section_header_calls_to_action_locales" CASCADE;
  DROP TABLE "pages_blocks_section_header" CASCADE;
  DROP TABLE "pages_blocks_section_header_locales" CASCADE;
  DROP TABLE "pages_blocks_plain_html" CASCADE;
  DROP TABLE "pages_blocks_plain_html_locales" CASCADE;
  DROP TABLE "pages_page_metadata_custom_metadata" CASCADE;
  DROP TABLE "pages_page_metadata_custom_metadata_locales" CASCADE;
  DROP TABLE "pages_blocks_spacer_rule" CASCADE;
  DROP TABLE "pages_region_tags" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_version_tags" CASCADE;
  DROP TABLE "_pages_v_blocks_section_header_calls_to_action" CASCADE;
  DROP TABLE "_pages_v_blocks_section_header_calls_to_action_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_section_header" CASCADE;
  DROP TABLE "_pages_v_blocks_section_header_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_plain_html" CASCADE;
  DROP TABLE "_pages_v_blocks_plain_html_locales" CASCADE;
  DROP TABLE "_pages_v_version_page_metadata_custom_metadata" CASCADE;
  DROP TABLE "_pages_v_version_page_metadata_custom_metadata_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_spacer_rule" CASCADE;
  DROP TABLE "_pages_v_version_region_tags" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "products_tags" CASCADE;
  DROP TABLE "products_page_metadata_custom_metadata" CASCADE;
  DROP TABLE "products_page_metadata_custom_metadata_locales" CASCADE;
  DROP TABLE "products_videos" CASCADE;
  DROP TABLE "products_videos_locales" CASCADE;
  DROP TABLE "products_specification_flags" CASCADE;
  DROP TABLE "products_specification_flags_locales" CASCADE;
  DROP TABLE "prep_bullets" CASCADE;
  DROP TABLE "prep_bullets_locales" CASCADE;
  DROP TABLE "prep_steps" CASCADE;
  DROP TABLE "prep_steps_locales" CASCADE;
  DROP TABLE "products_region_tags" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "products_texts" CASCADE;
  DROP TABLE "products_rels" CASCADE;
  DROP TABLE "_products_v_version_tags" CASCADE;
  DROP TABLE "_products_v_version_page_metadata_custom_metadata" CASCADE;
  DROP TABLE "_products_v_version_page_metadata_custom_metadata_locales" CASCADE;
  DROP TABLE "_products_v_version_videos" CASCADE;
  DROP TABLE "_products_v_version_videos_locales" CASCADE;
  DROP TABLE "_products_v_version_specification_flags" CASCADE;
  DROP TABLE "_products_v_version_specification_flags_locales" CASCADE;
  DROP TABLE "_prep_bullets_v" CASCADE;
  DROP TABLE "_prep_bullets_v_locales" CASCADE;
  DROP TABLE "_prep_steps_v" CASCADE;
  DROP TABLE "_prep_steps_v_locales" CASCADE;
  DROP TABLE "_products_v_version_region_tags" CASCADE;
  DROP TABLE "_products_v" CASCADE;
  DROP TABLE "_products_v_locales" CASCADE;
  DROP TABLE "_products_v_texts" CASCADE;
  DROP TABLE "_products_v_rels" CASCADE;
  DROP TABLE "product_categories_region_tags" CASCADE;
  DROP TABLE "product_categories" CASCADE;
  DROP TABLE "product_categories_locales" CASCADE;
  DROP TABLE "_product_categories_v_version_region_tags" CASCADE;
  DROP TABLE "_product_categories_v" CASCADE;
  DROP TABLE "_product_categories_v_locales" CASCADE;
  DROP TABLE "recipes_meal_types" CASCADE;
  DROP TABLE "recipes_market_segments" CASCADE;
  DROP TABLE "recipes_page_metadata_custom_metadata" CASCADE;
  DROP TABLE "recipes_page_metadata_custom_metadata_locales" CASCADE;
  DROP TABLE "recipes_region_tags" CASCADE;
  DROP TABLE "recipes" CASCADE;
  DROP TABLE "recipes_locales" CASCADE;
  DROP TABLE "recipes_rels" CASCADE;
  DROP TABLE "_recipes_v_version_meal_types" CASCADE;
  DROP TABLE "_recipes_v_version_market_segments" CASCADE;
  DROP TABLE "_recipes_v_version_page_metadata_custom_metadata" CASCADE;
  DROP TABLE "_recipes_v_version_page_metadata_custom_metadata_locales" CASCADE;
  DROP TABLE "_recipes_v_version_region_tags" CASCADE;
  DROP TABLE "_recipes_v" CASCADE;
  DROP TABLE "_recipes_v_locales" CASCADE;
  DROP TABLE "_recipes_v_rels" CASCADE;
  DROP TABLE "recipe_categories_region_tags" CASCADE;
  DROP TABLE "recipe_categories" CASCADE;
  DROP TABLE "recipe_categories_locales" CASCADE;
  DROP TABLE "_recipe_categories_v_version_region_tags" CASCADE;
  DROP TABLE "_recipe_categories_v" CASCADE;
  DROP TABLE "_recipe_categories_v_locales" CASCADE;
  DROP TABLE "recipe_page_settings_region_tags" CASCADE;
  DROP TABLE "recipe_page_settings" CASCADE;
  DROP TABLE "recipe_page_settings_locales" CASCADE;
  DROP TABLE "_recipe_page_settings_v_version_region_tags" CASCADE;
  DROP TABLE "_recipe_page_settings_v" CASCADE;
  DROP TABLE "_recipe_page_settings_v_locales" CASCADE;
  DROP TABLE "blogs_page_metadata_custom_metadata" CASCADE;
  DROP TABLE "blogs_page_metadata_custom_metadata_locales" CASCADE;
  DROP TABLE "blogs_region_tags" CASCADE;
  DROP TABLE "blogs" CASCADE;
  DROP TABLE "blogs_locales" CASCADE;
  DROP TABLE "blogs_rels" CASCADE;
  DROP TABLE "_blogs_v_version_page_metadata_custom_metadata" CASCADE;
  DROP TABLE "_blogs_v_version_page_metadata_custom_metadata_locales" CASCADE;
  DROP TABLE "_blogs_v_version_region_tags" CASCADE;
  DROP TABLE "_blogs_v" CASCADE;
  DROP TABLE "_blogs_v_locales" CASCADE;
  DROP TABLE "_blogs_v_rels" CASCADE;
  DROP TABLE "blog_categories_region_tags" CASCADE;
  DROP TABLE "blog_categories" CASCADE;
  DROP TABLE "blog_categories_locales" CASCADE;
  DROP TABLE "_blog_categories_v_version_region_tags" CASCADE;
  DROP TABLE "_blog_categories_v" CASCADE;
  DROP TABLE "_blog_categories_v_locales" CASCADE;
  DROP TABLE "authors" CASCADE;
  DROP TABLE "authors_locales" CASCADE;
  DROP TABLE "_authors_v" CASCADE;
  DROP TABLE "_authors_v_locales" CASCADE;
  DROP TABLE "brands_region_tags" CASCADE;
  DROP TABLE "brands" CASCADE;
  DROP TABLE "brands_locales" CASCADE;
  DROP TABLE "_brands_v_version_region_tags" CASCADE;
  DROP TABLE "_brands_v" CASCADE;
  DROP TABLE "_brands_v_locales" CASCADE;
  DROP TABLE "distributors_region_tags" CASCADE;
  DROP TABLE "distributors" CASCADE;
  DROP TABLE "global_settings_region_tags" CASCADE;
  DROP TABLE "global_settings" CASCADE;
  DROP TABLE "global_settings_locales" CASCADE;
  DROP TABLE "global_settings_texts" CASCADE;
  DROP TABLE "_global_settings_v_version_region_tags" CASCADE;
  DROP TABLE "_global_settings_v" CASCADE;
  DROP TABLE "_global_settings_v_locales" CASCADE;
  DROP TABLE "_global_settings_v_texts" CASCADE;
  DROP TABLE "pps_segments" CASCADE;
  DROP TABLE "partner_program_settings_region_tags" CASCADE;
  DROP TABLE "partner_program_settings" CASCADE;
  DROP TABLE "partner_program_settings_locales" CASCADE;
  DROP TABLE "partner_program_settings_texts" CASCADE;
  DROP TABLE "_pps_segments_v" CASCADE;
  DROP TABLE "_partner_program_settings_v_version_region_tags" CASCADE;
  DROP TABLE "_partner_program_settings_v" CASCADE;
  DROP TABLE "_partner_program_settings_v_locales" CASCADE;
  DROP TABLE "_partner_program_settings_v_texts" CASCADE;
  DROP TABLE "nav_left" CASCADE;
  DROP TABLE "nav_left_locales" CASCADE;
  DROP TABLE "nav_right" CASCADE;
  DROP TABLE "nav_right_locales" CASCADE;
  DROP TABLE "nav_sidebar" CASCADE;
  DROP TABLE "nav_sidebar_locales" CASCADE;
  DROP TABLE "nav_promos" CASCADE;
  DROP TABLE "nav_promos_locales" CASCADE;
  DROP TABLE "nav_child" CASCADE;
  DROP TABLE "nav_child_locales" CASCADE;
  DROP TABLE "nav_cats" CASCADE;
  DROP TABLE "nav_cats_locales" CASCADE;
  DROP TABLE "nav_cols" CASCADE;
  DROP TABLE "nav_groups" CASCADE;
  DROP TABLE "nav_groups_locales" CASCADE;
  DROP TABLE "nav_region_tags" CASCADE;
  DROP TABLE "nav" CASCADE;
  DROP TABLE "nav_locales" CASCADE;
  DROP TABLE "nav_rels" CASCADE;
  DROP TABLE "_nav_left_v" CASCADE;
  DROP TABLE "_nav_left_v_locales" CASCADE;
  DROP TABLE "_nav_right_v" CASCADE;
  DROP TABLE "_nav_right_v_locales" CASCADE;
  DROP TABLE "_nav_sidebar_v" CASCADE;
  DROP TABLE "_nav_sidebar_v_locales" CASCADE;
  DROP TABLE "_nav_promos_v" CASCADE;
  DROP TABLE "_nav_promos_v_locales" CASCADE;
  DROP TABLE "_nav_child_v" CASCADE;
  DROP TABLE "_nav_child_v_locales" CASCADE;
  DROP TABLE "_nav_cats_v" CASCADE;
  DROP TABLE "_nav_cats_v_locales" CASCADE;
  DROP TABLE "_nav_cols_v" CASCADE;
  DROP TABLE "_nav_groups_v" CASCADE;
  DROP TABLE "_nav_groups_v_locales" CASCADE;
  DROP TABLE "_nav_v_version_region_tags" CASCADE;
  DROP TABLE "_nav_v" CASCADE;
  DROP TABLE "_nav_v_locales" CASCADE;
  DROP TABLE "_nav_v_rels" CASCADE;
  DROP TABLE "footer_child" CASCADE;
  DROP TABLE "footer_child_locales" CASCADE;
  DROP TABLE "footer_cats" CASCADE;
  DROP TABLE "footer_cats_locales" CASCADE;
  DROP TABLE "footer_cols" CASCADE;
  DROP TABLE "footer_cols_locales" CASCADE;
  DROP TABLE "footers_region_tags" CASCADE;
  DROP TABLE "footers" CASCADE;
  DROP TABLE "footers_locales" CASCADE;
  DROP TABLE "footers_rels" CASCADE;
  DROP TABLE "_footer_child_v" CASCADE;
  DROP TABLE "_footer_child_v_locales" CASCADE;
  DROP TABLE "_footer_cats_v" CASCADE;
  DROP TABLE "_footer_cats_v_locales" CASCADE;
  DROP TABLE "_footer_cols_v" CASCADE;
  DROP TABLE "_footer_cols_v_locales" CASCADE;
  DROP TABLE "_footers_v_version_region_tags" CASCADE;
  DROP TABLE "_footers_v" CASCADE;
  DROP TABLE "_footers_v_locales" CASCADE;
  DROP TABLE "_footers_v_rels" CASCADE;
  DROP TABLE "authentication_contexts" CASCADE;
  DROP TABLE "authentication_contexts_texts" CASCADE;
  DROP TABLE "forms_fields_options" CASCADE;
  DROP TABLE "forms_fields_options_locales" CASCADE;
  DROP TABLE "forms_fields" CASCADE;
  DROP TABLE "forms_fields_locales" CASCADE;
  DROP TABLE "forms_region_tags" CASCADE;
  DROP TABLE "forms" CASCADE;
  DROP TABLE "forms_locales" CASCADE;
  DROP TABLE "_forms_v_version_fields_options" CASCADE;
  DROP TABLE "_forms_v_version_fields_options_locales" CASCADE;
  DROP TABLE "_forms_v_version_fields" CASCADE;
  DROP TABLE "_forms_v_version_fields_locales" CASCADE;
  DROP TABLE "_forms_v_version_region_tags" CASCADE;
  DROP TABLE "_forms_v" CASCADE;
  DROP TABLE "_forms_v_locales" CASCADE;
  DROP TABLE "form_groups" CASCADE;
  DROP TABLE "form_submissions" CASCADE;
  DROP TABLE "favorites_settings_region_tags" CASCADE;
  DROP TABLE "favorites_settings" CASCADE;
  DROP TABLE "favorites_settings_locales" CASCADE;
  DROP TABLE "favorites_settings_rels" CASCADE;
  DROP TABLE "_favorites_settings_v_version_region_tags" CASCADE;
  DROP TABLE "_favorites_settings_v" CASCADE;
  DROP TABLE "_favorites_settings_v_locales" CASCADE;
  DROP TABLE "_favorites_settings_v_rels" CASCADE;
  DROP TABLE "sample_bag_settings_region_tags" CASCADE;
  DROP TABLE "sample_bag_settings" CASCADE;
  DROP TABLE "sample_bag_settings_locales" CASCADE;
  DROP TABLE "sample_bag_settings_rels" CASCADE;
  DROP TABLE "_sample_bag_settings_v_version_region_tags" CASCADE;
  DROP TABLE "_sample_bag_settings_v" CASCADE;
  DROP TABLE "_sample_bag_settings_v_locales" CASCADE;
  DROP TABLE "_sample_bag_settings_v_rels" CASCADE;
  DROP TABLE "sample_orders_items" CASCADE;
  DROP TABLE "sample_orders" CASCADE;
  DROP TABLE "facet_templates_filters" CASCADE;
  DROP TABLE "facet_templates_filters_locales" CASCADE;
  DROP TABLE "facet_templates_initial_query_filters" CASCADE;
  DROP TABLE "facet_templates_region_tags" CASCADE;
  DROP TABLE "facet_templates" CASCADE;
  DROP TABLE "facet_templates_locales" CASCADE;
  DROP TABLE "facet_templates_texts" CASCADE;
  DROP TABLE "facet_templates_rels" CASCADE;
  DROP TABLE "_facet_templates_v_version_filters" CASCADE;
  DROP TABLE "_facet_templates_v_version_filters_locales" CASCADE;
  DROP TABLE "_facet_templates_v_version_initial_query_filters" CASCADE;
  DROP TABLE "_facet_templates_v_version_region_tags" CASCADE;
  DROP TABLE "_facet_templates_v" CASCADE;
  DROP TABLE "_facet_templates_v_locales" CASCADE;
  DROP TABLE "_facet_templates_v_texts" CASCADE;
  DROP TABLE "_facet_templates_v_rels" CASCADE;
  DROP TABLE "product_finders_steps_options" CASCADE;
  DROP TABLE "product_finders_steps_options_locales" CASCADE;
  DROP TABLE "product_finders_steps" CASCADE;
  DROP TABLE "product_finders_steps_locales" CASCADE;
  DROP TABLE "product_finders_region_tags" CASCADE;
  DROP TABLE "product_finders" CASCADE;
  DROP TABLE "product_finders_locales" CASCADE;
  DROP TABLE "product_finders_texts" CASCADE;
  DROP TABLE "_product_finders_v_version_steps_options" CASCADE;
  DROP TABLE "_product_finders_v_version_steps_options_locales" CASCADE;
  DROP TABLE "_product_finders_v_version_steps" CASCADE;
  DROP TABLE "_product_finders_v_version_steps_locales" CASCADE;
  DROP TABLE "_product_finders_v_version_region_tags" CASCADE;
  DROP TABLE "_product_finders_v" CASCADE;
  DROP TABLE "_product_finders_v_locales" CASCADE;
  DROP TABLE "_product_finders_v_texts" CASCADE;
  DROP TABLE "feature_flags_region_tags" CASCADE;
  DROP TABLE "feature_flags" CASCADE;
  DROP TABLE "redirects_region_tags" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "domain_redirects" CASCADE;
  DROP TABLE "email_domain_blocklist" CASCADE;
  DROP TABLE "recently_viewed_sections_region_tags" CASCADE;
  DROP TABLE "recently_viewed_sections" CASCADE;
  DROP TABLE "recently_viewed_sections_locales" CASCADE;
  DROP TABLE "_recently_viewed_sections_v_version_region_tags" CASCADE;
  DROP TABLE "_recently_viewed_sections_v" CASCADE;
  DROP TABLE "_recently_viewed_sections_v_locales" CASCADE;
  DROP TABLE "sales_contacts" CASCADE;
  DROP TABLE "partner_profiles" CASCADE;
  DROP TABLE "cut_types" CASCADE;
  DROP TABLE "cut_types_locales" CASCADE;
  DROP TABLE "fry_specifications" CASCADE;
  DROP TABLE "fry_specifications_locales" CASCADE;
  DROP TABLE "fry_types" CASCADE;
  DROP TABLE "fry_types_locales" CASCADE;
  DROP TABLE "seasonings" CASCADE;
  DROP TABLE "seasonings_locales" CASCADE;
  DROP TABLE "varieties" CASCADE;
  DROP TABLE "varieties_locales" CASCADE;
  DROP TABLE "preparation_methods" CASCADE;
  DROP TABLE "preparation_methods_locales" CASCADE;
  DROP TABLE "product_services" CASCADE;
  DROP TABLE "product_services_locales" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_pages_blocks_section_header_calls_to_action_style";
  DROP TYPE "public"."enum_pages_blocks_section_header_calls_to_action_type_of_cta";
  DROP TYPE "public"."enum_pages_blocks_spacer_rule_size";
  DROP TYPE "public"."enum_pages_region_tags";
  DROP TYPE "public"."enum_pages_authentication";
  DROP TYPE "public"."enum_pages_header_marquee_style_size";
  DROP TYPE "public"."enum_pages_header_marquee_style_copy_placement";
  DROP TYPE "public"."enum_pages_header_marquee_style_copy_alignment";
  DROP TYPE "public"."enum_pages_header_marquee_style_width";
  DROP TYPE "public"."enum_pages_header_marquee_style_font_color";
  DROP TYPE "public"."enum_pages_search_bar_location";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_section_header_calls_to_action_style";
  DROP TYPE "public"."enum__pages_v_blocks_section_header_calls_to_action_type_of_cta";
  DROP TYPE "public"."enum__pages_v_blocks_spacer_rule_size";
  DROP TYPE "public"."enum__pages_v_version_region_tags";
  DROP TYPE "public"."enum__pages_v_version_authentication";
  DROP TYPE "public"."enum__pages_v_version_header_marquee_style_size";
  DROP TYPE "public"."enum__pages_v_version_header_marquee_style_copy_placement";
  DROP TYPE "public"."enum__pages_v_version_header_marquee_style_copy_alignment";
  DROP TYPE "public"."enum__pages_v_version_header_marquee_style_width";
  DROP TYPE "public"."enum__pages_v_version_header_marquee_style_font_color";
  DROP TYPE "public"."enum__pages_v_version_search_bar_location";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_products_videos_platform";
  DROP TYPE "public"."enum_products_region_tags";
  DROP TYPE "public"."enum_products_storage_temp_uo_m";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum__products_v_version_videos_platform";
  DROP TYPE "public"."enum__products_v_version_region_tags";
  DROP TYPE "public"."enum__products_v_version_storage_temp_uo_m";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum__products_v_published_locale";
  DROP TYPE "public"."enum_product_categories_region_tags";
  DROP TYPE "public"."enum_product_categories_status";
  DROP TYPE "public"."enum__product_categories_v_version_region_tags";
  DROP TYPE "public"."enum__product_categories_v_version_status";
  DROP TYPE "public"."enum__product_categories_v_published_locale";
  DROP TYPE "public"."enum_recipes_meal_types";
  DROP TYPE "public"."enum_recipes_market_segments";
  DROP TYPE "public"."enum_recipes_region_tags";
  DROP TYPE "public"."enum_recipes_status";
  DROP TYPE "public"."enum__recipes_v_version_meal_types";
  DROP TYPE "public"."enum__recipes_v_version_market_segments";
  DROP TYPE "public"."enum__recipes_v_version_region_tags";
  DROP TYPE "public"."enum__recipes_v_version_status";
  DROP TYPE "public"."enum__recipes_v_published_locale";
  DROP TYPE "public"."enum_recipe_categories_region_tags";
  DROP TYPE "public"."enum_recipe_categories_type";
  DROP TYPE "public"."enum_recipe_categories_status";
  DROP TYPE "public"."enum__recipe_categories_v_version_region_tags";
  DROP TYPE "public"."enum__recipe_categories_v_version_type";
  DROP TYPE "public"."enum__recipe_categories_v_version_status";
  DROP TYPE "public"."enum__recipe_categories_v_published_locale";
  DROP TYPE "public"."enum_recipe_page_settings_region_tags";
  DROP TYPE "public"."enum_recipe_page_settings_status";
  DROP TYPE "public"."enum__recipe_page_settings_v_version_region_tags";
  DROP TYPE "public"."enum__recipe_page_settings_v_version_status";
  DROP TYPE "public"."enum__recipe_page_settings_v_published_locale";
  DROP TYPE "public"."enum_blogs_region_tags";
  DROP TYPE "public"."enum_blogs_featured_video_platform";
  DROP TYPE "public"."enum_blogs_status";
  DROP TYPE "public"."enum__blogs_v_version_region_tags";
  DROP TYPE "public"."enum__blogs_v_version_featured_video_platform";
  DROP TYPE "public"."enum__blogs_v_version_status";
  DROP TYPE "public"."enum__blogs_v_published_locale";
  DROP TYPE "public"."enum_blog_categories_region_tags";
  DROP TYPE "public"."enum_blog_categories_status";
  DROP TYPE "public"."enum__blog_categories_v_version_region_tags";
  DROP TYPE "public"."enum__blog_categories_v_version_status";
  DROP TYPE "public"."enum__blog_categories_v_published_locale";
  DROP TYPE "public"."enum_authors_status";
  DROP TYPE "public"."enum__authors_v_version_status";
  DROP TYPE "public"."enum__authors_v_published_locale";
  DROP TYPE "public"."enum_brands_region_tags";
  DROP TYPE "public"."enum_brands_status";
  DROP TYPE "public"."enum__brands_v_version_region_tags";
  DROP TYPE "public"."enum__brands_v_version_status";
  DROP TYPE "public"."enum__brands_v_published_locale";
  DROP TYPE "public"."enum_distributors_region_tags";
  DROP TYPE "public"."enum_global_settings_region_tags";
  DROP TYPE "public"."enum_global_settings_status";
  DROP TYPE "public"."enum__global_settings_v_version_region_tags";
  DROP TYPE "public"."enum__global_settings_v_version_status";
  DROP TYPE "public"."enum__global_settings_v_published_locale";
  DROP TYPE "public"."enum_partner_program_settings_region_tags";
  DROP TYPE "public"."enum_pps_fallback_kind";
  DROP TYPE "public"."enum_partner_program_settings_status";
  DROP TYPE "public"."enum__partner_program_settings_v_version_region_tags";
  DROP TYPE "public"."enum__partner_program_settings_v_version_status";
  DROP TYPE "public"."enum__partner_program_settings_v_published_locale";
  DROP TYPE "public"."enum_nav_left_route";
  DROP TYPE "public"."enum_nav_left_authentication";
  DROP TYPE "public"."enum_nav_right_route";
  DROP TYPE "public"."enum_nav_right_authentication";
  DROP TYPE "public"."enum_nav_sidebar_route";
  DROP TYPE "public"."enum_nav_sidebar_authentication";
  DROP TYPE "public"."enum_nav_promo_route";
  DROP TYPE "public"."enum_nav_promos_authentication";
  DROP TYPE "public"."enum_nav_child_route";
  DROP TYPE "public"."enum_nav_child_authentication";
  DROP TYPE "public"."enum_nav_cat_title_route";
  DROP TYPE "public"."enum_nav_group_route";
  DROP TYPE "public"."enum_nav_groups_authentication";
  DROP TYPE "public"."enum_nav_region_tags";
  DROP TYPE "public"."enum_nav_sample_route";
  DROP TYPE "public"."enum_nav_status";
  DROP TYPE "public"."enum__nav_left_v_authentication";
  DROP TYPE "public"."enum__nav_right_v_authentication";
  DROP TYPE "public"."enum__nav_sidebar_v_authentication";
  DROP TYPE "public"."enum__nav_promos_v_authentication";
  DROP TYPE "public"."enum__nav_child_v_authentication";
  DROP TYPE "public"."enum__nav_groups_v_authentication";
  DROP TYPE "public"."enum__nav_v_version_region_tags";
  DROP TYPE "public"."enum__nav_v_version_status";
  DROP TYPE "public"."enum__nav_v_published_locale";
  DROP TYPE "public"."enum_ftr_child_route";
  DROP TYPE "public"."enum_footer_child_authentication";
  DROP TYPE "public"."enum_ftr_cat_route";
  DROP TYPE "public"."enum_footer_cols_authentication";
  DROP TYPE "public"."enum_footers_region_tags";
  DROP TYPE "public"."enum_ftr_privacy_route";
  DROP TYPE "public"."enum_ftr_terms_route";
  DROP TYPE "public"."enum_footers_status";
  DROP TYPE "public"."enum__footer_child_v_authentication";
  DROP TYPE "public"."enum__footer_cols_v_authentication";
  DROP TYPE "public"."enum__footers_v_version_region_tags";
  DROP TYPE "public"."enum__footers_v_version_status";
  DROP TYPE "public"."enum__footers_v_published_locale";
  DROP TYPE "public"."enum_authentication_contexts_behavior";
  DROP TYPE "public"."enum_forms_fields_display_type";
  DROP TYPE "public"."enum_forms_fields_width";
  DROP TYPE "public"."enum_forms_region_tags";
  DROP TYPE "public"."enum_forms_contact_type";
  DROP TYPE "public"."enum_forms_success_location";
  DROP TYPE "public"."enum_forms_error_location";
  DROP TYPE "public"."enum_forms_status";
  DROP TYPE "public"."enum__forms_v_version_fields_display_type";
  DROP TYPE "public"."enum__forms_v_version_fields_width";
  DROP TYPE "public"."enum__forms_v_version_region_tags";
  DROP TYPE "public"."enum__forms_v_version_contact_type";
  DROP TYPE "public"."enum__forms_v_version_success_location";
  DROP TYPE "public"."enum__forms_v_version_error_location";
  DROP TYPE "public"."enum__forms_v_version_status";
  DROP TYPE "public"."enum__forms_v_published_locale";
  DROP TYPE "public"."enum_form_submissions_forward_status";
  DROP TYPE "public"."enum_favorites_settings_region_tags";
  DROP TYPE "public"."enum_favorites_settings_content_type";
  DROP TYPE "public"."enum_favorites_settings_empty_state_cta_style";
  DROP TYPE "public"."enum_favorites_settings_empty_state_cta_type_of_cta";
  DROP TYPE "public"."enum_favorites_settings_status";
  DROP TYPE "public"."enum__favorites_settings_v_version_region_tags";
  DROP TYPE "public"."enum__favorites_settings_v_version_content_type";
  DROP TYPE "public"."enum__favorites_settings_v_version_empty_state_cta_style";
  DROP TYPE "public"."enum__favorites_settings_v_version_empty_state_cta_type_of_cta";
  DROP TYPE "public"."enum__favorites_settings_v_version_status";
  DROP TYPE "public"."enum__favorites_settings_v_published_locale";
  DROP TYPE "public"."enum_sample_bag_settings_region_tags";
  DROP TYPE "public"."enum_sbs_continue_route";
  DROP TYPE "public"."enum_sample_bag_settings_status";
  DROP TYPE "public"."enum__sample_bag_settings_v_version_region_tags";
  DROP TYPE "public"."enum__sample_bag_settings_v_version_status";
  DROP TYPE "public"."enum__sample_bag_settings_v_published_locale";
  DROP TYPE "public"."enum_facet_templates_filters_type";
  DROP TYPE "public"."enum_facet_templates_filters_refinement_operator";
  DROP TYPE "public"."enum_facet_templates_initial_query_filters_join_type";
  DROP TYPE "public"."enum_facet_templates_initial_query_filters_equality";
  DROP TYPE "public"."enum_facet_templates_region_tags";
  DROP TYPE "public"."enum_facet_templates_content_kind";
  DROP TYPE "public"."enum_facet_templates_join_type";
  DROP TYPE "public"."enum_facet_templates_status";
  DROP TYPE "public"."enum__facet_templates_v_version_filters_type";
  DROP TYPE "public"."enum__facet_templates_v_version_filters_refinement_operator";
  DROP TYPE "public"."enum__facet_templates_v_version_initial_query_filters_join_type";
  DROP TYPE "public"."enum__facet_templates_v_version_initial_query_filters_equality";
  DROP TYPE "public"."enum__facet_templates_v_version_region_tags";
  DROP TYPE "public"."enum__facet_templates_v_version_content_kind";
  DROP TYPE "public"."enum__facet_templates_v_version_join_type";
  DROP TYPE "public"."enum__facet_templates_v_version_status";
  DROP TYPE "public"."enum__facet_templates_v_published_locale";
  DROP TYPE "public"."enum_product_finders_steps_type";
  DROP TYPE "public"."enum_product_finders_region_tags";
  DROP TYPE "public"."enum_product_finders_status";
  DROP TYPE "public"."enum__product_finders_v_version_steps_type";
  DROP TYPE "public"."enum__product_finders_v_version_region_tags";
  DROP TYPE "public"."enum__product_finders_v_version_status";
  DROP TYPE "public"."enum__product_finders_v_published_locale";
  DROP TYPE "public"."enum_feature_flags_region_tags";
  DROP TYPE "public"."enum_redirects_region_tags";
  DROP TYPE "public"."enum_redirects_locale";
  DROP TYPE "public"."enum_recently_viewed_sections_region_tags";
  DROP TYPE "public"."enum_recently_viewed_sections_status";
  DROP TYPE "public"."enum__recently_viewed_sections_v_version_region_tags";
  DROP TYPE "public"."enum__recently_viewed_sections_v_version_status";
  DROP TYPE "public"."enum__recently_viewed_sections_v_published_locale";`)
}
