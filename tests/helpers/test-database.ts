/** An empty database that lives as long as the test file needs it. */
export interface TestDatabase {
  url: string
  stop(): Promise<void>
}
