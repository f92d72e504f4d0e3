// Development-only checks of the definition (docs/product.md §3.9), thrown on localhost in development so that a broken form never ships.
import { formDefinition } from './definition';
import { addAnotherPrefix, maxAddAnotherInstances } from './definition/builders';
import type { AddAnother, Condition, FormNode, PageDefinition, Question, Section, Visibility } from './definition/types';
import { answerKeysOf, isQuestion, placedNodes, questionsIn } from './definition/walk';
import { isFormPageId } from './pages';

/** The environment in which the checks run, and the hosts that count as the developer's own machine. */
export const developmentEnvironment = 'development';
export const localHostnames: readonly string[] = ['localhost', '127.0.0.1', '::1'];

export interface DefinitionProblems {
  errors: string[];
  warnings: string[];
}

const conditionsOf = (visibility: Visibility | undefined): readonly Condition[] =>
  visibility === undefined ? [] : Array.isArray(visibility) ? visibility : [visibility as Condition];

const nameOf = (node: FormNode | Section) => ('key' in node ? node.key : node.id);

function addAnotherProblems(node: AddAnother): string[] {
  const problems: string[] = [];
  if (node.max > maxAddAnotherInstances || node.instances.length > maxAddAnotherInstances) {
    problems.push(`Add-another "${node.buttonId}" has more than ${maxAddAnotherInstances} components.`);
  }
  if (node.instances.length !== node.max) {
    problems.push(`Add-another "${node.buttonId}" has ${node.instances.length} components but a maximum of ${node.max}.`);
  }
  const otherInstance = new RegExp(`^${node.buttonId}_([2-9]|\\d{2,})(_|$)`);
  node.instances.forEach((nodes, index) => {
    const prefix = addAnotherPrefix(node.buttonId, index);
    for (const question of questionsIn(nodes)) {
      const carriesPrefix = question.key === prefix || question.key.startsWith(`${prefix}_`);
      if (!carriesPrefix || (index === 0 && otherInstance.test(question.key))) {
        problems.push(
          `Add-another "${node.buttonId}" component ${index + 1}: key "${question.key}" does not carry the prefix "${prefix}".`,
        );
      }
    }
  });
  return problems;
}

/**
 * A key on more than one page (or twice on one), a key missing from the data model (a _desc whose base is not a choice,
 * a condition or dependsOn naming no key), an element id used twice, too many add-another components or a prefix
 * mismatch are errors; a key on no page of the application is a warning.
 */
export function definitionProblems(definition: readonly PageDefinition[]): DefinitionProblems {
  const errors: string[] = [];
  const warnings: string[] = [];
  const placed = [...placedNodes(definition)];
  const questions = placed.filter((entry) => isQuestion(entry.node)) as { node: Question; page: string }[];

  const pagesByKey = new Map<string, string[]>();
  for (const { node, page } of questions) {
    for (const key of answerKeysOf(node)) pagesByKey.set(key, [...(pagesByKey.get(key) ?? []), page]);
  }
  for (const [key, pages] of pagesByKey) {
    const distinct = [...new Set(pages)];
    if (distinct.length > 1) errors.push(`Key "${key}" is on more than one page: ${distinct.join(', ')}.`);
    else if (pages.length > 1) errors.push(`Key "${key}" appears more than once on page "${pages[0]}".`);
    if (!isFormPageId(distinct[0])) warnings.push(`Key "${key}" is on no page of the application ("${distinct[0]}").`);
  }

  const choiceKeys = new Set(questions.filter(({ node }) => node.kind === 'select' || node.kind === 'radio').map(({ node }) => node.key));
  for (const { node } of questions) {
    const base = node.key.slice(0, -'_desc'.length);
    if (node.key.endsWith('_desc') && !choiceKeys.has(base)) {
      errors.push(`Key "${node.key}" is not in the data model: "${base}" is not a radio or select.`);
    }
  }

  const sections = definition.flatMap((page) => page.sections);
  for (const node of [...sections, ...placed.map((entry) => entry.node)]) {
    const controlling = [
      ...conditionsOf(node.condition).map((condition) => condition.valueKey),
      ...('dependsOn' in node && node.dependsOn ? [node.dependsOn.valueKey] : []),
    ];
    for (const valueKey of controlling.filter((key) => !pagesByKey.has(key))) {
      errors.push(`"${nameOf(node)}" depends on "${valueKey}", which is not in the data model.`);
    }
  }

  const elementIds = [...sections, ...placed.map((entry) => entry.node)].map(nameOf);
  for (const id of new Set(elementIds.filter((id, index) => elementIds.indexOf(id) !== index))) {
    errors.push(`Element id "${id}" is used by more than one node.`);
  }

  for (const { node } of placed) if (node.kind === 'addAnother') errors.push(...addAnotherProblems(node));
  return { errors, warnings };
}

/** Whether this is a developer's own machine in development, the only place the checks run. */
export function isLocalDevelopment({ environment, hostname }: { environment: string; hostname: string }): boolean {
  return environment === developmentEnvironment && localHostnames.includes(hostname.replace(/^\[(.*)\]$/, '$1'));
}

/** The form package declares no DOM or Node types: the console is reached through globalThis. */
const consoleWarn = (warning: string) => (globalThis as { console?: { warn(message: string): void } }).console?.warn(warning);

/** Logs the warnings and throws with the errors, only in development on localhost. */
export function checkDefinitionInDevelopment(
  where: { environment: string; hostname: string; warn?: (warning: string) => void },
  definition: readonly PageDefinition[] = formDefinition,
): void {
  if (!isLocalDevelopment(where)) return;
  const { errors, warnings } = definitionProblems(definition);
  for (const warning of warnings) (where.warn ?? consoleWarn)(warning);
  if (errors.length > 0) throw new Error(`The form definition has problems:\n${errors.join('\n')}`);
}
