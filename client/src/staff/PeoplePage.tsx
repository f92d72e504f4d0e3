// The people page (/staff/people, admins): every member of staff with their role, status, second factor and last sign-in; an admin invites a member, changes a role, resets a second factor or disables a member.
import { Suspense, useLayoutEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { graphql, useFragment, useLazyLoadQuery } from '../relay/hooks';
import { useDocumentTitle } from '../ui/document-title';
import type { PeoplePage_member$key } from './__generated__/PeoplePage_member.graphql';
import type { PeoplePageQuery } from './__generated__/PeoplePageQuery.graphql';
import { AdminOnly } from './AdminOnly';
import { CardLabel } from './CardLabel';
import { InviteDialog } from './InviteDialog';
import { memberStatusLabels, roleLabels, whenText } from './labels';
import { MemberActionDialog, memberName, type Member, type MemberAction } from './MemberActions';
import { StaffBar } from './StaffBar';

const peopleQuery = graphql`
  query PeoplePageQuery {
    staffMembers {
      id
      ...PeoplePage_member
    }
  }
`;

const memberFragment = graphql`
  fragment PeoplePage_member on StaffMember {
    email
    name
    role
    status
    secondFactor
    lastSignInAt
  }
`;

export default function PeoplePage() {
  useDocumentTitle('People | Staff | Transfer Application');
  return (
    <div className="staff-page">
      <StaffBar current="people" />
      <main id="main-content" className="staff-main" tabIndex={-1}>
        <Suspense fallback={<p role="status">Loading the members of staff…</p>}>
          <AdminOnly title="People" refusal="Only administrators manage the members of staff.">
            <People />
          </AdminOnly>
        </Suspense>
      </main>
    </div>
  );
}

function People() {
  const { staffMembers } = useLazyLoadQuery<PeoplePageQuery>(peopleQuery, {}, { fetchPolicy: 'store-and-network' });
  const [open, setOpen] = useState<{ action: MemberAction; member: Member } | null>(null);
  const [message, setMessage] = useState('');
  // A disabled member's buttons are gone: the focus goes to what was done, not to the page's start.
  const [focusRequests, setFocusRequests] = useState(0);
  const messageRef = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    if (focusRequests > 0) messageRef.current?.focus();
  }, [focusRequests]);

  return (
    <>
      <div className="staff-heading">
        <h1>People</h1>
        <InviteDialog onInvited={setMessage} />
      </div>
      <p ref={messageRef} role="status" tabIndex={-1} className="staff-message">
        {message}
      </p>
      <table className="staff-table">
        <caption className="visually-hidden">Members of staff, by e-mail</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Second factor</th>
            <th scope="col">Last sign-in</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {staffMembers.map((member) => (
            <MemberRow key={member.id} member={member} onAction={(action, listed) => setOpen({ action, member: listed })} />
          ))}
        </tbody>
      </table>
      {open && (
        <MemberActionDialog
          action={open.action}
          member={open.member}
          onDone={(done) => {
            setOpen(null);
            if (!done) return;
            setMessage(done);
            if (open.action === 'disable') setFocusRequests((requests) => requests + 1);
          }}
        />
      )}
    </>
  );
}

function MemberRow({ member, onAction }: { member: PeoplePage_member$key; onAction(action: MemberAction, member: Member): void }) {
  const listed = useFragment(memberFragment, member);
  const name = memberName(listed);
  const actions: { action: MemberAction; label: string; className: string }[] =
    listed.status === 'disabled'
      ? []
      : [
          { action: 'role', label: 'Change role', className: 'button' },
          // Only a second factor set up can be reset.
          ...(listed.secondFactor ? [{ action: 'reset' as const, label: 'Reset second factor', className: 'button' }] : []),
          { action: 'disable', label: 'Disable', className: 'button button--danger' },
        ];
  return (
    <tr data-status={listed.status}>
      <th scope="row">{listed.name || <span className="staff-table__none">No name given</span>}</th>
      <td className="staff-table__email">
        <CardLabel>E-mail</CardLabel>
        {listed.email}
      </td>
      <td>
        <CardLabel>Role</CardLabel>
        {roleLabels[listed.role] ?? listed.role}
      </td>
      <td>
        <CardLabel>Status</CardLabel>
        <span className={`staff-status staff-status--${listed.status}`}>{memberStatusLabels[listed.status] ?? listed.status}</span>
      </td>
      <td>
        <CardLabel>Second factor</CardLabel>
        {listed.secondFactor ? 'Set up' : 'Not set up'}
      </td>
      <td>
        <CardLabel>Last sign-in</CardLabel>
        {listed.lastSignInAt ? whenText(listed.lastSignInAt) : 'Never'}
      </td>
      <td>
        {actions.length === 0 ? (
          <span className="staff-table__none">No actions</span>
        ) : (
          <div className="staff-table__actions">
            {actions.map(({ action, label, className }) => (
              <Button key={action} className={className} aria-label={`${label}: ${name}`} onPress={() => onAction(action, listed)}>
                {label}
              </Button>
            ))}
          </div>
        )}
      </td>
    </tr>
  );
}
