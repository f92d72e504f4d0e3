// The layout of the account screens: the university's header (its names, and the way back to the form's preview), one card, and the footer.
import { Component, Suspense, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Outlet } from 'react-router';
import { AppHeader } from '../chrome/AppHeader';
import { Footer } from '../chrome/Footer';
import { graphql, useLazyLoadQuery } from '../relay/hooks';
import type { AuthLayoutQuery } from './__generated__/AuthLayoutQuery.graphql';
import './AuthLayout.css';

/** The header's side link: a visitor may preview and fill the form without an account. */
export const backToFormText = 'Back to the application';

function Header({ institutionName = '', applicationTitle = '' }: { institutionName?: string; applicationTitle?: string }) {
  return (
    <AppHeader
      institutionName={institutionName}
      applicationTitle={applicationTitle}
      sideControl={
        <Link className="auth-layout__back" href="/about">
          {backToFormText}
        </Link>
      }
    />
  );
}

const query = graphql`
  query AuthLayoutQuery {
    partner {
      name
      applicationTitle
      ...Footer_partner
    }
  }
`;

/** The university's names and footer details, from the store when a form page read them already. */
const usePartner = () => useLazyLoadQuery<AuthLayoutQuery>(query, {}, { fetchPolicy: 'store-or-network' }).partner;

function PartnerHeader() {
  const partner = usePartner();
  return <Header institutionName={partner.name} applicationTitle={partner.applicationTitle} />;
}

function PartnerFooter() {
  const partner = usePartner();
  return <Footer partner={partner} />;
}

/** The account screens work over REST alone: when the names cannot be read, the frame shows without them. */
class WithoutNames extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function AuthLayout() {
  return (
    <>
      <WithoutNames fallback={<Header />}>
        <Suspense fallback={<Header />}>
          <PartnerHeader />
        </Suspense>
      </WithoutNames>
      <main id="main-content" className="auth-layout" tabIndex={-1}>
        <Outlet />
      </main>
      <WithoutNames fallback={null}>
        <Suspense fallback={null}>
          <PartnerFooter />
        </Suspense>
      </WithoutNames>
    </>
  );
}
