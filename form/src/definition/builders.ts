// Small factories that keep the page definitions short and every question of one kind built the same way.
import { countryOptions } from '../options/countries';
import { monthOptions } from '../options/months';
import { stateOptionsByCountry } from '../options/regions';
import type {
  AddAnother,
  AddressBlock,
  ChoiceQuestion,
  CheckboxQuestion,
  Condition,
  ConfirmationQuestion,
  Content,
  DateQuestion,
  FileQuestion,
  FormNode,
  Group,
  MonthYearNode,
  Option,
  PhoneQuestion,
  SsnQuestion,
  TextareaQuestion,
  TextQuestion,
  Visibility,
} from './types';

type Extra<Q> = Partial<Omit<Q, 'kind' | 'key' | 'label' | 'options'>>;

/** Fields that a lookup fills (school names, address lines) hold what the lookup data holds, longer than a typed answer. */
export const lookupTextMaxLength = 100;
/** docs/product.md §3.8: a lookup suggests at most 5 places. */
export const lookupMaxSuggestions = 5;
/** The longest address the e-mail standard allows. */
export const emailMaxLength = 254;

export const yes = 'Y';
export const yesNoOptions: readonly Option[] = [
  { value: yes, label: 'Yes' },
  { value: 'N', label: 'No' },
];

export const equals = (valueKey: string, target: string | boolean): Condition => ({
  valueKey,
  operator: 'equals',
  target,
});
export const notEquals = (valueKey: string, target: string | boolean): Condition => ({
  valueKey,
  operator: 'notEquals',
  target,
});
export const isIn = (valueKey: string, target: readonly string[]): Condition => ({ valueKey, operator: 'in', target });

export const text = (key: string, label: string, extra: Extra<TextQuestion> = {}): TextQuestion => ({
  kind: 'text',
  key,
  label,
  ...extra,
});

export const email = (key: string, label: string, extra: Extra<TextQuestion> = {}): TextQuestion => ({
  kind: 'email',
  key,
  label,
  maxLength: emailMaxLength,
  inputMode: 'email',
  autoComplete: 'email',
  ...extra,
});

/** A whole number typed on a numeric keypad: scores, credits. */
export const numeric = (key: string, label: string, maxLength: number, extra: Extra<TextQuestion> = {}): TextQuestion =>
  text(key, label, { inputMode: 'numeric', maxLength, ...extra });

export const textarea = (key: string, label: string, extra: Extra<TextareaQuestion> = {}): TextareaQuestion => ({
  kind: 'textarea',
  key,
  label,
  ...extra,
});

export const date = (key: string, label: string, extra: Extra<DateQuestion> = {}): DateQuestion => ({
  kind: 'date',
  key,
  label,
  ...extra,
});

export const phone = (key: string, label: string, extra: Extra<PhoneQuestion> = {}): PhoneQuestion => ({
  kind: 'phone',
  key,
  label,
  ...extra,
});

export const ssn = (key: string, label: string, extra: Extra<SsnQuestion> = {}): SsnQuestion => ({
  kind: 'ssn',
  key,
  label,
  ...extra,
});

export const select = (key: string, label: string, options: readonly Option[], extra: Extra<ChoiceQuestion> = {}): ChoiceQuestion => ({
  kind: 'select',
  key,
  label,
  options,
  ...extra,
});

export const radio = (key: string, label: string, options: readonly Option[], extra: Extra<ChoiceQuestion> = {}): ChoiceQuestion => ({
  kind: 'radio',
  key,
  label,
  options,
  ...extra,
});

export const checkbox = (key: string, label: string, extra: Extra<CheckboxQuestion> = {}): CheckboxQuestion => ({
  kind: 'checkbox',
  key,
  label,
  ...extra,
});

export const confirmation = (
  key: string,
  label: string,
  variant: ConfirmationQuestion['variant'],
  extra: Extra<ConfirmationQuestion> = {},
): ConfirmationQuestion => ({ kind: 'confirmation', key, label, variant, ...extra });

export const file = (key: string, label: string, extra: Extra<FileQuestion> = {}): FileQuestion => ({
  kind: 'file',
  key,
  label,
  ...extra,
});

export const content = (id: string, text: string, condition?: Visibility): Content => ({
  kind: 'content',
  id,
  text,
  ...(condition && { condition }),
});

