// What every widget of a page reads: the page, the form state, the field errors, and the callbacks the page connects.
import {
  descKey,
  isConversionPending,
  type Answers,
  type AnswerValue,
  type ConversionStatus,
  type FormPageId,
  type FormState,
} from '@transfer/form';
import { createContext, useContext } from 'react';

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
  state: FormState;
  /** Answer key -> message, shown as given under the field. */
  errors: Readonly<Record<string, string>>;
  isSignedIn: boolean;
  /** Answer key -> the document uploaded for that file question (a signed-in student's, from the server). */
  documents?: Readonly<Record<string, DocumentAnswer>>;
  /** Receives the answers to merge: the changed ones, and those the change clears. */
  onAnswers(patch: Answers): void;
  /** Shows a failure the widget cannot show in place (the page connects it to an error toast). */
  onError(message: string): void;
}

export interface FormNodesContextValue extends FormNodesEnvironment {
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

/** One question's answer, its error and a setter, as most leaf widgets need them. */
export function useAnswer(key: string) {
  const { state, errors, change } = useFormNodes();
  const value: AnswerValue = state.answers[key] ?? '';
  return { value, error: errors[key], change };
}

/** A select's or radio group's answer: the chosen value, and its label at {key}_desc ('' with the value cleared). */
export function choicePatch(key: string, value: string, label: string): Answers {
  return { [key]: value, [descKey(key)]: label };
}

/** Whether the file question `key` has a file uploading or converting: polled for, and its tab cannot be left (SPEC section 4). */
export function isUploadPending({ uploadingKeys, documents }: FormNodesContextValue, key: string): boolean {
  return uploadingKeys.has(key) || isConversionPending(documents?.[key]?.status);
}
