// The words the staff pages show for statuses, documents' and PDFs' states, audit actions, and staff members' roles and statuses.
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

/** Every action of the staff audit (the server's staffActions), in words. */
export const actionLabels: Record<string, string> = {
  'application.read': 'Read the application',
  'applications.list': 'Listed applications',
  'applications.export': 'Exported applications',
  'service_token.mint': 'Made a service link',
  'service_token.read': 'Read through a service link',
  'document.read': 'Opened a document',
  'application.packet': 'Downloaded all files (ZIP)',
  'saved_view.save': 'Saved a view',
  'saved_view.delete': 'Removed a view',
  'staff.sign_in': 'Signed in',
  'staff.sign_in_failed': 'Failed to sign in',
  'staff.invite': 'Invited a member of staff',
  'staff.role_change': 'Changed a role',
  'staff.disable': 'Disabled a member of staff',
  'staff.second_factor_reset': 'Reset a second factor',
  'staff.second_factor_enrol': 'Set up their second factor',
  'staff.password_reset': 'Reset their password',
  'staff.token_create': 'Made an API token',
  'staff.tokens_revoke': 'Revoked API tokens',
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

export const roleLabels: Record<string, string> = { admin: 'Admin', reader: 'Reader' };

/** What each role may do, as the invitation and the role change say it. */
export const roleDescriptions: Record<string, string> = {
  reader: 'Reads applications and their documents; the SSN shows as ***-**-1234.',
  admin: 'Everything: the whole SSN, exports, and managing staff.',
};

export const memberStatusLabels: Record<string, string> = { invited: 'Invited', active: 'Active', disabled: 'Disabled' };

/** What an audit entry was about, in words: the member it changed, how they signed in, how many rows a list gave. */
export function auditAbout(detail: Record<string, unknown>): string {
  const parts: string[] = [];
  if (typeof detail.member === 'string') parts.push(detail.member);
  if (typeof detail.from === 'string' && typeof detail.to === 'string')
    parts.push(`${roleLabels[detail.from] ?? detail.from} → ${roleLabels[detail.to] ?? detail.to}`);
  else if (typeof detail.role === 'string') parts.push(`as ${roleLabels[detail.role] ?? detail.role}`);
  if (typeof detail.with === 'string') parts.push(`with ${detail.with}`);
  if (typeof detail.step === 'string') parts.push(`at the ${detail.step}`);
  if (typeof detail.count === 'number') parts.push(`${detail.count} ${detail.count === 1 ? 'row' : 'rows'}`);
  return parts.join(', ');
}
