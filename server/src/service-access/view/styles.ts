// The read-only view's style sheet, inline in its page: the theme's tokens and base and the read-only rendering's look,
// which the client's screens share (form/src/view/*.css, read from the form package), then the view's own: the
// application as a document, label and answer in two columns on a screen from 40rem, and for print 10 pt type on the
// whole width the printer leaves, each page of the form on new paper. System fonts only: the page loads nothing.
import { readFileSync } from 'node:fs';

/** One of the form package's shared style sheets, as text. */
const sharedStyles = (name: 'theme.css' | 'read-only.css') => readFileSync(require.resolve(`@transfer/form/view/${name}`), 'utf8');

const viewStyles = `
.service-view {
  max-width: 52rem;
  margin: 0 auto;
  padding: var(--space-5) var(--space-4) var(--space-7);
  background: var(--color-white-main);
  box-shadow: var(--shadow-card);
  font-size: 0.9375rem;
  line-height: 1.45;
}

.service-view__heading {
  padding-bottom: var(--space-3);
  border-bottom: 3px solid var(--color-primary-dark);
}

.service-view__institution {
  margin: 0;
  color: var(--color-primary-main);
  font-size: var(--font-size-small);
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
}

.service-view__title {
  margin: 0 0 var(--space-2);
  color: var(--color-primary-dark);
  font-size: 1.375rem;
  font-weight: 700;
  line-height: 1.25;
}

.service-view__applicant {
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1) var(--space-5);
  margin: 0;
}

.service-view__applicant > div {
  display: flex;
  flex-wrap: wrap;
  gap: 0 var(--space-2);
  min-width: 0;
}

.service-view__applicant dt { flex: none; color: var(--color-neutral-main); }

.service-view__applicant dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }

.service-page > h1 {
  margin: var(--space-6) 0 var(--space-2);
  padding-bottom: var(--space-1);
  border-bottom: 1px solid var(--color-primary-light);
  font-size: 1.375rem;
}

.service-section > h2 {
  margin: var(--space-5) 0 var(--space-1);
  color: var(--color-primary-main);
  font-size: 1rem;
  letter-spacing: 0.03em;
  text-transform: uppercase;
}

.service-block > h3 { margin: var(--space-4) 0 var(--space-1); font-size: 0.9375rem; }

.service-block > h4 {
  margin: var(--space-3) 0 var(--space-1);
  color: var(--color-neutral-main);
  font-size: var(--font-size-small);
  letter-spacing: 0.02em;
  text-transform: uppercase;
}

/* Answers after a block (the transcript after the colleges) stand apart from its last question. */
.service-block + .service-fields { margin-top: var(--space-4); }

.service-unanswered { font-style: italic; }

/* One question: its label, then its answer, in weight, beside it (under it on a phone); a dash for no answer, light. */
.service-field > dd { font-weight: 500; }

@media (min-width: 40rem) {
  .service-field { grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); }
  .service-field[data-wide] { grid-template-columns: minmax(0, 1fr); }
}

.service-empty { font-weight: 400; }

.service-view__refused {
  padding: var(--space-4);
  border-left: 4px solid var(--color-error-main);
  border-radius: var(--radius-small);
  background: var(--color-error-extraLight);
  color: var(--color-error-dark);
}

.service-view__refused > h1 { margin: 0 0 var(--space-2); color: inherit; font-size: 1.25rem; }

.service-view__refused > p { margin: 0; }

@media print {
  body { background: none; }

  .service-view { max-width: none; padding: 0; box-shadow: none; font-size: 10pt; line-height: 1.35; }

  .service-field { grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); padding: 1.5pt 0; }

  .service-field[data-wide] { grid-template-columns: minmax(0, 1fr); }

  /* Each page of the form starts on new paper; a heading stays with what follows it. */
  .service-page { break-before: page; }

  .service-page:first-of-type { break-before: auto; }

  .service-page > h1 { margin-top: 0; font-size: 15pt; }

  .service-view__heading + .service-page > h1 { margin-top: 12pt; }

  .service-section > h2 { margin-top: 10pt; font-size: 10.5pt; }

  .service-block > h3 { margin-top: 6pt; font-size: 10pt; }

  .service-block > h4 { margin-top: 4pt; font-size: 8.5pt; }

  h1, h2, h3, h4 { break-after: avoid; }
}
`;

export const serviceViewStyles = [sharedStyles('theme.css'), sharedStyles('read-only.css'), viewStyles].join('\n');