export const group = (id: string, nodes: readonly FormNode[], extra: Partial<Omit<Group, 'kind' | 'id' | 'nodes'>> = {}): Group => ({
  kind: 'group',
  id,
  nodes,
  ...extra,
});

/** A State/Province select whose options follow the country answer; it hides for countries other than USA and CAN. */
export const stateSelect = (key: string, countryKey: string, label = 'State/Province', extra: Extra<ChoiceQuestion> = {}): ChoiceQuestion =>
  select(key, label, [], {
    dependsOn: { valueKey: countryKey, mode: 'displayAndOptions', optionsByValue: stateOptionsByCountry },
    ...extra,
  });

/**
 * The month and year selects answered together, keyed `${base}_month` and `${base}_year`.
 * Only the month can be required: docs/product.md §5.2 requires some months and no year.
 */
export function monthYear(
  base: string,
  label: string,
  years: readonly Option[],
  extra: { hint?: string; condition?: Visibility; requiredMessage?: string } = {},
): MonthYearNode {
  const { requiredMessage, ...node } = extra;
  return {
    kind: 'monthYear',
    id: `${base.replaceAll('_', '-')}-date`,
    label,
    ...node,
    month: select(`${base}_month`, 'Month', monthOptions, requiredMessage ? { required: true, requiredMessage } : {}),
    year: select(`${base}_year`, 'Year', years),
  };
}

/**
 * An address block: line 1 (looked up as the student types), Apt. #, City, State/Province, ZIP/Postal Code, Country.
 * `autoCompleteSection` keeps browsers from filling a parent's address with the student's own (HTML's section-* tokens).
 */
/**
 * The fields an address must have to be usable for post, each with the message saying it is missing; the state shows
 * only for the countries that need it (USA, CAN), so wherever it shows it is required.
 */
export type AddressRequirements = Record<'address_line_1' | 'city' | 'state' | 'country', string>;

export function addressBlock(
  id: string,
  prefix: string,
  extra: {
    label: string;
    hint?: string;
    condition?: Visibility;
    autoCompleteSection?: string;
    requires?: AddressRequirements;
    /** `requires` holds only while these do. */
    requiredWhen?: Visibility;
  },
): AddressBlock {
  const { autoCompleteSection, requires, requiredWhen, ...node } = extra;
  const token = (name: string) => (autoCompleteSection ? `${autoCompleteSection} ${name}` : name);
  const key = (name: string) => `${prefix}${name}`;
  /** A required field is marked (the asterisk) and says what is missing in the block's own words. */
  const requirement = (name: keyof AddressRequirements) =>
    requires ? { required: true, requiredMessage: requires[name], ...(requiredWhen && { requiredWhen }) } : {};
  return {
    kind: 'address',
    id,
    prefix,
    ...node,
    questions: [
      text(key('address_line_1'), 'Street Address', {
        maxLength: lookupTextMaxLength,
        autoComplete: token('address-line1'),
        ...requirement('address_line_1'),
      }),
      text(key('address_line_2'), 'Apt. #', { autoComplete: token('address-line2') }),
      text(key('city'), 'City', { autoComplete: token('address-level2'), ...requirement('city') }),
      stateSelect(key('state'), key('country'), 'State/Province', {
        autoComplete: token('address-level1'),
        ...requirement('state'),
      }),
      text(key('zip'), 'ZIP/Postal Code', { maxLength: 10, autoComplete: token('postal-code') }),
      select(key('country'), 'Country', countryOptions, { autoComplete: token('country'), ...requirement('country') }),
    ],
  };
}

/** docs/product.md §3.6: an add-another shows at most 10 components, and its counter grows to no more. */
export const maxAddAnotherInstances = 10;

/** Instance `index` (0-based) of an add-another carries `buttonId`, then `buttonId_2`, `buttonId_3`, ... as its prefix. */
export const addAnotherPrefix = (buttonId: string, index: number): string => (index === 0 ? buttonId : `${buttonId}_${index + 1}`);

/** An add-another of `max` instances, each built from its prefix and index. */
export function addAnother(
  extra: Omit<AddAnother, 'kind' | 'instances'>,
  instance: (prefix: string, index: number) => readonly FormNode[],
): AddAnother {
  return {
    kind: 'addAnother',
    ...extra,
    instances: Array.from({ length: extra.max }, (_, index) => instance(addAnotherPrefix(extra.buttonId, index), index)),
  };
}
