// GraphiQL for a signed-in member of staff under the staff bar (the pages, the sign-out), bundled by Vite (its editor's workers too): nothing loads from elsewhere; requests carry the staff session's cookie.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { useDocumentTitle } from '../ui/document-title';
import { StaffBar } from './StaffBar';
import './staff.css';

const fetcher = createGraphiQLFetcher({ url: '/graphql', fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }) });

const exampleQuery = `# Applications in the order they were created, page by page; search takes part of a name or an e-mail.
query Applications {
  applications(first: 10) {
    edges { node { id username webStatus submittedAt } }
    pageInfo { hasNextPage endCursor }
  }
}
`;

export default function GraphiqlPage() {
  useDocumentTitle('GraphiQL | Transfer Application');
  return (
    <div className="staff-graphiql">
      <StaffBar current="graphiql" />
      <div className="staff-graphiql__editor">
        <GraphiQL fetcher={fetcher} defaultQuery={exampleQuery} />
      </div>
    </div>
  );
}
