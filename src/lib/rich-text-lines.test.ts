import { describe, expect, it } from 'vitest'
import { richTextLines } from './rich-text-lines'

const text = (value: string) => ({ type: 'text', text: value })
const paragraph = (...children: object[]) => ({ type: 'paragraph', children })
const item = (...children: object[]) => ({ type: 'listitem', children })
const list = (...children: object[]) => ({ type: 'list', children })
const root = (...children: object[]) => ({ root: { type: 'root', children } })

describe('richTextLines', () => {
  it('gives each paragraph and list item, nested items after their parent', () => {
    const value = root(
      paragraph(text('Heat the '), { type: 'link', children: [text('fryer')] }, text('.')),
      list(
        item(text('2 kg fries')),
        item(text('Gravy'), list(item(text('1 l stock')), item(text('Flour')))),
      ),
      paragraph(text('   ')),
    )
    expect(richTextLines(value)).toEqual([
      'Heat the fryer.',
      '2 kg fries',
      'Gravy',
      '1 l stock',
      'Flour',
    ])
  })

  it('reads nothing from what is not rich text, and stops at a bound', () => {
    expect(richTextLines(null)).toEqual([])
    expect(richTextLines('text')).toEqual([])
    const many = root(...Array.from({ length: 500 }, (_, i) => paragraph(text(`Step ${i}`))))
    expect(richTextLines(many)).toHaveLength(200)
    let deep: object = text('deep')
    for (let i = 0; i < 100; i++) deep = { type: 'paragraph', children: [deep] }
    expect(() => richTextLines(root(deep))).not.toThrow()
  })
})
