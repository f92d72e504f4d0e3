// A download's Content-Disposition: its file name, made from what a student typed, kept to letters, digits, spaces and hyphens.
import { create as contentDisposition } from 'content-disposition';
import type { Response } from 'express';

/** What a file name stands as when nothing of it is left. */
const fallbackStem = 'Download';
const maxStemLength = 120;

/**
 * Letters of any script (accents too), digits, spaces and hyphens of `stem`: no markup, quotes, slashes or control
 * characters, which a browser would cut the name at or a file system refuse; spaces collapsed, ends trimmed.
 */
function keptStem(stem: string): string {
  return stem
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(/[^\p{L}\p{M}\p{N} -]+/gu, '')
    .replace(/ {2,}/g, ' ')
    .slice(0, maxStemLength)
    .replace(/^[\s-]+|[\s-]+$/g, '');
}

/** The file name with its stem kept to safe characters, and its extension (letters and digits) as it is. */
export function safeFileName(fileName: string): string {
  const [, stem, extension] = /^(.*?)((?:\.[A-Za-z0-9]+)?)$/s.exec(fileName)!;
  return `${keptStem(stem) || fallbackStem}${extension}`;
}

/** The same name in ASCII, accents dropped from their letters, for clients that read only `filename=`. */
function asciiFileName(fileName: string): string {
  return safeFileName(fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, ''));
}

/**
 * Sends the answer as an attachment named `fileName`, made safe: `filename*` in UTF-8 keeps a name's accents (and
 * any script), `filename` its ASCII form; one `filename` alone when the name is ASCII already. `inline` shows it in the
 * browser (a PDF in its viewer) under the same name.
 */
export function attachAs(res: Response, fileName: string, type: string, disposition: 'attachment' | 'inline' = 'attachment'): void {
  const name = safeFileName(fileName);
  res.type(type).setHeader('Content-Disposition', contentDisposition(name, { type: disposition, fallback: asciiFileName(name) }));
}
