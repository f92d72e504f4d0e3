// Test setup for the client project: unmount what each test rendered, since Vitest's globals (and so auto-cleanup) are off, and wait long enough for lazy screens.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens and widgets load on first use, and the first load in a test file compiles them (and the form package), on a
// machine shared with other work: one second is not always enough, nor five.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
