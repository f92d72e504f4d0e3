// The app's one toast region and the hook that shows a success or error toast from anywhere under it (SPEC sections 8 and 9).
import { createContext, useContext, useEffect, useMemo, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
  type QueuedToast,
} from 'react-aria-components';
import './toasts.css';

export type ToastSeverity = 'success' | 'error';

/** How long a toast stays, by severity (SPEC section 9: default 5000 ms, error 300000 ms). */
export const toastTimeouts: Record<ToastSeverity, number> = { success: 5000, error: 300_000 };

/** A horizontal swipe longer than this many pixels dismisses a toast. */
export const swipeThreshold = 50;

/** The key that moves focus to the newest toast. */
export const toastHotkey = 'F8';

/** A drag shorter than this is still a press (on the close button, say), not a swipe. */
const dragSlop = 5;

interface ToastValue {
  severity: ToastSeverity;
  message: string;
  /** The toast's accessible name, e.g. 'Login Card Error'. */
  label: string;
}

export interface ShowToastOptions {
  /** The toast's accessible name; 'Success' or 'Error' by default. */
  label?: string;
}

export interface Toasts {
  /** Shows a success toast for 5 seconds and returns its key. */
  success(message: string, options?: ShowToastOptions): string;
  /** Shows an error toast for 5 minutes and returns its key. */
  error(message: string, options?: ShowToastOptions): string;
  close(key: string): void;
}

const defaultLabels: Record<ToastSeverity, string> = { success: 'Success', error: 'Error' };

const ToastsContext = createContext<Toasts | null>(null);

function createToasts(queue: ToastQueue<ToastValue>): Toasts {
  const show = (severity: ToastSeverity, message: string, options: ShowToastOptions = {}) => {
    const value = { severity, message, label: options.label ?? defaultLabels[severity] };
    // The same message raised twice at once (e.g. by two parts noticing one expired session) shows once.
    const same = queue.visibleToasts.find(
      ({ content }) => content.severity === severity && content.message === message && content.label === value.label,
    );
    return same ? same.key : queue.add(value, { timeout: toastTimeouts[severity] });
  };
  return {
    success: (message, options) => show('success', message, options),
    error: (message, options) => show('error', message, options),
    close: (key) => queue.close(key),
  };
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue] = useState(() => new ToastQueue<ToastValue>());
  const toasts = useMemo(() => createToasts(queue), [queue]);
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const focusNewestToast = (event: KeyboardEvent) => {
      if (event.key !== toastHotkey) return;
      // The queue puts the newest toast first.
      const newest = regionRef.current?.querySelector<HTMLElement>('[role="alertdialog"]');
      if (!newest) return;
      event.preventDefault();
      newest.focus();
    };
    window.addEventListener('keydown', focusNewestToast);
    return () => window.removeEventListener('keydown', focusNewestToast);
  }, []);

  return (
    <ToastsContext value={toasts}>
      {children}
      <ToastRegion ref={regionRef} queue={queue} className="toast-region" aria-label="Notifications">
        {({ toast }) => <SwipeableToast toast={toast} onDismiss={() => queue.close(toast.key)} />}
      </ToastRegion>
    </ToastsContext>
  );
}

/** Shows toasts from anywhere under the app shell. */
export function useToasts(): Toasts {
  const toasts = useContext(ToastsContext);
  if (!toasts) throw new Error('useToasts needs a <ToastProvider> above it.');
  return toasts;
}

function SwipeableToast({ toast, onDismiss }: { toast: QueuedToast<ToastValue>; onDismiss: () => void }) {
  const { severity, message, label } = toast.content;
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.isPrimary) start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    const moved = event.clientX - start.current;
    // Once it is a drag, keep following the pointer even when it leaves the toast.
    if (Math.abs(moved) > dragSlop && !event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    setOffset(moved);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    const moved = event.clientX - start.current;
    start.current = null;
    setOffset(0);
    if (event.type === 'pointerup' && Math.abs(moved) > swipeThreshold) onDismiss();
  };

  return (
    <Toast
      toast={toast}
      aria-label={label}
      className={`toast toast--${severity}`}
      data-severity={severity}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - Math.abs(offset) / 200) } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <span className="toast__icon" aria-hidden="true">
        {severity === 'success' ? '✓' : '!'}
      </span>
      <ToastContent className="toast__content">
        <Text slot="title" className="visually-hidden">
          {label}
        </Text>
        <Text slot="description" className="toast__message">
          {message}
        </Text>
      </ToastContent>
      <Button slot="close" className="toast__close">
        <span aria-hidden="true">×</span>
      </Button>
    </Toast>
  );
}
