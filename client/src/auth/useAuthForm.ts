// The behaviour every account form shares: checks of its own fields on submit, live errors after that, focus on the first problem, and failures as a labelled error toast.
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useToasts } from '../ui/toasts';
import { ServerError, unexpectedErrorMessage } from '../relay/errors';

/** Each field's problem, in the order of the fields on the screen; a field without a problem is absent. */
export type Problems<Field extends string> = Partial<Record<Field, string>>;

/** Builds Problems from `[field, message or null]` pairs, keeping their order. */
export function problems<Field extends string>(checks: Record<Field, string | null>): Problems<Field> {
  return Object.fromEntries(Object.entries(checks).filter(([, message]) => message !== null)) as Problems<Field>;
}

function messageOfFailure(error: unknown): string {
  return error instanceof Error && error.message ? error.message : unexpectedErrorMessage;
}

/**
 * Runs a server call for a card: pending while it runs, and its failure shown as an error toast labelled `errorLabel`,
 * which the card's next call that succeeds closes.
 */
export function useAuthRequest(errorLabel: string) {
  const toasts = useToasts();
  const [isPending, setPending] = useState(false);
  const run = useCallback(
    async (request: () => Promise<void>): Promise<unknown> => {
      setPending(true);
      try {
        await request();
        toasts.resolve(errorLabel);
        return null;
      } catch (error) {
        toasts.error(messageOfFailure(error), { label: errorLabel, cause: errorLabel });
        return error;
      } finally {
        setPending(false);
      }
    },
    [toasts, errorLabel],
  );
  return { isPending, run };
}

/** What a field of the form needs: its name, value, change handler, error and focus target. */
export interface AuthFieldBinding {
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  inputRef(element: HTMLElement | null): void;
}

interface AuthFormOptions<Field extends string> {
  initialValues: Record<Field, string>;
  /** The screen's own checks (docs/product.md §5.1), run on submit and then on every change. */
  check: (values: Record<NoInfer<Field>, string>) => Problems<NoInfer<Field>>;
  onSubmit: (values: Record<NoInfer<Field>, string>) => Promise<void>;
  /** The accessible name of the card's error toast, e.g. 'Login Card Error'. */
  errorLabel: string;
}

export function useAuthForm<Field extends string>({ initialValues, check, onSubmit, errorLabel }: AuthFormOptions<Field>) {
  const [values, setValues] = useState(initialValues);
  const [isSubmitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Problems<Field>>({});
  const elements = useRef(new Map<Field, HTMLElement | null>());
  const { isPending, run } = useAuthRequest(errorLabel);

  const shown: Problems<Field> = isSubmitted ? check(values) : {};
  const errorOf = (field: Field): string | undefined => shown[field] ?? serverErrors[field];

  const setValue = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The server's word on a field holds until the field changes.
    setServerErrors(({ [field]: _changed, ...rest }) => rest as Problems<Field>);
  };

  /** A ref callback for the element that takes focus when `field` is the first problem. */
  const register = (field: Field) => (element: HTMLElement | null) => {
    elements.current.set(field, element);
  };

  const focus = (field: Field) => elements.current.get(field)?.focus();

  const focusFirst = (found: Problems<Field>) => {
    const first = Object.keys(found)[0] as Field | undefined;
    if (first) focus(first);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    setSubmitted(true);
    const found = check(values);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    const failure = await run(() => onSubmit(values));
    if (failure instanceof ServerError) {
      const named = Object.fromEntries(Object.entries(failure.fieldErrors).filter(([field]) => field in initialValues)) as Problems<Field>;
      setServerErrors(named);
      focusFirst(named);
    }
  };

  const field = (name: Field): AuthFieldBinding => ({
    name,
    value: values[name],
    onChange: setValue(name),
    error: errorOf(name),
    inputRef: register(name),
  });

  return { values, register, field, focus, submit, isPending };
}
