import { SiteLink, SiteQueryLink } from '@/components/link/site-link.client'
import { CmsImage } from '@/components/media/cms-image'
import type { Translate } from '@/i18n/translate'
import type { CompareColumn } from '../lib/columns'
import type { CompareTableData } from '../lib/table'
import styles from './comparison.module.css'

interface ComparisonTableProps {
  columns: readonly CompareColumn[]
  table: CompareTableData
  t: Translate
}

function Value({ value, notListed }: { value: string | null; notListed: string }) {
  if (value !== null) return <>{value}</>
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">{notListed}</span>
    </>
  )
}

export function ComparisonTable({ columns, table, t }: ComparisonTableProps) {
  const notListed = t('compare.notListed')
  return (
    <div
      className={styles.scroller}
      role="region"
      aria-label={t('compare.tableRegion')}
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption className={styles.caption}>{t('compare.caption')}</caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {columns.map((column, index) => (
              <th key={column.sku} scope="col" className={styles.product}>
                {/* The name beside it says what the picture shows, so the header is read once. */}
                {column.image && (
                  <CmsImage
                    image={{ ...column.image, alt: '' }}
                    sizes="200px"
                    priority={index === 0}
                    eager
                    className={styles.image}
                  />
                )}
                <SiteLink href={column.href}>{column.name}</SiteLink>
              </th>
            ))}
          </tr>
          <tr>
            <td className={styles.corner} />
            {columns.map((column) => (
              <td key={column.sku} className={styles.removeCell}>
                <SiteQueryLink
                  href={column.removeHref}
                  aria-label={t('compare.removeNamed', { name: column.name })}
                >
                  {t('compare.remove')}
                </SiteQueryLink>
              </td>
            ))}
          </tr>
        </thead>
        {table.sections.map((section) => (
          <tbody key={section.title}>
            <tr>
              <th scope="rowgroup" colSpan={columns.length + 1} className={styles.section}>
                <span className={styles.sectionTitle}>{section.title}</span>
              </th>
            </tr>
            {section.rows.map((row, rowIndex) => (
              <tr key={`${rowIndex}:${row.label}`}>
                <th
                  scope="row"
                  className={styles.label}
                  style={{ paddingInlineStart: `${0.75 + (row.level ?? 0)}rem` }}
                >
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td key={columns[index]?.sku ?? index} className={styles.value}>
                    <Value value={value} notListed={notListed} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  )
}
