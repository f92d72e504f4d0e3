// The staff pages' calls: JSON posted to the staff's routes, answered with JSON or with a message to show.
export type Answer<T> = { ok: true; body: T } | { ok: false; message: string; fields: Record<string, string> };

/** Posts `body` as JSON; a refusal answers its message (and the fields it names), an unreachable server a message too. */
export async function post<T = Record<string, unknown>>(path: string, body: unknown): Promise<Answer<T>> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok) return { ok: true, body: answer as T };
    const message = typeof answer.message === 'string' ? answer.message : `The request failed (${response.status}). Try again.`;
    return { ok: false, message, fields: (answer.errors as Record<string, string> | undefined) ?? {} };
  } catch {
    return { ok: false, message: 'The server could not be reached. Check your connection and try again.', fields: {} };
  }
}

/** The token an e-mailed link carries after `#token=` (a fragment: never sent to the server in the address). */
export function linkToken(): string {
  return new URLSearchParams(location.hash.slice(1)).get('token') ?? '';
}
