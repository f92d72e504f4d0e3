// The hand-over from a form page's prerendered shell to the app: once, when the app first commits a screen, or when it leaves for another address.
import { act, render } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppRelayEnvironment } from '../relay/AppRelayEnvironment';
import { renderInRouter } from '../test/app';
import { createTestEnvironment } from '../test/relay';
import { AppShell } from './AppShell';
import { shellElementId } from './PageShell';
import { handOffShell, useShellHandOff } from './shell-hand-off';

/** The page as a form route's HTML leaves it: the shell, then the app's container hidden. */
function serveShell(): { shell: HTMLElement; root: HTMLElement } {
  const shell = document.createElement('div');
  shell.id = shellElementId;
  const root = document.createElement('div');
  root.id = 'root';
  root.hidden = true;
  document.body.append(shell, root);
  return { shell, root };
}

function Screen() {
  useShellHandOff();
  return <h1>Your Information</h1>;
}

function GoesElsewhere() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate('/login')}>Go</button>;
}

describe('the hand-over from the page shell', () => {
  let served: { shell: HTMLElement; root: HTMLElement };
  beforeEach(() => {
    served = serveShell();
  });
  afterEach(() => {
    served.shell.remove();
    served.root.remove();
  });

  it('removes the shell and shows the app as a screen first commits', () => {
    expect(served.root.hidden).toBe(true);
    render(<Screen />, { container: served.root });
    expect(document.getElementById(shellElementId)).toBeNull();
    expect(served.root.hidden).toBe(false);
  });

  it('does nothing on a page served without a shell, or a second time', () => {
    handOffShell();
    served.root.hidden = true;
    expect(() => handOffShell()).not.toThrow();
    expect(served.root.hidden).toBe(true);
  });

  it('gives way when the app moves to another address before its page painted', async () => {
    const { getByRole } = renderInRouter(
      <AppRelayEnvironment createEnvironment={createTestEnvironment}>
        <Routes>
          <Route element={<AppShell />}>
            <Route path="/about" element={<GoesElsewhere />} />
            <Route path="/login" element={<p>Log In</p>} />
          </Route>
        </Routes>
      </AppRelayEnvironment>,
      ['/about'],
    );
    expect(document.getElementById(shellElementId)).not.toBeNull();
    await act(async () => getByRole('button', { name: 'Go' }).click());
    expect(document.getElementById(shellElementId)).toBeNull();
    expect(served.root.hidden).toBe(false);
  });
});
