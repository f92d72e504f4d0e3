// What a toast shows: the value the toast hook queues and the lazily loaded toast list draws, apart from both so neither imports the other.
export type ToastSeverity = 'success' | 'error';

export interface ToastValue {
  severity: ToastSeverity;
  message: string;
  /** The toast's accessible name, e.g. 'Login Card Error'. */
  label: string;
  /** What the toast is about (ShowToastOptions.cause). */
  cause?: string;
}
