// The review's GraphQL enums, shared by the review's types and the staff worklist's stage filter.
import { decisions, reviewStages } from '@transfer/form';
import { graphqlEnum } from './enums';

export const reviewStageEnum = graphqlEnum(
  reviewStages,
  'ReviewStage',
  'Where a submitted application stands in review: Submitted, In review, Ready for decision, Decided.',
);

export const decisionEnum = graphqlEnum(decisions, 'ReviewDecision', 'What the office decided: admit, deny or waitlist.');
