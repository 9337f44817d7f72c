'use client'

import { type ReactNode, useId, useRef } from 'react'
import { useDisclosure } from './use-disclosure.client'

/** Where the group panels are dropdowns; below it they are an accordion inside the mobile menu. */
const DROPDOWN_LAYOUT = '(min-width: 992px)'
const DESKTOP_HOVER = `(hover: hover) and ${DROPDOWN_LAYOUT}`

/** A dropdown group of the main navigation; its panel (links, columns, promos) is server-rendered. */
export function NavGroupMenu({ title, children }: { title: string; children: ReactNode }) {
  const panelId = useId()
  const rootRef = useRef<HTMLLIElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const { open, setOpen, rootProps, onButtonClick } = useDisclosure({ rootRef, buttonRef, hoverQuery: DESKTOP_HOVER, floatingQuery: DROPDOWN_LAYOUT })
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
        {children}
      </div>
    </li>
  )
}
