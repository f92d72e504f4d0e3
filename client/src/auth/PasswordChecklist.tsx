// The live password requirements checklist: each requirement of form/src/account.ts marked met or not, by icon and words, announced politely.
import { passwordRequirements } from '@transfer/form';

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
              <span className="password-checklist__icon" aria-hidden="true">
                {isMet ? '✓' : '○'}
              </span>
              {requirement.label}
              <span className="visually-hidden">{isMet ? ': met' : ': not met'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
