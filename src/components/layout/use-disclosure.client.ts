'use client'

import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react'
import { useNavMenu } from './nav-menu-state.client'

export interface Disclosure {
  open: boolean
  setOpen: (open: boolean, byHover?: boolean) => void
  rootProps: {
    onMouseEnter: () => void
    onMouseLeave: () => void
    onKeyDown: (event: KeyboardEvent) => void
    onBlur: (event: FocusEvent) => void
  }
  onButtonClick: () => void
}

interface DisclosureOptions {
  rootRef: RefObject<HTMLElement | null>
  buttonRef: RefObject<HTMLButtonElement | null>
  hoverQuery?: string
  // Only a floating panel closes on an outside click: collapsing the accordion moves the link.
  floatingQuery?: string
  onArrow?: (direction: 1 | -1) => void
}

/** Every open disclosure flags the navigation menu as open (spec §4). */
export function useDisclosure({
  rootRef,
  buttonRef,
  hoverQuery = '(hover: hover)',
  floatingQuery = 'all',
  onArrow,
}: DisclosureOptions): Disclosure {
  const [open, setOpenState] = useState(false)
  const { setOpen: setMenuOpen } = useNavMenu()
  // Hover opens the menu before a click lands on the button; that click must not close it again.
  const openedByHover = useRef(false)

  const setOpen = (next: boolean, byHover = false) => {
    openedByHover.current = next && byHover
    setOpenState(next)
    setMenuOpen(next)
  }

  useEffect(() => {
    if (!open) return
    const close = (event: PointerEvent) => {
      if (
        !rootRef.current?.contains(event.target as Node) &&
        window.matchMedia(floatingQuery).matches
      )
        setOpen(false)
    }
    document.addEventListener('pointerdown', close)
    return () => document.removeEventListener('pointerdown', close)
  })

  const hoverAllowed = () => window.matchMedia(hoverQuery).matches

  return {
    open,
    setOpen,
    onButtonClick: () => {
      if (open && openedByHover.current) openedByHover.current = false
      else setOpen(!open)
    },
    rootProps: {
      onMouseEnter: () => {
        if (!open && hoverAllowed()) setOpen(true, true)
      },
      onMouseLeave: () => {
        if (open && hoverAllowed()) setOpen(false)
      },
      onKeyDown: (event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          buttonRef.current?.focus()
        } else if (onArrow && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
          event.preventDefault()
          if (!open) setOpen(true)
          requestAnimationFrame(() => onArrow(event.key === 'ArrowDown' ? 1 : -1))
        }
      },
      onBlur: (event) => {
        if (
          open &&
          !rootRef.current?.contains(event.relatedTarget as Node | null) &&
          window.matchMedia(floatingQuery).matches
        )
          setOpen(false)
      },
    },
  }
}
