// The review's columns of the applications export (docs/product.md §17.6): stage, readers, reviews in, average rating, decision and decided at, read for a batch of applications as the exporting reviewer may see them.
import { reviewStageLabels } from '@transfer/form';
import type { Reviewer } from './reviewer';
import type { ReviewService, ReviewSummary } from './service';

export const reviewExportColumns = ['stage', 'readers', 'reviews_in', 'average_rating', 'decision', 'decided_at'] as const;

/** What a registrar reads at the head of each column. */
const reviewExportLabels: Record<(typeof reviewExportColumns)[number], string> = {
  stage: 'Review stage',
  readers: 'Readers',
  reviews_in: 'Reviews in',
  average_rating: 'Average rating',
  decision: 'Decision',
  decided_at: 'Decided',
};

function valuesOf(summary: ReviewSummary): Record<(typeof reviewExportColumns)[number], unknown> {
  return {
    stage: reviewStageLabels[summary.stage],
    readers: summary.readers.join(' '),
    reviews_in: summary.reviewsIn,
    average_rating: summary.averageRating === null ? null : Math.round(summary.averageRating * 100) / 100,
    decision: summary.decision,
    decided_at: summary.decidedAt?.toISOString() ?? null,
  };
}

/** The columns' values of some applications by id: a reader gets the reviews in and their mean only where theirs is in. */
export function reviewExportValues(reviews: ReviewService, reviewer: Reviewer) {
  return async (applicationIds: string[]): Promise<Map<string, Record<string, unknown>>> =>
    new Map((await reviews.summaries(reviewer, applicationIds)).map((summary) => [summary.applicationId, valuesOf(summary)]));
}

/** The review's columns of an export made by `reviewer` (blind as their reads are): what the staff export adds. */
export function reviewExportMore(reviews: ReviewService, reviewer: Reviewer) {
  return { names: reviewExportColumns, labels: reviewExportLabels, valuesOf: reviewExportValues(reviews, reviewer) };
}
