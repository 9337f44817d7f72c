import './loading-screen.css'

export function LoadingScreen({
  label,
  inContainer = false,
}: {
  label: string
  inContainer?: boolean
}) {
  return (
    <div
      className={inContainer ? 'loading-screen loading-in-container' : 'loading-screen'}
      role="status"
    >
      <svg className="loading-spinner" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <circle cx="50" cy="50" r="42" fill="none" stroke="var(--green-100)" strokeWidth="8" />
        <path
          d="M50 8a42 42 0 0 1 42 42"
          fill="none"
          stroke="var(--green-700)"
          strokeWidth="8"
          strokeLinecap="round"
        />
      </svg>
      <p className="loading-text">{label}</p>
    </div>
  )
}
