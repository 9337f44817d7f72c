import type { ResultLine } from '../lib/result-lines'
import styles from './avocado-calculator.module.css'
import { type ChartBar, CostChart } from './cost-chart'

export interface CalculatorResultText {
  title: string
  subtitle: string
  line: string
  calculation: string
  weekly: string
  yearly: string
  chartTitle: string
  chartSummary: string
  back: string
  share: string
}

interface Props {
  id: string
  lines: ResultLine[]
  bars: ChartBar[]
  backUrl: string
  shareUrl: string
  text: CalculatorResultText
}

/** The result: each line of the formula with its numbers, the chart, and the way back. */
export function CalculatorResult({ id, lines, bars, backUrl, shareUrl, text }: Props) {
  return (
    <div className={styles.calculator}>
      <h3 id={`${id}-results`} className={styles.resultsTitle}>
        {text.title}
      </h3>
      <p className={styles.intro}>{text.subtitle}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-labelledby={`${id}-results`}>
          <thead>
            <tr>
              <th scope="col">{text.line}</th>
              <th scope="col">{text.weekly}</th>
              <th scope="col">{text.yearly}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.key} className={line.total ? styles.total : undefined}>
                <th scope="row">
                  {line.label}
                  <br />
                  <span className={styles.how}>
                    <span className="visually-hidden">{text.calculation}: </span>
                    {line.how}
                  </span>
                </th>
                <td className={styles.figure}>{line.weekly}</td>
                <td className={styles.figure}>{line.yearly}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CostChart
        id={`${id}-chart`}
        title={text.chartTitle}
        summary={text.chartSummary}
        bars={bars}
      />
      <div className={styles.actions}>
        <a className="button button-primary" href={backUrl}>
          {text.back}
        </a>
        <a href={shareUrl}>{text.share}</a>
      </div>
    </div>
  )
}
