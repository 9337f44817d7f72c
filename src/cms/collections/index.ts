import type { CollectionConfig } from 'payload'
import { AuthenticationContexts } from './authentication-contexts'
import { Authors } from './authors'
import { BlogCategories } from './blog-categories'
import { Blogs } from './blogs'
import { Brands } from './brands'
import { Distributors } from './distributors'
import { DomainRedirects } from './domain-redirects'
import { EmailDomainBlocklist } from './email-domain-blocklist'
import { taxonomyCollection } from './factory'
import { FacetTemplates } from './facet-templates'
import { FavoritesSettings } from './favorites-settings'
import { FeatureFlags } from './feature-flags'
import { Footers } from './footers'
import { FormGroups } from './form-groups'
import { FormSubmissions } from './form-submissions'
import { Forms } from './forms'
import { GlobalSettings } from './global-settings'
import { Media } from './media'
import { NavigationBars } from './navigation-bars'
import { Pages } from './pages'
import { PartnerProfiles } from './partner-profiles'
import { PartnerProgramSettings } from './partner-program-settings'
import { PartnerRegistrations } from './partner-registrations'
import { PartnerUsers } from './partner-users'
import { ProductCategories } from './product-categories'
import { ProductFinders } from './product-finders'
import { Products } from './products'
import { RecentlyViewedSections } from './recently-viewed-sections'
import { RecipeCategories } from './recipe-categories'
import { RecipePageSettings } from './recipe-page-settings'
import { Recipes } from './recipes'
import { Redirects } from './redirects'
import { SalesContacts } from './sales-contacts'
import { SampleBagSettings } from './sample-bag-settings'
import { SampleOrders } from './sample-orders'
import { Users } from './users'

export const TAXONOMIES = [
  'cut-types',
  'fry-specifications',
  'fry-types',
  'seasonings',
  'varieties',
  'preparation-methods',
  'product-services',
] as const

export const COLLECTIONS: CollectionConfig[] = [
  Users,
  PartnerUsers,
  PartnerRegistrations,
  Media,
  Pages,
  Products,
  ProductCategories,
  Recipes,
  RecipeCategories,
  RecipePageSettings,
  Blogs,
  BlogCategories,
  Authors,
  Brands,
  Distributors,
  GlobalSettings,
  PartnerProgramSettings,
  NavigationBars,
  Footers,
  AuthenticationContexts,
  Forms,
  FormGroups,
  FormSubmissions,
  FavoritesSettings,
  SampleBagSettings,
  SampleOrders,
  FacetTemplates,
  ProductFinders,
  FeatureFlags,
  Redirects,
  DomainRedirects,
  EmailDomainBlocklist,
  RecentlyViewedSections,
  SalesContacts,
  PartnerProfiles,
  ...TAXONOMIES.map((slug) => taxonomyCollection(slug)),
]
