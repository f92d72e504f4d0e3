// The processes a test or benchmark started, read from /proc: Chromium's, and how much memory they hold.
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessInfo {
  pid: number;
  parent: number;
  name: string;
  rssBytes: number;
  /** The resident memory with each shared page divided among the processes sharing it: sums without counting twice. */
  pssBytes: number;
}

const sizeField = (text: string, name: string) => Number(new RegExp(`^${name}:\\s*(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * 1024;

function processInfo(pid: number): ProcessInfo | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(status)?.[1] ?? '';
    const pssBytes = sizeField(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'), 'Pss');
    return { pid, parent: Number(field('PPid')), name: field('Name'), rssBytes: sizeField(status, 'VmRSS'), pssBytes };
  } catch {
    return undefined; // It ended while being read.
  }
}

/** Every process below `pid` (children, grandchildren, ...). */
export function descendants(pid = process.pid): ProcessInfo[] {
  const all = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => processInfo(Number(entry)))
    .filter((info) => info !== undefined);
  const found: ProcessInfo[] = [];
  let parents = new Set([pid]);
  while (parents.size > 0) {
    const children = all.filter((info) => parents.has(info.parent));
    found.push(...children);
    parents = new Set(children.map((info) => info.pid));
  }
  return found;
}
