import styles from './avocado-calculator.module.css'

export interface ChartBar {
  label: string
  /** Only the bar's length: near enough at any size, while `shown` is the exact figure. */
  value: number
  shown: string
  tone: 'fresh' | 'processed'
}

const WIDTH = 600
const BAR_HEIGHT = 36
const ROW = 72
const LABEL_SPACE = 24

/**
 * Two horizontal bars drawn on the server. Screen readers get the title and the summary sentence
 * (role img); the figures are in the table above as well.
 */
export function CostChart({
  id,
  title,
  summary,
  bars,
}: {
  id: string
  title: string
  summary: string
  bars: ChartBar[]
}) {
  const largest = Math.max(...bars.map((bar) => bar.value), 0)
  const height = bars.length * ROW
  return (
    <figure className={styles.chart}>
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-summary`}
        focusable="false"
      >
        {bars.map((bar, index) => {
          const width = largest > 0 ? Math.max((bar.value / largest) * WIDTH, 2) : 2
          const top = index * ROW
          return (
            <g key={bar.label} aria-hidden="true">
              <text x={0} y={top + 16} className={styles.chartText}>
                {bar.label}: {bar.shown}
              </text>
              <rect
                x={0}
                y={top + LABEL_SPACE}
                width={width}
                height={BAR_HEIGHT}
                rx={4}
                className={bar.tone === 'fresh' ? styles.barFresh : styles.barProcessed}
              />
            </g>
          )
        })}
      </svg>
      <p id={`${id}-summary`} className="visually-hidden">
        {summary}
      </p>
    </figure>
  )
}
