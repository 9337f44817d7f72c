export function PreviewBanner({
  message,
  exitLabel,
  homeHref,
}: {
  message: string
  exitLabel: string
  homeHref: string
}) {
  return (
    <div className="preview-banner" role="status">
      <span>{message}</span>
      {/* A plain link, not next/link: the exit is a route handler, and prefetching it would end preview. */}
      <a href={`/api/preview/exit?path=${encodeURIComponent(homeHref)}`}>{exitLabel}</a>
    </div>
  )
}
