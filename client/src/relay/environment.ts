// The app's Relay environment: one store, kept for the life of the page, fed by the /graphql network.
import { Environment, RecordSource, Store } from 'relay-runtime';
import { network } from './network';

export function createRelayEnvironment(): Environment {
  return new Environment({ network, store: new Store(new RecordSource()) });
}
