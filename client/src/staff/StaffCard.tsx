// The staff pages' card, in the account screens' look: a heading that takes focus when the step changes, so that a keyboard or screen reader user starts at the new step.
import { useEffect, useRef, type ReactNode } from 'react';
import { useDocumentTitle } from '../ui/document-title';
import './staff.css';

export function StaffCard({ title, children, focusOnMount = true }: { title: string; children: ReactNode; focusOnMount?: boolean }) {
  useDocumentTitle(`${title} | Transfer Application staff`);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount && document.activeElement === document.body) heading.current?.focus();
  }, [focusOnMount, title]);
  return (
    <main className="staff-sign-in">
      <section className="staff-card" aria-labelledby="staff-card-title">
        <h1 id="staff-card-title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}
