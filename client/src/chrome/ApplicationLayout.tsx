// The frame of every application page with its data: the document title, the application frame with the partner's names and the account control, and the footer.
import type { ReactNode } from 'react';
import { graphql, useFragment } from '../relay/hooks';
import type { ApplicationLayout_partner$key } from './__generated__/ApplicationLayout_partner.graphql';
import { useDocumentTitle } from '../ui/document-title';
import { AccountPopover } from './AccountPopover';
import { ApplicationFrame } from './ApplicationFrame';
import { Footer } from './Footer';

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

export function ApplicationLayout({ partner: partnerRef, title, navigation, hasErrors = false, children }: ApplicationLayoutProps) {
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
  useDocumentTitle(`${hasErrors ? errorTitlePrefix : ''}${title} | ${partner.applicationTitle}`);
  return (
    <>
      <ApplicationFrame
        institutionName={partner.name}
        applicationTitle={partner.applicationTitle}
        title={title}
        accountControl={<AccountPopover />}
        navigation={navigation}
        mainId="main-content"
      >
        {children}
      </ApplicationFrame>
      <Footer partner={partner} />
    </>
  );
}
