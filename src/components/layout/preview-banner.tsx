/** `homeHref`: where the editor lands after leaving preview (the region's home). */
export function PreviewBanner({ message, exitLabel, homeHref }: { message: string; exitLabel: string; homeHref: string }) {
  return (
    <div className="preview-banner" role="status">
      <span>{message}</span>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a route handler, and prefetching it would end preview */}
      <a href={`/api/preview/exit?path=${encodeURIComponent(homeHref)}`}>{exitLabel}</a>
    </div>
  )
}
