// Holds the app's Relay environment and replaces it with a fresh, empty one on demand (logout, a session found invalid, login).
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from './hooks';
import type { Environment } from 'relay-runtime';
import { createRelayEnvironment } from './environment';

const ResetContext = createContext<(() => void) | null>(null);

interface AppRelayEnvironmentProps {
  /** Makes each environment; tests pass one answering from fixtures. */
  createEnvironment?: () => Environment;
  /** The first environment, when made before rendering (to start the first page's query at once). */
  initialEnvironment?: Environment;
  children: ReactNode;
}

export function AppRelayEnvironment({
  createEnvironment = createRelayEnvironment,
  initialEnvironment,
  children,
}: AppRelayEnvironmentProps) {
  const [environment, setEnvironment] = useState(() => initialEnvironment ?? createEnvironment());
  const reset = useCallback(() => setEnvironment(createEnvironment()), [createEnvironment]);
  return (
    <ResetContext value={reset}>
      <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>
    </ResetContext>
  );
}

/** Returns the function that drops every cached record by giving the app a new environment; queries then load afresh. */
export function useResetRelayEnvironment(): () => void {
  const reset = useContext(ResetContext);
  if (!reset) throw new Error('useResetRelayEnvironment needs an <AppRelayEnvironment> above it.');
  return reset;
}
