import { CardList } from '@/components/cards/card-list'
import { recipeCardItems } from '@/components/cards/recipe-card-items'
import { Pagination } from '@/components/layout/pagination'
import { paginationLabels } from '@/components/layout/pagination-labels'
import { SortChoice } from '@/components/listing/sort-choice.client'
import type { RecipeListing } from '@/content/recipe-listings'
import type { ContentScope } from '@/content/scope'
import type { Translate } from '@/i18n/translate'
import type { ListingPlace } from '@/lib/listing-place'
import { type RecipeListingOf, recipeListingPath } from './recipe-listing-path'
import styles from './recipe-listing.module.css'

interface RecipeListSectionProps {
  of: RecipeListingOf
  place: ListingPlace
  listing: RecipeListing
  /** A heading of its own when the section follows other content; without one the cards are h2. */
  heading?: string
  scope: ContentScope
  t: Translate
}

export function RecipeListSection({
  of,
  place,
  listing,
  heading,
  scope,
  t,
}: RecipeListSectionProps) {
  const pathFor = (page: number, sort = place.sort) => recipeListingPath(scope, of, { sort, page })
  const content = (
    <>
      <SortChoice
        current={place.sort}
        hrefs={{ newest: pathFor(1, 'newest'), oldest: pathFor(1, 'oldest') }}
        labels={{
          label: t('recipes.sortLabel'),
          newest: t('recipes.newest'),
          oldest: t('recipes.oldest'),
        }}
        isDefault={place.sort === 'newest' && place.page === 1}
        storageKey="sorted_recipes"
      />
      {listing.recipes.length === 0 ? (
        <p className={styles.empty}>{t('recipes.noRecipes')}</p>
      ) : (
        <CardList
          items={recipeCardItems(listing.recipes)}
          headingLevel={heading ? 3 : 2}
          leadsPage={!heading}
        />
      )}
      <Pagination
        page={place.page}
        totalPages={listing.totalPages}
        hrefFor={(page) => pathFor(page)}
        labels={paginationLabels(t, t('recipes.pagination'), place.page, listing.totalPages)}
      />
    </>
  )
  if (!heading) return <div className={styles.section}>{content}</div>
  return (
    <section id="recent-recipes" className={styles.section} aria-labelledby="recent-recipes-title">
      <h2 id="recent-recipes-title">{heading}</h2>
      {content}
    </section>
  )
}
