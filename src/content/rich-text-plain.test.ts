import { describe, expect, it } from 'vitest'
import { richTextToPlainText } from './rich-text-plain'

const text = (value: string) => ({ type: 'text', text: value })
const root = (...children: unknown[]) => ({ root: { type: 'root', children } })

describe('richTextToPlainText', () => {
  it('keeps paragraphs apart and line breaks inside them', () => {
    const data = root(
      { type: 'paragraph', children: [text('Hello,'), { type: 'linebreak' }, text('there')] },
      { type: 'paragraph', children: [text('Bye')] },
    )
    expect(richTextToPlainText(data)).toBe('Hello,\nthere\n\nBye')
  })

  it('writes lists as lines and external links with their address', () => {
    const data = root(
      {
        type: 'list',
        listType: 'number',
        children: [
          { type: 'listitem', children: [text('One')] },
          { type: 'listitem', children: [text('Two')] },
        ],
      },
      {
        type: 'paragraph',
        children: [
          {
            type: 'link',
            fields: { linkType: 'custom', url: 'https://example.com/x' },
            children: [text('site')],
          },
        ],
      },
    )
    expect(richTextToPlainText(data)).toBe('1. One\n2. Two\n\nsite (https://example.com/x)')
  })

  it('reads anything that is not rich text as empty', () => {
    expect(richTextToPlainText(null)).toBe('')
    expect(richTextToPlainText('text')).toBe('')
    expect(richTextToPlainText({ root: { children: 'x' } })).toBe('')
  })

  it('stops at a bounded depth', () => {
    let node: Record<string, unknown> = text('deep')
    for (let i = 0; i < 1000; i++) node = { type: 'span', children: [node] }
    expect(() => richTextToPlainText(root({ type: 'paragraph', children: [node] }))).not.toThrow()
  })
})
