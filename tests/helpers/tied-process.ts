import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process'
import type net from 'node:net'

export interface TiedProcess {
  child: ChildProcess
  running(): boolean
  stop(signal?: NodeJS.Signals): Promise<void>
}

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null

/** A watchdog shell that runs `script` (with $0 = `argument`) once this process has ended. */
function watchdog(script: string, argument: string) {
  const shell = spawn('sh', ['-c', `read _; ${script}`, argument], {
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  })
  shell.unref()
  ;(shell.stdin as unknown as net.Socket).unref()
  return shell
}

/** Ends the process group `groupId` (a detached server and its workers) when this process ends. */
export function tieGroupToThisProcess(groupId: number): { release(): void } {
  const shell = watchdog('kill -TERM -"$0" 2>/dev/null', String(groupId))
  return { release: () => shell.kill() }
}

/**
 * A child process that ends with this one. Vitest ends a worker with SIGTERM, which runs no exit
 * handler; a watchdog shell holds a pipe from this process and stops the child when the pipe closes.
 */
export function tiedToThisProcess(
  program: string,
  args: string[],
  options: SpawnOptions = {},
): TiedProcess {
  const child = spawn(program, args, { stdio: 'ignore', ...options })
  const guard = watchdog('kill -TERM "$0" 2>/dev/null', String(child.pid))
  const exited = new Promise<void>((resolve) => {
    if (!isRunning(child)) resolve()
    else child.once('exit', () => resolve())
  })
  return {
    child,
    running: () => isRunning(child),
    stop: async (signal = 'SIGTERM') => {
      guard.kill()
      if (isRunning(child)) child.kill(signal)
      await exited
    },
  }
}
