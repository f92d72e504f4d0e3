// The words the staff pages show for statuses, documents' and PDFs' states, and audit actions.
import type { WebStatus } from '@transfer/form';

export const statusLabels: Record<WebStatus, string> = { started: 'Started', validating: 'Validating', submitted: 'Submitted' };

/** A web status in words; one this page does not know yet as it is. */
export const statusLabel = (status: string | null | undefined) => (status ? (statusLabels[status as WebStatus] ?? status) : 'Not started');

const conversionLabels: Record<string, string> = {
  NOT_ANSWERED: 'Not requested',
  UNPROCESSED: 'Queued',
  IN_PROGRESS: 'Converting',
  COMPLETED: 'Ready',
  FAILED: 'Failed',
};

/** A PDF's or a document's state in words. */
export const conversionLabel = (status: string) => conversionLabels[status] ?? status;

/** The state of an applicant's documents together: none, all ready, how many failed, or how many are ready so far. */
export function documentsState(statuses: readonly string[]): string {
  if (statuses.length === 0) return 'None';
  const failed = statuses.filter((status) => status === 'FAILED').length;
  if (failed > 0) return `${failed} failed of ${statuses.length}`;
  const ready = statuses.filter((status) => status === 'COMPLETED').length;
  return ready === statuses.length ? `All ${ready} ready` : `${ready} of ${statuses.length} ready`;
}

const actionLabels: Record<string, string> = {
  'application.read': 'Read the application',
  'applications.list': 'Listed applications',
  'applications.export': 'Exported applications',
  'service_token.mint': 'Made a service link',
  'service_token.read': 'Read through a service link',
  'document.read': 'Opened a document',
  'application.packet': 'Downloaded all files (ZIP)',
  'saved_view.save': 'Saved a view',
  'saved_view.delete': 'Removed a view',
};

/** An audit entry's action in words; the PDF's reads say so. */
export function actionLabel(action: string, detail: Record<string, unknown>): string {
  if (action === 'application.read' && detail.pdf) return 'Opened the application PDF';
  return actionLabels[action] ?? action;
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A moment in the reader's own time zone: "Mar 3, 2026, 10:00 AM". */
export const whenText = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—');
export const dayText = (iso: string | null | undefined) => (iso ? dateOnly.format(new Date(iso)) : '—');
