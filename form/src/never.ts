// The end of an exhaustive switch: a case left unhandled (a new field kind) is a compile error, not a silent fallback.

/** Called where every case has been handled, so that `value` is `never`; throws if a value the types exclude arrives anyway. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}
