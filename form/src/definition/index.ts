// The whole application form, page by page in step order, as the client renders it, the server validates it and the PDF prints it.
import type { FormPageId } from '../pages';
import { aboutPage } from './about';
import { educationPage } from './education';
import { finalStepsPage } from './final-steps';
import type { PageDefinition } from './types';

export const formDefinition: readonly PageDefinition[] = [aboutPage, educationPage, finalStepsPage];

export function pageDefinition(id: FormPageId): PageDefinition {
  const page = formDefinition.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`No form page "${id}".`);
  return page;
}
