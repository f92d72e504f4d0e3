// Scans an uploaded file with ClamAV's daemon (clamd's INSTREAM, through the clamscan library) before it is converted.
import { Readable } from 'node:stream';
import NodeClam from 'clamscan';
import type { ClamdAddress } from '../config';

/** A file of at most 1 MB takes clamd milliseconds; one that takes this long has met a clamd in trouble. */
export const scanTimeLimitMs = 30_000;

/**
 * clamd gave no verdict: down, unreachable, too slow, or it answered an error. The conversion is tried again (the job's
 * attempts), then fails closed: FAILED, never converted.
 */
export class VirusScanFailed extends Error {}

export interface VirusScanner {
  /** The names of the threats clamd finds in `bytes`, none when it finds the file clean; throws VirusScanFailed without a verdict. */
  threatsIn(bytes: Buffer, signal?: AbortSignal): Promise<string[]>;
}

/** Without CLAMD_URL nothing is scanned (the start-up log says so). */
const scanningOff: VirusScanner = { threatsIn: async () => [] };

/** Settles as `work` does, or rejects with the signal's reason once it aborts (clamscan's scans cannot be stopped). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

class ClamdScanner implements VirusScanner {
  private client: Promise<NodeClam> | undefined;

  constructor(
    private readonly address: ClamdAddress,
    private readonly timeLimitMs: number,
  ) {}

  async threatsIn(bytes: Buffer, signal?: AbortSignal): Promise<string[]> {
    const deadline = new AbortController();
    const late = new VirusScanFailed(`clamd gave no verdict within ${this.timeLimitMs} ms`);
    const timer = setTimeout(() => deadline.abort(late), this.timeLimitMs);
    try {
      const client = await this.connected();
      const stop = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
      const { isInfected, viruses } = await untilAborted(client.scanStream(Readable.from([bytes])), stop);
      // null (typed boolean): clamd answered neither OK nor FOUND.
      if (isInfected === null) throw new VirusScanFailed('clamd answered neither clean nor infected');
      return isInfected ? (viruses.length > 0 ? viruses : ['an unnamed threat']) : [];
    } catch (error) {
      if (error instanceof VirusScanFailed) throw error;
      throw new VirusScanFailed(`clamd gave no verdict: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  /** Set up once: no ping (clamd may start after the worker, loading its signatures) and no local binary to fall back on. */
  private connected(): Promise<NodeClam> {
    this.client ??= new NodeClam()
      .init({
        preference: 'clamdscan',
        clamscan: { active: false },
        clamdscan: { ...this.address, timeout: this.timeLimitMs, localFallback: false, bypassTest: true, active: true },
      })
      .catch((error: unknown) => {
        this.client = undefined;
        throw error;
      });
    return this.client;
  }
}

/** The scanner of CLAMD_URL's clamd, or none (every file clean) without it. */
export function virusScannerFor(address: ClamdAddress | undefined, timeLimitMs = scanTimeLimitMs): VirusScanner {
  return address ? new ClamdScanner(address, timeLimitMs) : scanningOff;
}

/** CLAMD_URL's clamd, as the log names it. */
function clamdName(address: ClamdAddress): string {
  if ('socket' in address) return address.socket;
  return `tcp://${address.host.includes(':') ? `[${address.host}]` : address.host}:${address.port}`;
}

/** The start-up log's line: which clamd scans the uploads, or that nothing does. */
export function virusScanningLine(address: ClamdAddress | undefined): string {
  if (!address) return 'virus scanning is off: CLAMD_URL is not set';
  return `virus scanning: every upload is scanned by clamd at ${clamdName(address)} before it is converted`;
}
