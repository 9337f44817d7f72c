'use client'

import { useId, useRef } from 'react'
import { useDisclosure } from './use-disclosure.client'

export interface DropdownItem {
  value: string
  label: string
  href: string
  lang?: string
}

interface LinkDropdownProps {
  title: string
  currentLabel: string
  currentValue: string
  items: readonly DropdownItem[]
  onSelect: (item: DropdownItem) => void
}

/** The entries stay plain links, for crawlers and visitors without script. */
export function LinkDropdown({
  title,
  currentLabel,
  currentValue,
  items,
  onSelect,
}: LinkDropdownProps) {
  const listId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  const focusItem = (offset: number) => {
    const all = Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])
    const index = all.indexOf(document.activeElement as HTMLAnchorElement)
    const next =
      index === -1 ? (offset > 0 ? 0 : all.length - 1) : (index + offset + all.length) % all.length
    all[next]?.focus()
  }
  const { open, setOpen, rootProps, onButtonClick } = useDisclosure({
    rootRef,
    buttonRef,
    onArrow: focusItem,
  })

  return (
    <div ref={rootRef} className="dropdown" {...rootProps}>
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
