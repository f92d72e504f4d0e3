// The top step bar: numbered links to the three form pages that replace the history entry (the service view has none).
import { formPages, type FormPageId } from '@transfer/form';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useReportFailure } from './ErrorBoundaries';
import './StepBar.css';

interface StepBarProps {
  currentPageId: FormPageId;
  /**
   * Takes over a plain click on a step (the page saves first, or sends a visitor to /signup); its failure goes to the
   * nearest error boundary. A click opening a new tab stays the browser's.
   */
  onNavigate?(path: string): Promise<void>;
}

function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

export function StepBar({ currentPageId, onNavigate }: StepBarProps) {
  const report = useReportFailure();
  const navigate = useNavigate();

  // A plain link, so that a click and Enter (which the browser turns into a click) take the same one path.
  const go = (event: MouseEvent, path: string) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    if (onNavigate) onNavigate(path).catch(report);
    else void navigate(path, { replace: true });
  };
  return (
    <nav className="step-bar" aria-label="Application steps">
      <ol className="step-bar__steps">
        {formPages.map((page) => (
          <li key={page.id} className="step-bar__step">
            <a
              className="step-bar__link"
              href={page.path}
              onClick={(event) => go(event, page.path)}
              aria-current={page.id === currentPageId ? 'step' : undefined}
            >
              <span className="step-bar__number" aria-hidden="true">
                {page.step}
              </span>
              <span className="step-bar__title">
                <span className="visually-hidden">Step {page.step}: </span>
                {page.title}
              </span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
