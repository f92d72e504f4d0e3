// The reader's Review panel (docs/product.md §17): the application's stage, its readers and whether each review is in, the caller's own review (a form until submitted, then read-only), the other reviews the server lets the caller see, and for admins reopening, sending back and the decision.
import { reviewForm, reviewQuestions, type Answers, type Question } from '@transfer/form';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { fetchQuery, graphql, useFragment, useLazyLoadQuery, useRelayEnvironment } from '../relay/hooks';
import type { ReviewPanel_review$data, ReviewPanel_review$key } from './__generated__/ReviewPanel_review.graphql';
import type { ReviewPanelQuery, ReviewPanelQuery$data } from './__generated__/ReviewPanelQuery.graphql';
import type { ReviewPanelReopenMutation } from './__generated__/ReviewPanelReopenMutation.graphql';
import { whenText } from './labels';
import { useMutation } from './relay-hooks';
import { ReviewDecision } from './ReviewDecision';
import { ReviewForm } from './ReviewForm';
import { ratingText } from './review-summaries';

const reviewPanelQuery = graphql`
  query ReviewPanelQuery($applicationId: ID!) {
    reviewer {
      id
      role
    }
    applicationReview(applicationId: $applicationId) {
      queuePreviousNumber
      queueNextNumber
      ...ReviewPanel_review
    }
  }
`;

/** What the panel shows; every review mutation answers it, so that the store, and the panel, follow. */
const reviewFragment = graphql`
  fragment ReviewPanel_review on ApplicationReview {
    id
    applicationId
    stage
    stageLabel
    version
    averageRating
    decision
    decisionNote
    decidedAt
    decidedBy
    queuePreviousNumber
    queueNextNumber
    assignments {
      readerId
      reader
      submitted
    }
    reviews {
      readerId
      reader
      answers
      rating
      savedAt
      submittedAt
    }
  }
`;

const reopenMutation = graphql`
  mutation ReviewPanelReopenMutation($applicationId: ID!, $readerId: ID!) {
    reopenReview(applicationId: $applicationId, readerId: $readerId) {
      ...ReviewPanel_review
    }
  }
`;

export type ApplicationReview = ReviewPanel_review$data;
type ReaderReview = ApplicationReview['reviews'][number];

/** The caller and an application's review as they may read it: one request, shared by the panel and the queue's moves. */
export function useApplicationReview(applicationId: string): ReviewPanelQuery$data {
  return useLazyLoadQuery<ReviewPanelQuery>(reviewPanelQuery, { applicationId }, { fetchPolicy: 'store-or-network' });
}

/** A reader's name as the panel shows it. */
const readerName = (reader: string | null | undefined) => reader ?? 'A former member of staff';

