// GraphiQL for a signed-in member of staff under a bar with the sign-out, bundled by Vite (its editor's workers too): nothing loads from elsewhere; requests carry the staff session's cookie.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useDocumentTitle } from '../ui/document-title';
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
      <header className="staff-bar">
        <p className="staff-bar__title">Transfer Application · Staff GraphiQL</p>
        <SignOutButton />
      </header>
      <div className="staff-graphiql__editor">
        <GraphiQL fetcher={fetcher} defaultQuery={exampleQuery} />
      </div>
    </div>
  );
}

/** Ends the staff session on the server, then goes back to the sign-in. */
function SignOutButton() {
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await fetch('/staff/sign-out', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
        credentials: 'same-origin',
      });
    } finally {
      location.assign('/staff/sign-in');
    }
  };
  return (
    <Button className="button staff-bar__sign-out" isPending={busy} onPress={() => void signOut()}>
      Sign out
    </Button>
  );
}
