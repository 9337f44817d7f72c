import type { ReactNode } from 'react'
import type { Fact } from './facts'
import styles from './styles.module.css'

export function SpecSection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  )
}

export function FactTable({ facts }: { facts: readonly Fact[] }) {
  if (facts.length === 0) return null
  return (
    <table className={styles.facts}>
      <tbody>
        <FactRows facts={facts} />
      </tbody>
    </table>
  )
}

export function FactRows({ facts }: { facts: readonly Fact[] }) {
  return facts.map((fact) => (
    <tr key={fact.label}>
      <th scope="row">{fact.label}</th>
      <td>{fact.value}</td>
    </tr>
  ))
}
