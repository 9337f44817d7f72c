import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { get } from '../helpers/http'

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

/** One page per template, in English and in a CJK and a Spanish locale. */
const TEMPLATES = [
  '/',
  '/products',
  '/products/fries',
  '/products/TF-10001',
  '/products/crispy-potato-tots/TF-10011/specifications',
  '/products/TF-10033/product-recipes',
  '/recipes',
  '/recipes/category/game-day',
  '/recipe/mushroom-gravy-poutine',
  '/recipe/mushroom-gravy-poutine/print',
  '/blog',
  '/brands/terrafield-classic',
  '/compare?skus=TF-10001,TF-10002',
  '/favorites',
  '/sample-bag',
  '/why-terrafield',
  '/about-us/our-story/sustainability',
  '/no-such-page',
  '/japan',
  '/japan/products/TF-10001',
  '/japan/recipe/mushroom-gravy-poutine',
  '/mexico/productos/fries',
]

interface VnuMessage {
  type: string
  url: string
  message: string
  extract?: string
}

function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages)
        } catch {
          reject(error ?? new Error(stderr))
        }
      },
    )
  })
}

describe('the W3C Nu HTML checker', () => {
  let folder: string
  const fileOf = new Map<string, string>()

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'))
    const blog = await (await get('/blog')).text()
    const firstPost = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1]
    const paths = firstPost ? [...TEMPLATES, firstPost] : TEMPLATES
    for (const [index, pagePath] of paths.entries()) {
      const response = await get(pagePath)
      const file = path.join(folder, `page-${index}.html`)
      fs.writeFileSync(file, await response.text())
      fileOf.set(`file:${file}`, pagePath)
    }
  })

  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }))

  it('finds no errors on any template', async () => {
    const messages = await runVnu([...fileOf.keys()].map((url) => url.slice('file:'.length)))
    const errors = messages
      .filter((message) => message.type === 'error')
      .map((message) => `${fileOf.get(message.url)}: ${message.message} ${message.extract ?? ''}`)
    expect(errors).toEqual([])
  })
})
