// The validation error summary (docs/product.md §2.5, GOV.UK's pattern): what is missing across the whole application, by page, each message a link to its field.
import { formPages, type FieldError } from '@transfer/form';
import { useId, type Ref } from 'react';
import { Link } from 'react-aria-components';
import './ValidationSummary.css';

export const validationSummaryHeading = "We're missing some information!";

interface ValidationSummaryProps {
  errors: readonly FieldError[];
  /** Focused on arrival, so that the summary is what a screen reader reads first. */
  ref?: Ref<HTMLDivElement>;
}

export function ValidationSummary({ errors, ref }: ValidationSummaryProps) {
  const headingId = useId();
  const pages = formPages
    .map((page) => ({ page, errors: errors.filter((error) => error.page === page.id) }))
    .filter((group) => group.errors.length > 0);
  return (
    <div ref={ref} className="error-summary" tabIndex={-1} role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="error-summary__title">
        {validationSummaryHeading}
      </h2>
      {pages.map(({ page, errors: pageErrors }) => (
        <section key={page.id} className="error-summary__page" aria-label={`Step ${page.step}: ${page.title}`}>
          <h3 className="error-summary__page-title">
            Step {page.step}: {page.title}
          </h3>
          <ul className="error-summary__list">
            {pageErrors.map((error) => (
              <li key={error.key}>
                <Link className="error-summary__link" href={`${page.path}#${error.key}`}>
                  {error.message}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
