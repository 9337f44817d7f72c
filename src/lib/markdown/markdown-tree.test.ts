import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nodesOf, parseMarkdown, textOf } from '../../../tests/helpers/markdown'
import {
  heading,
  labelled,
  link,
  list,
  markdownText,
  paragraph,
  strong,
  table,
} from './markdown-tree'

const HOSTILE =
  '*bold* _em_ [x](javascript:alert(1)) <script>alert(1)</script> # not | a | row `code` ![i](/x)'

describe('markdownText', () => {
  it('keeps what editors typed as text: no link, image, emphasis, html or code comes out of it', () => {
    const tree = parseMarkdown(markdownText([heading(1, HOSTILE), paragraph(HOSTILE)]))
    const [title, body] = tree.children
    expect(title?.type).toBe('heading')
    expect(title && textOf(title)).toBe(HOSTILE)
    expect(body && textOf(body)).toBe(HOSTILE)
    for (const type of ['link', 'image', 'emphasis', 'strong', 'html', 'inlineCode'] as const)
      expect(nodesOf(tree, type), type).toEqual([])
  })

  it('keeps any text as one paragraph of the same words', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 80 }), (value) => {
        const words = value.replace(/\s+/g, ' ').trim()
        fc.pre(words.length > 0)
        const tree = parseMarkdown(markdownText([paragraph(words)]))
        expect(tree.children).toHaveLength(1)
        expect(textOf(tree)).toBe(words)
      }),
      { numRuns: 500 },
    )
  })

  it('writes links, strong labels and lists a reader parses back', () => {
    const tree = parseMarkdown(
      markdownText([
        list([[strong('Pack:'), ' 6/5 lb'], [link('https://site.example/a?b=1', 'A [page]')]]),
        list([['one'], ['two']], true),
      ]),
    )
    const [bullets, steps] = nodesOf(tree, 'list')
    expect(bullets?.ordered).toBe(false)
    expect(bullets && textOf(bullets)).toBe('Pack: 6/5 lbA [page]')
    expect(nodesOf(tree, 'link').map((node) => [node.url, textOf(node)])).toEqual([
      ['https://site.example/a?b=1', 'A [page]'],
    ])
    expect(steps?.ordered).toBe(true)
    expect(steps?.children.map(textOf)).toEqual(['one', 'two'])
  })

  it('keeps a table one row per entry, whatever the cells hold', () => {
    const tree = parseMarkdown(
      markdownText([
        table(
          ['Nutrient', 'Amount'],
          [
            ['Fat | saturated', '1 g'],
            ['Sodium', null],
          ],
        ),
      ]),
    )
    const [grid] = nodesOf(tree, 'table')
    expect(grid?.children.map((row) => row.children.map(textOf))).toEqual([
      ['Nutrient', 'Amount'],
      ['Fat | saturated', '1 g'],
      ['Sodium', ''],
    ])
  })

  it('leaves out absent parts', () => {
    expect(markdownText([heading(2, 'Only'), null, false, ''])).toBe('## Only\n')
  })
})

describe('labelled', () => {
  it('ends a label in one colon, also when the label has its own', () => {
    for (const label of ['Contains', 'Contains:', '原材料：'])
      expect(markdownText([paragraph(...labelled(label, 'milk'))]).trim()).toMatch(
        /^\*\*[^:：]+[:：]\*\* milk$/,
      )
  })
})
