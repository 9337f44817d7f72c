'use client'

import { useId, useRef, useState } from 'react'
import type { NavGroup } from '@/content/navigation'
import { NavGroupPanel } from './nav-group-panel'
import { useDisclosure } from './use-disclosure.client'

const DROPDOWN_LAYOUT = '(min-width: 992px)'
const DESKTOP_HOVER = `(hover: hover) and ${DROPDOWN_LAYOUT}`

// Drawn when first opened: from the server, every page would carry all links twice (HTML and RSC).
export function NavGroupMenu({ group }: { group: NavGroup }) {
  const panelId = useId()
  const rootRef = useRef<HTMLLIElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const { open, setOpen, rootProps, onButtonClick } = useDisclosure({
    rootRef,
    buttonRef,
    hoverQuery: DESKTOP_HOVER,
    floatingQuery: DROPDOWN_LAYOUT,
  })
  const [everOpened, setEverOpened] = useState(false)
  if (open && !everOpened) setEverOpened(true)
  return (
    <li ref={rootRef} className="nav-group" {...rootProps}>
      <button
        ref={buttonRef}
        type="button"
        className="nav-group-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onButtonClick}
      >
        {group.title}
        <span aria-hidden="true" className="dropdown-caret" />
      </button>
      <div
        id={panelId}
        className="nav-group-panel"
        hidden={!open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false)
        }}
      >
        {everOpened && <NavGroupPanel group={group} />}
      </div>
    </li>
  )
}
