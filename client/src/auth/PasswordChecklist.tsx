// The live password requirements checklist: each requirement of form/src/account.ts marked met or not, by a drawn mark and words, announced politely.
import { passwordRequirements } from '@transfer/form';
import './password-checklist.css';

interface PasswordChecklistProps {
  id: string;
  password: string;
}

export function PasswordChecklist({ id, password }: PasswordChecklistProps) {
  return (
    <div className="password-checklist" id={id}>
      <p className="password-checklist__title">Your password must have:</p>
      <ul className="password-checklist__items" aria-live="polite">
        {passwordRequirements.map((requirement) => {
          const isMet = requirement.test(password);
          return (
            // aria-atomic: a change is read out as the whole line ("A number: met"), not just the changed word.
            <li key={requirement.id} className="password-checklist__item" data-met={isMet} aria-atomic="true">
              <RequirementMark isMet={isMet} />
              {requirement.label}
              <span className="visually-hidden">{isMet ? ': met' : ': not met'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * A ticked disc when met, an open ring when not: drawn, not typed, so that the marks are graphics of 3:1 against the
 * panel (a glyph such as ✓ is text whose contrast checkers cannot judge).
 */
function RequirementMark({ isMet }: { isMet: boolean }) {
  return (
    <svg className="password-checklist__icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {isMet ? (
        <>
          <circle cx="8" cy="8" r="8" fill="currentColor" />
          <path className="password-checklist__tick" d="M4.5 8.3 7 10.8l4.7-5.3" />
        </>
      ) : (
        <circle cx="8" cy="8" r="6.75" fill="none" stroke="currentColor" strokeWidth="1.5" />
      )}
    </svg>
  );
}
