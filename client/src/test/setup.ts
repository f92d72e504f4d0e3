// Test setup for the client project: unmount what each test rendered, since Vitest's globals (and so auto-cleanup) are off, and wait long enough for lazy screens.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// Screens and widgets load on first use, and the first load in a test file compiles them (and the form package), on a
// machine shared with other work: one second is not always enough, nor five.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});

// The files of the project "client" share one happy-dom window per worker (isolate: false): each starts, as in a
// window of its own, with nothing stored and no cookie.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
