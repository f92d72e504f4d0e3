// Where the toasts are on the screen: none may lie over a control of the page (a field, a button, a link).
import type { Page } from 'playwright-core';

/** The controls (by name or id) that a toast on screen overlaps; none, as it should be. */
export function controlsUnderToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll('[role="alertdialog"]')].map((toast) => toast.getBoundingClientRect());
    const controls = [...document.querySelectorAll<HTMLElement>('main :is(input, select, textarea, button, a[href])')];
    return controls
      .filter((control) => {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        return boxes.some((toast) => box.left < toast.right && toast.left < box.right && box.top < toast.bottom && toast.top < box.bottom);
      })
      .map((control) => control.getAttribute('aria-label') || control.textContent?.trim() || control.id);
  });
}
