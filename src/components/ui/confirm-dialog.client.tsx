'use client'

import { useEffect, useId, useRef } from 'react'

interface ConfirmDialogProps {
  open: boolean
  message: string
  confirmLabel: string
  cancelLabel: string
  onConfirm: () => void
  onCancel: () => void
}

export function ConfirmDialog({
  open,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const messageId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-describedby={messageId}
      onCancel={onCancel}
      onClose={() => open && onCancel()}
    >
      <p id={messageId}>{message}</p>
      <div className="cta-row">
        <button type="button" className="button" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button button-secondary" autoFocus onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </dialog>
  )
}
