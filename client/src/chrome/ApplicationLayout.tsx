// The frame of every application page: a header with the application title, the account control and the navigation, the titled main landmark, and the footer.
import type { ReactNode } from 'react';
import { graphql, useFragment } from '../relay/hooks';
import type { ApplicationLayout_partner$key } from './__generated__/ApplicationLayout_partner.graphql';
import { AccountPopover } from './AccountPopover';
import { Footer } from './Footer';
import './ApplicationLayout.css';

interface ApplicationLayoutProps {
  partner: ApplicationLayout_partner$key;
  title: string;
  navigation?: ReactNode;
  /** The page shows the validation error summary: the document title says so first (GOV.UK's 'Error: ' prefix). */
  hasErrors?: boolean;
  children: ReactNode;
}

/** Starts the document title while the page shows errors. */
export const errorTitlePrefix = 'Error: ';

export function ApplicationLayout({
  partner: partnerRef,
  title,
  navigation,
  hasErrors = false,
  children,
}: ApplicationLayoutProps) {
  const partner = useFragment(
    graphql`
      fragment ApplicationLayout_partner on Partner {
        name
        applicationTitle
        ...Footer_partner
      }
    `,
    partnerRef,
  );
  return (
    <>
      <title>{`${hasErrors ? errorTitlePrefix : ''}${title} | ${partner.applicationTitle}`}</title>
      <header className="app-header">
        <div className="app-header__brand">
          <div>
            <p className="app-header__institution">{partner.name}</p>
            <p className="app-header__title">{partner.applicationTitle}</p>
          </div>
          <AccountPopover />
        </div>
        {navigation}
      </header>
      <main id="main-content" className="app-main" tabIndex={-1}>
        <div className="app-main__panel">
          <h1>{title}</h1>
          {children}
        </div>
      </main>
      <Footer partner={partner} />
    </>
  );
}
