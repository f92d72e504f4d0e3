// The toast and dialog error boundaries: what they show, what stays of the page under them, and the expired session they pass on.
import { unexpectedErrorMessage } from '@transfer/form';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerError, UnauthorizedError } from '../relay/errors';
import { DialogErrorBoundary, ToastErrorBoundary, useReportFailure } from './ErrorBoundaries';
import { defaultModalTitle, Modal } from '../ui/Modal';
import { ToastProvider } from '../ui/toasts';

/** A button whose press fails with `error`, and a counter showing whether it kept its state. */
function FailingAction({ error }: { error: unknown }) {
  const report = useReportFailure();
  const [presses, setPresses] = useState(0);
  return (
    <Button
      onPress={() => {
        setPresses(presses + 1);
        report(error);
      }}
    >
      Pressed {presses}
    </Button>
  );
}

function Thrower({ error }: { error: unknown }): ReactNode {
  throw error;
}

class Outer extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Outer caught {String(this.state.error)}</p> : this.props.children;
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DialogErrorBoundary', () => {
  it("shows a handler's failure in the 'Unexpected Error' dialog, keeping what is under it as it was", async () => {
    render(
      <DialogErrorBoundary>
        <FailingAction error={new ServerError('The database is unavailable.')} />
      </DialogErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pressed 0' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unexpected Error' });
    expect(dialog.textContent).toContain('The database is unavailable.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeTruthy();
  });

  it('shows an error thrown while rendering with the generic message, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <DialogErrorBoundary>
        <Thrower error={new TypeError('x is undefined')} />
      </DialogErrorBoundary>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Unexpected Error' });
    expect(dialog.textContent).toContain(unexpectedErrorMessage);
    expect(logged).toHaveBeenCalledWith(new TypeError('x is undefined'));
  });

  it('passes an expired session on to the boundary above', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Outer>
        <DialogErrorBoundary>
          <FailingAction error={new UnauthorizedError('Gone.')} />
        </DialogErrorBoundary>
      </Outer>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pressed 0' }));
    expect(await screen.findByText('Outer caught UnauthorizedError: Gone.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('ToastErrorBoundary', () => {
  it('shows a failure as an error toast, keeping what is under it', async () => {
    render(
      <ToastProvider>
        <ToastErrorBoundary>
          <FailingAction error={new ServerError('Error downloading PDF copy of your application.')} />
        </ToastErrorBoundary>
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pressed 0' }));
    const toast = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(toast.textContent).toContain('Error downloading PDF copy of your application.');
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeTruthy();
  });
});

describe('useReportFailure outside a boundary', () => {
  it('throws the failure while rendering, for the boundary above', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Outer>
        <FailingAction error="lost" />
      </Outer>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pressed 0' }));
    expect(await screen.findByText('Outer caught lost')).toBeTruthy();
  });
});

describe('Modal', () => {
  it('is titled Error unless told otherwise', () => {
    render(
      <Modal isOpen>
        <p>Something happened.</p>
      </Modal>,
    );
    expect(defaultModalTitle).toBe('Error');
    expect(screen.getByRole('dialog', { name: 'Error' }).textContent).toContain('Something happened.');
  });
});
