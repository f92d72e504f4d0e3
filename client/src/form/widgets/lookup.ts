// The lookup service as the address and school blocks use it (README "Lookups"), and the answers a choice gives a block.
import {
  choiceOptions,
  lookupMaxSuggestions,
  type AddressBlock,
  type Answers,
  type LookupCategory,
  type SchoolBlock,
} from '@transfer/form';
import { requestJson } from '../../relay/json-request';
import { choicePatch } from './context';

export type LookupBlock = AddressBlock | SchoolBlock;

/** One search result: what the student picks, and where it is. */
export interface LookupSuggestion {
  text: string;
  id: string;
  sub_text: string;
}

/** One place keyed by the block's field names (its keys less the prefix): name, ceeb, address_line_1, city, ... */
export type LookupRecord = Partial<Record<string, string>>;

const categoryOf = (block: LookupBlock): LookupCategory => (block.kind === 'school' ? block.category : 'address');

/** The block's search question, its first: the school's name, or address line 1. */
export const searchQuestionOf = (block: LookupBlock) => block.questions[0];

const fieldOf = (block: LookupBlock, key: string) => key.slice(block.prefix.length);

export async function findSuggestions(block: LookupBlock, text: string, signal: AbortSignal): Promise<LookupSuggestion[]> {
  const query = new URLSearchParams({ text, category: categoryOf(block), max_results: String(lookupMaxSuggestions) });
  return (await requestJson(`/lookup/find?${query}`, 'GET', undefined, { signal })) as LookupSuggestion[];
}

export async function findRecord(block: LookupBlock, id: string): Promise<LookupRecord> {
  const query = new URLSearchParams({ id, category: categoryOf(block) });
  return (await requestJson(`/lookup/find?${query}`, 'GET')) as LookupRecord;
}

/**
 * The answers that give the block's fields the values of `fields` (by field name), and clear the others with their
 * _desc; a select's _desc is the label of its option, as the select widget sets it, and a value the select does not
 * offer is cleared. A place without the search field (a ZIP code) sets only its own fields: the street stays.
 */
export function blockAnswers(block: LookupBlock, fields: LookupRecord): Answers {
  const searchField = fieldOf(block, searchQuestionOf(block).key);
  const questions = block.questions.filter((question) => searchField in fields || fieldOf(block, question.key) in fields);
  const values: Answers = Object.fromEntries(questions.map((question) => [question.key, fields[fieldOf(block, question.key)] ?? '']));
  const patch: Answers = { ...values };
  for (const question of questions) {
    if (question.kind !== 'select') continue;
    const option = choiceOptions(question, values)?.find(({ value }) => value !== '' && value === values[question.key]);
    Object.assign(patch, choicePatch(question.key, option?.value ?? '', option?.label ?? ''));
  }
  return patch;
}

/** Free text (or '' for a cleared search): only the search field is set, and every other field of the block is cleared. */
export const freeTextAnswers = (block: LookupBlock, text: string): Answers =>
  blockAnswers(block, { [fieldOf(block, searchQuestionOf(block).key)]: text });
