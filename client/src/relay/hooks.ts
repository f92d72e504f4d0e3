// The Relay hooks the app uses, each from its own module: react-relay's entry points are CommonJS that require every
// hook and legacy container, which no bundler can leave out (about 6 kB gzip more on every page).
import loadQueryModule from 'react-relay/lib/relay-hooks/loadQuery';
import RelayEnvironmentProvider from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider';
import useFragment from 'react-relay/lib/relay-hooks/useFragment';
import useLazyLoadQuery from 'react-relay/lib/relay-hooks/useLazyLoadQuery';
import useRelayEnvironment from 'react-relay/lib/relay-hooks/useRelayEnvironment';

export { fetchQuery, graphql } from 'relay-runtime';
export { RelayEnvironmentProvider, useFragment, useLazyLoadQuery, useRelayEnvironment };
export const { loadQuery } = loadQueryModule;
