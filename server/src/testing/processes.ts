// The processes a test or benchmark started, read from /proc: Chromium's, the memory they hold and the CPU they used.
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessInfo {
  pid: number;
  parent: number;
  name: string;
  rssBytes: number;
  /** The resident memory with each shared page divided among the processes sharing it: sums without counting twice. */
  pssBytes: number;
  /** CPU time, user and system, of the process and of its children that have ended (so each ended one counts once). */
  cpuMs: number;
}

/** /proc counts CPU time in clock ticks, 100 a second on Linux (`getconf CLK_TCK`). */
const msPerTick = 10;

const sizeField = (text: string, name: string) => Number(new RegExp(`^${name}:\\s*(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * 1024;

/** The parent, name and CPU time of a process, from its one stat line. */
function stat(pid: number) {
  const line = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The name is in parentheses and may hold spaces; the 4th field is the parent, the 14th to 17th the CPU times.
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  const ticks = fields.slice(11, 15).reduce((sum, tick) => sum + Number(tick), 0);
  return { pid, parent: Number(fields[1]), name: line.slice(line.indexOf('(') + 1, line.lastIndexOf(')')), cpuMs: ticks * msPerTick };
}

/** Reads a process that may end while it is read: undefined then. */
function ifRunning<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** Every process below `pid` (children, grandchildren, ...). */
export function descendants(pid = process.pid): ProcessInfo[] {
  const all = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => ifRunning(() => stat(Number(entry))))
    .filter((info) => info !== undefined);
  const found: ReturnType<typeof stat>[] = [];
  let parents = new Set([pid]);
  while (parents.size > 0) {
    const children = all.filter((info) => parents.has(info.parent));
    found.push(...children);
    parents = new Set(children.map((info) => info.pid));
  }
  return found
    .map((info) =>
      ifRunning(() => ({
        ...info,
        rssBytes: sizeField(readFileSync(`/proc/${info.pid}/status`, 'utf8'), 'VmRSS'),
        pssBytes: sizeField(readFileSync(`/proc/${info.pid}/smaps_rollup`, 'utf8'), 'Pss'),
      })),
    )
    .filter((info) => info !== undefined);
}
