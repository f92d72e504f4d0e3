// The review's words: the stages an application moves through after submission and the decisions an admin records, with their labels (docs/product.md §17.1, §17.5).
export const reviewStages = ['submitted', 'in_review', 'ready_for_decision', 'decided'] as const;
export type ReviewStage = (typeof reviewStages)[number];

export const reviewStageLabels: Readonly<Record<ReviewStage, string>> = {
  submitted: 'Submitted',
  in_review: 'In review',
  ready_for_decision: 'Ready for decision',
  decided: 'Decided',
};

/** The stage before this one (where an admin sends it back to), null for the first. */
export function previousStage(stage: ReviewStage): ReviewStage | null {
  return reviewStages[reviewStages.indexOf(stage) - 1] ?? null;
}

export const decisions = ['admit', 'deny', 'waitlist'] as const;
export type Decision = (typeof decisions)[number];

export const decisionLabels: Readonly<Record<Decision, string>> = { admit: 'Admit', deny: 'Deny', waitlist: 'Waitlist' };
