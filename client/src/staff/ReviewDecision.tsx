// The admins' part of the Review panel (docs/product.md §17.1, §17.5): the decision recorded (or the form recording it, at the version read), and sending the application back a stage with a reason.
import { decisionLabels, decisions, previousStage, reviewStageLabels, type Decision, type ReviewStage } from '@transfer/form';
import { useState, type FormEvent } from 'react';
import { Button, FieldError, Form, Label, Radio, RadioGroup, TextArea, TextField } from 'react-aria-components';
import { graphql } from '../relay/hooks';
import { Modal } from '../ui/Modal';
import type { ReviewDecisionRecordMutation } from './__generated__/ReviewDecisionRecordMutation.graphql';
import type { ReviewDecisionSendBackMutation } from './__generated__/ReviewDecisionSendBackMutation.graphql';
import { whenText } from './labels';
import { useMutation } from './relay-hooks';
import type { ReviewPanel_review$data as ApplicationReview } from './__generated__/ReviewPanel_review.graphql';

const recordMutation = graphql`
  mutation ReviewDecisionRecordMutation($applicationId: ID!, $decision: ReviewDecision!, $expectedVersion: Int!, $note: String) {
    recordDecision(applicationId: $applicationId, decision: $decision, expectedVersion: $expectedVersion, note: $note) {
      ...ReviewPanel_review
    }
  }
`;

const sendBackMutation = graphql`
  mutation ReviewDecisionSendBackMutation($applicationId: ID!, $reason: String) {
    sendBackStage(applicationId: $applicationId, reason: $reason) {
      ...ReviewPanel_review
    }
  }
`;

export const chooseDecisionMessage = 'Choose a decision.';

interface Props {
  review: ApplicationReview;
  /** Says what was done, in the panel's status. */
  onDone(message: string): void;
  /** Reads the review again (what another admin did meanwhile). */
  refresh(): void;
}

export function ReviewDecision({ review, onDone, refresh }: Props) {
  const back = previousStage(review.stage as ReviewStage);
  const [isSendingBack, setSendingBack] = useState(false);
  // Kept here, not in the form: the decision read again after a conflict takes the form's place.
  const [conflict, setConflict] = useState('');
  return (
    <section className="review-decision" aria-labelledby="review-decision-title">
      <h3 id="review-decision-title" className="review-panel__heading">
        Decision
      </h3>
      {review.decision ? (
        <dl className="review-answers">
          <div>
            <dt>Decision</dt>
            <dd>{decisionLabels[review.decision as Decision]}</dd>
          </div>
          <div>
            <dt>Recorded by</dt>
            <dd>
              {review.decidedBy ?? 'A former member of staff'}, {whenText(review.decidedAt)}
            </dd>
          </div>
          <div>
            <dt>Note</dt>
            <dd>{review.decisionNote || '—'}</dd>
          </div>
        </dl>
      ) : review.stage === 'ready_for_decision' ? (
        <DecisionForm
          review={review}
          onDone={onDone}
          onConflict={(message) => {
            setConflict(message);
            refresh();
          }}
        />
      ) : (
        <p>A decision is recorded once every assigned review is in (Ready for decision).</p>
      )}
      <p role="alert" className="review-alert">
        {conflict}
      </p>
      {back && (
        <Button className="button" onPress={() => setSendingBack(true)}>
          Send back to {reviewStageLabels[back]}…
        </Button>
      )}
      {isSendingBack && back && (
        <SendBackDialog
          applicationId={review.applicationId}
          to={reviewStageLabels[back]}
          onClose={() => setSendingBack(false)}
          onSent={() => {
            setSendingBack(false);
            onDone(`Sent back to ${reviewStageLabels[back]}.`);
          }}
        />
      )}
    </section>
  );
}

interface DecisionFormProps {
  review: ApplicationReview;
  onDone(message: string): void;
  /** The server refused the decision: its message (who decided, and when, or that the application changed). */
  onConflict(message: string): void;
}

/** Admit, deny or waitlist with a note, at the version the panel read: a decision made meanwhile is the server's conflict. */
function DecisionForm({ review, onDone, onConflict }: DecisionFormProps) {
  const [record, isRecording] = useMutation<ReviewDecisionRecordMutation>(recordMutation);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [note, setNote] = useState('');
  const [choiceError, setChoiceError] = useState<string>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!decision) {
      setChoiceError(chooseDecisionMessage);
      return;
    }
    record({
      variables: { applicationId: review.applicationId, decision, expectedVersion: review.version, note },
      onCompleted: () => onDone(`Decision recorded: ${decisionLabels[decision]}.`),
      onError: (error) => onConflict(error.message),
    });
  };

  return (
    <Form className="review-decision__form" onSubmit={onSubmit} validationBehavior="aria">
      <RadioGroup
        className="field choice-group"
        value={decision}
        onChange={(value) => {
          setDecision(value as Decision);
          setChoiceError(undefined);
        }}
        isRequired
        isInvalid={Boolean(choiceError)}
      >
        <Label className="field__label">Decision to record</Label>
        <div className="choice-group__options" data-inline>
          {decisions.map((value) => (
            <Radio key={value} value={value} className="radio">
              <span className="radio__dot" aria-hidden="true" />
              {decisionLabels[value]}
            </Radio>
          ))}
        </div>
        <FieldError className="field__error">{choiceError}</FieldError>
      </RadioGroup>
      <TextField className="field" value={note} onChange={setNote} maxLength={5000}>
        <Label className="field__label">Note</Label>
        <TextArea className="field__input field__textarea" rows={3} />
      </TextField>
      <Button type="submit" className="button button--primary" isPending={isRecording}>
        Record decision
      </Button>
    </Form>
  );
}

interface SendBackProps {
  applicationId: string;
  /** The stage's label it goes back to. */
  to: string;
  onClose(): void;
  onSent(): void;
}

/** Why the application goes back a stage: required, as the server says when it is missing. */
function SendBackDialog({ applicationId, to, onClose, onSent }: SendBackProps) {
  const [sendBack, isSending] = useMutation<ReviewDecisionSendBackMutation>(sendBackMutation);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const formId = 'send-back-form';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    sendBack({ variables: { applicationId, reason }, onCompleted: onSent, onError: (failure) => setError(failure.message) });
  };
  return (
    <Modal
      title={`Send back to ${to}`}
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      hasCloseButton
      actions={
        <>
          <Button className="button" onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} className="button button--primary" isPending={isSending}>
            Send back
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={onSubmit} validationBehavior="aria">
        <TextField
          className="field"
          value={reason}
          onChange={(value) => {
            setReason(value);
            setError(undefined);
          }}
          isRequired
          isInvalid={Boolean(error)}
          maxLength={2000}
        >
          <Label className="field__label">Reason</Label>
          <TextArea className="field__input field__textarea" rows={3} />
          <FieldError className="field__error">{error}</FieldError>
        </TextField>
      </Form>
    </Modal>
  );
}
