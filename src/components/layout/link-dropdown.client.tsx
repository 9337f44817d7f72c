'use client'

import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useNavMenu } from './nav-menu-state.client'

export interface DropdownItem {
  value: string
  label: string
  href: string
  lang?: string
}

interface LinkDropdownProps {
  /** Accessible name of the button, e.g. "Region". */
  title: string
  /** Visible button text: the current choice. */
  currentLabel: string
  currentValue: string
  items: readonly DropdownItem[]
  onSelect: (item: DropdownItem) => void
}

/**
 * A disclosure of links: opens on hover or click, closes on mouse leave, Escape, focus leaving or
 * selection. Arrow keys move between entries; the links stay plain links for crawlers and no-JS.
 */
export function LinkDropdown({ title, currentLabel, currentValue, items, onSelect }: LinkDropdownProps) {
  const [open, setOpenState] = useState(false)
  const { setOpen: setMenuOpen } = useNavMenu()
  const listId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  // Hover opens the menu before a click lands on the button; that click must not close it again.
  const openedByHover = useRef(false)

  const setOpen = (next: boolean, byHover = false) => {
    openedByHover.current = next && byHover
    setOpenState(next)
    setMenuOpen(next)
  }

  const onButtonClick = () => {
    if (open && openedByHover.current) openedByHover.current = false
    else setOpen(!open)
  }

  useEffect(() => {
    if (!open) return
    const close = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', close)
    return () => document.removeEventListener('pointerdown', close)
  })

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])

  const focusItem = (offset: number) => {
    const all = links()
    const index = all.indexOf(document.activeElement as HTMLAnchorElement)
    const next = index === -1 ? (offset > 0 ? 0 : all.length - 1) : (index + offset + all.length) % all.length
    all[next]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false)
      buttonRef.current?.focus()
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) setOpen(true)
      requestAnimationFrame(() => focusItem(event.key === 'ArrowDown' ? 1 : -1))
    }
  }

  return (
    <div
      ref={rootRef}
      className="dropdown"
      onMouseEnter={() => {
        if (!open) setOpen(true, true)
      }}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="dropdown-button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${title}: ${currentLabel}`}
        onClick={onButtonClick}
      >
        {currentLabel}
        <span aria-hidden="true" className="dropdown-caret" />
      </button>
      <ul id={listId} className="dropdown-list" hidden={!open}>
        {items.map((item) => (
          <li key={item.value}>
            <a
              href={item.href}
              lang={item.lang}
              aria-current={item.value === currentValue ? 'true' : undefined}
              onClick={() => {
                onSelect(item)
                setOpen(false)
              }}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
