// The "Invite a member" dialog of the people page: e-mail, name and role, each error at its field; then the invitation sent, with its link to pass on if the mail does not arrive.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Form, Input, Label, TextField } from 'react-aria-components';
import { ServerError } from '../relay/errors';
import { graphql } from '../relay/hooks';
import { TextInputField } from '../ui/fields';
import { Modal } from '../ui/Modal';
import type { InviteDialogMutation } from './__generated__/InviteDialogMutation.graphql';
import { whenText } from './labels';
import { useMutation } from './relay-hooks';
import { FormActions, RoleField, type Role } from './RoleField';

const inviteMutation = graphql`
  mutation InviteDialogMutation($email: String!, $name: String!, $role: StaffRole!) {
    inviteStaffMember(email: $email, name: $name, role: $role) {
      url
      expiresAt
      member {
        email
        role
        ...PeoplePage_member
      }
    }
  }
`;

/** What the server says when a field is left empty: said here before asking it. */
const emptyMessages = { email: 'Enter their email address.', name: 'Enter their name.' } as const;

type Field = 'email' | 'name' | 'role';

/** An invitation just sent: to whom, and its link. */
interface Sent {
  email: string;
  url: string;
  expiresAt: string;
}

export function InviteDialog({ onInvited }: { onInvited(message: string): void }) {
  const [isOpen, setOpen] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  return (
    <>
      <Button
        className="button button--primary"
        onPress={() => {
          setSent(null);
          setOpen(true);
        }}
      >
        Invite a member
      </Button>
      <Modal title={sent ? 'Invitation sent' : 'Invite a member of staff'} isOpen={isOpen} onOpenChange={setOpen} hasCloseButton>
        {sent ? (
          <InvitationSent sent={sent} />
        ) : (
          <InviteForm
            onSent={(invited, role) => {
              setSent(invited);
              onInvited(`Invited ${invited.email} as ${role === 'admin' ? 'an admin' : 'a reader'}.`);
            }}
          />
        )}
      </Modal>
    </>
  );
}

/** What was sent, and the link to pass on by hand. */
function InvitationSent({ sent }: { sent: Sent }) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    message.current?.focus();
  }, []);
  return (
    <div className="staff-dialog">
      <p ref={message} tabIndex={-1} className="staff-dialog__done">
        We e-mailed an invitation to {sent.email}. Its link works once, until {whenText(sent.expiresAt)}.
      </p>
      <TextField className="field" value={sent.url} isReadOnly>
        <Label className="field__label">Invitation link, to send them yourself if the e-mail does not arrive</Label>
        <Input className="field__input" onFocus={(event) => event.currentTarget.select()} />
      </TextField>
      <div className="modal__actions modal__actions--row">
        <Button slot="close" className="button button--primary">
          Done
        </Button>
      </div>
    </div>
  );
}

function InviteForm({ onSent }: { onSent(sent: Sent, role: string): void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('reader');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const [invite, inviting] = useMutation<InviteDialogMutation>(inviteMutation);
  const emailInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    emailInput.current?.focus();
  }, []);

  const showErrors = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    if (found.email) emailInput.current?.focus();
    else if (found.name) nameInput.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure('');
    const empty = {
      ...(email.trim() ? {} : { email: emptyMessages.email }),
      ...(name.trim() ? {} : { name: emptyMessages.name }),
    };
    if (Object.keys(empty).length > 0) return showErrors(empty);
    invite({
      variables: { email, name, role },
      updater: (store) => {
        const member = store.getRootField('inviteStaffMember')?.getLinkedRecord('member');
        const root = store.getRoot();
        const members = root.getLinkedRecords('staffMembers');
        if (!member || !members || members.some((listed) => listed?.getDataID() === member.getDataID())) return;
        const byEmail = (record: typeof member) => String(record.getValue('email'));
        root.setLinkedRecords(
          [...members.filter((listed) => listed !== null), member].sort((a, b) => byEmail(a).localeCompare(byEmail(b))),
          'staffMembers',
        );
      },
      onCompleted: ({ inviteStaffMember: invited }) => {
        onSent({ email: invited.member.email, url: invited.url, expiresAt: invited.expiresAt }, invited.member.role);
      },
      onError: (error) => {
        const fields = error instanceof ServerError ? error.fieldErrors : {};
        if (Object.keys(fields).length > 0) showErrors(fields);
        else setFailure(error.message);
      },
    });
  };

  return (
    <Form className="staff-dialog" onSubmit={submit} validationBehavior="aria">
      {failure && (
        <p className="staff-dialog__error" role="alert">
          {failure}
        </p>
      )}
      <TextInputField
        label="Email address"
        type="email"
        autoComplete="off"
        value={email}
        onChange={setEmail}
        error={errors.email}
        inputRef={emailInput}
        isRequired
        maxLength={254}
      />
      <TextInputField
        label="Name"
        autoComplete="off"
        value={name}
        onChange={setName}
        error={errors.name}
        inputRef={nameInput}
        isRequired
        maxLength={200}
      />
      <RoleField value={role} onChange={setRole} error={errors.role} />
      <FormActions submit="Send invitation" isPending={inviting} />
    </Form>
  );
}
