// The Relay hooks only the staff pages use (paging a connection, mutations), each from its own module like relay/hooks.ts: the build keeps them out of the students' relay chunk.
import useMutation from 'react-relay/lib/relay-hooks/useMutation';
import usePaginationFragment from 'react-relay/lib/relay-hooks/usePaginationFragment';

export { useMutation, usePaginationFragment };
