// Types for the react-relay modules that relay/hooks.ts imports one by one: those of @types/react-relay for the same hooks.
declare module 'react-relay/lib/relay-hooks/loadQuery' {
  import { loadQuery } from 'react-relay/relay-hooks/loadQuery';
  const module: { loadQuery: typeof loadQuery };
  export default module;
}
declare module 'react-relay/lib/relay-hooks/RelayEnvironmentProvider' {
  import { RelayEnvironmentProvider } from 'react-relay/relay-hooks/RelayEnvironmentProvider.react';
  export default RelayEnvironmentProvider;
}
declare module 'react-relay/lib/relay-hooks/useFragment' {
  import { useFragment } from 'react-relay/relay-hooks/useFragment';
  export default useFragment;
}
declare module 'react-relay/lib/relay-hooks/useLazyLoadQuery' {
  import { useLazyLoadQuery } from 'react-relay/relay-hooks/useLazyLoadQuery';
  export default useLazyLoadQuery;
}
declare module 'react-relay/lib/relay-hooks/useRelayEnvironment' {
  import { useRelayEnvironment } from 'react-relay/relay-hooks/useRelayEnvironment';
  export default useRelayEnvironment;
}
declare module 'react-relay/lib/relay-hooks/usePaginationFragment' {
  import { usePaginationFragment } from 'react-relay/relay-hooks/usePaginationFragment';
  export default usePaginationFragment;
}
declare module 'react-relay/lib/relay-hooks/useMutation' {
  import { useMutation } from 'react-relay/relay-hooks/useMutation';
  export default useMutation;
}
