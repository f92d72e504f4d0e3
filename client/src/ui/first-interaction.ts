// Runs something once, at the student's first press or key on the page: for code that can only be needed after an action of theirs.
const interactions = ['pointerdown', 'keydown'] as const;

/**
 * Calls `run` at the first pointerdown or keydown anywhere. Chunks warmed this way load while the student works, so
 * that showing a failure later does not depend on reaching the server again.
 */
export function onFirstInteraction(run: () => void): void {
  // Rendered on the server (the build's page shells, scripts/prerender-shells.mjs): no student there to wait for.
  if (typeof window === 'undefined') return;
  const once = () => {
    for (const type of interactions) window.removeEventListener(type, once, true);
    run();
  };
  for (const type of interactions) window.addEventListener(type, once, true);
}
