// The staff sign-in form: the API token is posted once (as JSON) to open a staff session, then GraphiQL opens.
import { useState, type FormEvent } from 'react';
import { Button, FieldError, Form, Input, Label, TextField } from 'react-aria-components';

/** What the server answered when it refused, or a fallback when it answered nothing readable. */
async function refusal(response: Response): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  return typeof body.message === 'string' ? body.message : `Signing in failed (${response.status}).`;
}

export function StaffSignIn() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const token = String(new FormData(event.currentTarget).get('token') ?? '');
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
    <main style={{ maxWidth: '32rem', margin: '4rem auto', fontFamily: 'system-ui, sans-serif', padding: '0 1rem' }}>
      <h1>Staff sign-in</h1>
      <p>Paste the API token that <code>npm run cli -- staff:create &lt;your e-mail&gt;</code> printed for you.</p>
      <Form onSubmit={signIn} validationErrors={error ? { token: error } : {}}>
        <TextField name="token" type="password" isRequired autoComplete="off" onChange={() => setError(null)}>
          <Label>API token</Label>
          <Input style={{ display: 'block', width: '100%', margin: '0.25rem 0', padding: '0.5rem' }} />
          <FieldError style={{ color: '#b00020', display: 'block' }} />
        </TextField>
        <Button type="submit" isDisabled={busy} style={{ marginTop: '0.75rem', padding: '0.5rem 1rem' }}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </Form>
    </main>
  );
}
