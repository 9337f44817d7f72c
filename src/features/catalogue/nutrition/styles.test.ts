import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const read = (name: string) => fs.readFileSync(path.join(import.meta.dirname, name), 'utf8')
const css = read('styles.module.css')
const defined = new Set([...css.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((match) => match[1]))
const components = fs.readdirSync(import.meta.dirname).filter((name) => name.endsWith('.tsx'))

describe('nutrition panel styles', () => {
  it.each(components)('%s uses only classes the stylesheet defines', (file) => {
    const used = [
      ...read(file)
        .replace(/^import .*$/gm, '')
        .matchAll(/styles\.(\w+)/g),
    ].map((match) => match[1])
    expect(used.filter((name) => !defined.has(name))).toEqual([])
  })

  it('defines a class for every panel format, which the panel picks by name', () => {
    for (const format of ['us', 'anz', 'japan', 'korea']) expect(defined.has(format)).toBe(true)
  })

  it('draws the label in black on white, whatever the page colours', () => {
    expect(css).toMatch(
      /\.panel \{[^}]*border: 1px solid var\(--color-plain-text\);[^}]*background: var\(--color-plain-surface\);[^}]*color: var\(--color-plain-text\);/,
    )
    const tokens = fs.readFileSync(
      path.join(import.meta.dirname, '../../../app/(site)/tokens.css'),
      'utf8',
    )
    expect(tokens).toMatch(/--black: #000000;[^]*--color-plain-text: var\(--black\);/)
    expect(tokens).toMatch(/--white: #ffffff;[^]*--color-plain-surface: var\(--white\);/)
  })
})
