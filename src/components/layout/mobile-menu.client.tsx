'use client'

import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

interface MobileMenuProps {
  openLabel: string
  closeLabel: string
  children: ReactNode
}

export function MobileMenu({ openLabel, closeLabel, children }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const wide = window.matchMedia('(min-width: 992px)')
    const onWide = () => wide.matches && setOpen(false)
    wide.addEventListener('change', onWide)
    return () => wide.removeEventListener('change', onWide)
  }, [open])

  return (
    <div className="mobile-menu" data-open={open ? 'true' : 'false'}>
      <button
        ref={buttonRef}
        type="button"
        className="mobile-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true" className="mobile-menu-icon" />
      </button>
      <div
        id={panelId}
        className="site-menu"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            setOpen(false)
            buttonRef.current?.focus()
          }
        }}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false)
        }}
      >
        {children}
      </div>
    </div>
  )
}
