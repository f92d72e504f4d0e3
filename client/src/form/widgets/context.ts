// What every widget of a page reads: the page, the form store (answers and field errors, per key), and the callbacks the page connects.
import {
  choiceOptions,
  descKey,
  isConversionPending,
  isRequired,
  optionReads,
  requirementReads,
  type Answers,
  type AnswerValue,
  type ChoiceQuestion,
  type ConversionStatus,
  type FormPageId,
  type Option,
  type Question,
} from '@transfer/form';
import { createContext, useCallback, useContext, useMemo, useRef, useSyncExternalStore } from 'react';
import type { FormStore, FormView } from './form-store';

/** What the server knows of the document uploaded for one file question. */
export interface DocumentAnswer {
  status: ConversionStatus;
  fileName?: string;
  /** In bytes. */
  fileSize?: number;
  /** Why the conversion failed, when it did. */
  message?: string;
}

/** The state and callbacks FormNodes hands down to every widget it renders. */
export interface FormNodesEnvironment {
  /** The page the nodes are on: what a tab choice brings back from the server is that page's answers. */
  page: FormPageId;
  /** The page's answers and field errors, kept up to date by the page (useFollowingStore). */
  store: FormStore;
  isSignedIn: boolean;
  /** Answer key -> the document uploaded for that file question (a signed-in student's, from the server). */
  documents?: Readonly<Record<string, DocumentAnswer>>;
  /** Receives the answers to merge: the changed ones, and those the change clears. */
  onAnswers(patch: Answers): void;
  /** Shows a failure the widget cannot show in place, about `cause` (the page connects it to an error toast). */
  onError(message: string, cause: string): void;
  /** What `cause` was about works again: its failure is shown no longer. */
  onRecovered(cause: string): void;
}

/**
 * What the widgets get from FormNodes: the same object while the student types (the answers and errors are read
 * from `store`, per key, with the hooks below), so that a keystroke re-renders only the widgets reading that key.
 */
export interface FormNodesContextValue extends Pick<
  FormNodesEnvironment,
  'page' | 'store' | 'isSignedIn' | 'documents' | 'onError' | 'onRecovered'
> {
  /** Records a change of answers, together with whatever the change clears. */
  change(patch: Answers): void;
  /** Answer keys of file questions whose file is on its way to the server (before its conversion starts). */
  uploadingKeys: ReadonlySet<string>;
  setUploading(key: string, isUploading: boolean): void;
}

export const FormNodesContext = createContext<FormNodesContextValue | null>(null);

export function useFormNodes(): FormNodesContextValue {
  const context = useContext(FormNodesContext);
  if (!context) throw new Error('A form widget was rendered outside FormNodes.');
  return context;
}

/**
 * What `read` finds in the form's answers and errors, re-rendering when one of `keys` changes (or an add-another
 * count or tab choice). `read` must read only those keys; it may build a new object, which is kept until the next change.
 */
export function useFormValue<T>(keys: readonly string[], read: (view: FormView) => T): T {
  const { store } = useFormNodes();
  const keyList = keys.join('\n');
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(keyList === '' ? [] : keyList.split('\n'), listener),
    [store, keyList],
  );
  const last = useRef<{ view: FormView; value: T }>(undefined);
  return useSyncExternalStore(subscribe, () => {
    const view = store.get();
    if (last.current?.view !== view) last.current = { view, value: read(view) };
    return last.current.value;
  });
}

/**
 * The question with `required` as it stands now: one required under conditions (`requiredWhen`) carries the asterisk
 * and aria-required only while they hold.
 */
export function useRequirement<Q extends Question>(question: Q): Q {
  const required = useFormValue(requirementReads(question), ({ state }) => isRequired(question, state.answers));
  return useMemo(() => (required === (question.required ?? false) ? question : { ...question, required }), [question, required]);
}

/** One question's answer, its error and a setter, as most leaf widgets need them. */
export function useAnswer(key: string) {
  const { change } = useFormNodes();
  const value: AnswerValue = useFormValue([key], (view) => view.state.answers[key] ?? '');
  const error = useFormValue([key], (view) => view.errors[key]);
  return { value, error, change };
}

const noOptions: readonly Option[] = [];

/** The options a radio or select offers now (none while it is hidden by its own rules). */
export const useChoiceOptions = (question: ChoiceQuestion): readonly Option[] =>
  useFormValue(optionReads(question), (view) => choiceOptions(question, view.state.answers)) ?? noOptions;

/** A select's or radio group's answer: the chosen value, and its label at {key}_desc ('' with the value cleared). */
export function choicePatch(key: string, value: string, label: string): Answers {
  return { [key]: value, [descKey(key)]: label };
}

/** Whether the file question `key` has a file uploading or converting: polled for, and its tab cannot be left (docs/product.md §3.7). */
export function isUploadPending({ uploadingKeys, documents }: FormNodesContextValue, key: string): boolean {
  return uploadingKeys.has(key) || isConversionPending(documents?.[key]?.status);
}
