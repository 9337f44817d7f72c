/**
 * Draws the seed's demo clip (src/cms/seed/assets/demo-clip.webm): about two seconds of animation
 * on a 320×180 canvas, recorded by Chromium's MediaRecorder, since this machine has no ffmpeg.
 * Run once with `node scripts/make-demo-video.mjs`; the clip is committed.
 */
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'

const OUTPUT = path.resolve(import.meta.dirname, '../src/cms/seed/assets/demo-clip.webm')
const MAX_BYTES = 150 * 1024

async function record({ width, height, durationMs, fps }) {
  const canvas = Object.assign(document.createElement('canvas'), { width, height })
  document.body.append(canvas)
  const g = canvas.getContext('2d')
  const draw = (t) => {
    const sky = g.createLinearGradient(0, 0, width, height)
    sky.addColorStop(0, '#1d6b45')
    sky.addColorStop(1, '#123d2a')
    g.fillStyle = sky
    g.fillRect(0, 0, width, height)
    const x = 40 + (width - 80) * t
    g.fillStyle = '#e9c46a'
    g.beginPath()
    g.arc(width * 0.8, 40 - 10 * Math.sin(t * Math.PI), 22, 0, Math.PI * 2)
    g.fill()
    g.save()
    g.translate(x, 118)
    g.rotate(t * Math.PI * 2)
    g.fillStyle = '#4a7c2a'
    g.beginPath()
    g.ellipse(0, 0, 22, 30, 0, 0, Math.PI * 2)
    g.fill()
    g.fillStyle = '#d8e79a'
    g.beginPath()
    g.ellipse(0, 2, 15, 22, 0, 0, Math.PI * 2)
    g.fill()
    g.fillStyle = '#7a4a1e'
    g.beginPath()
    g.arc(0, 6, 8, 0, Math.PI * 2)
    g.fill()
    g.restore()
    g.fillStyle = '#ffffff'
    g.font = 'bold 20px sans-serif'
    g.fillText('Terrafield Foods', 16, 32)
    g.font = '12px sans-serif'
    g.fillText(`${((t * durationMs) / 1000).toFixed(1)} s`, 16, height - 14)
  }
  const recorder = new MediaRecorder(canvas.captureStream(fps), {
    mimeType: 'video/webm; codecs=vp8',
    videoBitsPerSecond: 250_000,
  })
  const chunks = []
  recorder.ondataavailable = (event) => chunks.push(event.data)
  const stopped = new Promise((resolve) => (recorder.onstop = resolve))
  const start = performance.now()
  draw(0)
  recorder.start()
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const t = Math.min(1, (performance.now() - start) / durationMs)
      draw(t)
      if (t === 1) {
        clearInterval(timer)
        resolve()
      }
    }, 1000 / fps)
  })
  recorder.stop()
  await stopped
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer())
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
})
try {
  const page = await browser.newPage()
  await page.setContent('<!doctype html><title>demo clip</title><body style="margin:0"></body>')
  const base64 = await page.evaluate(record, { width: 320, height: 180, durationMs: 2000, fps: 30 })
  const clip = Buffer.from(base64, 'base64')
  if (clip.length === 0 || clip.length > MAX_BYTES)
    throw new Error(`clip is ${clip.length} bytes; expected 1..${MAX_BYTES}`)
  fs.mkdirSync(path.dirname(OUTPUT), { recursive: true })
  fs.writeFileSync(OUTPUT, clip)
  console.log(`wrote ${path.relative(process.cwd(), OUTPUT)} (${clip.length} bytes)`)
} finally {
  await browser.close()
}
