// A notice of the definition's; FormNodes shows it only from its start date to its end date, both included, by the student's own calendar.
import type { DateWindowAlert as DateWindowAlertNode } from '@transfer/form';

const severityNames = { info: 'Information', warning: 'Warning' } as const;

export default function DateWindowAlert({ node }: { node: DateWindowAlertNode }) {
  return (
    <div id={node.id} className={`date-alert date-alert--${node.severity}`} role="note">
      <span className="date-alert__icon" aria-hidden="true">
        {node.severity === 'warning' ? '!' : 'i'}
      </span>
      <p>
        <span className="visually-hidden">{severityNames[node.severity]}: </span>
        {node.content}
      </p>
    </div>
  );
}
