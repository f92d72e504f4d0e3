// The pages of the e-mailed links and of asking for one: accepting an invitation (name, password with the students' checklist, then the second factor), asking for a reset link, and choosing a new password.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { PasswordChecklist } from '../auth/PasswordChecklist';
import { TextInputField } from '../ui/fields';
import { Enrolment } from './Enrolment';
import { StaffCard } from './StaffCard';
import { linkToken, post } from './staff-api';

/** The password field with the live checklist of the students' rules under it. */
function NewPassword({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <>
      <TextInputField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        isRequired
        marksRequired={false}
        value={value}
        error={error}
        describedBy="staff-password-checklist"
        onChange={onChange}
      />
      <PasswordChecklist id="staff-password-checklist" password={value} />
    </>
  );
}

export function StaffInvitation() {
  const token = linkToken();
  const [invited, setInvited] = useState<{ email: string; name: string }>();
  const [invalid, setInvalid] = useState<string>();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [accepted, setAccepted] = useState(false);
  useEffect(() => {
    void post<{ email: string; name: string }>('/staff/invitation/check', { token }).then((answer) =>
      answer.ok ? setInvited(answer.body) : setInvalid(answer.message),
    );
  }, [token]);

  const accept = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const answer = await post('/staff/invitation/accept', { token, name, password });
    setBusy(false);
    if (answer.ok) setAccepted(true);
    else setError(answer.fields.password ?? answer.message);
  };

  if (accepted) {
    return (
      <StaffCard title="Set up your second factor">
        <Enrolment />
      </StaffCard>
    );
  }
  return (
    <StaffCard title="Accept your invitation">
      {invalid && <p role="alert">{invalid}</p>}
      {!invited && !invalid && <p role="status">Checking your invitation…</p>}
      {invited && (
        <Form className="staff-card__form" validationBehavior="aria" onSubmit={accept}>
          <p>
            Welcome, <strong>{invited.email}</strong>. Choose a password; next you will set up a code from an authenticator app.
          </p>
          <TextInputField label="Your name" name="name" autoComplete="name" value={name} onChange={setName} />
          <NewPassword
            value={password}
            error={error}
            onChange={(value) => {
              setPassword(value);
              setError(undefined);
            }}
          />
          <Button type="submit" className="button button--primary staff-card__submit" isPending={busy}>
            {busy ? 'Saving…' : 'Set password and continue'}
          </Button>
        </Form>
      )}
    </StaffCard>
  );
}

export function StaffForgotPassword() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [busy, setBusy] = useState(false);
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => done.current?.focus(), [sent]);
  const ask = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const answer = await post<{ message: string }>('/staff/password/forgot', { email });
    setBusy(false);
    if (answer.ok) setSent(answer.body.message);
    else setError(answer.message);
  };
  return (
    <StaffCard title="Reset your password">
      {sent ? (
        <p ref={done} tabIndex={-1} role="status">
          {sent} <a href="/staff/sign-in">Back to sign-in</a>
        </p>
      ) : (
        <Form className="staff-card__form" validationBehavior="aria" onSubmit={ask}>
          <p>Enter the email address you sign in with. We will send it a link to choose a new password.</p>
          <TextInputField
            label="Email address"
            name="email"
            type="email"
            autoComplete="email"
            isRequired
            marksRequired={false}
            value={email}
            error={error}
            onChange={(value) => {
              setEmail(value);
              setError(undefined);
            }}
          />
          <Button type="submit" className="button button--primary staff-card__submit" isPending={busy}>
            {busy ? 'Sending…' : 'Send the link'}
          </Button>
        </Form>
      )}
    </StaffCard>
  );
}

export function StaffResetPassword() {
  const token = linkToken();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => message.current?.focus(), [done]);
  const reset = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const answer = await post<{ message: string }>('/staff/password/reset', { token, password });
    setBusy(false);
    if (answer.ok) setDone(answer.body.message);
    else setError(answer.fields.password ?? answer.message);
  };
  return (
    <StaffCard title="Choose a new password">
      {done ? (
        <p ref={message} tabIndex={-1} role="status">
          {done} <a href="/staff/sign-in">Go to sign-in</a>
        </p>
      ) : (
        <Form className="staff-card__form" validationBehavior="aria" onSubmit={reset}>
          <NewPassword
            value={password}
            error={error}
            onChange={(value) => {
              setPassword(value);
              setError(undefined);
            }}
          />
          <Button type="submit" className="button button--primary staff-card__submit" isPending={busy}>
            {busy ? 'Saving…' : 'Change my password'}
          </Button>
        </Form>
      )}
    </StaffCard>
  );
}
