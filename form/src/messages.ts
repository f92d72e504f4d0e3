// Messages of SPEC.md that both the client and the server show, declared once.

/** Shown for anything unforeseen, and whenever an error answer carries no message of its own (SPEC section 8). */
export const unexpectedErrorMessage =
  "We've encountered an unexpected error at this time. Please try again later.";
