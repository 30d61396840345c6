import { readFileSync } from 'node:fs';

/**
 * This process's peak resident memory, bytes. Not `process.resourceUsage().maxRSS`: on Linux a
 * process started by fork and exec keeps, as its maxRSS, the resident memory its parent had at the
 * fork, so a child of a large bench process would report the bench's size. The kernel's high-water
 * mark of the process's own memory (VmHWM) starts afresh at the exec.
 */
export function peakRss(): number {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kilobytes = /^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kilobytes === undefined) throw new Error('no VmHWM in /proc/self/status: peak memory is measured on Linux');
  return Number(kilobytes) * 1024;
}
