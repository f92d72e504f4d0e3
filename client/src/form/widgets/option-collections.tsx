// The list a select opens, as react-aria's collection of its options: built once per option list and shared by every select offering that list (the countries are one list in several selects; states, months and years repeat too), and built before the press: once the browser is idle after the page shows, or as a select is pointed at.
import { blankOption, nodesIn, type FormNode, type Option } from '@transfer/form';
import { startTransition, useEffect, useSyncExternalStore } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Collection, CollectionBuilder, ListBoxItem } from 'react-aria-components';
import type { useSelectState } from 'react-stately';

/** An option as a select's list holds it: keyed by its value. */
export type Choice = Option & { id: string };

/** What a select's state is built on. */
export type ChoiceCollection = NonNullable<Parameters<typeof useSelectState<Choice>>[0]['collection']>;

/** Module-level, so that react-aria's cached collection children are reused across renders. */
export function renderChoice(option: Choice) {
  return (
    <ListBoxItem className="select__option" textValue={option.label}>
      {option.label}
    </ListBoxItem>
  );
}

interface OptionList {
  /** The blank '--' option first, then the list's. */
  choices: Choice[];
  /** The collection of every choice, once built (react-aria's collections are immutable once built). */
  collection?: ChoiceCollection;
}

const optionLists = new WeakMap<readonly Option[], OptionList>();
const listeners = new Set<() => void>();

function optionList(options: readonly Option[]): OptionList {
  let list = optionLists.get(options);
  if (!list) {
    list = { choices: [blankOption, ...options].map((option) => ({ id: option.value, ...option })) };
    optionLists.set(options, list);
  }
  return list;
}

/** The choices of a select offering `options`: the same array for every select offering the same list. */
export const choicesOf = (options: readonly Option[]): Choice[] => optionList(options).choices;

/**
 * Keeps a collection of every choice of `options` (a select's own, or one prepared) for every select offering them;
 * whether the list has its collection now (not while the one given is still being built).
 */
export function shareCollection(options: readonly Option[], collection: ChoiceCollection): boolean {
  const list = optionList(options);
  if (list.collection) return true;
  if (collection.size !== list.choices.length) return false;
  list.collection = collection;
  for (const listener of listeners) listener();
  return true;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * The collection of every choice of `options` once built, by any select or ahead of them, for a select that `needs` it:
 * one that does not is not rendered again as lists are built.
 */
export const useSharedCollection = (options: readonly Option[], needs: boolean): ChoiceCollection | undefined =>
  useSyncExternalStore(subscribe, () => (needs ? optionList(options).collection : undefined));

/** Builds a list's collection and shares it. */
function ListBuilder({ options }: { options: readonly Option[] }) {
  return (
    <CollectionBuilder content={<Collection items={choicesOf(options)}>{renderChoice}</Collection>}>
      {(collection) => <Share options={options} collection={collection as ChoiceCollection} />}
    </CollectionBuilder>
  );
}

function Share({ options, collection }: { options: readonly Option[]; collection: ChoiceCollection }) {
  useEffect(() => {
    if (shareCollection(options, collection)) prepareNext();
  }, [options, collection]);
  return null;
}

/** The lists built ahead, in a React root of their own outside the page, and those waiting their turn. */
let preparing: { root: Root; built: (readonly Option[])[]; waiting: (readonly Option[])[] } | undefined;

/**
 * Builds the collections of `lists` not built yet, one list at a time, each in a transition (React yields to the
 * browser as it renders) committed on its own, in a root of its own, so that the page never renders for it.
 */
export function prepareCollections(lists: Iterable<readonly Option[]>): void {
  preparing ??= { root: createRoot(document.createElement('div')), built: [], waiting: [] };
  const { built, waiting } = preparing;
  const isIdle = waiting.length === 0 && built.every((options) => optionList(options).collection);
  for (const options of new Set(lists)) {
    if (!optionList(options).collection && !built.includes(options) && !waiting.includes(options)) waiting.push(options);
  }
  if (isIdle) prepareNext();
}

function prepareNext(): void {
  const next = preparing?.waiting.shift();
  if (!preparing || !next) return;
  const { root, built } = preparing;
  built.push(next);
  const all = [...built];
  startTransition(() =>
    root.render(
      <>
        {all.map((options, index) => (
          <ListBuilder key={index} options={options} />
        ))}
      </>,
    ),
  );
}

/** Every option list the selects among `nodes` may offer, a dependent select's for each answer it depends on. */
export function optionListsIn(nodes: readonly FormNode[]): (readonly Option[])[] {
  return nodesIn(nodes)
    .flatMap((node) => (node.kind === 'select' ? [node.options, ...Object.values(node.dependsOn?.optionsByValue ?? {})] : []))
    .filter((options) => options.length > 0);
}
