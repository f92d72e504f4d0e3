// The foot of a staff list paged through a Relay connection: how many it shows, and a button that loads the next page (in a transition, so that the rows shown stay).
import { useTransition } from 'react';
import { Button } from 'react-aria-components';

interface LoadMoreProps {
  /** How many the list shows, in words ("Showing 25 of 120"). */
  shown: string;
  pageSize: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext(count: number): unknown;
}

export function LoadMore({ shown, pageSize, hasNext, isLoadingNext, loadNext }: LoadMoreProps) {
  const [, startTransition] = useTransition();
  return (
    <div className="worklist-more">
      <p role="status" className="worklist-more__count">
        {shown}
      </p>
      {hasNext && (
        <Button
          className="button"
          isPending={isLoadingNext}
          onPress={() =>
            startTransition(() => {
              loadNext(pageSize);
            })
          }
        >
          Load {pageSize} more
        </Button>
      )}
    </div>
  );
}
