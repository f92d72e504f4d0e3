// Walks a definition in form order: every node with its page and the gates it sits behind (sections, groups, add-another instances, tabs).
import type { FormPageId } from '../pages';
import { assertNever } from '../never';
import type { CompositeNode, FormNode, PageDefinition, Question, QuestionKind, Section } from './types';

/** What must be open for a node to show, besides its own visibility. */
export type Gate =
  | { kind: 'node'; node: Section | CompositeNode }
  | { kind: 'instance'; buttonId: string; index: number }
  | { kind: 'tab'; tabId: string; defaultTab: string; tab: string };

export interface PlacedNode<N extends FormNode = FormNode> {
  node: N;
  page: FormPageId;
  /** Outermost first. */
  gates: readonly Gate[];
}

const questionKinds: ReadonlySet<QuestionKind> = new Set<QuestionKind>([
  'text',
  'email',
  'textarea',
  'date',
  'phone',
  'ssn',
  'select',
  'radio',
  'checkbox',
  'confirmation',
  'file',
]);

export function isQuestion(node: FormNode): node is Question {
  return questionKinds.has(node.kind as QuestionKind);
}

/** The node lists inside a composite node, each with the gate that opens it. */
function childLists(node: CompositeNode): { nodes: readonly FormNode[]; gates: readonly Gate[] }[] {
  const self: Gate = { kind: 'node', node };
  switch (node.kind) {
    case 'address':
    case 'school':
    case 'checkGroup':
      return [{ nodes: node.questions, gates: [self] }];
    case 'monthYear':
      return [{ nodes: [node.month, node.year], gates: [self] }];
    case 'group':
      return [{ nodes: node.nodes, gates: [self] }];
    case 'addAnother':
      return node.instances.map((nodes, index) => ({
        nodes,
        gates: [self, { kind: 'instance', buttonId: node.buttonId, index }],
      }));
    case 'tabs':
      return node.tabs.map((tab) => ({
        nodes: tab.nodes,
        gates: [self, { kind: 'tab', tabId: node.tabId, defaultTab: node.defaultTab, tab: tab.id }],
      }));
    case 'dateWindowAlert':
    case 'content':
      return [];
    default:
      return assertNever(node);
  }
}

function* walkNodes(nodes: readonly FormNode[], gates: readonly Gate[]): Generator<Omit<PlacedNode, 'page'>> {
  for (const node of nodes) {
    yield { node, gates };
    if (isQuestion(node)) continue;
    for (const list of childLists(node)) yield* walkNodes(list.nodes, [...gates, ...list.gates]);
  }
}

/** Every node of the definition, in form order. */
export function* placedNodes(definition: readonly PageDefinition[]): Generator<PlacedNode> {
  for (const page of definition) {
    for (const section of page.sections) {
      for (const placed of walkNodes(section.nodes, [{ kind: 'node', node: section }])) yield { ...placed, page: page.id };
    }
  }
}

/** Every node under some nodes, composites and their contents alike, in form order. */
export function nodesIn(nodes: readonly FormNode[]): FormNode[] {
  return [...walkNodes(nodes, [])].map((placed) => placed.node);
}

/** The leaf questions under some nodes (a tab's, an add-another instance's), in form order. */
export function questionsIn(nodes: readonly FormNode[]): Question[] {
  return nodesIn(nodes).filter(isQuestion);
}

/** The answer keys a question holds: its key, the chosen label of a choice, the SMS opt-in beside a phone. */
export function answerKeysOf(question: Question): string[] {
  switch (question.kind) {
    case 'select':
    case 'radio':
      return [question.key, descKey(question.key)];
    case 'phone':
      return question.smsOptIn ? [question.key, question.smsOptIn.key] : [question.key];
    case 'text':
    case 'email':
    case 'textarea':
    case 'date':
    case 'ssn':
    case 'checkbox':
    case 'confirmation':
    case 'file':
      return [question.key];
    default:
      return assertNever(question);
  }
}

/** Where a radio's or select's chosen label is stored (docs/product.md §3.2). */
export const descKey = (key: string): string => `${key}_desc`;
