// Setting up the second factor: the QR code and the secret as text, a first code to confirm it, then the ten recovery codes shown once.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { TextInputField } from '../ui/fields';
import { post } from './staff-api';

interface Secret {
  secret: string;
  qrCode: string;
}

export function Enrolment() {
  const [secret, setSecret] = useState<Secret>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const codesHeading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void post<Secret>('/staff/two-factor/enrol', {}).then((answer) => (answer.ok ? setSecret(answer.body) : setError(answer.message)));
  }, []);
  useEffect(() => codesHeading.current?.focus(), [recoveryCodes]);

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const answer = await post<{ recoveryCodes: string[] }>('/staff/two-factor/confirm', { code });
    setBusy(false);
    if (answer.ok) setRecoveryCodes(answer.body.recoveryCodes);
    else {
      setError(answer.message);
      input.current?.focus();
    }
  };

  if (recoveryCodes) {
    return (
      <div className="staff-card__form">
        <h2 ref={codesHeading} tabIndex={-1}>
          Your recovery codes
        </h2>
        <p>
          Your second factor is set up and you are signed in. Keep these ten codes somewhere safe: each lets you sign in once if you lose
          your phone. They are shown only now.
        </p>
        <ul className="staff-codes" aria-label="Recovery codes">
          {recoveryCodes.map((one) => (
            <li key={one}>
              <code>{one}</code>
            </li>
          ))}
        </ul>
        <a className="button button--primary staff-card__submit" href="/graphql">
          I have saved them: continue
        </a>
      </div>
    );
  }
  if (!secret) return error ? <p role="alert">{error}</p> : <p role="status">Preparing your second factor…</p>;
  return (
    <Form className="staff-card__form" validationBehavior="aria" onSubmit={confirm}>
      <h2>Set up your authenticator app</h2>
      <p>Scan this QR code with an authenticator app (such as Microsoft Authenticator, Google Authenticator or 1Password).</p>
      <img className="staff-qr" src={secret.qrCode} alt="QR code of your second factor's secret" width={200} height={200} />
      <p>
        Or enter this key in the app: <code className="staff-secret">{secret.secret}</code>
      </p>
      <TextInputField
        label="Code from your app"
        inputRef={input}
        name="code"
        hint="Enter the 6-digit code the app shows now."
        inputMode="numeric"
        autoComplete="one-time-code"
        isRequired
        marksRequired={false}
        value={code}
        error={error}
        onChange={(value) => {
          setCode(value);
          setError(undefined);
        }}
      />
      <Button type="submit" className="button button--primary staff-card__submit" isPending={busy}>
        {busy ? 'Checking…' : 'Confirm and sign in'}
      </Button>
    </Form>
  );
}
