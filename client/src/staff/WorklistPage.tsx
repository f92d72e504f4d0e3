// The worklist (/staff/applications): counts per status, filters (status, submitted from/to, search), sort, saved views and export above a table of applications paged through the Relay connection; every filter in the address.
import { webStatuses } from '@transfer/form';
import { Suspense, useEffect, useRef, useState } from 'react';
import {
  Button,
  Cell,
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
  type SortDescriptor,
} from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router';
import { graphql, useLazyLoadQuery } from '../relay/hooks';
import { useDocumentTitle } from '../ui/document-title';
import type { WorklistPageQuery } from './__generated__/WorklistPageQuery.graphql';
import type { WorklistTable_query$key } from './__generated__/WorklistTable_query.graphql';
import { CardLabel } from './CardLabel';
import { DayPicker } from './DayPicker';
import { LoadMore } from './LoadMore';
import { conversionLabel, dayText, documentsState, statusLabel } from './labels';
import { usePaginationFragment } from './relay-hooks';
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
            <span aria-hidden="true">×</span>
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
    $submittedFrom: DateTimeISO
    $submittedTo: DateTimeISO
    $search: String
    $order: StaffApplicationOrder!
    $count: Int!
  ) {
    applicationCounts(submittedFrom: $submittedFrom, submittedTo: $submittedTo, search: $search) {
      status
      count
    }
    ...SavedViews_query
    ...WorklistTable_query
      @arguments(
        count: $count
        webStatus: $webStatus
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
  const data = useLazyLoadQuery<WorklistPageQuery>(
    worklistQueryNode,
    { ...variables, count: worklistPageSize },
    { fetchPolicy: 'store-and-network' },
  );
  const total = data.applicationCounts.reduce((sum, { count }) => sum + count, 0);
  const countOf = (status: string) => data.applicationCounts.find((entry) => entry.status === status)?.count ?? 0;
  const shown = state.status ? countOf(state.status) : total;
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
      <div className="worklist-actions">
        <SavedViews query={data} currentQuery={query} />
        <a className="button" href={exportHref(variables)} download>
          Export CSV ({shown})
        </a>
      </div>
      <WorklistTable query={data} state={state} worklist={query} change={change} total={shown} />
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
    submittedFrom: { type: "DateTimeISO" }
    submittedTo: { type: "DateTimeISO" }
    search: { type: "String" }
    order: { type: "StaffApplicationOrder!" }
  ) {
    applications(
      first: $count
      after: $cursor
      webStatus: $webStatus
      submittedFrom: $submittedFrom
      submittedTo: $submittedTo
      search: $search
      order: $order
    ) @connection(key: "WorklistTable_applications") {
      edges {
        node {
          id
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
}

function WorklistTable({ query, state, worklist, change, total }: TableProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(tableFragment, query);
  const location = useLocation();
  const rows = data.applications.edges.map((edge) => edge.node);
  const focusNumber = (location.state as WorklistReturn | null)?.focusNumber;

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
      <Table
        aria-label="Applications"
        className="worklist-table"
        sortDescriptor={sortDescriptorOf(state.sort)}
        onSortChange={({ column, direction }) => change({ sort: sortColumns[String(column)][direction] })}
      >
        <TableHeader>
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
        </TableHeader>
        <TableBody items={rows} renderEmptyState={() => <p className="worklist-table__empty">No application matches these filters.</p>}>
          {(row) => (
            <Row id={row.number} className="worklist-row" href={readerHref(row.number, worklist)}>
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
            </Row>
          )}
        </TableBody>
      </Table>
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
