// What the build's prerendered page shells and the server that sends them agree on: who a shell is for, its file's name, and the partner names it leaves for the server to fill.
import type { FormPageId } from './pages';

/** A visitor's shell shows the welcome banner; a student's leaves it to the app (it depends on their application). */
export const shellAudiences = ['visitor', 'student'] as const;

export type ShellAudience = (typeof shellAudiences)[number];

/** Where the build writes a page's shell, under the built client's folder. */
export function shellFile(pageId: FormPageId, audience: ShellAudience): string {
  return `shells/${pageId}.${audience}.html`;
}

/** Placeholders in a shell for the partner config's names, which the server writes in (HTML-escaped). */
export const shellPlaceholders = {
  institutionName: '__SHELL_INSTITUTION_NAME__',
  applicationTitle: '__SHELL_APPLICATION_TITLE__',
} as const;
