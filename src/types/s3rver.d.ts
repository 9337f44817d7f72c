declare module 's3rver' {
  interface S3rverOptions {
    address?: string
    port?: number
    silent?: boolean
    directory: string
    configureBuckets?: { name: string; configs: string[] }[]
  }
  /** The S3-compatible test server the integration tests store media in. */
  export default class S3rver {
    constructor(options: S3rverOptions)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
