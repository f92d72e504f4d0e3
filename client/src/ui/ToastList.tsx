// The toasts on screen: react-aria's toast region with each toast, closable and swipeable; loaded with the first toast.
import { useImperativeHandle, useLayoutEffect, useRef, useState, type PointerEvent, type Ref } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
  type QueuedToast,
  type UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components';
import type { ToastValue } from './toast-value';
import './toasts.css';

interface ToastListProps {
  queue: ToastQueue<ToastValue>;
  ref: Ref<HTMLDivElement>;
}

/** A horizontal swipe longer than this many pixels dismisses a toast. */
const swipeThreshold = 50;

/** A drag shorter than this is still a press (on the close button, say), not a swipe. */
const dragSlop = 5;

/** The height the toasts take at the top of the window, which the page keeps free for them (toasts.css). */
const stackHeight = '--toast-stack-height';

export default function ToastList({ queue, ref }: ToastListProps) {
  const region = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => region.current!, []);
  // The page moves down by the toasts' height, and scrolls what gets focus out from under them: no toast covers a control.
  useLayoutEffect(() => {
    const element = region.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(stackHeight, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(stackHeight);
    };
  }, []);
  return (
    <ToastRegion ref={region} queue={queue} className="toast-region" aria-label="Notifications">
      {({ toast }) => <SwipeableToast toast={toast} onDismiss={() => queue.close(toast.key)} />}
    </ToastRegion>
  );
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
      <span className="toast__icon" aria-hidden="true" />
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
