// The application PDF's assembly (assemble.ts) in a work process: copying, stamping and bookmarking a student's pages never holds the event loop that serves HTTP.
import path from 'node:path';
import { WorkProcesses } from '../jobs/work-processes';
import type { PdfParts } from './assemble';

/** Assembles the PDF from its parts; `signal` aborting stops it (its process is killed). */
export type AssemblePdf = (parts: PdfParts, signal?: AbortSignal) => Promise<Uint8Array>;

export class PdfAssembly {
  private readonly processes = new WorkProcesses<PdfParts, Uint8Array>(path.join(__dirname, `assemble${path.extname(__filename)}`));

  readonly assemble: AssemblePdf = (parts, signal) => this.processes.run(parts, signal);

  close(): Promise<void> {
    return this.processes.close();
  }
}
