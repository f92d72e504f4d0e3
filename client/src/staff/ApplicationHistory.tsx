// What happened to an application: the statuses it reached and the student's logins, the answer history (what each save changed, from what, when, by whom), and what staff did with it (the audit).
import { graphql, useFragment } from '../relay/hooks';
import type { ApplicationHistory_application$key } from './__generated__/ApplicationHistory_application.graphql';
import { actionLabel, statusLabel, whenText } from './labels';

const historyFragment = graphql`
  fragment ApplicationHistory_application on StaffApplication {
    statuses {
      status
      reachedAt
    }
    logins
    readableAnswers {
      key
      label
    }
    answerEvents(first: 100) {
      keys
      previous
      at
      by
    }
    audit(first: 50) {
      id
      actor
      action
      detail
      at
    }
  }
`;

/** An answer's earlier value in words: a list joined, nothing as "(empty)". */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value)) return value.join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function ApplicationHistory({ application }: { application: ApplicationHistory_application$key }) {
  const data = useFragment(historyFragment, application);
  const labelOf = new Map(data.readableAnswers.map((answer) => [answer.key, answer.label]));
  const changes = data.answerEvents.flatMap((event, index) =>
    event.keys
      .filter((key) => !key.endsWith('_desc'))
      .map((key) => ({ id: `${index}-${key}`, at: event.at, by: event.by, key, before: event.previous[key] })),
  );
  return (
    <div className="reader-history">
      <section aria-labelledby="reader-progress-title" className="reader-panel">
        <h2 id="reader-progress-title">Statuses and logins</h2>
        <ul className="reader-timeline">
          {data.statuses.map((reached) => (
            <li key={reached.status}>
              <strong>{statusLabel(reached.status)}</strong> {whenText(reached.reachedAt)}
            </li>
          ))}
        </ul>
        <h3>Logins</h3>
        {data.logins.length === 0 ? (
          <p>The student has not logged in.</p>
        ) : (
          <ul className="reader-timeline">
            {data.logins.slice(0, 10).map((at) => (
              <li key={at}>{whenText(at)}</li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="reader-answers-title" className="reader-panel">
        <h2 id="reader-answers-title">Answer history</h2>
        {changes.length === 0 ? (
          <p>No answer has changed since it was first given.</p>
        ) : (
          <div className="reader-table-wrap">
            <table className="reader-table">
              <caption className="visually-hidden">Each answer changed, newest first, with what it held before</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Question</th>
                  <th scope="col">Before</th>
                  <th scope="col">By</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.id}>
                    <td>{whenText(change.at)}</td>
                    <th scope="row">{labelOf.get(change.key) ?? change.key}</th>
                    <td>{valueText(change.before)}</td>
                    <td>{change.by ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="reader-activity-title" className="reader-panel">
        <h2 id="reader-activity-title">Activity</h2>
        <ul className="reader-timeline">
          {data.audit.map((entry) => (
            <li key={entry.id}>
              <strong>{actionLabel(entry.action, entry.detail)}</strong> by {entry.actor}, {whenText(entry.at)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
