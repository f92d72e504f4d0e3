// The staff pages' brand band: the product's name, the staff pages (the worklist, "My queue", the people and the activity for admins, GraphiQL) and the sign-out.
import { Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { useStaffViewer } from './AdminOnly';

type StaffPage = 'applications' | 'queue' | 'people' | 'activity' | 'graphiql';

const pages: { page: StaffPage; href: string; label: string; adminsOnly?: boolean }[] = [
  { page: 'applications', href: '/staff/applications', label: 'Applications' },
  { page: 'queue', href: '/staff/queue', label: 'My queue' },
  { page: 'people', href: '/staff/people', label: 'People', adminsOnly: true },
  { page: 'activity', href: '/staff/activity', label: 'Activity', adminsOnly: true },
  { page: 'graphiql', href: '/graphql', label: 'GraphiQL' },
];

export function StaffBar({ current }: { current: StaffPage }) {
  return (
    <header className="staff-bar">
      <p className="staff-bar__title">Transfer Application · Staff</p>
      <nav aria-label="Staff pages" className="staff-bar__nav">
        {/* The admins' links show once the viewer is known; the others at once. */}
        <Suspense fallback={<PageLinks current={current} isAdmin={false} />}>
          <ViewerLinks current={current} />
        </Suspense>
        <SignOutButton />
      </nav>
    </header>
  );
}

function ViewerLinks({ current }: { current: StaffPage }) {
  return <PageLinks current={current} isAdmin={useStaffViewer().role === 'admin'} />;
}

function PageLinks({ current, isAdmin }: { current: StaffPage; isAdmin: boolean }) {
  return pages
    .filter((page) => isAdmin || !page.adminsOnly)
    .map((page) => (
      <a key={page.href} href={page.href} className="staff-bar__link" aria-current={page.page === current ? 'page' : undefined}>
        {page.label}
      </a>
    ));
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
