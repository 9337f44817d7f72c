import * as migration_20261122_003438_initial from './20261122_003438_initial';
import * as migration_20261122_022908_page_blocks from './20261122_022908_page_blocks';
import * as migration_20261125_181155_login_lockout_off from './20261125_181155_login_lockout_off';
import * as migration_20261126_040916_page_paths from './20261126_040916_page_paths';
import * as migration_20261126_092408_brand_identity from './20261126_092408_brand_identity';
import * as migration_20261126_130000_search_index from './20261126_130000_search_index';
import * as migration_20261126_132512_product_taxonomies from './20261126_132512_product_taxonomies';
import * as migration_20261126_160000_search_attributes from './20261126_160000_search_attributes';
import * as migration_20261126_161631_facet_blocks from './20261126_161631_facet_blocks';
import * as migration_20261126_193447_random_grid_sort from './20261126_193447_random_grid_sort';
import * as migration_20261126_200000_search_generations from './20261126_200000_search_generations';
import * as migration_20261126_200000_search_locale_ranges from './20261126_200000_search_locale_ranges';
import * as migration_20261126_231402_visitor_tools from './20261126_231402_visitor_tools';
import * as migration_20261127_105950_partner_registrations from './20261127_105950_partner_registrations';
import * as migration_20261127_224004_live_preview_autosave from './20261127_224004_live_preview_autosave';
import * as migration_20261128_031156_media_storage_object_key from './20261128_031156_media_storage_object_key';

export const migrations = [
  {
    up: migration_20261122_003438_initial.up,
    down: migration_20261122_003438_initial.down,
    name: '20261122_003438_initial',
  },
  {
    up: migration_20261122_022908_page_blocks.up,
    down: migration_20261122_022908_page_blocks.down,
    name: '20261122_022908_page_blocks',
  },
  {
    up: migration_20261125_181155_login_lockout_off.up,
    down: migration_20261125_181155_login_lockout_off.down,
    name: '20261125_181155_login_lockout_off',
  },
  {
    up: migration_20261126_040916_page_paths.up,
    down: migration_20261126_040916_page_paths.down,
    name: '20261126_040916_page_paths',
  },
  {
    up: migration_20261126_092408_brand_identity.up,
    down: migration_20261126_092408_brand_identity.down,
    name: '20261126_092408_brand_identity',
  },
  {
    up: migration_20261126_130000_search_index.up,
    down: migration_20261126_130000_search_index.down,
    name: '20261126_130000_search_index',
  },
  {
    up: migration_20261126_132512_product_taxonomies.up,
    down: migration_20261126_132512_product_taxonomies.down,
    name: '20261126_132512_product_taxonomies',
  },
  {
    up: migration_20261126_160000_search_attributes.up,
    down: migration_20261126_160000_search_attributes.down,
    name: '20261126_160000_search_attributes',
  },
  {
    up: migration_20261126_161631_facet_blocks.up,
    down: migration_20261126_161631_facet_blocks.down,
    name: '20261126_161631_facet_blocks',
  },
  {
    up: migration_20261126_193447_random_grid_sort.up,
    down: migration_20261126_193447_random_grid_sort.down,
    name: '20261126_193447_random_grid_sort',
  },
  {
    up: migration_20261126_200000_search_generations.up,
    down: migration_20261126_200000_search_generations.down,
    name: '20261126_200000_search_generations',
  },
  {
    up: migration_20261126_200000_search_locale_ranges.up,
    down: migration_20261126_200000_search_locale_ranges.down,
    name: '20261126_200000_search_locale_ranges',
  },
  {
    up: migration_20261126_231402_visitor_tools.up,
    down: migration_20261126_231402_visitor_tools.down,
    name: '20261126_231402_visitor_tools',
  },
  {
    up: migration_20261127_105950_partner_registrations.up,
    down: migration_20261127_105950_partner_registrations.down,
    name: '20261127_105950_partner_registrations',
  },
  {
    up: migration_20261127_224004_live_preview_autosave.up,
    down: migration_20261127_224004_live_preview_autosave.down,
    name: '20261127_224004_live_preview_autosave',
  },
  {
    up: migration_20261128_031156_media_storage_object_key.up,
    down: migration_20261128_031156_media_storage_object_key.down,
    name: '20261128_031156_media_storage_object_key'
  },
];
