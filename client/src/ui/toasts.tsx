// The app's one toast region and the hook that shows a success or error toast from anywhere under it (docs/product.md §2.3 and §11.3), and closes those whose cause is over.
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { UNSTABLE_ToastQueue as ToastQueue, type QueuedToast } from 'react-aria-components';
import { onFirstInteraction } from './first-interaction';
import type { ToastSeverity, ToastValue } from './toast-value';

const loadToastList = () => import('./ToastList');
const ToastList = lazy(loadToastList);

// Most toasts answer something the student did; the list's code is there by then, even if the server no longer is.
onFirstInteraction(() => void loadToastList());

/** How long a toast stays, by severity (docs/product.md §15: default 5000 ms, error 300000 ms). */
export const toastTimeouts: Record<ToastSeverity, number> = { success: 5000, error: 300_000 };

/** The key that moves focus to the newest toast. */
export const toastHotkey = 'F8';

export interface ShowToastOptions {
  /** The toast's accessible name; 'Success' or 'Error' by default. */
  label?: string;
  /**
   * What the toast is about, e.g. 'save' or 'upload:transcript': a newer toast about it replaces this one, and
   * `resolve(cause)` closes it once the trouble is over.
   */
  cause?: string;
}

export interface Toasts {
  /** Shows a success toast for 5 seconds and returns its key. */
  success(message: string, options?: ShowToastOptions): string;
  /** Shows an error toast for 5 minutes (or until its cause is resolved, or the screen left) and returns its key. */
  error(message: string, options?: ShowToastOptions): string;
  close(key: string): void;
  /** Closes the toasts about `cause`: what went wrong has since gone right. */
  resolve(cause: string): void;
  /** Closes every toast but those of `keep` (keys): the student has left the screen they were about. */
  closeAll(keep?: readonly string[]): void;
}

const defaultLabels: Record<ToastSeverity, string> = { success: 'Success', error: 'Error' };

const ToastsContext = createContext<Toasts | null>(null);

function createToasts(queue: ToastQueue<ToastValue>): Toasts {
  const closeWhere = (isClosing: (toast: QueuedToast<ToastValue>) => boolean) => {
    for (const toast of queue.visibleToasts) if (isClosing(toast)) queue.close(toast.key);
  };
  const show = (severity: ToastSeverity, message: string, { label, cause }: ShowToastOptions = {}) => {
    const value = { severity, message, label: label ?? defaultLabels[severity], cause };
    // The same message raised twice at once (e.g. by two parts noticing one expired session) shows once.
    const same = queue.visibleToasts.find(
      ({ content }) => content.severity === severity && content.message === message && content.label === value.label,
    );
    if (same) return same.key;
    if (cause !== undefined) closeWhere((shown) => shown.content.cause === cause);
    return queue.add(value, { timeout: toastTimeouts[severity] });
  };
  return {
    success: (message, options) => show('success', message, options),
    error: (message, options) => show('error', message, options),
    close: (key) => queue.close(key),
    resolve: (cause) => closeWhere((shown) => shown.content.cause === cause),
    closeAll: (keep = []) => closeWhere((shown) => !keep.includes(shown.key)),
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

  // The region is there only while a toast is (as react-aria's would be), so its code loads with the first toast.
  const subscribe = useCallback((listener: () => void) => queue.subscribe(listener), [queue]);
  const hasToasts = useSyncExternalStore(subscribe, () => queue.visibleToasts.length > 0);

  return (
    <ToastsContext value={toasts}>
      {children}
      {hasToasts && (
        <Suspense fallback={null}>
          <ToastList ref={regionRef} queue={queue} />
        </Suspense>
      )}
    </ToastsContext>
  );
}

/** Shows toasts from anywhere under the app shell. */
export function useToasts(): Toasts {
  const toasts = useContext(ToastsContext);
  if (!toasts) throw new Error('useToasts needs a <ToastProvider> above it.');
  return toasts;
}
