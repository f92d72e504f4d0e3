// What an admin does to one member of staff from the people page: change their role (a dialog with the choice), reset their second factor or disable them (each confirmed), the server's refusal shown in the dialog.
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { graphql } from '../relay/hooks';
import { Modal } from '../ui/Modal';
import { roleLabels } from './labels';
import { useMutation } from './relay-hooks';
import { FormActions, RoleField, type Role } from './RoleField';

const roleMutation = graphql`
  mutation MemberActionsRoleMutation($email: String!, $role: StaffRole!) {
    changeStaffRole(email: $email, role: $role) {
      ...PeoplePage_member
    }
  }
`;

const resetMutation = graphql`
  mutation MemberActionsResetMutation($email: String!) {
    resetStaffSecondFactor(email: $email) {
      ...PeoplePage_member
    }
  }
`;

const disableMutation = graphql`
  mutation MemberActionsDisableMutation($email: String!) {
    disableStaffMember(email: $email) {
      ...PeoplePage_member
    }
  }
`;

export interface Member {
  email: string;
  name: string;
  role: string;
  status: string;
}

export type MemberAction = 'role' | 'reset' | 'disable';

/** How the pages call a member: their name, else their e-mail. */
export const memberName = (member: Pick<Member, 'email' | 'name'>) => member.name || member.email;

interface ActionProps {
  member: Member;
  /** Closes the dialog, with what was done to announce (nothing when cancelled). */
  onDone(message?: string): void;
}

/** The dialog of one action on one member. */
export function MemberActionDialog({ action, ...props }: ActionProps & { action: MemberAction }) {
  const close = (isOpen: boolean) => !isOpen && props.onDone();
  if (action === 'role') {
    return (
      <Modal title={`Change the role of ${memberName(props.member)}`} isOpen onOpenChange={close} hasCloseButton>
        <RoleForm {...props} />
      </Modal>
    );
  }
  return (
    <Modal title={confirmations[action].title(props.member)} isOpen onOpenChange={close} role="alertdialog">
      <Confirmation action={action} {...props} />
    </Modal>
  );
}

function RoleForm({ member, onDone }: ActionProps) {
  const [role, setRole] = useState<Role>(member.role === 'admin' ? 'admin' : 'reader');
  const [error, setError] = useState<string>();
  const [change, changing] = useMutation(roleMutation);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (role === member.role) return onDone();
    change({
      variables: { email: member.email, role },
      onCompleted: () => onDone(`${memberName(member)} is now ${role === 'admin' ? 'an admin' : 'a reader'}.`),
      onError: (failure) => setError(failure.message),
    });
  };
  return (
    <Form className="staff-dialog" onSubmit={submit}>
      <RoleField value={role} onChange={setRole} error={error} />
      <FormActions submit="Save role" isPending={changing} />
    </Form>
  );
}

const confirmations = {
  reset: {
    title: (member: Member) => `Reset the second factor of ${memberName(member)}?`,
    text: 'Their authenticator app and recovery codes stop working, and their open sessions end now. At their next sign-in with their password they set up a new one.',
    button: 'Reset second factor',
    done: (member: Member) => `The second factor of ${memberName(member)} was reset.`,
    mutation: resetMutation,
  },
  disable: {
    title: (member: Member) => `Disable ${memberName(member)}?`,
    text: 'Their sessions, API tokens and the service links they made stop working at once, and they can no longer sign in. This cannot be undone from these pages.',
    button: 'Disable',
    done: (member: Member) => `${memberName(member)} is disabled.`,
    mutation: disableMutation,
  },
} as const;

function Confirmation({ action, member, onDone }: ActionProps & { action: 'reset' | 'disable' }) {
  const confirmation = confirmations[action];
  const [error, setError] = useState('');
  const [commit, committing] = useMutation(confirmation.mutation);
  const confirm = () =>
    commit({
      variables: { email: member.email },
      onCompleted: () => onDone(confirmation.done(member)),
      onError: (failure) => setError(failure.message),
    });
  return (
    <div className="staff-dialog">
      <p>
        {member.email} ({roleLabels[member.role] ?? member.role}). {confirmation.text}
      </p>
      {error && (
        <p className="staff-dialog__error" role="alert">
          {error}
        </p>
      )}
      <div className="modal__actions modal__actions--row">
        <Button slot="close" className="button">
          Cancel
        </Button>
        <Button className="button button--danger-solid" isPending={committing} onPress={confirm}>
          {confirmation.button}
        </Button>
      </div>
    </div>
  );
}
