import { describe, expect, it, vi } from 'vitest'
import { toFavoritesSettings } from '@/content/favorites'
import { fillName } from './name-template'
import { toFavoritesTexts } from './texts'

// toFavoritesSettings is pure; its module only reaches the CMS when getFavoritesSettings runs.
vi.mock('@/content/client', () => ({ runQuery: vi.fn() }))

const blank = {
  header: null,
  copy: null,
  addConfirmationMessage: null,
  removeConfirmationMessage: null,
  addButtonLabel: null,
  removeButtonLabel: null,
  emptyStateHeader: null,
  emptyStateCopy: null,
  emptyStateCta: null,
}

const seeded = toFavoritesSettings({
  header: 'My favorite products',
  copy: '  Keep the products you order most in one place.  ',
  addConfirmationMessage: 'has been added to your favorites.',
  removeConfirmationMessage: 'Are you sure you want to remove {name} from your favorites?',
  addButtonLabel: 'Add to favorites',
  removeButtonLabel: 'Remove from favorites',
  emptyStateHeader: 'You have no favorite products yet',
  emptyStateCopy: '   ',
  emptyStateCta: {
    text: 'Browse products',
    style: 'primary',
    typeOfCta: 'link',
    url: '/products',
    openNewWindow: false,
    emailTemplate: null,
    reference: null,
  },
})

describe('toFavoritesTexts', () => {
  it('uses the CMS texts, with the name in front of the add confirmation', () => {
    const texts = toFavoritesTexts(seeded, 'en')
    expect(texts.header).toBe('My favorite products')
    expect(texts.copy).toBe('Keep the products you order most in one place.')
    expect(fillName(texts.list.button.added, 'Fries')).toBe(
      'Fries has been added to your favorites.',
    )
    expect(fillName(texts.list.button.removeConfirm, 'Fries')).toBe(
      'Are you sure you want to remove Fries from your favorites?',
    )
    expect(texts.emptyCta?.text).toBe('Browse products')
    expect(texts.emptyCopy).toBe(
      'What you add to your favorites is saved in this browser and shows up here.',
    )
  })

  it('falls back to the UI messages of the locale when the region has no settings', () => {
    const texts = toFavoritesTexts(toFavoritesSettings(undefined), 'es-AR')
    expect(texts.header).toBe('Mis favoritos')
    expect(texts.copy).toBeNull()
    expect(texts.emptyCta).toBeNull()
    expect(texts.list.button).toEqual({
      add: 'Agregar a favoritos',
      remove: 'Quitar de favoritos',
      added: '{name} se agregó a tus favoritos.',
      removeConfirm: '¿Seguro que querés quitar {name} de tus favoritos?',
      confirm: 'Quitar',
      cancel: 'Cancelar',
    })
    expect(fillName(texts.list.removed, 'Papas')).toBe('Papas se quitó de tus favoritos.')
    expect(
      fillName(toFavoritesTexts(toFavoritesSettings(blank), 'ja-JP').list.button.added, 'ポテト'),
    ).toBe('ポテトがお気に入りに追加されました。')
  })

  it('drops a call to action without text', () => {
    const settings = toFavoritesSettings({
      ...blank,
      emptyStateCta: {
        text: ' ',
        style: null,
        typeOfCta: null,
        url: '/products',
        openNewWindow: null,
        emailTemplate: null,
        reference: null,
      },
    })
    expect(settings.emptyStateCta).toBeNull()
  })
})
