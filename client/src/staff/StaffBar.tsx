// The staff pages' brand band: the product's name, the staff pages (the worklist, GraphiQL) and the sign-out.
import { useState } from 'react';
import { Button } from 'react-aria-components';

const pages = [
  { href: '/staff/applications', label: 'Applications' },
  { href: '/graphql', label: 'GraphiQL' },
];

export function StaffBar({ current }: { current: 'applications' | 'graphiql' }) {
  return (
    <header className="staff-bar">
      <p className="staff-bar__title">Transfer Application · Staff</p>
      <nav aria-label="Staff pages" className="staff-bar__nav">
        {pages.map((page) => (
          <a
            key={page.href}
            href={page.href}
            className="staff-bar__link"
            aria-current={page.href.endsWith(current === 'applications' ? '/applications' : '/graphql') ? 'page' : undefined}
          >
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
