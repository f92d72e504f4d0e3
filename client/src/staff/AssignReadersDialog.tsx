// The admins' "Assign readers" dialog (docs/product.md §17.2): the readers to choose from, "Spread evenly over these readers", and one assignReaders request for the worklist's selection.
import { Suspense, useState, type FormEvent } from 'react';
import { Button, Checkbox, CheckboxGroup, FieldError, Form, Label, Text } from 'react-aria-components';
import { graphql, useLazyLoadQuery } from '../relay/hooks';
import { Modal } from '../ui/Modal';
import type { AssignReadersDialogMutation, AssignReadersDialogMutation$data } from './__generated__/AssignReadersDialogMutation.graphql';
import type { AssignReadersDialogQuery } from './__generated__/AssignReadersDialogQuery.graphql';
import { useMutation } from './relay-hooks';
import '../form/widgets/widgets.css';

const readersQuery = graphql`
  query AssignReadersDialogQuery {
    reviewers {
      id
      email
    }
  }
`;

const assignMutation = graphql`
  mutation AssignReadersDialogMutation($applicationIds: [ID!]!, $readerIds: [ID!]!, $spreadEvenly: Boolean!) {
    assignReaders(applicationIds: $applicationIds, readerIds: $readerIds, spreadEvenly: $spreadEvenly) {
      assigned
      movedToInReview
    }
  }
`;

export type AssignResult = AssignReadersDialogMutation$data['assignReaders'];

interface Props {
  /** The selection's applications (global ids). */
  applicationIds: readonly string[];
  onClose(): void;
  onAssigned(result: AssignResult): void;
}

const formId = 'assign-readers-form';

export function AssignReadersDialog({ applicationIds, onClose, onAssigned }: Props) {
  const count = applicationIds.length;
  const [commit, isAssigning] = useMutation<AssignReadersDialogMutation>(assignMutation);
  const [readerIds, setReaderIds] = useState<string[]>([]);
  const [spreadEvenly, setSpreadEvenly] = useState(false);
  const [readersError, setReadersError] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (readerIds.length === 0) {
      setReadersError('Choose at least one reader.');
      return;
    }
    setFailure(undefined);
    commit({
      variables: { applicationIds: [...applicationIds], readerIds, spreadEvenly },
      onCompleted: ({ assignReaders }) => onAssigned(assignReaders),
      onError: (error) => setFailure(error.message),
    });
  };

  return (
    <Modal
      title="Assign readers"
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      hasCloseButton
      size="medium"
      actions={
        <>
          <Button className="button" onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} className="button button--primary" isPending={isAssigning}>
            Assign
          </Button>
        </>
      }
    >
      <p>
        {count} {count === 1 ? 'application' : 'applications'} selected. Each reader chosen reads each of them, or, spread evenly, each
        application gets one of them in turn. An application Submitted moves to In review.
      </p>
      <Form id={formId} onSubmit={onSubmit} validationBehavior="aria">
        <Suspense fallback={<p role="status">Loading the readers…</p>}>
          <ReaderChoice
            readerIds={readerIds}
            error={readersError}
            onChange={(ids) => {
              setReaderIds(ids);
              setReadersError(undefined);
            }}
          />
        </Suspense>
        <Checkbox className="checkbox" isSelected={spreadEvenly} onChange={setSpreadEvenly}>
          <span className="checkbox__box" aria-hidden="true" />
          Spread evenly over these readers
        </Checkbox>
      </Form>
      <p role="alert" className="review-alert">
        {failure}
      </p>
    </Modal>
  );
}

interface ChoiceProps {
  readerIds: string[];
  error: string | undefined;
  onChange(ids: string[]): void;
}

/** The readers an admin may assign, each a checkbox. */
function ReaderChoice({ readerIds, error, onChange }: ChoiceProps) {
  const { reviewers } = useLazyLoadQuery<AssignReadersDialogQuery>(readersQuery, {}, { fetchPolicy: 'store-and-network' });
  return (
    <CheckboxGroup className="field choice-group" value={readerIds} onChange={onChange} isRequired isInvalid={Boolean(error)}>
      <Label className="field__label">Readers</Label>
      {reviewers.length === 0 && (
        <Text slot="description" className="field__hint">
          No member of staff has the role reader yet.
        </Text>
      )}
      <div className="choice-group__options">
        {reviewers.map((reader) => (
          <Checkbox key={reader.id} value={reader.id} className="checkbox">
            <span className="checkbox__box" aria-hidden="true" />
            {reader.email}
          </Checkbox>
        ))}
      </div>
      <FieldError className="field__error">{error}</FieldError>
    </CheckboxGroup>
  );
}
