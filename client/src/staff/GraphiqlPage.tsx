// GraphiQL for a signed-in member of staff under the staff bar (the pages, the sign-out), bundled by Vite (its editor's workers too): nothing loads from elsewhere; requests carry the staff session's cookie; its tabs get valid roles.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { useEffect, useRef, type RefObject } from 'react';
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

/**
 * GraphiQL 5 gives the role "tab" to each tab's list item, which holds the tab's buttons (a control inside a control):
 * the role and the selection move to the button that opens the tab, and the item becomes presentation, as each tab is
 * drawn.
 */
function useTabRolesOnButtons(containerRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const moveRoles = () => {
      for (const item of container.querySelectorAll<HTMLElement>('li.graphiql-tab')) {
        const button = item.querySelector<HTMLElement>('.graphiql-tab-button');
        if (!button) continue;
        const selected = item.classList.contains('graphiql-tab-active') ? 'true' : 'false';
        if (item.getAttribute('role') !== 'presentation') item.setAttribute('role', 'presentation');
        item.removeAttribute('aria-selected');
        if (button.getAttribute('role') !== 'tab') button.setAttribute('role', 'tab');
        if (button.getAttribute('aria-selected') !== selected) button.setAttribute('aria-selected', selected);
      }
    };
    const observer = new MutationObserver(moveRoles);
    observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'role'] });
    moveRoles();
    return () => observer.disconnect();
  }, [containerRef]);
}

export default function GraphiqlPage() {
  useDocumentTitle('GraphiQL | Transfer Application');
  const editorRef = useRef<HTMLElement>(null);
  useTabRolesOnButtons(editorRef);
  return (
    <div className="staff-graphiql">
      <StaffBar current="graphiql" />
      <main id="main-content" ref={editorRef} className="staff-graphiql__editor" tabIndex={-1}>
        <h1 className="visually-hidden">GraphiQL</h1>
        <GraphiQL fetcher={fetcher} defaultQuery={exampleQuery} />
      </main>
    </div>
  );
}
