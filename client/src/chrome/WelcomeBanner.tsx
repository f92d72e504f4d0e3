// The welcome banner: invites a visitor to preview or log in, congratulates a first login, reminds a returning student to finish, and lists the steps after submission.
import type { WebStatus } from '@transfer/form';
import { useId } from 'react';
import { Link } from 'react-aria-components';
import './WelcomeBanner.css';

export interface WelcomeBannerState {
  webStatus: WebStatus | null;
  isLoggedIn: boolean;
  /** Successful logins so far (docs/product.md §1.5: default 1). */
  numLogins: number;
  hasChangedPage: boolean;
}

export type WelcomeVariant = 'visitor' | 'firstLogin' | 'returning' | 'submitted';

/** docs/product.md §1.5: hidden while validating; shown when submitted, when not logged in, or before the first page change. */
export function welcomeVariant({ webStatus, isLoggedIn, numLogins, hasChangedPage }: WelcomeBannerState): WelcomeVariant | null {
  if (webStatus === 'validating') return null;
  if (webStatus === 'submitted') return 'submitted';
  if (!isLoggedIn) return 'visitor';
  if (hasChangedPage) return null;
  return numLogins >= 2 ? 'returning' : 'firstLogin';
}

interface WelcomeBannerProps extends WelcomeBannerState {
  institutionName: string;
  admissionsEmail: string;
}

export function WelcomeBanner({ institutionName, admissionsEmail, ...state }: WelcomeBannerProps) {
  const headingId = useId();
  const variant = welcomeVariant(state);
  if (!variant) return null;
  return (
    <section className={`welcome-banner welcome-banner--${variant}`} aria-labelledby={headingId}>
      {variant === 'visitor' && (
        <>
          <h2 id={headingId}>Welcome to the {institutionName} transfer application</h2>
          <p>
            There is no application fee and no essay. Preview the three steps and start filling them in now; to save your answers, upload
            documents and submit, <Link href="/signup">create an account</Link> or <Link href="/login">log in</Link>.
          </p>
        </>
      )}
      {variant === 'firstLogin' && (
        <>
          <h2 id={headingId}>Congratulations on creating your account!</h2>
          <p>
            Your answers are saved each time you move to another step. Work through Your Information and Your Education, then submit your
            application from the Submit step.
          </p>
        </>
      )}
      {variant === 'returning' && (
        <>
          <h2 id={headingId}>Welcome back!</h2>
          <p>
            Your application is not submitted yet. Pick up where you left off, finish each of the three steps, then submit it from the
            Submit step.
          </p>
        </>
      )}
      {variant === 'submitted' && (
        <>
          <h2 id={headingId}>Thank you for applying to {institutionName}</h2>
          <p>To complete your application:</p>
          <ol>
            <li>Download the PDF copy of your application and keep it for your records.</li>
            <li>Ask each college you attended to send an official transcript to the Office of Admissions.</li>
            <li>
              Watch your email for messages from us. Questions? Write to <Link href={`mailto:${admissionsEmail}`}>{admissionsEmail}</Link>.
            </li>
          </ol>
        </>
      )}
    </section>
  );
}
