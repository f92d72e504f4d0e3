// /completion (docs/product.md §2.1): the success notice, the steps still to take, and the PDF copy; without a submitted application it goes to the default route.
import { defaultRoute } from '@transfer/form';
import { graphql, useLazyLoadQuery } from '../relay/hooks';
import { Navigate } from 'react-router';
import { ApplicationLayout } from '../chrome/ApplicationLayout';
import { ToastErrorBoundary } from '../chrome/ErrorBoundaries';
import { WelcomeBanner } from '../chrome/WelcomeBanner';
import type { CompletionPageQuery } from './__generated__/CompletionPageQuery.graphql';
import { useHasChangedPage } from './form-session';
import { PdfDownloadButton } from './PdfDownloadButton';
import './CompletionPage.css';

export const applicationSubmittedMessage = 'Your application was successfully submitted.';

export default function CompletionPage() {
  const data = useLazyLoadQuery<CompletionPageQuery>(
    graphql`
      query CompletionPageQuery {
        profile {
          numLogins
          application {
            id
            webStatus
          }
        }
        partner {
          name
          admissionsEmail
          ...ApplicationLayout_partner
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const hasChangedPage = useHasChangedPage();
  if (data.profile?.application.webStatus !== 'submitted') return <Navigate to={defaultRoute} replace />;

  return (
    <ApplicationLayout partner={data.partner} title="Application Submitted">
      <p className="completion-notice" role="status">
        {applicationSubmittedMessage}
      </p>
      <WelcomeBanner
        institutionName={data.partner.name}
        admissionsEmail={data.partner.admissionsEmail}
        webStatus="submitted"
        isLoggedIn
        numLogins={data.profile.numLogins}
        hasChangedPage={hasChangedPage}
      />
      <ToastErrorBoundary>
        <PdfDownloadButton />
      </ToastErrorBoundary>
    </ApplicationLayout>
  );
}
