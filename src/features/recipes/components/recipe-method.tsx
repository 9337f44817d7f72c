import { RichText } from '@/components/rich-text/rich-text'
import type { RecipeDetail } from '@/content/recipes'
import type { ContentScope } from '@/content/scope'

interface Props {
  recipe: RecipeDetail
  scope: ContentScope
  ingredientsTitle: string
  instructionsTitle: string
}

export function RecipeMethod({ recipe, scope, ingredientsTitle, instructionsTitle }: Props) {
  return (
    <>
      <section aria-labelledby="recipe-ingredients">
        <h2 id="recipe-ingredients">{ingredientsTitle}</h2>
        <RichText data={recipe.ingredients} scope={scope} />
      </section>
      <section aria-labelledby="recipe-instructions">
        <h2 id="recipe-instructions">{instructionsTitle}</h2>
        <RichText data={recipe.prepInstructions} scope={scope} />
      </section>
    </>
  )
}
