import { describe, expect, it, vi } from 'vitest'
import { runQuery } from './client'
import { getFavoritesSettings } from './favorites'

vi.mock('./client', () => ({ runQuery: vi.fn() }))

describe('getFavoritesSettings', () => {
  it("asks for the kind's newest settings of the region and locale, tagged for revalidation", async () => {
    vi.mocked(runQuery).mockResolvedValue({
      FavoritesSettings: { docs: [{ header: ' My favorite recipes ', copy: '' }] },
    })
    const settings = await getFavoritesSettings(
      { regionId: 'cl', locale: 'es-AR', previewToken: null },
      'recipes',
    )
    expect(settings.header).toBe('My favorite recipes')
    expect(settings.copy).toBeNull()
    const [, , variables, options] = vi.mocked(runQuery).mock.calls[0] ?? []
    expect(variables).toEqual({ contentType: 'recipes', regionTag: 'regionCl', locale: 'es_AR' })
    expect(options?.tags).toEqual(
      expect.arrayContaining(['cms:favorites-settings', 'cms:favorites-settings:regionCl']),
    )
  })

  it('gives all nulls when the region has no settings', async () => {
    vi.mocked(runQuery).mockResolvedValue({ FavoritesSettings: { docs: [] } })
    const settings = await getFavoritesSettings(
      { regionId: 'us', locale: 'en', previewToken: null },
      'products',
    )
    expect(Object.values(settings).every((value) => value === null)).toBe(true)
  })
})
