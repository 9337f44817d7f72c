import fs from 'node:fs'
import path from 'node:path'

const MB = 1024

function read(file) {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return null // the process has exited meanwhile
  }
}

/** The script a node process runs (`index.mjs`, `api-worker.mjs`), else its command name. */
function nameOf(pid) {
  const args = (read(`/proc/${pid}/cmdline`) ?? '').split('\0')
  const script = args.slice(1).find((arg) => /\.[cm]?js$/.test(arg))
  return script ? path.basename(script) : (read(`/proc/${pid}/comm`) ?? '?').trim()
}

/** Every live process of the group with its resident set, from /proc (Linux). */
export function groupProcesses(pgid) {
  return fs.readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return []
    const stat = read(`/proc/${entry}/stat`)
    // After the parenthesised command name: state, ppid, pgrp, …
    if (!stat || Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== pgid) return []
    const kb = /^VmRSS:\s+(\d+)/m.exec(read(`/proc/${entry}/status`) ?? '')
    return kb ? [{ pid: Number(entry), name: nameOf(entry), rssMB: Number(kb[1]) / MB }] : []
  })
}

/** Samples the group's summed RSS now and every `intervalMs` until stopped. */
export function sampleRss(pgid, intervalMs, onSample = () => {}) {
  if (!fs.existsSync('/proc/self/status')) throw new Error('the soak reads RSS from /proc (Linux)')
  const started = Date.now()
  const samples = []
  const take = (report) => {
    const processes = groupProcesses(pgid)
    const sample = {
      seconds: Math.round((Date.now() - started) / 1000),
      rssMB: Math.round(processes.reduce((sum, process) => sum + process.rssMB, 0)),
      processes: processes.map((process) => ({ ...process, rssMB: Math.round(process.rssMB) })),
    }
    samples.push(sample)
    if (report) onSample(sample)
  }
  take(false)
  const timer = setInterval(() => take(true), intervalMs)
  return {
    samples,
    stop() {
      clearInterval(timer)
      take(false)
      return samples
    },
  }
}
