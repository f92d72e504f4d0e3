// The three steps of the application, in order: the route of each form page and its title.
export const formPages = [
  { id: 'about', path: '/about', step: 1, title: 'Your Information' },
  { id: 'education', path: '/education', step: 2, title: 'Your Education' },
  { id: 'final-steps', path: '/final-steps', step: 3, title: 'Submit' },
] as const;

export type FormPageId = (typeof formPages)[number]['id'];

/** The route a student lands on by default, and where unknown paths redirect. */
export const defaultRoute = '/about';

export const completionRoute = '/completion';

export const authRoutes = ['/signup', '/confirm', '/login', '/forgot', '/reset'] as const;

export function isFormPageId(value: string): value is FormPageId {
  return formPages.some((page) => page.id === value);
}
