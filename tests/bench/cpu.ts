// CPU time for the benchmarks, read from /proc (Linux): a server's process tree, and the PostgreSQL backends serving one database.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Test code, not built: loaded through @swc-node/register.
const { descendants } = createRequire(import.meta.url)(
  '../../server/src/testing/processes.ts',
) as typeof import('../../server/src/testing/processes');

/** CPU time (user + system) of a process, in ms, from /proc (Linux). */
export function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** CPU time of a process and of every process below it (a cluster's web processes). */
export function treeCpuMs(pid: number): number {
  return cpuMs(pid) + descendants(pid).reduce((sum, info) => sum + info.cpuMs, 0);
}

/** CPU time so far of each Postgres backend serving the benchmark's database (its command line names it). */
export function postgresBackends(databaseUrl: string): Map<number, number> {
  const database = new URL(databaseUrl).pathname.slice(1);
  const backends = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const pid = Number(entry);
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `)) backends.set(pid, cpuMs(pid));
    } catch {
      // The process ended while we looked.
    }
  }
  return backends;
}

/** The CPU the backends used since `before`; a backend that idled out of a pool in between took none worth counting. */
export function postgresCpuSince(databaseUrl: string, before: Map<number, number>): number {
  return [...postgresBackends(databaseUrl)].reduce((sum, [pid, cpu]) => sum + cpu - (before.get(pid) ?? 0), 0);
}
