'use client'

import { type ReactNode, useId, useRef, useState } from 'react'
import { useDisclosure } from './use-disclosure.client'

/** Where the group panels are dropdowns; below it they are an accordion inside the mobile menu. */
const DROPDOWN_LAYOUT = '(min-width: 992px)'
const DESKTOP_HOVER = `(hover: hover) and ${DROPDOWN_LAYOUT}`

/**
 * A dropdown group of the main navigation; its panel (links, columns, promos) is server-rendered.
 * The panel's markup joins the page the first time the group opens: every page would otherwise
 * carry all groups' links twice (as HTML and in the RSC payload) for menus most visits never open.
 */
export function NavGroupMenu({ title, children }: { title: string; children: ReactNode }) {
  const panelId = useId()
  const rootRef = useRef<HTMLLIElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const { open, setOpen, rootProps, onButtonClick } = useDisclosure({ rootRef, buttonRef, hoverQuery: DESKTOP_HOVER, floatingQuery: DROPDOWN_LAYOUT })
  const [everOpened, setEverOpened] = useState(false)
  if (open && !everOpened) setEverOpened(true)
  return (
    <li ref={rootRef} className="nav-group" {...rootProps}>
      <button ref={buttonRef} type="button" className="nav-group-button" aria-expanded={open} aria-controls={panelId} onClick={onButtonClick}>
        {title}
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
        {everOpened && children}
      </div>
    </li>
  )
}
