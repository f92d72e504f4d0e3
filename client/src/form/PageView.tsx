// The view of a form page: the application frame with the step bar, the welcome banner, the error summary, the Submit page's summary of the answers, the page's sections and its buttons.
import { pageDefinition, type Answers, type formPages, type WebStatus } from '@transfer/form';
import { useRef, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { ApplicationLayout } from '../chrome/ApplicationLayout';
import { DialogErrorBoundary } from '../chrome/ErrorBoundaries';
import { useShellHandOff } from '../chrome/shell-hand-off';
import { StepBar } from '../chrome/StepBar';
import { useToasts } from '../ui/toasts';
import { WelcomeBanner } from '../chrome/WelcomeBanner';
import type { FormPageQuery$data } from './__generated__/FormPageQuery.graphql';
import type { ErrorList } from './application-errors';
import type { DocumentAnswer } from './FormNodes';
import { useArrivalFocus } from './field-focus';
import { useHasChangedPage } from './form-session';
import { PageSections } from './FormNodes';
import { PageButtons } from './PageButtons';
import type { PageFlow } from './usePageFlow';
import { ValidationSummary } from './ValidationSummary';
import type { FormStore } from './widgets/form-store';

export type FormPageEntry = (typeof formPages)[number];

export interface PageChrome {
  page: FormPageEntry;
  partner: FormPageQuery$data['partner'];
  /** num_logins of the client snapshot (docs/product.md §1.5: default 1). */
  numLogins: number;
}

export interface PageViewProps extends PageChrome, PageFlow {
  isSignedIn: boolean;
  webStatus: WebStatus | null;
  /** The page's answers and field errors, which the page itself never reads: a keystroke renders its field alone. */
  store: FormStore;
  /** A signed-in student's documents by answer key. */
  documents?: Readonly<Record<string, DocumentAnswer>>;
  /** Every page's errors, only while validating: the page renders again only when they change. */
  errors: ErrorList;
  onAnswers(patch: Answers): void;
  /** The Submit page's summary of the answers, before its own questions. */
  checkAnswers?: ReactNode;
}

export function PageView({
  page,
  partner,
  numLogins,
  isSignedIn,
  webStatus,
  store,
  documents,
  errors: errorList,
  goTo,
  submit,
  onAnswers,
  checkAnswers,
}: PageViewProps) {
  // The page's first paint replaces the shell its address was served with, in the same frame.
  useShellHandOff();
  const hasChangedPage = useHasChangedPage();
  const toasts = useToasts();
  const summary = useRef<HTMLDivElement>(null);
  useArrivalFocus(summary);
  const errors = useSyncExternalStore(errorList.subscribe, errorList.get);
  const showsSummary = webStatus === 'validating' && errors.length > 0;

  return (
    <ApplicationLayout
      partner={partner}
      title={page.title}
      hasErrors={showsSummary}
      navigation={
        <DialogErrorBoundary>
          <StepBar currentPageId={page.id} onNavigate={(path) => goTo(path, { replace: true })} />
        </DialogErrorBoundary>
      }
    >
      <WelcomeBanner
        institutionName={partner.name}
        admissionsEmail={partner.admissionsEmail}
        webStatus={webStatus}
        isLoggedIn={isSignedIn}
        numLogins={numLogins}
        hasChangedPage={hasChangedPage}
      />
      {showsSummary && <ValidationSummary ref={summary} errors={errors} />}
      {checkAnswers}
      {/* The page's main button is its submit button and acts on its own press (Enter in a field presses it too): the form never posts. */}
      <form aria-label={page.title} noValidate onSubmit={(event) => event.preventDefault()} onKeyDownCapture={keepEnterOnChoices}>
        <PageSections
          sections={pageDefinition(page.id).sections}
          page={page.id}
          store={store}
          documents={documents}
          isSignedIn={isSignedIn}
          onAnswers={onAnswers}
          onError={(message, cause) => toasts.error(message, { cause })}
          onRecovered={(cause) => toasts.resolve(cause)}
        />
        <PageButtons pageId={page.id} goTo={goTo} submit={submit} />
      </form>
    </ApplicationLayout>
  );
}

/**
 * Enter goes on from a text field; on a radio or a checkbox, where Chromium would submit the form too, it does nothing.
 * Caught on the way down: a radio group keeps its keys from bubbling.
 */
function keepEnterOnChoices(event: KeyboardEvent<HTMLFormElement>) {
  const { target } = event;
  if (event.key === 'Enter' && target instanceof HTMLInputElement && (target.type === 'radio' || target.type === 'checkbox')) {
    event.preventDefault();
  }
}
