// The inactivity rules of docs/product.md §4.5, which the client's timer and the server's session expiry both keep.

/** A session ends after this long without activity (docs/product.md §4.5: 900000 ms). */
export const inactivityTimeoutMs = 900_000;

/** The 'Still working?' prompt shows this long before the timeout (docs/product.md §4.5: 60000 ms). */
export const inactivityPromptBeforeMs = 60_000;

/** When the prompt shows: at 14 minutes of inactivity. */
export const inactivityWarningAfterMs = inactivityTimeoutMs - inactivityPromptBeforeMs;

/** A session ends this long after its sign-in, however active the student (ASVS 3.3.4). */
export const sessionLifetimeMs = 12 * 60 * 60_000;

/**
 * The header a background poll sends (the PDF status every ten minutes): the server neither moves the session's
 * expiry for it nor takes it for activity.
 */
export const backgroundRequestHeader = 'X-Background-Poll';
