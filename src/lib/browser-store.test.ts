// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserStore } from './browser-store'

const parseList = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')
    ? (value as string[])
    : null
const EMPTY: string[] = []

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('browserStore', () => {
  it('reads what it wrote and keeps the same snapshot until storage changes', () => {
    const store = browserStore('list', parseList, EMPTY)
    store.set(['a'])
    const first = store.get()
    expect(first).toEqual(['a'])
    expect(store.get()).toBe(first)
  })

  it('gives the empty value for garbage and for values of the wrong shape', () => {
    const store = browserStore('list', parseList, EMPTY)
    localStorage.setItem('list', 'not json')
    expect(store.get()).toBe(EMPTY)
    localStorage.setItem('list', '[1,2]')
    expect(store.get()).toBe(EMPTY)
  })

  it('tells subscribers about its own writes and other tabs’ writes to its key', () => {
    const store = browserStore('list', parseList, EMPTY)
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.set(['a'])
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'list' }))
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
  })

  it('keeps a change in memory when storage refuses it', () => {
    const store = browserStore('list', parseList, EMPTY)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    store.set(['kept'])
    expect(store.get()).toEqual(['kept'])
  })
})
