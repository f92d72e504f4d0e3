// The staff activity (/staff/activity, admins): the whole staff audit, newest first, filtered by person and by action (both in the address, so a view can be sent), page by page through the Relay connection.
import { Suspense, useId, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { graphql, useLazyLoadQuery } from '../relay/hooks';
import { useDocumentTitle } from '../ui/document-title';
import type { ActivityPage_audit$key } from './__generated__/ActivityPage_audit.graphql';
import type { ActivityPagePeopleQuery } from './__generated__/ActivityPagePeopleQuery.graphql';
import type { ActivityPageQuery } from './__generated__/ActivityPageQuery.graphql';
import { AdminOnly } from './AdminOnly';
import { CardLabel } from './CardLabel';
import { LoadMore } from './LoadMore';
import { actionLabel, actionLabels, auditAbout, whenText } from './labels';
import { usePaginationFragment } from './relay-hooks';
import { StaffBar } from './StaffBar';

/** How many entries a page of the activity holds. */
const activityPageSize = 50;

/** The audit's actor for what the server's command line did. */
const commandLine = 'command line';

export default function ActivityPage() {
  useDocumentTitle('Activity | Staff | Transfer Application');
  return (
    <div className="staff-page">
      <StaffBar current="activity" />
      <main id="main-content" className="staff-main" tabIndex={-1}>
        <Suspense fallback={<p role="status">Loading the activity…</p>}>
          <AdminOnly
            title="Staff activity"
            refusal="Only administrators read the whole staff activity; each application shows its own on its page."
          >
            <Activity />
          </AdminOnly>
        </Suspense>
      </main>
    </div>
  );
}

const peopleQuery = graphql`
  query ActivityPagePeopleQuery {
    staffMembers {
      id
      email
      name
    }
  }
`;

const activityQuery = graphql`
  query ActivityPageQuery($actor: String, $action: String, $count: Int!) {
    ...ActivityPage_audit @arguments(count: $count, actor: $actor, action: $action)
  }
`;

/** The filters, which stay (and keep the focus) while the entries they ask for load. */
function Activity() {
  const [params, setParams] = useSearchParams();
  const actor = params.get('actor') || null;
  const action = params.get('action') || null;
  const { staffMembers } = useLazyLoadQuery<ActivityPagePeopleQuery>(peopleQuery, {}, { fetchPolicy: 'store-or-network' });
  const change = (name: 'actor' | 'action', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next);
  };
  const people = [
    ...staffMembers.map((member) => ({ value: member.email, label: member.name ? `${member.name} (${member.email})` : member.email })),
    { value: commandLine, label: 'The command line' },
  ];
  // An actor in the address who is no member any more still shows as chosen.
  if (actor && !people.some((person) => person.value === actor)) people.push({ value: actor, label: actor });
  return (
    <>
      <div className="staff-heading">
        <h1>Staff activity</h1>
      </div>
      <div role="search" aria-label="Filter the activity" className="activity-filters">
        <NativeSelect label="Person" value={actor ?? ''} onChange={(value) => change('actor', value)}>
          <option value="">Everyone</option>
          {people.map((person) => (
            <option key={person.value} value={person.value}>
              {person.label}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect label="Action" value={action ?? ''} onChange={(value) => change('action', value)}>
          <option value="">Every action</option>
          {Object.entries(actionLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Suspense fallback={<p role="status">Loading the activity…</p>}>
        <ActivityEntries actor={actor} action={action} />
      </Suspense>
    </>
  );
}

/** A labelled select of the browser's own: a short list, chosen by keyboard or a phone's picker as people expect. */
function NativeSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__input" value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

function ActivityEntries({ actor, action }: { actor: string | null; action: string | null }) {
  const variables = { actor, action, count: activityPageSize };
  const data = useLazyLoadQuery<ActivityPageQuery>(activityQuery, variables, { fetchPolicy: 'store-and-network' });
  return <ActivityTable audit={data} />;
}

const auditFragment = graphql`
  fragment ActivityPage_audit on Query
  @refetchable(queryName: "ActivityPagePaginationQuery")
  @argumentDefinitions(
    count: { type: "Int!" }
    cursor: { type: "String" }
    actor: { type: "String" }
    action: { type: "String" }
  ) {
    staffAudit(first: $count, after: $cursor, actor: $actor, action: $action) @connection(key: "ActivityPage_staffAudit") {
      edges {
        node {
          id
          actor
          action
          detail
          at
          applicationNumber
        }
      }
    }
  }
`;

function ActivityTable({ audit }: { audit: ActivityPage_audit$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(auditFragment, audit);
  const entries = data.staffAudit.edges.map((edge) => edge.node);
  if (entries.length === 0) return <p className="staff-empty">No activity matches these filters.</p>;
  return (
    <>
      <table className="staff-table">
        <caption className="visually-hidden">What staff did, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">About</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const about = auditAbout(entry.detail);
            return (
              <tr key={entry.id}>
                <th scope="row">{whenText(entry.at)}</th>
                <td className="staff-table__email">
                  <CardLabel>Who</CardLabel>
                  {entry.actor}
                </td>
                <td>
                  <CardLabel>What</CardLabel>
                  {actionLabel(entry.action, entry.detail)}
                </td>
                <td>
                  {(entry.applicationNumber !== null || about) && <CardLabel>About</CardLabel>}
                  {entry.applicationNumber !== null && (
                    <Link to={`/staff/applications/${entry.applicationNumber}`}>Application {entry.applicationNumber}</Link>
                  )}
                  {entry.applicationNumber !== null && about && ', '}
                  {about}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <LoadMore
        shown={`Showing the latest ${entries.length}`}
        pageSize={activityPageSize}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        loadNext={loadNext}
      />
    </>
  );
}
