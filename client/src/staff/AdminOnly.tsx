// Who is signed in as staff, and what only admins get: their links in the staff bar, and the staff pages only they may open (others read why).
import type { ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from '../relay/hooks';
import type { AdminOnlyViewerQuery } from './__generated__/AdminOnlyViewerQuery.graphql';

const viewerQuery = graphql`
  query AdminOnlyViewerQuery {
    staffViewer {
      id
      email
      role
    }
  }
`;

/** The member signed in, with the role their credential gives; read once a page. */
export function useStaffViewer() {
  return useLazyLoadQuery<AdminOnlyViewerQuery>(viewerQuery, {}, { fetchPolicy: 'store-or-network' }).staffViewer;
}

/** Its children for an admin; for anyone else of staff, the page's title and why it shows them nothing. */
export function AdminOnly({ title, refusal, children }: { title: string; refusal: string; children: ReactNode }) {
  const viewer = useStaffViewer();
  if (viewer.role === 'admin') return children;
  return (
    <>
      <div className="staff-heading">
        <h1>{title}</h1>
      </div>
      <p className="staff-notice">
        {refusal} You are signed in as {viewer.email}, a reader. <a href="/staff/applications">Go to the applications</a>.
      </p>
    </>
  );
}
