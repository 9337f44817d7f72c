import type { ReactNode } from 'react'
import styles from './styles.module.css'
import type { Level } from './types'

const LEVELS = [styles.level0, styles.level1, styles.level2] as const

/** One nutrient: its name as the row header, then one cell per value (blank where none is stored). */
export function NutrientRow({ name, values, level = 0, nameSpan }: { name: ReactNode; values: (string | null)[]; level?: Level; nameSpan?: number }) {
  return (
    <tr>
      <th scope="row" colSpan={nameSpan} className={LEVELS[level]}>
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
