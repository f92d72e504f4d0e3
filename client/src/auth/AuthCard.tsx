// The card every account screen is drawn in: a header with the screen's title, then the screen's content.
import { useId, type ReactNode } from 'react';
import './AuthCard.css';

interface AuthCardProps {
  title: string;
  children?: ReactNode;
}

export function AuthCard({ title, children }: AuthCardProps) {
  const titleId = useId();
  return (
    <section className="auth-card" aria-labelledby={titleId}>
      <title>{title}</title>
      <header className="auth-card__header">
        <h1 id={titleId}>{title}</h1>
      </header>
      {children}
    </section>
  );
}
