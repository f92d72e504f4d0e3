// Messages of docs/product.md that both the client and the server show, declared once.

/** Shown for anything unforeseen, and whenever an error answer carries no message of its own (docs/product.md §11.2). */
export const unexpectedErrorMessage = "We've encountered an unexpected error at this time. Please try again later.";

/** Shown on /login whenever the session is found missing or invalid, and after logging out (docs/product.md §2.3). */
export const sessionInvalidMessage = 'Your session is invalid. Please clear your cookies and login again.';

/** Shown on /login after the inactivity timeout (docs/product.md §4.5). */
export const inactivityLogoutMessage = 'You have been automatically logged out due to inactivity.';

/** Answered for a service link whose token is missing, wrong or expired, and shown by the service view (docs/product.md §12.6). */
export const serviceTokenRefusedMessage =
  'This link to the application is not valid or has expired. Ask for a new link to read the application.';

/**
 * Leaving a tab whose file is still being sent or converted is refused with these words: the client's dialog and the
 * server's 409 alike (docs/product.md §3.7).
 */
export const uploadInProgressMessages = {
  title: 'File Upload in Progress',
  message: 'Please wait until the file upload has completed.',
} as const;
