// Which answer keys a node's visibility and a choice's options read, so that a change of one answer re-renders only the nodes that read it.
import type { ChoiceQuestion, FormNode, Question, Section, Visibility } from './definition/types';

const conditionKeys = (visibility: Visibility | undefined): string[] =>
  visibility === undefined ? [] : (Array.isArray(visibility) ? visibility : [visibility]).map((condition) => condition.valueKey);

/** The keys `isRequired` reads for a question: those of its `requiredWhen` conditions. */
export const requirementReads = (question: Question): string[] => conditionKeys(question.requiredWhen);

/** The keys `choiceOptions` reads for a radio or select: its conditions and the answer its options depend on. */
export function optionReads(question: ChoiceQuestion): string[] {
  return [...conditionKeys(question.condition), ...(question.dependsOn ? [question.dependsOn.valueKey] : [])];
}

/** The keys a node's own rules read: its conditions, and a dependent choice's controlling answer. */
export function ownReads(node: FormNode | Section): string[] {
  if ('kind' in node && (node.kind === 'select' || node.kind === 'radio')) return optionReads(node);
  return conditionKeys(node.condition);
}
