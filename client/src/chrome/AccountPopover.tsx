// The account control in the application header: the signed-in e-mail with Log Out, or Sign In and Create Account (docs/product.md §2.5).
import { Suspense } from 'react';
import {
  Button,
  Dialog,
  DialogTrigger,
  Heading,
  Popover,
  PopoverContext,
  useSlottedContext,
  type PopoverProps,
} from 'react-aria-components';
import { graphql, useLazyLoadQuery } from '../relay/hooks';
import { useNavigate } from 'react-router';
import { readVisitorAnswers } from '../session/visitor-answers';
import type { AccountPopoverQuery } from './__generated__/AccountPopoverQuery.graphql';
import { useIsLoggedIn, useLogOut } from '../session/session';
import { EmailAddress } from '../ui/EmailAddress';
import './AccountPopover.css';

/** docs/product.md §15: popovers sit 5 px from their trigger. */
export const popoverOffset = 5;

/** The trigger's icon and name, also drawn by the prerendered page shell before the app runs. */
export function AccountTriggerContent() {
  return (
    <>
      <svg className="account-popover__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
      </svg>
      Account
    </>
  );
}

/**
 * A popover holding a Dialog, which is the dialog: react-aria's trigger still labels the popover's own box, a plain
 * element that may not carry a label (axe's aria-prohibited-attr), so that label is left out.
 */
function DialogPopover(props: PopoverProps) {
  const { 'aria-labelledby': _triggerLabel, ...fromTrigger } = useSlottedContext(PopoverContext) ?? {};
  return (
    <PopoverContext value={fromTrigger}>
      <Popover {...props} />
    </PopoverContext>
  );
}

export function AccountPopover() {
  const isLoggedIn = useIsLoggedIn();
  // Held here, not in the popover's content, so a failure outlives the closed popover and reaches the error boundary.
  const logOut = useLogOut();
  return (
    <DialogTrigger>
      <Button className="account-popover__trigger">
        <AccountTriggerContent />
      </Button>
      <DialogPopover className="account-popover" offset={popoverOffset} placement="bottom end">
        <Dialog className="account-popover__dialog" aria-label="Account">
          {({ close }) => (isLoggedIn ? <SignedIn close={close} logOut={logOut} /> : <SignedOut />)}
        </Dialog>
      </DialogPopover>
    </DialogTrigger>
  );
}

function SignedIn({ close, logOut }: { close: () => void; logOut: () => Promise<void> }) {
  return (
    <>
      <div className="account-popover__header">
        <Heading slot="title" className="account-popover__title">
          Signed in as
        </Heading>
        <Button slot="close" className="account-popover__close" aria-label="Close">
          <span aria-hidden="true">×</span>
        </Button>
      </div>
      <Suspense fallback={<p className="account-popover__username">…</p>}>
        <Username />
      </Suspense>
      <Button
        className="button button--primary account-popover__action"
        onPress={() => {
          close();
          void logOut();
        }}
      >
        Log Out
      </Button>
    </>
  );
}

function Username() {
  const { profile } = useLazyLoadQuery<AccountPopoverQuery>(
    graphql`
      query AccountPopoverQuery {
        profile {
          username
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return <p className="account-popover__username">{profile && <EmailAddress address={profile.username.toLowerCase()} />}</p>;
}

function SignedOut() {
  const navigate = useNavigate();
  // The visitor's answers go along, to be saved into the account once it exists (docs/product.md §7.2).
  const goTo = (path: '/login' | '/signup') => navigate(path, { state: { answers: readVisitorAnswers() } });
  return (
    <>
      <Heading slot="title" className="account-popover__title">
        Save your progress
      </Heading>
      <p className="account-popover__hint">Sign in or create an account to save your answers and submit.</p>
      <Button className="button button--primary account-popover__action" onPress={() => goTo('/login')}>
        Sign In
      </Button>
      <Button className="button account-popover__action" onPress={() => goTo('/signup')}>
        Create Account
      </Button>
    </>
  );
}
