// The web statuses of SPEC section 4, and the one the profile shows.

/** In the order they are reached. */
export const webStatuses = ['started', 'validating', 'submitted'] as const;
export type WebStatus = (typeof webStatuses)[number];

/** The web status follows from how many distinct statuses were reached: 0 none, 1 started, 2 validating, 3 submitted. */
export function webStatusOf(reached: { statuses: readonly WebStatus[] }): WebStatus | null {
  return reached.statuses.length === 0 ? null : webStatuses[reached.statuses.length - 1];
}
