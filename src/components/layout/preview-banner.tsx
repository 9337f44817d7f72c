export function PreviewBanner({ message, exitLabel }: { message: string; exitLabel: string }) {
  return (
    <div className="preview-banner" role="status">
      <span>{message}</span>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a route handler, and prefetching it would end preview */}
      <a href="/api/preview/exit">{exitLabel}</a>
    </div>
  )
}
