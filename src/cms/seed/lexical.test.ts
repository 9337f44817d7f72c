import { describe, expect, it } from 'vitest'
import { paragraphsWithLinkToRichText } from './lexical'

describe('paragraphsWithLinkToRichText', () => {
  const doc = { relationTo: 'pages', value: 7 }

  it('ends the text with a paragraph holding an internal link as the editor stores it', () => {
    const state = paragraphsWithLinkToRichText(['First.'], {
      before: 'Read ',
      text: 'our story',
      after: '.',
      doc,
    })
    expect(state.root.children).toHaveLength(2)
    const [before, link, after] = state.root.children[1]?.children ?? []
    expect(before).toMatchObject({ type: 'text', text: 'Read ' })
    expect(link).toMatchObject({
      type: 'link',
      version: 3,
      fields: { linkType: 'internal', doc: { relationTo: 'pages', value: 7 }, newTab: false },
      children: [{ type: 'text', text: 'our story' }],
    })
    expect(after).toMatchObject({ type: 'text', text: '.' })
  })

  it('leaves out empty text around the link', () => {
    const state = paragraphsWithLinkToRichText([], {
      before: '',
      text: '私たちの歩み',
      after: '',
      doc,
    })
    expect(state.root.children[0]?.children.map((node) => node.type)).toEqual(['link'])
  })
})
