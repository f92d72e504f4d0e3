// The page a student sees once the application is submitted.
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ApplicationLayout } from '../chrome/ApplicationLayout';
import type { CompletionPageQuery } from './__generated__/CompletionPageQuery.graphql';
import './CompletionPage.css';

export default function CompletionPage() {
  const data = useLazyLoadQuery<CompletionPageQuery>(
    graphql`
      query CompletionPageQuery {
        partner {
          ...ApplicationLayout_partner
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return (
    <ApplicationLayout partner={data.partner} title="Application Submitted">
      <p className="completion-notice">Your application was successfully submitted.</p>
    </ApplicationLayout>
  );
}
