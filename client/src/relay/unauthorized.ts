// Where a signed-in call that found the session gone is reported, so the app shell can end the session once, at the root.
import { UnauthorizedError } from './errors';

type UnauthorizedListener = (error: UnauthorizedError) => void;

const listeners = new Set<UnauthorizedListener>();

/** Calls `listener` for every reported UnauthorizedError; returns the unsubscribe function. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Passes the outcome of `call` through, reporting an UnauthorizedError it rejects with before rethrowing it. */
export async function reportingUnauthorized<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof UnauthorizedError) for (const listener of listeners) listener(error);
    throw error;
  }
}
