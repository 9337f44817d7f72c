import { describe, expect, it } from 'vitest'
import { nodesOf, parseMarkdown, textOf } from '../../../../tests/helpers/markdown'
import { llmsTxt } from './llms-txt'

const FILE = {
  siteName: 'Terrafield Foods',
  summary: 'Frozen potatoes and avocado for food service.',
  details: ['Pages have markdown copies.'],
  sections: [
    {
      title: 'Products',
      links: [
        { title: 'All products', url: 'https://site.example/products', note: 'Every product' },
        { title: 'Fries', url: 'https://site.example/products/fries' },
      ],
    },
    { title: 'Empty', links: [] },
  ],
}

describe('llmsTxt', () => {
  it('lays out a name, a quoted summary, details, then sections of links (llmstxt.org)', () => {
    const tree = parseMarkdown(llmsTxt(FILE))
    expect(tree.children.map((node) => [node.type, textOf(node)])).toEqual([
      ['heading', 'Terrafield Foods'],
      ['blockquote', 'Frozen potatoes and avocado for food service.'],
      ['paragraph', 'Pages have markdown copies.'],
      ['heading', 'Products'],
      ['list', 'All products: Every productFries'],
    ])
    expect(nodesOf(tree, 'link').map((link) => [textOf(link), link.url])).toEqual([
      ['All products', 'https://site.example/products'],
      ['Fries', 'https://site.example/products/fries'],
    ])
  })

  it('leaves out a missing summary and sections without links', () => {
    const text = llmsTxt({ ...FILE, summary: null })
    expect(text).not.toContain('>')
    expect(text).not.toContain('Empty')
  })

  it('keeps editors’ titles as text', () => {
    const tree = parseMarkdown(
      llmsTxt({
        ...FILE,
        sections: [
          {
            title: '# [x](javascript:1)',
            links: [{ title: '](evil)', url: 'https://site.example/' }],
          },
        ],
      }),
    )
    expect(nodesOf(tree, 'heading').map(textOf)).toContain('# [x](javascript:1)')
    expect(nodesOf(tree, 'link').map((link) => [textOf(link), link.url])).toEqual([
      ['](evil)', 'https://site.example/'],
    ])
  })
})
