// The staff sign-in card, in the account screens' look: the API token is posted once (as JSON) to open a staff session, then GraphiQL opens.
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { TextInputField } from '../ui/fields';
import { useDocumentTitle } from '../ui/document-title';
import './staff.css';

/** What the server answered when it refused, or a fallback when it answered nothing readable. */
async function refusal(response: Response): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  return typeof body.message === 'string' ? body.message : `Signing in failed (${response.status}).`;
}

export function StaffSignIn() {
  useDocumentTitle('Staff sign-in | Transfer Application');
  const [token, setToken] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      const response = await fetch('/staff/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
        credentials: 'same-origin',
      });
      if (response.ok) {
        location.assign('/graphql');
        return;
      }
      setError(await refusal(response));
    } catch {
      setError('The server could not be reached. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="staff-sign-in">
      <section className="staff-card" aria-labelledby="staff-sign-in-title">
        <h1 id="staff-sign-in-title">Staff sign-in</h1>
        <p>
          Paste the API token that <code>npm run cli -- staff:create &lt;your e-mail&gt;</code> printed for you.
        </p>
        <Form className="staff-card__form" validationBehavior="aria" onSubmit={signIn}>
          <TextInputField
            label="API token"
            name="token"
            type="password"
            autoComplete="current-password"
            isRequired
            marksRequired={false}
            value={token}
            error={error}
            onChange={(value) => {
              setToken(value);
              setError(undefined);
            }}
          />
          <Button type="submit" className="button button--primary staff-card__submit" isPending={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </Button>
        </Form>
      </section>
    </main>
  );
}
