// The card every account screen is drawn in: a header with the screen's title, the screen's content, and a footer question with its link.
import { useId, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import type { NavigationState } from '../session/navigation-state';
import { useDocumentTitle } from '../ui/document-title';
import './AuthCard.css';

interface AuthCardProps {
  title: string;
  /** The question at the foot of the card, and its link to the other way in. */
  footer: AuthFooterProps;
  children?: ReactNode;
}

export function AuthCard({ title, footer, children }: AuthCardProps) {
  const titleId = useId();
  useDocumentTitle(title);
  return (
    <section className="auth-card" aria-labelledby={titleId}>
      <header className="auth-card__header">
        <h1 id={titleId}>{title}</h1>
      </header>
      {children && <div className="auth-card__body">{children}</div>}
      <footer className="auth-card__footer">
        <AuthFooter {...footer} />
      </footer>
    </section>
  );
}

interface AuthFooterProps {
  question: string;
  linkText: string;
  href: '/login' | '/signup';
  /** Carried to the next screen (the visitor's answers, the e-mail typed so far). */
  state?: NavigationState;
}

function AuthFooter({ question, linkText, href, state }: AuthFooterProps) {
  return (
    <p className="auth-card__question">
      {question}{' '}
      <Link className="auth-card__link" href={href} routerOptions={{ state }}>
        {linkText}
      </Link>
    </p>
  );
}
