// A form page: loads the student's profile and the partner, then renders the application frame, the step bar and the page's form.
import type { formPages } from '@transfer/form';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ApplicationLayout } from '../chrome/ApplicationLayout';
import { StepBar } from '../chrome/StepBar';
import type { FormPageQuery } from './__generated__/FormPageQuery.graphql';

interface FormPageProps {
  page: (typeof formPages)[number];
}

export default function FormPage({ page }: FormPageProps) {
  const data = useLazyLoadQuery<FormPageQuery>(
    graphql`
      query FormPageQuery {
        profile {
          username
        }
        partner {
          ...ApplicationLayout_partner
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return (
    <ApplicationLayout partner={data.partner} title={page.title} navigation={<StepBar currentPageId={page.id} />}>
      <form aria-label={page.title} noValidate />
    </ApplicationLayout>
  );
}
