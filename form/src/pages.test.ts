import { describe, expect, it } from 'vitest';
import { authRoutes, completionRoute, defaultRoute, formPages, isFormPageId } from './pages';

describe('the form pages', () => {
  it('are the three steps of docs/product.md §1.1, in order, under their routes', () => {
    expect(formPages.map((page) => [page.step, page.path, page.title])).toEqual([
      [1, '/about', 'Your Information'],
      [2, '/education', 'Your Education'],
      [3, '/final-steps', 'Submit'],
    ]);
  });

  it('starts at /about and keeps the auth and completion routes apart', () => {
    expect(defaultRoute).toBe('/about');
    expect(completionRoute).toBe('/completion');
    expect(authRoutes).toEqual(['/signup', '/confirm', '/login', '/forgot', '/reset']);
  });

  it('recognises page ids', () => {
    expect(isFormPageId('final-steps')).toBe(true);
    expect(isFormPageId('completion')).toBe(false);
  });
});
