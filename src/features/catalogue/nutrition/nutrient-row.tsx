import type { ReactNode } from 'react'
import styles from './styles.module.css'
import type { NutrientLine } from './types'

const LEVELS = [styles.level0, styles.level1, styles.level2] as const

export function NutrientRow({ line, name = line.name }: { line: NutrientLine; name?: ReactNode }) {
  // A name that says the amount takes the amount's column too, as on the printed label.
  const values = line.amountInName ? line.values.slice(1) : line.values
  return (
    <tr>
      <th scope="row" colSpan={line.amountInName ? 2 : undefined} className={LEVELS[line.level]}>
        {name}
      </th>
      {values.map((value, index) => (
        <td key={index}>{value}</td>
      ))}
    </tr>
  )
}

/** A column header read by assistive technology but not drawn, where the printed label has none. */
export function HiddenHeader({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className={styles.hiddenHeader}>
      <span className="visually-hidden">{children}</span>
    </th>
  )
}
