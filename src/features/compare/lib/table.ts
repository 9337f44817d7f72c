export interface CompareTableData {
  sections: readonly {
    title: string
    rows: readonly { label: string; level?: number; values: readonly (string | null)[] }[]
  }[]
}
