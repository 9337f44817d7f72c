import { readFile, writeFile } from 'node:fs/promises'
import { type CollectionBeforeOperationHook, ValidationError } from 'payload'
import { sanitizeSvg, UnsafeSvgError } from './sanitize-svg'

interface UploadedFile {
  data: Buffer
  mimetype: string
  name: string
  size: number
  tempFilePath?: string
}

/** Raster, video and PDF files never start with `<`: anything that does is treated as SVG. */
function isMarkup(file: UploadedFile, bytes: Buffer): boolean {
  const start = bytes
    .subarray(0, 512)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
  return file.mimetype.includes('svg') || /\.svg$/i.test(file.name) || start.startsWith('<')
}

/** Runs before Payload reads the upload, so only the cleaned SVG is ever stored or served. */
export const sanitizeSvgUpload: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  const file = req.file as UploadedFile | undefined
  if ((operation !== 'create' && operation !== 'update') || !file) return args
  const bytes = file.data?.length
    ? file.data
    : file.tempFilePath
      ? await readFile(file.tempFilePath)
      : null
  if (!bytes || !isMarkup(file, bytes)) return args
  let clean: Buffer
  try {
    clean = Buffer.from(sanitizeSvg(bytes.toString('utf8')))
  } catch (error) {
    if (!(error instanceof UnsafeSvgError)) throw error
    throw new ValidationError({ errors: [{ message: `Refused: ${error.message}.`, path: 'file' }] })
  }
  if (file.tempFilePath) await writeFile(file.tempFilePath, clean)
  const name = `${file.name.replace(/\.[^.]*$/, '')}.svg`
  req.file = { ...file, name, data: clean, size: clean.length, mimetype: 'image/svg+xml' }
  return args
}
