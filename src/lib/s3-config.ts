import type { S3ClientConfig } from '@aws-sdk/client-s3'
import type { Env } from './env'

export type S3Settings = Pick<
  Env,
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
>

/** The client settings for the bucket: AWS, or any S3-compatible service at S3_ENDPOINT. */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  const { S3_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } =
    settings
  return {
    region: S3_REGION,
    ...(S3_ENDPOINT && { endpoint: S3_ENDPOINT }),
    forcePathStyle: S3_FORCE_PATH_STYLE,
    ...(S3_ACCESS_KEY_ID &&
      S3_SECRET_ACCESS_KEY && {
        credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY },
      }),
    // Checksums only where S3 requires them: S3-compatible services reject the SDK's default
    // streaming checksums on every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}
