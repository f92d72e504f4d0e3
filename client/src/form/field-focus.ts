// Where focus goes when a form page is reached: the field named by #key (once its widget has loaded), else the error summary, else the page's main content.
import { useEffect, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long a field may take to appear (its widget loads on first use) before focusing it is given up. */
export const fieldWaitLimit = 5000;

const focusable = 'input:not([type="hidden"]), select, textarea, button, [tabindex]:not([tabindex="-1"])';

/** Resolves with the element of `id` once it is in the document, or null after `limit` ms. */
export function waitForElement(id: string, limit = fieldWaitLimit): Promise<HTMLElement | null> {
  const found = document.getElementById(id);
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const finish = (element: HTMLElement | null) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(element);
    };
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (element) finish(element);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => finish(null), limit);
  });
}

/** Focuses the question whose answer key is `key` and scrolls it, with its label, into the middle of the view. */
export async function focusField(key: string): Promise<boolean> {
  const element = await waitForElement(key);
  if (!element) return false;
  const target = element.matches(focusable) ? element : (element.querySelector<HTMLElement>(focusable) ?? element);
  target.focus({ preventScroll: true });
  target.scrollIntoView?.({ block: 'center' });
  return true;
}

/**
 * On arriving at a page (a load, a link, a button): #key focuses that field; otherwise the error summary when it shows
 * (GOV.UK's pattern); otherwise, after a navigation within the app, the top of the main content, as a new page would.
 */
export function useArrivalFocus(summary: RefObject<HTMLElement | null>): void {
  // Each arrival has its own location key; the hash and the navigation type only change with it.
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const fieldKey = decodeURIComponent(hash.slice(1));
    if (fieldKey) {
      void focusField(fieldKey);
    } else if (summary.current) {
      summary.current.focus();
    } else if (navigationType !== 'POP') {
      window.scrollTo(0, 0);
      document.getElementById('main-content')?.focus({ preventScroll: true });
    }
  }, [key, hash, navigationType, summary]);
}
