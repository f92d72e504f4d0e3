// The worklist's state as its address carries it (status, review stage, submitted from/to, search, sort), so that a view can be bookmarked, sent and saved; and the GraphQL variables it stands for.
import { reviewStages, webStatuses, type ReviewStage, type WebStatus } from '@transfer/form';

export const worklistOrders = ['SUBMITTED_DESC', 'SUBMITTED_ASC', 'NAME_ASC', 'NAME_DESC', 'CREATED_ASC', 'CREATED_DESC'] as const;
export type WorklistOrder = (typeof worklistOrders)[number];

/** The worklist's own order when the address names none: the newest submissions first. */
export const defaultOrder: WorklistOrder = 'SUBMITTED_DESC';

/** `this-week`: from Monday of the current week, wherever it is read (what "Submitted this week" saves). */
export const thisWeek = 'this-week';

export interface WorklistState {
  status: WebStatus | null;
  /** Only submitted applications in this review stage (docs/product.md §17.1). */
  stage: ReviewStage | null;
  /** A day (YYYY-MM-DD, the reader's own time zone), or `this-week` for `from`. */
  from: string | null;
  to: string | null;
  search: string;
  sort: WorklistOrder;
}

export const emptyWorklist: WorklistState = { status: null, stage: null, from: null, to: null, search: '', sort: defaultOrder };

const isDay = (text: string | null): text is string => text !== null && /^\d{4}-\d\d-\d\d$/.test(text) && !Number.isNaN(Date.parse(text));

/** The state an address's query gives; anything it does not understand is left out. */
export function parseWorklist(query: string | URLSearchParams): WorklistState {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const status = params.get('status');
  const stage = params.get('stage');
  const from = params.get('from');
  const sort = params.get('sort');
  return {
    status: webStatuses.find((known) => known === status) ?? null,
    stage: reviewStages.find((known) => known === stage) ?? null,
    from: from === thisWeek || isDay(from) ? from : null,
    to: isDay(params.get('to')) ? params.get('to') : null,
    search: (params.get('q') ?? '').slice(0, 254),
    sort: worklistOrders.find((known) => known === sort) ?? defaultOrder,
  };
}

/** The query string of a state (without `?`), in a fixed order, leaving out what is the default. */
export function worklistQuery(state: WorklistState): string {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.stage) params.set('stage', state.stage);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.search.trim()) params.set('q', state.search.trim());
  if (state.sort !== defaultOrder) params.set('sort', state.sort);
  return params.toString();
}

/** Midnight starting the day `day` (YYYY-MM-DD) where the reader is. */
function startOfDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/** Monday 00:00 of the week holding `now`, where the reader is. */
export function startOfWeek(now: Date): Date {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start;
}

export interface WorklistVariables {
  webStatus: WebStatus | null;
  reviewStage: ReviewStage | null;
  submittedFrom: string | null;
  submittedTo: string | null;
  search: string | null;
  order: WorklistOrder;
}

/** The GraphQL variables of a state: days as instants (from the start of `from` to the end of `to`, where the reader is). */
export function worklistVariables(state: WorklistState, now = new Date()): WorklistVariables {
  const from = state.from === thisWeek ? startOfWeek(now) : state.from ? startOfDay(state.from) : null;
  const to = state.to ? new Date(startOfDay(state.to).getTime() + 24 * 60 * 60 * 1000 - 1) : null;
  return {
    webStatus: state.status,
    reviewStage: state.stage,
    submittedFrom: from?.toISOString() ?? null,
    submittedTo: to?.toISOString() ?? null,
    search: state.search.trim() || null,
    order: state.sort,
  };
}

/** Where the export of this worklist downloads (the same filters and order, as CSV). */
export function exportHref(variables: WorklistVariables): string {
  const params = new URLSearchParams({ format: 'csv', order: variables.order });
  for (const key of ['webStatus', 'reviewStage', 'submittedFrom', 'submittedTo', 'search'] as const) {
    const value = variables[key];
    if (value) params.set(key, value);
  }
  return `/staff/exports/applications?${params.toString()}`;
}

/** The reader's address for an application, carrying the worklist it was opened from. */
export function readerHref(number: number, query: string): string {
  return `/staff/applications/${number}${query ? `?${query}` : ''}`;
}

/** "My queue" (docs/product.md §17.2). */
export const queueHref = '/staff/queue';

/** The reader's address for an application opened from "My queue": previous and next follow the queue. */
export const queueReaderHref = (number: number) => `/staff/applications/${number}?via=queue`;

/** Whether the reader was opened from "My queue" (its address says so). */
export const isFromQueue = (search: string) => new URLSearchParams(search).get('via') === 'queue';

/** The worklist's address for a query. */
export function worklistHref(query: string): string {
  return `/staff/applications${query ? `?${query}` : ''}`;
}
