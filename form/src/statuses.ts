// The statuses of docs/product.md §4.1 and §4.3: an application's web status and how it is derived, and the conversion and PDF statuses.

/** The web statuses in the order they are reached (docs/product.md §4.1). */
export const webStatuses = ['started', 'validating', 'submitted'] as const;
export type WebStatus = (typeof webStatuses)[number];

export function isWebStatus(value: unknown): value is WebStatus {
  return (webStatuses as readonly unknown[]).includes(value);
}

/** A web status read from anywhere (a query, storage): a known status, or null for anything else. */
export function toWebStatus(value: unknown): WebStatus | null {
  return isWebStatus(value) ? value : null;
}

/** The web status follows from how many distinct statuses were reached: 0 none, 1 started, 2 validating, 3 submitted. */
export function webStatusOf(reached: readonly unknown[]): WebStatus | null {
  const count = new Set(reached.filter(isWebStatus)).size;
  return count === 0 ? null : webStatuses[count - 1];
}

/** Where a document's conversion, or the application PDF, stands (docs/product.md §4.3). */
export const conversionStatuses = ['COMPLETED', 'FAILED', 'IN_PROGRESS', 'UNPROCESSED', 'NOT_ANSWERED'] as const;
export type ConversionStatus = (typeof conversionStatuses)[number];

export function isConversionStatus(value: unknown): value is ConversionStatus {
  return (conversionStatuses as readonly unknown[]).includes(value);
}

/** Work not finished yet: polled for (docs/product.md §4.4), and a tab holding it cannot be left. */
export const pendingConversionStatuses: readonly ConversionStatus[] = ['UNPROCESSED', 'IN_PROGRESS'];

export function isConversionPending(status: unknown): boolean {
  return (pendingConversionStatuses as readonly unknown[]).includes(status);
}
