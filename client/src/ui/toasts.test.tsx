// Toasts: severity and name, timeouts (5 s success, 5 min error), toasts about a cause replaced and closed with it, the close button, F8 to the newest toast, and swipe to dismiss.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToasts, type Toasts } from './toasts';

let toasts: Toasts;

function Capture() {
  // eslint-disable-next-line react-hooks/globals -- hands the test the toasts of what it rendered
  toasts = useToasts();
  return <button type="button">Elsewhere</button>;
}

function renderToasts() {
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
}

/** Shows toasts and waits for the list, which loads with the first one. */
const show = async (call: () => void) => {
  await act(async () => call());
};

// The toast list loads with the first toast; loaded here once, so that it shows at once as in a browser that has it.
beforeAll(async () => {
  await import('./ToastList');
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows a success toast with its message and a close button, named Success by default, in a notifications region', async () => {
    renderToasts();
    await show(() => toasts.success('Saved.'));
    const toast = screen.getByRole('alertdialog', { name: 'Success' });
    expect(toast.getAttribute('data-severity')).toBe('success');
    expect(within(toast).getByRole('alert').textContent).toContain('Saved.');
    expect(within(toast).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
  });

  it('names a toast by its label', async () => {
    renderToasts();
    await show(() => toasts.error('Incorrect username or password.', { label: 'Login Card Error' }));
    const toast = screen.getByRole('alertdialog', { name: 'Login Card Error' });
    expect(toast.getAttribute('aria-label')).toBe('Login Card Error');
    expect(toast.getAttribute('data-severity')).toBe('error');
  });

  it('replaces a toast about the same cause, and closes it once its cause is resolved', async () => {
    renderToasts();
    await show(() => toasts.error('Error uploading file for transcript', { cause: 'upload:transcript' }));
    await show(() => toasts.error('The file could not be sent.', { cause: 'upload:transcript' }));
    await show(() => toasts.error('Error adding another college', { cause: 'add-another:college' }));
    expect(screen.getAllByRole('alertdialog').map((toast) => toast.textContent)).toEqual([
      expect.stringContaining('Error adding another college'),
      expect.stringContaining('The file could not be sent.'),
    ]);
    await act(async () => toasts.resolve('upload:transcript'));
    expect(screen.getAllByRole('alertdialog').map((toast) => toast.textContent)).toEqual([
      expect.stringContaining('Error adding another college'),
    ]);
    await act(async () => toasts.closeAll());
    expect(screen.queryAllByRole('alertdialog')).toEqual([]);
  });

  it('closes a success toast after 5 seconds', async () => {
    renderToasts();
    await show(() => toasts.success('Saved.'));
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('alertdialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps an error toast for 5 minutes', async () => {
    renderToasts();
    await show(() => toasts.error('Something failed.'));
    act(() => vi.advanceTimersByTime(299_999));
    expect(screen.queryByRole('alertdialog', { name: 'Error' })).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('closes a toast with its close button', async () => {
    renderToasts();
    await show(() => toasts.error('Something failed.'));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the same message once while it is visible', async () => {
    renderToasts();
    await show(() => {
      toasts.error('Your session is invalid.');
      toasts.error('Your session is invalid.');
      toasts.success('Your session is invalid.');
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(2);
  });

  it('moves focus to the newest toast with F8', async () => {
    renderToasts();
    await show(() => {
      toasts.success('First.');
      toasts.error('Second.');
    });
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    fireEvent.keyDown(elsewhere, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('alertdialog', { name: 'Error' }));
  });

  it('leaves focus alone on F8 without toasts, and on other keys', async () => {
    renderToasts();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    fireEvent.keyDown(elsewhere, { key: 'F8' });
    await show(() => toasts.success('Saved.'));
    fireEvent.keyDown(elsewhere, { key: 'F7' });
    expect(document.activeElement).toBe(elsewhere);
  });

  function swipe(toast: HTMLElement, distance: number) {
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1, isPrimary: true });
    fireEvent.pointerMove(toast, { clientX: 100 + distance / 2, pointerId: 1, isPrimary: true });
    fireEvent.pointerMove(toast, { clientX: 100 + distance, pointerId: 1, isPrimary: true });
    fireEvent.pointerUp(toast, { clientX: 100 + distance, pointerId: 1, isPrimary: true });
  }

  it('dismisses a toast swiped more than 50 px, either way', async () => {
    renderToasts();
    await show(() => toasts.error('Something failed.'));
    swipe(screen.getByRole('alertdialog'), 51);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await show(() => toasts.error('Something failed.'));
    swipe(screen.getByRole('alertdialog'), -51);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps a toast swiped 50 px or less, back in place', async () => {
    renderToasts();
    await show(() => toasts.error('Something failed.'));
    const toast = screen.getByRole('alertdialog');
    swipe(toast, 50);
    expect(screen.getByRole('alertdialog')).toBe(toast);
    expect(toast.style.transform).toBe('');
  });
});
