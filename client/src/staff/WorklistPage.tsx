// The worklist (/staff/applications): counts per status and per review stage, filters (status, stage, submitted from/to, search), sort, saved views and export above a table of applications paged through the Relay connection; every filter in the address. Admins also see each application's stage, reviews in and average rating, and select rows to assign readers.
import { reviewStageLabels, reviewStages, webStatuses, type ReviewStage } from '@transfer/form';
import { Suspense, useEffect, useRef, useState, useTransition } from 'react';
import {
  Button,
  Cell,
  Checkbox,
  Column,
  Input,
  Label,
  Radio,
  RadioGroup,
  Row,
  SearchField,
  Table,
  TableBody,
  TableHeader,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router';
import { graphql, useLazyLoadQuery } from '../relay/hooks';
import { useDocumentTitle } from '../ui/document-title';
import type { WorklistPageQuery } from './__generated__/WorklistPageQuery.graphql';
import type { WorklistTable_query$key } from './__generated__/WorklistTable_query.graphql';
import { CardLabel } from './CardLabel';
import { AssignReadersDialog, type AssignResult } from './AssignReadersDialog';
import { DayPicker } from './DayPicker';
import { LoadMore } from './LoadMore';
import { conversionLabel, dayText, documentsState, statusLabel } from './labels';
import { usePaginationFragment } from './relay-hooks';
import { ratingText, useReviewSummaries } from './review-summaries';
import { SavedViews } from './SavedViews';
import { ShortcutsHelp } from './ShortcutsHelp';
import { useShortcuts } from './shortcuts';
import { StaffBar } from './StaffBar';
import {
  exportHref,
  parseWorklist,
  readerHref,
  startOfWeek,
  thisWeek,
  worklistQuery,
  worklistVariables,
  type WorklistOrder,
  type WorklistState,
} from './worklist-url';

/** How many applications a page of the table holds. */
export const worklistPageSize = 25;

/** What the reader hands back on Esc: the application to put the focus on again. */
export interface WorklistReturn {
  focusNumber?: number;
}

/** The table's sortable columns, and the orders they stand for. */
const sortColumns: Record<string, { ascending: WorklistOrder; descending: WorklistOrder }> = {
  name: { ascending: 'NAME_ASC', descending: 'NAME_DESC' },
  submitted: { ascending: 'SUBMITTED_ASC', descending: 'SUBMITTED_DESC' },
};

function sortDescriptorOf(order: WorklistOrder): SortDescriptor | undefined {
  for (const [column, orders] of Object.entries(sortColumns)) {
    if (orders.ascending === order) return { column, direction: 'ascending' };
    if (orders.descending === order) return { column, direction: 'descending' };
  }
  return undefined;
}

/** The worklist's state from the address, and how to change it (each change a new address, kept in history). */
function useWorklistState(): [WorklistState, string, (change: Partial<WorklistState>) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const state = parseWorklist(location.search);
  const query = worklistQuery(state);
  const change = (patch: Partial<WorklistState>) => {
    const next = worklistQuery({ ...state, ...patch });
    void navigate({ pathname: '/staff/applications', search: next ? `?${next}` : '' });
  };
  return [state, query, change];
}

export default function WorklistPage() {
  useDocumentTitle('Applications | Staff | Transfer Application');
  const [state, query, change] = useWorklistState();
  const searchRef = useRef<HTMLInputElement>(null);
  useShortcuts([{ key: '/', description: 'Search applications', run: () => searchRef.current?.focus() }]);
  return (
    <div className="staff-page">
      <StaffBar current="applications" />
      <main id="main-content" className="staff-main" tabIndex={-1}>
        <div className="staff-heading">
          <h1>Applications</h1>
          <ShortcutsHelp page="worklist" />
        </div>
        <WorklistFilters state={state} change={change} searchRef={searchRef} />
        <Suspense fallback={<p role="status">Loading applications…</p>}>
          <WorklistResults state={state} query={query} change={change} />
        </Suspense>
      </main>
    </div>
  );
}

interface FiltersProps {
  state: WorklistState;
  change: (patch: Partial<WorklistState>) => void;
  searchRef: React.RefObject<HTMLInputElement | null>;
}

/** Search (applied as one stops typing, or on Enter) and the submission dates. */
function WorklistFilters({ state, change, searchRef }: FiltersProps) {
  const [search, setSearch] = useState(state.search);
  const [appliedSearch, setAppliedSearch] = useState(state.search);
  // The address changed under the field (back, a saved view): the field follows it.
  if (appliedSearch !== state.search) {
    setAppliedSearch(state.search);
    setSearch(state.search);
  }
  useEffect(() => {
    if (search.trim() === state.search.trim()) return;
    const timer = setTimeout(() => change({ search }), 400);
    return () => clearTimeout(timer);
  });
  const fromDay = state.from === thisWeek ? isoDay(startOfWeek(new Date())) : state.from;
  return (
    <div role="search" className="worklist-filters" aria-label="Filter applications">
      <SearchField
        className="field worklist-filters__search"
        value={search}
        onChange={setSearch}
        onSubmit={() => change({ search })}
        onClear={() => change({ search: '' })}
      >
        <Label className="field__label">Search</Label>
        <div className="worklist-search">
          <Input ref={searchRef} className="field__input" placeholder="Name, e-mail or application number" />
          <Button className="worklist-search__clear" aria-label="Clear the search">
            <span className="staff-icon staff-icon--clear" aria-hidden="true" />
          </Button>
        </div>
      </SearchField>
      <DayPicker label="Submitted from" day={fromDay} onChange={(day) => change({ from: day })} />
      <DayPicker label="Submitted to" day={state.to} onChange={(day) => change({ to: day })} />
    </div>
  );
}

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const worklistQueryNode = graphql`
  query WorklistPageQuery(
    $webStatus: WebStatus
    $reviewStage: ReviewStage
    $submittedFrom: DateTimeISO
    $submittedTo: DateTimeISO
    $search: String
    $order: StaffApplicationOrder!
    $count: Int!
  ) {
    applicationCounts(reviewStage: $reviewStage, submittedFrom: $submittedFrom, submittedTo: $submittedTo, search: $search) {
      status
      count
    }
    stageCounts {
      stage
      count
    }
    reviewer {
      role
    }
    ...SavedViews_query
    ...WorklistTable_query
      @arguments(
        count: $count
        webStatus: $webStatus
        reviewStage: $reviewStage
        submittedFrom: $submittedFrom
        submittedTo: $submittedTo
        search: $search
        order: $order
      )
  }
`;

interface ResultsProps {
  state: WorklistState;
  query: string;
  change: (patch: Partial<WorklistState>) => void;
}

function WorklistResults({ state, query, change }: ResultsProps) {
  const variables = worklistVariables(state);
  // Read again, without a fallback, once an assignment has moved applications between stages.
  const [fetchKey, setFetchKey] = useState(0);
  const [, startTransition] = useTransition();
  const data = useLazyLoadQuery<WorklistPageQuery>(
    worklistQueryNode,
    { ...variables, count: worklistPageSize },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const total = data.applicationCounts.reduce((sum, { count }) => sum + count, 0);
  const countOf = (status: string) => data.applicationCounts.find((entry) => entry.status === status)?.count ?? 0;
  const shown = state.status ? countOf(state.status) : total;
  const stageCountOf = (stage: ReviewStage) => data.stageCounts.find((entry) => entry.stage === stage)?.count ?? 0;
  return (
    <>
      <RadioGroup
        className="worklist-statuses"
        orientation="horizontal"
        value={state.status ?? 'all'}
        onChange={(value) => change({ status: value === 'all' ? null : (value as WorklistState['status']) })}
      >
        <Label className="field__label">Status</Label>
        <div className="worklist-statuses__options">
          <Radio value="all" className="worklist-status">
            All <span className="worklist-status__count">{total}</span>
          </Radio>
          {webStatuses.map((status) => (
            <Radio key={status} value={status} className="worklist-status">
              {statusLabel(status)} <span className="worklist-status__count">{countOf(status)}</span>
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <RadioGroup
        className="worklist-statuses"
        orientation="horizontal"
        value={state.stage ?? 'any'}
        onChange={(value) => change({ stage: value === 'any' ? null : (value as ReviewStage) })}
      >
        <Label className="field__label">Review stage</Label>
        <div className="worklist-statuses__options">
          <Radio value="any" className="worklist-status">
            Any stage
          </Radio>
          {reviewStages.map((stage) => (
            <Radio key={stage} value={stage} className="worklist-status">
              {reviewStageLabels[stage]} <span className="worklist-status__count">{stageCountOf(stage)}</span>
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <div className="worklist-actions">
        <SavedViews query={data} currentQuery={query} />
        <a className="button" href={exportHref(variables)} download>
          Export CSV ({shown})
        </a>
      </div>
      <WorklistTable
        query={data}
        state={state}
        worklist={query}
        change={change}
        total={shown}
        isAdmin={data.reviewer.role === 'admin'}
        onAssigned={() => startTransition(() => setFetchKey((key) => key + 1))}
      />
    </>
  );
}

const tableFragment = graphql`
  fragment WorklistTable_query on Query
  @refetchable(queryName: "WorklistTablePaginationQuery")
  @argumentDefinitions(
    count: { type: "Int!" }
    cursor: { type: "String" }
    webStatus: { type: "WebStatus" }
    reviewStage: { type: "ReviewStage" }
    submittedFrom: { type: "DateTimeISO" }
    submittedTo: { type: "DateTimeISO" }
    search: { type: "String" }
    order: { type: "StaffApplicationOrder!" }
  ) {
    applications(
      first: $count
      after: $cursor
      webStatus: $webStatus
      reviewStage: $reviewStage
      submittedFrom: $submittedFrom
      submittedTo: $submittedTo
      search: $search
      order: $order
    ) @connection(key: "WorklistTable_applications") {
      edges {
        node {
          id
          applicationId
          number
          applicantName
          username
          webStatus
          submittedAt
          documents {
            status
          }
          pdf {
            status
          }
        }
      }
    }
  }
`;

interface TableProps {
  query: WorklistTable_query$key;
  state: WorklistState;
  worklist: string;
  change: (patch: Partial<WorklistState>) => void;
  total: number;
  /** Admins see the review's columns and select rows to assign readers. */
  isAdmin: boolean;
  /** Readers were assigned: the counts and the list are read again. */
  onAssigned(): void;
}

function WorklistTable({ query, state, worklist, change, total, isAdmin, onAssigned }: TableProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(tableFragment, query);
  const location = useLocation();
  const rows = data.applications.edges.map((edge) => edge.node);
  const focusNumber = (location.state as WorklistReturn | null)?.focusNumber;
  const { summaries, refresh } = useReviewSummaries(
    rows.map((row) => row.applicationId),
    isAdmin,
  );
  const [selected, setSelected] = useState<Selection>(new Set());
  const selectedRows = selected === 'all' ? rows : rows.filter((row) => selected.has(row.number));
  const [isAssigning, setAssigning] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const assigned = ({ assigned: pairs, movedToInReview }: AssignResult) => {
    setAssigning(false);
    setSelected(new Set());
    setAnnouncement(
      `${pairs} ${pairs === 1 ? 'assignment' : 'assignments'} made; ${movedToInReview} ${movedToInReview === 1 ? 'application' : 'applications'} moved to In review.`,
    );
    refresh();
    onAssigned();
  };

  // Back from the reader: the focus returns to the row it left from, scrolled into view, once the table has drawn it.
  useEffect(() => {
    if (focusNumber === undefined) return;
    let frame = 0;
    let tries = 0;
    const focusRow = () => {
      const row = document.querySelector<HTMLElement>(`.worklist-table [data-key="${focusNumber}"]`);
      if (row) row.focus();
      else if (++tries < 120) frame = requestAnimationFrame(focusRow);
    };
    focusRow();
    return () => cancelAnimationFrame(frame);
  }, [focusNumber, location.key]);

  return (
    <>
      {isAdmin && (
        <div className="worklist-selection">
          <p className="worklist-selection__count">
            {selectedRows.length} {selectedRows.length === 1 ? 'application' : 'applications'} selected
          </p>
          <Button className="button button--primary" isDisabled={selectedRows.length === 0} onPress={() => setAssigning(true)}>
            Assign readers…
          </Button>
          <p role="status" className="worklist-selection__result">
            {announcement}
          </p>
          {isAssigning && (
            <AssignReadersDialog
              applicationIds={selectedRows.map((row) => row.id)}
              onClose={() => setAssigning(false)}
              onAssigned={assigned}
            />
          )}
        </div>
      )}
      {/* No rows: the message alone, not a table whose headers describe no cell. */}
      {rows.length === 0 ? (
        <p className="worklist-table__empty">No application matches these filters.</p>
      ) : (
        <Table
          aria-label="Applications"
          className="worklist-table"
          data-selectable={isAdmin || undefined}
          selectionMode={isAdmin ? 'multiple' : 'none'}
          selectedKeys={selected}
          onSelectionChange={setSelected}
          sortDescriptor={sortDescriptorOf(state.sort)}
          onSortChange={({ column, direction }) => change({ sort: sortColumns[String(column)][direction] })}
        >
          <TableHeader>
            {isAdmin && (
              <Column id="select" className="worklist-table__select">
                <Checkbox slot="selection" className="checkbox">
                  <span className="checkbox__box" aria-hidden="true" />
                </Checkbox>
              </Column>
            )}
            <Column id="name" isRowHeader allowsSorting>
              Name
            </Column>
            <Column id="email">E-mail</Column>
            <Column id="number">Number</Column>
            <Column id="status">Status</Column>
            <Column id="submitted" allowsSorting>
              Submitted
            </Column>
            <Column id="documents">Documents</Column>
            <Column id="pdf">PDF</Column>
            {isAdmin && <Column id="stage">Stage</Column>}
            {isAdmin && <Column id="reviews">Reviews in</Column>}
            {isAdmin && <Column id="rating">Average rating</Column>}
          </TableHeader>
          <TableBody
            items={rows}
            // The rows' cells are drawn again as their summaries come (react-aria keeps a row's cells while its item is the same).
            dependencies={[summaries]}
          >
            {(row) => (
              <Row id={row.number} className="worklist-row" href={readerHref(row.number, worklist)}>
                {isAdmin && (
                  <Cell className="worklist-row__select">
                    <Checkbox slot="selection" className="checkbox">
                      <span className="checkbox__box" aria-hidden="true" />
                    </Checkbox>
                  </Cell>
                )}
                <Cell>
                  <span className="worklist-row__name">{row.applicantName}</span>
                </Cell>
                <Cell>
                  <span className="worklist-row__email">{row.username}</span>
                </Cell>
                <Cell>
                  <CardLabel>Number</CardLabel>
                  {row.number}
                </Cell>
                <Cell>
                  <CardLabel>Status</CardLabel>
                  {statusLabel(row.webStatus)}
                </Cell>
                <Cell>
                  <CardLabel>Submitted</CardLabel>
                  {dayText(row.submittedAt)}
                </Cell>
                <Cell>
                  <CardLabel>Documents</CardLabel>
                  {documentsState(row.documents.map((document) => document.status))}
                </Cell>
                <Cell>
                  <CardLabel>PDF</CardLabel>
                  {conversionLabel(row.pdf.status)}
                </Cell>
                {isAdmin && (
                  <Cell>
                    <CardLabel>Stage</CardLabel>
                    {reviewStageText(row.submittedAt, summaries.get(row.applicationId)?.stage)}
                  </Cell>
                )}
                {isAdmin && (
                  <Cell>
                    <CardLabel>Reviews in</CardLabel>
                    {summaries.get(row.applicationId)?.reviewsIn ?? '—'}
                  </Cell>
                )}
                {isAdmin && (
                  <Cell>
                    <CardLabel>Average rating</CardLabel>
                    {ratingText(summaries.get(row.applicationId)?.averageRating)}
                  </Cell>
                )}
              </Row>
            )}
          </TableBody>
        </Table>
      )}
      <LoadMore
        shown={`Showing ${rows.length} of ${total}`}
        pageSize={worklistPageSize}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        loadNext={loadNext}
      />
    </>
  );
}

/** An application's stage in words: none before it is submitted, an ellipsis while its summary is on its way. */
function reviewStageText(submittedAt: string | null | undefined, stage: string | undefined): string {
  if (!submittedAt) return '—';
  return stage ? (reviewStageLabels[stage as ReviewStage] ?? stage) : '…';
}