export function ReviewPanel({ applicationId }: { applicationId: string }) {
  const data = useApplicationReview(applicationId);
  const review = useFragment<ReviewPanel_review$key>(reviewFragment, data.applicationReview);
  const me = data.reviewer;
  const isAdmin = me.role === 'admin';
  const own = review.reviews.find((entry) => entry.readerId === me.id);
  const others = review.reviews.filter((entry) => entry.readerId !== me.id);
  const inCount = review.assignments.filter((assignment) => assignment.submitted).length;
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState('');
  const [reopen, isReopening] = useMutation<ReviewPanelReopenMutation>(reopenMutation);
  const ownHeading = useRef<HTMLHeadingElement>(null);
  useFocusOnSubmission(own?.submittedAt ?? null, ownHeading);
  const environment = useRelayEnvironment();
  const refresh = () =>
    void fetchQuery<ReviewPanelQuery>(environment, reviewPanelQuery, { applicationId }, { fetchPolicy: 'network-only' }).subscribe({});

  const reopenReview = (readerId: string, reader: string) => {
    setFailure('');
    reopen({
      variables: { applicationId: review.applicationId, readerId },
      onCompleted: () => setMessage(`${reader}'s review is open again.`),
      onError: (error) => setFailure(error.message),
    });
  };

  return (
    <section id="review" className="reader-panel review-panel" aria-labelledby="review-title">
      <h2 id="review-title">Review</h2>
      <dl className="reader-facts">
        <div>
          <dt>Stage</dt>
          <dd>{review.stageLabel}</dd>
        </div>
        <div>
          <dt>Reviews in</dt>
          <dd>
            {inCount} of {review.assignments.length}
          </dd>
        </div>
        {review.averageRating !== null && review.averageRating !== undefined && (
          <div>
            <dt>Average rating</dt>
            <dd>{ratingText(review.averageRating)}</dd>
          </div>
        )}
      </dl>
      <h3 className="review-panel__heading">Readers</h3>
      {review.assignments.length === 0 ? (
        <p>No reader is assigned yet.</p>
      ) : (
        <ul className="review-readers">
          {review.assignments.map((assignment) => (
            <li key={assignment.readerId}>
              <span className="review-readers__name">{readerName(assignment.reader)}</span>
              <span className="review-readers__state" data-in={assignment.submitted || undefined}>
                {assignment.submitted ? 'Review in' : 'Not in yet'}
              </span>
              {isAdmin && assignment.submitted && review.stage !== 'decided' && (
                <Button
                  className="button review-readers__reopen"
                  isPending={isReopening}
                  onPress={() => reopenReview(assignment.readerId, readerName(assignment.reader))}
                >
                  Reopen<span className="visually-hidden"> {readerName(assignment.reader)}&apos;s review</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="review-status">
        {message}
      </p>
      <p role="alert" className="review-alert">
        {failure}
      </p>
      {own &&
        (own.submittedAt ? (
          <ReviewAnswers review={own} heading="Your review" headingRef={ownHeading} />
        ) : (
          <ReviewForm
            applicationId={review.applicationId}
            answers={own.answers as Answers}
            savedAt={own.savedAt ?? null}
            onSubmitted={() => setMessage('Your review is submitted. It is read-only now.')}
          />
        ))}
      {!isAdmin && own && !own.submittedAt && review.assignments.length > 1 && (
        <p className="review-panel__note">The other readers’ reviews show here once yours is submitted.</p>
      )}
      {others.map((entry) => (
        <ReviewAnswers key={entry.readerId} review={entry} heading={`Review by ${readerName(entry.reader)}`} />
      ))}
      {isAdmin && <ReviewDecision review={review} onDone={setMessage} refresh={refresh} />}
    </section>
  );
}

/** Once the caller's review goes from open to submitted, the focus moves to it: the form it was in is gone. */
function useFocusOnSubmission(submittedAt: string | null, heading: React.RefObject<HTMLHeadingElement | null>) {
  const wasOpen = useRef(submittedAt === null);
  useEffect(() => {
    if (submittedAt && wasOpen.current) heading.current?.focus();
    wasOpen.current = submittedAt === null;
  }, [submittedAt, heading]);
}

/** An answer as the panel reads it: a rating's point and its label, the recommendation's label, the comment's text. */
function answerText(question: Question, answers: Answers): string {
  const value = answers[question.key];
  if (value === undefined || value === '') return '—';
  const label = answers[`${question.key}_desc`];
  if (reviewForm.criteria.some((criterion) => criterion.key === question.key)) return `${String(value)} – ${String(label)}`;
  return String(label ?? value);
}

interface AnswersProps {
  review: ReaderReview;
  heading: string;
  headingRef?: React.Ref<HTMLHeadingElement>;
}

/** A review read-only: when it was submitted (or that it is a draft), its rating and each answer. */
function ReviewAnswers({ review, heading, headingRef }: AnswersProps) {
  const answers = review.answers as Answers;
  const id = `review-by-${review.readerId}`;
  const state = review.submittedAt
    ? `Submitted ${whenText(review.submittedAt)}`
    : review.savedAt
      ? `Draft, last saved ${whenText(review.savedAt)}`
      : 'Not started';
  return (
    <article className="review-card" aria-labelledby={id}>
      <h3 id={id} ref={headingRef} tabIndex={-1} className="review-panel__heading">
        {heading}
      </h3>
      <p className="review-card__state">
        {state}
        {review.rating !== null && review.rating !== undefined && ` · Rating ${ratingText(review.rating)}`}
      </p>
      <dl className="review-answers">
        {reviewQuestions.map((question) => (
          <div key={question.key}>
            <dt>{question.label}</dt>
            <dd>{answerText(question, answers)}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
