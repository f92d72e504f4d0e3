// The Help modal: whom to write or call for technical and admissions questions, and where to get a PDF reader.
import { Link } from 'react-aria-components';
import { graphql, useFragment } from '../relay/hooks';
import type { HelpModal_partner$key } from './__generated__/HelpModal_partner.graphql';
import { FooterModal } from './FooterModal';

interface HelpModalProps {
  partner: HelpModal_partner$key;
}

/** The number as one unit: its spaces and hyphens do not break, so it never wraps in the middle. */
function unbrokenPhone(phone: string): string {
  return phone.replaceAll(' ', '\u00a0').replaceAll('-', '\u2011');
}

export function HelpModal({ partner: partnerRef }: HelpModalProps) {
  const partner = useFragment(
    graphql`
      fragment HelpModal_partner on Partner {
        helpEmail
        phone
        admissionsEmail
        readerUrl
      }
    `,
    partnerRef,
  );
  return (
    <FooterModal label="Help" title="Help">
      <h3>Technical help</h3>
      <p>
        For problems with this website, email <Link href={`mailto:${partner.helpEmail}`}>{partner.helpEmail}</Link> or call{' '}
        <Link href={`tel:${partner.phone.replace(/[^\d+]/g, '')}`}>{unbrokenPhone(partner.phone)}</Link>.
      </p>
      <h3>Admissions questions</h3>
      <p>
        For questions about applying or your application, email{' '}
        <Link href={`mailto:${partner.admissionsEmail}`}>{partner.admissionsEmail}</Link>.
      </p>
      <h3>Opening your PDF copy</h3>
      <p>
        Your application copy is a PDF file.{' '}
        <Link href={partner.readerUrl} target="_blank" rel="noopener noreferrer">
          Download a free PDF reader
        </Link>{' '}
        if you cannot open it.
      </p>
    </FooterModal>
  );
}
