// The caller's own review as a form (docs/product.md §17.3): the review form's questions rendered by the student form's own widgets, each change saved as a draft once typing pauses, and the review submitted once, the server's field errors shown under their fields.
import { reviewQuestions, type Answers } from '@transfer/form';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { commit } from '../form/application-mutations';
import { FormNodes } from '../form/FormNodes';
import { FormStore } from '../form/widgets/form-store';
import { ServerError } from '../relay/errors';
import { graphql, useRelayEnvironment } from '../relay/hooks';
import type { ReviewFormSaveMutation } from './__generated__/ReviewFormSaveMutation.graphql';
import type { ReviewFormSubmitMutation } from './__generated__/ReviewFormSubmitMutation.graphql';
import { whenText } from './labels';

/** A draft is saved this long after the last change (and at once when the reader leaves or submits). */
export const autosaveDelayMs = 800;

const saveMutation = graphql`
  mutation ReviewFormSaveMutation($applicationId: ID!, $answers: JSONObject!) {
    saveReviewDraft(applicationId: $applicationId, answers: $answers) {
      savedAt
    }
  }
`;

const submitMutation = graphql`
  mutation ReviewFormSubmitMutation($applicationId: ID!, $answers: JSONObject!) {
    submitReview(applicationId: $applicationId, answers: $answers) {
      ...ReviewPanel_review
    }
  }
`;

/** What the reader is told when the server names fields the review still lacks. */
export const incompleteMessage = 'The review is not complete: answer each question marked below, then submit it.';

interface Props {
  applicationId: string;
  /** The draft as the server holds it. */
  answers: Answers;
  savedAt: string | null;
  onSubmitted(): void;
}

type SaveState = { kind: 'saved'; at: string | null } | { kind: 'saving' } | { kind: 'failed'; message: string };

export function ReviewForm({ applicationId, answers, savedAt, onSubmitted }: Props) {
  const environment = useRelayEnvironment();
  const [store] = useState(() => new FormStore({ state: { answers }, errors: {} }));
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'saved', at: savedAt });
  const [submitFailure, setSubmitFailure] = useState('');
  const [isSubmitting, setSubmitting] = useState(false);
  const unsaved = useRef<Answers>({});
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Each save waits for the one before, and the submission for the last: the server never sees them out of order.
  const saving = useRef<Promise<void>>(Promise.resolve());

  const showFieldErrors = (errors: Readonly<Record<string, string>>) => store.set({ ...store.get(), errors });

  const saveNow = () => {
    clearTimeout(timer.current);
    const patch = unsaved.current;
    unsaved.current = {};
    if (Object.keys(patch).length === 0) return saving.current;
    setSaveState({ kind: 'saving' });
    saving.current = saving.current.then(() =>
      commit<ReviewFormSaveMutation>(environment, saveMutation, { applicationId, answers: patch }).then(
        ({ saveReviewDraft }) => setSaveState({ kind: 'saved', at: saveReviewDraft.savedAt ?? null }),
        (error: Error) => {
          if (error instanceof ServerError) showFieldErrors({ ...store.get().errors, ...error.fieldErrors });
          setSaveState({ kind: 'failed', message: `Your draft was not saved: ${error.message}` });
        },
      ),
    );
    return saving.current;
  };
  // Leaving the application (j, k, a link) saves what is not saved yet.
  const latestSave = useRef(saveNow);
  useEffect(() => {
    latestSave.current = saveNow;
  });
  useEffect(() => () => void latestSave.current(), []);

  const onAnswers = (patch: Answers) => {
    const view = store.get();
    const errors = Object.fromEntries(Object.entries(view.errors).filter(([key]) => !(key in patch)));
    store.set({ state: { answers: { ...view.state.answers, ...patch } }, errors });
    unsaved.current = { ...unsaved.current, ...patch };
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveNow(), autosaveDelayMs);
  };

  const submit = async () => {
    clearTimeout(timer.current);
    unsaved.current = {};
    setSubmitting(true);
    setSubmitFailure('');
    await saving.current;
    try {
      await commit<ReviewFormSubmitMutation>(environment, submitMutation, { applicationId, answers: store.get().state.answers });
      onSubmitted();
    } catch (error) {
      const fields = error instanceof ServerError ? error.fieldErrors : {};
      showFieldErrors(fields);
      setSubmitFailure(Object.keys(fields).length > 0 ? incompleteMessage : (error as Error).message);
      const first = reviewQuestions.find((question) => question.key in fields);
      if (first) document.getElementById(first.key)?.focus();
      setSubmitting(false);
    }
  };

  return (
    <form
      className="review-form"
      aria-labelledby="review-form-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id="review-form-title" className="review-panel__heading">
        Your review
      </h3>
      <p className="review-form__saved" role="status">
        {saveText(saveState)}
      </p>
      <FormNodes
        nodes={reviewQuestions}
        // No page of the student's form: the widgets the review form uses (radios, a text area) read none.
        page="final-steps"
        store={store}
        isSignedIn
        onAnswers={onAnswers}
        onError={(message) => setSaveState({ kind: 'failed', message })}
        onRecovered={() => undefined}
      />
      <p role="alert" className="review-alert">
        {submitFailure}
      </p>
      <Button type="submit" className="button button--primary" isPending={isSubmitting}>
        Submit review
      </Button>
    </form>
  );
}

function saveText(state: SaveState): string {
  if (state.kind === 'saving') return 'Saving your draft…';
  if (state.kind === 'failed') return state.message;
  return state.at ? `Draft saved ${whenText(state.at)}` : 'Your draft saves as you go; submit it once it is complete.';
}
