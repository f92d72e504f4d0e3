// The page footer: the institution's name and addresses, and the Help and Privacy modals.
import { graphql, useFragment } from '../relay/hooks';
import type { Footer_partner$key } from './__generated__/Footer_partner.graphql';
import { HelpModal } from './HelpModal';
import { PrivacyModal } from './PrivacyModal';
import './Footer.css';

interface FooterProps {
  partner: Footer_partner$key;
}

export function Footer({ partner: partnerRef }: FooterProps) {
  const partner = useFragment(
    graphql`
      fragment Footer_partner on Partner {
        name
        addresses {
          label
          line1
          line2
          city
          state
          zip
          country
        }
        ...HelpModal_partner
      }
    `,
    partnerRef,
  );
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__institution">
          <p className="footer__name">{partner.name}</p>
          {partner.addresses.map((address) => (
            <address key={address.label} className="footer__address">
              {address.label}
              <br />
              {address.line1}
              {address.line2 && (
                <>
                  <br />
                  {address.line2}
                </>
              )}
              <br />
              {address.city}, {address.state} {address.zip}
              <br />
              {address.country}
            </address>
          ))}
        </div>
        <div className="footer__actions">
          <HelpModal partner={partner} />
          <PrivacyModal />
        </div>
      </div>
    </footer>
  );
}
