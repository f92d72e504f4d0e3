// The staff pages' brand band: the product's name, the staff pages (the worklist, "My queue", GraphiQL) and the sign-out.
import { useState } from 'react';
import { Button } from 'react-aria-components';

const pages = [
  { id: 'applications', href: '/staff/applications', label: 'Applications' },
  { id: 'queue', href: '/staff/queue', label: 'My queue' },
  { id: 'graphiql', href: '/graphql', label: 'GraphiQL' },
] as const;

export function StaffBar({ current }: { current: (typeof pages)[number]['id'] }) {
  return (
    <header className="staff-bar">
      <p className="staff-bar__title">Transfer Application · Staff</p>
      <nav aria-label="Staff pages" className="staff-bar__nav">
        {pages.map((page) => (
          <a key={page.href} href={page.href} className="staff-bar__link" aria-current={page.id === current ? 'page' : undefined}>
            {page.label}
          </a>
        ))}
        <SignOutButton />
      </nav>
    </header>
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
