// A signed-in student as tests hold one: the session's Cookie header, and fetch on an app with it (no server of the test's own needed).

export interface SignedInAgent {
  email: string;
  /** The Cookie header of the session: the session cookie and the signed-in marker. */
  cookie: string;
  /** fetch(server.url + path) with the cookies, and a JSON content type whenever there is a body but a form's. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

/** The Cookie header a browser would send back after this answer (cleared cookies left out). */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** A student's session (its Cookie header) used on the app at `appUrl`: several instances of one app share sessions. */
export function agentOf(appUrl: string, email: string, cookie: string): SignedInAgent {
  return {
    email,
    cookie,
    fetch: (path, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set('cookie', cookie);
      // A FormData body sets its own multipart type, with its boundary.
      if (init.body !== undefined && !(init.body instanceof FormData) && !headers.has('content-type')) {
        headers.set('content-type', 'application/json');
      }
      return fetch(`${appUrl}${path}`, { ...init, headers });
    },
  };
}
