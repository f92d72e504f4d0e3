// The top step bar: numbered links to the three form pages that replace the history entry; hidden for the service user.
import { formPages, type FormPageId } from '@transfer/form';
import { Link } from 'react-aria-components';
import './StepBar.css';

interface StepBarProps {
  currentPageId: FormPageId;
  isServiceUser?: boolean;
}

export function StepBar({ currentPageId, isServiceUser = false }: StepBarProps) {
  if (isServiceUser) return null;
  return (
    <nav className="step-bar" aria-label="Application steps">
      <ol className="step-bar__steps">
        {formPages.map((page) => (
          <li key={page.id} className="step-bar__step">
            <Link
              className="step-bar__link"
              href={page.path}
              routerOptions={{ replace: true }}
              aria-current={page.id === currentPageId ? 'step' : undefined}
            >
              <span className="step-bar__number" aria-hidden="true">
                {page.step}
              </span>
              <span className="step-bar__title">
                <span className="visually-hidden">Step {page.step}: </span>
                {page.title}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
