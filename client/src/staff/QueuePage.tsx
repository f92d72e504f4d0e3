// "My queue" (/staff/queue, docs/product.md §17.2): the caller's assigned applications whose review is not submitted, oldest submission first, paged through the Relay connection; each opens the reader, whose previous and next then follow the queue.
import { Suspense, useTransition } from 'react';
import { Button, Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { graphql, useLazyLoadQuery } from '../relay/hooks';
import { useDocumentTitle } from '../ui/document-title';
import type { QueuePageQuery } from './__generated__/QueuePageQuery.graphql';
import type { QueueTable_query$key } from './__generated__/QueueTable_query.graphql';
import { CardLabel } from './CardLabel';
import { dayText, whenText } from './labels';
import { usePaginationFragment } from './relay-hooks';
import { ShortcutsHelp } from './ShortcutsHelp';
import { StaffBar } from './StaffBar';
import { queueReaderHref } from './worklist-url';

/** How many applications a page of the queue holds. */
const queuePageSize = 25;

const queuePageQuery = graphql`
  query QueuePageQuery($count: Int!) {
    ...QueueTable_query @arguments(count: $count)
  }
`;

const queueFragment = graphql`
  fragment QueueTable_query on Query
  @refetchable(queryName: "QueueTablePaginationQuery")
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }) {
    myQueue(first: $count, after: $cursor) @connection(key: "QueueTable_myQueue") {
      totalCount
      edges {
        node {
          applicationId
          number
          name
          username
          submittedAt
          assignedAt
          savedAt
        }
      }
    }
  }
`;

export default function QueuePage() {
  useDocumentTitle('My queue | Staff | Transfer Application');
  return (
    <div className="staff-page">
      <StaffBar current="queue" />
      <main id="main-content" className="staff-main" tabIndex={-1}>
        <div className="staff-heading">
          <h1>My queue</h1>
          <ShortcutsHelp page="queue" />
        </div>
        <p className="queue-intro">
          The applications assigned to you whose review you have not submitted, the oldest submission first. Open one to read it and review
          it; previous and next (k and j) then follow this queue.
        </p>
        <Suspense fallback={<p role="status">Loading your queue…</p>}>
          <Queue />
        </Suspense>
      </main>
    </div>
  );
}

function Queue() {
  // Read again each time: a review submitted elsewhere leaves the queue.
  const data = useLazyLoadQuery<QueuePageQuery>(queuePageQuery, { count: queuePageSize }, { fetchPolicy: 'store-and-network' });
  return <QueueTable query={data} />;
}

function QueueTable({ query }: { query: QueueTable_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(queueFragment, query);
  const [, startTransition] = useTransition();
  const { totalCount, edges } = data.myQueue;
  const rows = edges.map((edge) => edge.node);
  return (
    <>
      {/* No rows: the message alone, not a table whose headers describe no cell. */}
      {rows.length === 0 ? (
        <p className="worklist-table__empty">Nothing to review: applications assigned to you show here.</p>
      ) : (
        <Table aria-label="My queue" className="worklist-table">
          <TableHeader>
            <Column id="name" isRowHeader>
              Name
            </Column>
            <Column id="email">E-mail</Column>
            <Column id="number">Number</Column>
            <Column id="submitted">Submitted</Column>
            <Column id="assigned">Assigned</Column>
            <Column id="draft">Your draft</Column>
          </TableHeader>
          <TableBody items={rows}>
            {(row) => (
              <Row id={row.number} className="worklist-row" href={queueReaderHref(row.number)}>
                <Cell>
                  <span className="worklist-row__name">{row.name || row.username}</span>
                </Cell>
                <Cell>
                  <span className="worklist-row__email">{row.username}</span>
                </Cell>
                <Cell>
                  <CardLabel>Number</CardLabel>
                  {row.number}
                </Cell>
                <Cell>
                  <CardLabel>Submitted</CardLabel>
                  {dayText(row.submittedAt)}
                </Cell>
                <Cell>
                  <CardLabel>Assigned</CardLabel>
                  {dayText(row.assignedAt)}
                </Cell>
                <Cell>
                  <CardLabel>Your draft</CardLabel>
                  {row.savedAt ? `Saved ${whenText(row.savedAt)}` : 'Not started'}
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
      <div className="worklist-more">
        <p role="status" className="worklist-more__count">
          Showing {rows.length} of {totalCount}
        </p>
        {hasNext && (
          <Button className="button" isPending={isLoadingNext} onPress={() => startTransition(() => void loadNext(queuePageSize))}>
            Load {queuePageSize} more
          </Button>
        )}
      </div>
    </>
  );
}
