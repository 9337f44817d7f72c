import { describe, expect, it } from 'vitest'
import { fillEmailText, recipeMailto } from './email-template'

const values = {
  recipe: 'Mushroom Gravy Poutine',
  url: 'https://example.com/recipe/mushroom-gravy-poutine',
}

describe('fillEmailText', () => {
  it('fills every recipe and url placeholder and leaves other braces alone', () => {
    expect(fillEmailText('{recipe}: {url} {recipe} {other}', values)).toBe(
      `${values.recipe}: ${values.url} ${values.recipe} {other}`,
    )
  })

  it('keeps $ patterns in names literal', () => {
    expect(fillEmailText('{recipe}', { ...values, recipe: "$& $' fries" })).toBe("$& $' fries")
  })
})

describe('recipeMailto', () => {
  const decode = (href: string) => {
    const query = new URLSearchParams(href.slice('mailto:?'.length).replace(/\+/g, '%2B'))
    return { subject: query.get('subject'), body: query.get('body') }
  }

  it('carries the filled subject and body, spaces as %20', () => {
    const href = recipeMailto(
      { subject: 'Recipe: {recipe}', body: 'Try this: {recipe}\n\n{url}' },
      values,
    )
    expect(href.startsWith('mailto:?subject=Recipe%3A%20Mushroom%20Gravy%20Poutine&body=')).toBe(
      true,
    )
    expect(href).not.toContain('+')
    expect(decode(href)).toEqual({
      subject: `Recipe: ${values.recipe}`,
      body: `Try this: ${values.recipe}\n\n${values.url}`,
    })
  })

  it('appends the link when the body template has no url placeholder', () => {
    expect(decode(recipeMailto({ subject: 'Hi', body: 'Look at {recipe}' }, values)).body).toBe(
      `Look at ${values.recipe}\n\n${values.url}`,
    )
    expect(decode(recipeMailto({ subject: 'Hi', body: '' }, values)).body).toBe(values.url)
  })
})
