/** What the comparison page draws: sections of labelled rows, one value per product column. */
export interface CompareTableData {
  sections: readonly {
    title: string
    rows: readonly { label: string; level?: number; values: readonly (string | null)[] }[]
  }[]
}
