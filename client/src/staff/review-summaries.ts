// The worklist's review columns for admins (docs/product.md §17.4): the stage, reviews in and average rating of the applications shown, asked with reviewSummaries once per page of rows, and again after an assignment.
import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from '../relay/hooks';
import type { reviewSummariesQuery, reviewSummariesQuery$data } from './__generated__/reviewSummariesQuery.graphql';

const summariesQuery = graphql`
  query reviewSummariesQuery($applicationIds: [ID!]!) {
    reviewSummaries(applicationIds: $applicationIds) {
      applicationId
      stage
      reviewsIn
      averageRating
    }
  }
`;

export type ReviewSummary = reviewSummariesQuery$data['reviewSummaries'][number];

/** reviewSummaries takes at most this many applications a request. */
const idsPerRequest = 100;

function inGroups<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
}

/**
 * The summaries of `applicationIds` (UUIDs) by id, each asked once, only when `isWanted`; `refresh` asks for them all
 * again. An application not submitted has none.
 */
export function useReviewSummaries(
  applicationIds: readonly string[],
  isWanted: boolean,
): { summaries: ReadonlyMap<string, ReviewSummary>; refresh(): void } {
  const environment = useRelayEnvironment();
  const [summaries, setSummaries] = useState<ReadonlyMap<string, ReviewSummary>>(new Map());
  const [generation, setGeneration] = useState(0);
  const asked = useRef(new Set<string>());
  const key = applicationIds.join(' ');
  useEffect(() => {
    if (!isWanted) return;
    const missing = key.split(' ').filter((id) => id && !asked.current.has(id));
    for (const ids of inGroups(missing, idsPerRequest)) {
      ids.forEach((id) => asked.current.add(id));
      fetchQuery<reviewSummariesQuery>(environment, summariesQuery, { applicationIds: ids }, { fetchPolicy: 'network-only' }).subscribe({
        next: (data) =>
          setSummaries(
            (current) => new Map([...current, ...data.reviewSummaries.map((summary) => [summary.applicationId, summary] as const)]),
          ),
        // Asked again with the next page of rows, or the next refresh.
        error: () => ids.forEach((id) => asked.current.delete(id)),
      });
    }
  }, [environment, key, isWanted, generation]);
  const refresh = () => {
    asked.current.clear();
    setGeneration((current) => current + 1);
  };
  return { summaries, refresh };
}

/** A mean rating as the worklist shows it: two decimals at most; a dash for none. */
export const ratingText = (rating: number | null | undefined) =>
  rating === null || rating === undefined ? '—' : String(Math.round(rating * 100) / 100);
