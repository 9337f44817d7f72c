import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

export interface TestBucket {
  /** The settings the site reads (S3_*), pointing at this server. */
  env: Record<string, string>
  /** Where the server keeps the bucket's objects: `<dir>/<bucket>/<key>._S3rver_object`. */
  objectKeys(): string[]
  /** That folder: a template for another bucket once this one is stopped with `keep`. */
  directory: string
  /** Stops answering (connections refused), keeping its objects, until `resume`. */
  halt(): Promise<void>
  /** Answers again on the same port. */
  resume(): Promise<void>
  stop(): Promise<void>
}

export interface BucketOptions {
  /** Another stopped bucket's folder to start from a copy of. */
  template?: string
  /** Leave the folder in place on stop. */
  keep?: boolean
}

const BUCKET = 'terrafield-media'

/** An S3-compatible server from npm (s3rver) on a free loopback port: one bucket, empty or copied. */
export async function startBucket(options: BucketOptions = {}): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'terrafield-s3-'))
  if (options.template) fs.cpSync(options.template, directory, { recursive: true })
  let server: S3rver
  const listen = async (onPort: number) => {
    server = new S3rver({
      address: '127.0.0.1',
      port: onPort,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    })
    return (await server.run()).port
  }
  const port = await listen(0)
  let halted = false
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    objectKeys: () =>
      fs
        .readdirSync(path.join(directory, BUCKET))
        .filter((name) => name.endsWith('._S3rver_object'))
        .map((name) => name.replace(/\._S3rver_object$/, '')),
    directory,
    halt: async () => {
      halted = true
      await server.close()
    },
    resume: async () => {
      await listen(port)
      halted = false
    },
    stop: async () => {
      if (!halted) await server.close()
      if (!options.keep) fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
