// /staff/sign-in: e-mail and password, then the authenticator's code (or a recovery code), or setting one up; the university's single sign-on when there is one; and the API token's way, for developers.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { TextInputField } from '../ui/fields';
import { Enrolment } from './Enrolment';
import { StaffCard } from './StaffCard';
import { post } from './staff-api';

type Step = 'password' | 'code' | 'enrol';

/** What the sign-in page says when the university's single sign-on sent the browser back without a session. */
const singleSignOnRefusals: Record<string, string> = {
  'not-staff':
    'Your university account is not a member of staff here, or it was disabled. Ask an administrator to invite you, then try again.',
  failed: 'Signing in with your university account did not finish. Try again; if it keeps failing, sign in with your email and password.',
};

/** A form of one or two fields that posts them and, refused, shows the message under the field and moves focus to it. */
function useSubmit(path: string, onDone: (body: Record<string, unknown>) => void) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const submit = (body: Record<string, unknown>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const answer = await post(path, body);
    setBusy(false);
    if (answer.ok) return onDone(answer.body);
    setError(answer.message);
    input.current?.focus();
  };
  return { error, setError, busy, input, submit };
}

export function StaffSignIn() {
  const [step, setStep] = useState<Step>('password');
  const [singleSignOn, setSingleSignOn] = useState<string | null>(null);
  useEffect(() => {
    void fetch('/staff/sign-in/ways')
      .then((response) => response.json() as Promise<{ singleSignOn: { name: string } | null }>)
      .then((ways) => setSingleSignOn(ways.singleSignOn?.name ?? null))
      .catch(() => undefined);
  }, []);
  const refusal = singleSignOnRefusals[new URLSearchParams(location.search).get('sso') ?? ''];

  if (step === 'enrol') {
    return (
      <StaffCard title="Set up your second factor">
        <Enrolment />
      </StaffCard>
    );
  }
  if (step === 'code') {
    return (
      <StaffCard title="Enter your code">
        <CodeStep />
      </StaffCard>
    );
  }
  return (
    <StaffCard title="Staff sign-in" focusOnMount={false}>
      {refusal && (
        <p className="staff-card__alert" role="alert">
          {refusal}
        </p>
      )}
      <PasswordStep onNext={setStep} />
      <p className="staff-card__links">
        <a href="/staff/forgot">Forgot your password?</a>
      </p>
      {singleSignOn && (
        <a className="button button--secondary staff-card__submit" href="/staff/sign-in/sso">
          Sign in with {singleSignOn}
        </a>
      )}
      <TokenStep />
    </StaffCard>
  );
}

function PasswordStep({ onNext }: { onNext: (step: Step) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, setError, busy, input, submit } = useSubmit('/staff/sign-in', (body) => onNext(body.next === 'enrol' ? 'enrol' : 'code'));
  return (
    <Form className="staff-card__form" validationBehavior="aria" onSubmit={submit({ email, password })}>
      <TextInputField
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        isRequired
        marksRequired={false}
        value={email}
        inputRef={input}
        error={error}
        onChange={(value) => {
          setEmail(value);
          setError(undefined);
        }}
      />
      <TextInputField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        isRequired
        marksRequired={false}
        value={password}
        onChange={(value) => {
          setPassword(value);
          setError(undefined);
        }}
      />
      <Button type="submit" className="button button--primary staff-card__submit" isPending={busy}>
        {busy ? 'Checking…' : 'Continue'}
      </Button>
    </Form>
  );
}

function CodeStep() {
  const [code, setCode] = useState('');
  const { error, setError, busy, input, submit } = useSubmit('/staff/sign-in/code', () => location.assign('/graphql'));
  return (
    <Form className="staff-card__form" validationBehavior="aria" onSubmit={submit({ code })}>
      <p>Your password is right. Now open your authenticator app.</p>
      <TextInputField
        label="Authentication code"
        name="code"
        hint="The 6-digit code your app shows now, or one of your recovery codes."
        autoComplete="one-time-code"
        isRequired
        marksRequired={false}
        value={code}
        inputRef={input}
        error={error}
        onChange={(value) => {
          setCode(value);
          setError(undefined);
        }}
      />
      <Button type="submit" className="button button--primary staff-card__submit" isPending={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
    </Form>
  );
}

/** The API token's way, for developers: a token that staff:create printed opens a session at once. */
function TokenStep() {
  const [token, setToken] = useState('');
  const { error, setError, busy, input, submit } = useSubmit('/staff/sign-in', () => location.assign('/graphql'));
  return (
    // A plain division, not a labelled region: the field alone is what "API token" names on this page.
    <div className="staff-card__token">
      <h2>Use an API token</h2>
      <p>
        For developers: paste the API token that <code>npm run cli -- staff:create &lt;your e-mail&gt;</code> printed for you.
      </p>
      <Form className="staff-card__form" validationBehavior="aria" onSubmit={submit({ token })}>
        <TextInputField
          label="API token"
          name="token"
          type="password"
          autoComplete="current-password"
          isRequired
          marksRequired={false}
          value={token}
          inputRef={input}
          error={error}
          onChange={(value) => {
            setToken(value);
            setError(undefined);
          }}
        />
        <Button type="submit" className="button button--secondary staff-card__submit" isPending={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </Form>
    </div>
  );
}
