// Test setup for the client project: unmount what each test rendered, since Vitest's globals (and so auto-cleanup) are off.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
