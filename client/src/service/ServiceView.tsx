// Service mode's page (SPEC section 1): the application a service token opens, every page of the form in turn, read-only and ready to print; a refused token says so and shows nothing else.
import { formPages, pageDefinition, serviceTokenRefusedMessage, type Answers } from '@transfer/form';
import { useEffect, useState } from 'react';
import { failureMessage } from '../chrome/ErrorBoundaries';
import { UnauthorizedError } from '../relay/errors';
import { useRelayEnvironment } from '../relay/hooks';
import { useServiceToken } from '../session/service-mode';
import { Spinner } from '../ui/Spinner';
import { serviceApplicationFor, type ServiceApplication } from './service-application';
import { ServiceSections } from './ServiceNodes';
import './ServiceView.css';

/** Shown instead of the application for a missing, wrong or expired token: the server's 401 says the same (form/). */
export { serviceTokenRefusedMessage };

type Loaded = { token: string } & (
  | { kind: 'application'; application: ServiceApplication; isReady: boolean }
  | { kind: 'failure'; message: string }
);

/** Waits for the page's fonts, so that what is printed once ready is laid out in them. */
const fontsLoaded = (): Promise<unknown> => document.fonts?.ready ?? Promise.resolve();

function applicantName(answers: Answers): string {
  return [answers.first_name, answers.last_name].filter((part) => typeof part === 'string' && part !== '').join(' ');
}

export default function ServiceView() {
  const token = useServiceToken() ?? '';
  const environment = useRelayEnvironment();
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    if (token === '') return;
    const controller = new AbortController();
    serviceApplicationFor(environment, token, controller.signal).then(
      async (application) => {
        setLoaded({ token, kind: 'application', application, isReady: false });
        await fontsLoaded();
        if (!controller.signal.aborted) setLoaded({ token, kind: 'application', application, isReady: true });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof UnauthorizedError ? serviceTokenRefusedMessage : failureMessage(error);
        setLoaded({ token, kind: 'failure', message });
      },
    );
    return () => controller.abort();
  }, [environment, token]);

  const current: Loaded | undefined =
    token === '' ? { token, kind: 'failure', message: serviceTokenRefusedMessage } : loaded?.token === token ? loaded : undefined;

  if (!current) return <Spinner />;
  if (current.kind === 'failure') {
    return (
      <main id="main-content" className="service-view" tabIndex={-1} data-service-ready="false">
        <title>Application not available</title>
        <div className="service-view__refused" role="alert">
          <h1>Application not available</h1>
          <p>{current.message}</p>
        </div>
      </main>
    );
  }

  const { application, isReady } = current;
  const { partner, state, documents, username } = application;
  const name = applicantName(state.answers);
  return (
    <main
      id="main-content"
      className="service-view"
      tabIndex={-1}
      data-service-ready={isReady ? 'true' : 'false'}
    >
      <title>{`${name || username} | ${partner.applicationTitle}`}</title>
      <header className="service-view__heading">
        <p className="service-view__institution">{partner.name}</p>
        <p className="service-view__title">{partner.applicationTitle}</p>
        <dl className="service-view__applicant">
          <div>
            <dt>Applicant</dt>
            <dd>{name || '—'}</dd>
          </div>
          <div>
            <dt>Account e-mail</dt>
            <dd>{username.toLowerCase()}</dd>
          </div>
        </dl>
      </header>
      {formPages.map((page) => (
        <article key={page.id} className="service-page" aria-labelledby={`${page.id}-page-title`}>
          <h1 id={`${page.id}-page-title`}>{page.title}</h1>
          <ServiceSections sections={pageDefinition(page.id).sections} state={state} documents={documents} />
        </article>
      ))}
    </main>
  );
}
