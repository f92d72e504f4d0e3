// Hands the page over from the prerendered shell to the app: the shell goes and the app's container shows in the same frame, so the browser never paints one without the other.
import { useLayoutEffect } from 'react';
import { shellElementId } from './PageShell';

/** If the app has not painted by then (a slow network, an unforeseen screen), it shows whatever it has: a spinner at worst. */
export const shellHandOffLimit = 10_000;

/** Removes the shell and shows the app; does nothing once done, or on a page served without a shell. */
export function handOffShell(): void {
  const shell = document.getElementById(shellElementId);
  if (!shell) return;
  shell.remove();
  document.getElementById('root')?.removeAttribute('hidden');
}

/** Hands over as the calling screen first commits, before the browser paints it. */
export function useShellHandOff(): void {
  useLayoutEffect(handOffShell, []);
}
