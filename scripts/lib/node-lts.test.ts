import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pinnedNodeVersion, runsPinnedNode } from './node-lts.mjs'

const manifest = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8'),
) as { engines: { node: string } }

describe('the pinned Node', () => {
  it('is one exact release, and the one `engines` allows', () => {
    const version = pinnedNodeVersion()
    expect(version).toMatch(/^\d+\.\d+\.\d+$/)
    const major = Number(version.split('.')[0])
    const [, lowest, below] = /^>=(\d+\.\d+\.\d+) <(\d+)$/.exec(manifest.engines.node) ?? []
    expect(Number(below)).toBe(major + 1)
    expect(Number(lowest?.split('.')[0])).toBe(major)
  })

  it('is the Node these tests run on', () => {
    expect(runsPinnedNode()).toBe(true)
  })
})
