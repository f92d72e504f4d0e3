// A select list drawn from the theme: the blank '--' option first, type-ahead on the closed button (reset after 1 s by react-aria), the open list virtualized (only the rows in view are in the page), and a closed select that costs no option elements.
//
// Why not react-aria-components' <Select> as it is: a closed one renders react-aria's HiddenSelect, a visually hidden
// native <select> with every option (1,742 <option> elements on /about), and builds its whole collection (every
// ListBoxItem rendered into a fake DOM) on mount and on each re-render. The component below is that Select's own code
// (react-aria-components 1.22.1, Select.tsx's SelectInner) with the same hooks (useSelectState, useSelect) and the same
// contexts for the same Label, Button, SelectValue, Popover, ListBox and ListBoxItem, minus two things:
// - no HiddenSelect, so no <select> and no <option> in the page at all; the cost is browser autofill of selects (the
//   hidden <select> is what an autofilled address fills), which is given up (the closed select's button is all there is);
// - the collection holds only the chosen option until the select is first touched: a pointer down on it (a finger's
//   comes well before the tap opens the list, a mouse's opens it in the same event, the list filling in at once) or its
//   focus (Tab, the label, a link from the error summary), then all of them; a select nobody touches builds one item;
// - all of them is the collection of its option list, shared with every select offering that list and built before the
//   press (option-collections.tsx); a select touched before it is built builds its own, and shares that.
// A light look-alike button swapped for the real Select on first use would do as well, but it must replay the
// gesture that woke it (a pointer press whose target vanished, a touch that might be a scroll) and move focus between
// two buttons; here the button is react-aria's from the start and its node never changes, so all behaviour is react-aria's.
import type { ChoiceQuestion, Option } from '@transfer/form';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFocusRing, useSelect, type AriaSelectProps } from 'react-aria';
import {
  Button,
  ButtonContext,
  CollectionBuilder,
  FieldErrorContext,
  LabelContext,
  ListBox,
  ListBoxContext,
  ListStateContext,
  OverlayTriggerStateContext,
  Popover,
  PopoverContext,
  Provider,
  SelectContext,
  SelectStateContext,
  SelectValue,
  SelectValueContext,
  TextContext,
  Virtualizer,
  type Key,
} from 'react-aria-components';
import { useSelectState } from 'react-stately';
import { FieldLabel, FieldNotes, fieldProps } from '../../ui/fields';
import {
  choicesOf,
  prepareCollections,
  renderChoice,
  shareCollection,
  useSharedCollection,
  type Choice,
  type ChoiceCollection,
} from './option-collections';
import { RowLayout, type RowLayoutOptions } from './row-layout';

/** An option's row: one line of text with its padding (a longer label ends in an ellipsis, widgets.css). */
const listLayout: RowLayoutOptions = { rowHeight: 40, padding: 4 };

interface ChoiceSelectProps {
  question: ChoiceQuestion;
  options: readonly Option[];
  value: string;
  error?: string;
  /** Marks the select invalid and ties it to an error shown elsewhere (the month/year pair's combined error). */
  sharedError?: { id: string; message: string };
  onChange(value: string, label: string): void;
}

export function ChoiceSelect({ question, options, value, error, sharedError, onChange }: ChoiceSelectProps) {
  const choices = choicesOf(options);
  const chosen = choices.find((option) => option.id === value) ?? choices[0];
  // Until first use, the collection is the chosen option alone: enough for the button's text, and for opening (react-aria
  // opens no empty list) in the same mouse press that first uses it, the whole list following at once: the shared one
  // when it is built, else this select's own.
  const [used, setUsed] = useState(false);
  const shared = useSharedCollection(options, used);
  const buildsOwn = used && !shared;
  const items = useMemo(() => (buildsOwn ? choices : [chosen]), [buildsOwn, choices, chosen]);
  const list = useRef<HTMLDivElement>(null);

  // react-aria opens a long list scrolled to its top even when the chosen option is far below (adobe/react-spectrum#8703).
  // The virtualizer wraps each row in a positioned div, so the row's offsetTop is 0: it is measured against the list.
  function showChosenOption(isOpen: boolean) {
    if (!isOpen) return;
    requestAnimationFrame(() => {
      const listElement = list.current;
      const chosenRow = listElement?.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!listElement || !chosenRow) return;
      const rowTop = chosenRow.getBoundingClientRect().top - listElement.getBoundingClientRect().top + listElement.scrollTop;
      listElement.scrollTop = rowTop - (listElement.clientHeight - chosenRow.offsetHeight) / 2;
    });
  }

  function select(key: Key | null) {
    const picked = choices.find((option) => option.id === key) ?? choices[0];
    onChange(picked.value, picked === choices[0] ? '' : picked.label);
  }

  const content = (
    <>
      <FieldLabel question={question} announceRequired />
      <Button className="field__input select__button">
        <SelectValue className="select__value" />
        <span className="select__chevron" aria-hidden="true" />
      </Button>
      <FieldNotes hint={question.hint} error={error} />
      <Popover className="select__popover" maxHeight={320}>
        {/* A country list has about 250 options: only those in view are rendered, so the list opens at once. */}
        <Virtualizer layout={RowLayout} layoutOptions={listLayout}>
          <ListBox ref={list} className="select__list" items={items}>
            {renderChoice}
          </ListBox>
        </Virtualizer>
      </Popover>
    </>
  );

  return (
    <CollectionBuilder content={content}>
      {(collection) => (
        <SelectWithoutNative
          collection={used && shared ? shared : collection}
          onFirstUse={used ? undefined : () => setUsed(true)}
          onPointerEnter={used ? undefined : () => prepareCollections([options])}
          onCollection={buildsOwn ? (built) => shareCollection(options, built) : undefined}
          props={{
            ...fieldProps(question, error),
            isInvalid: Boolean(error ?? sharedError),
            'aria-describedby': sharedError?.id,
            value,
            onChange: select,
            onOpenChange: showChosenOption,
          }}
        >
          {content}
        </SelectWithoutNative>
      )}
    </CollectionBuilder>
  );
}

type SelectInnerProps = Omit<AriaSelectProps<Choice>, 'children' | 'label'> & { validationBehavior: 'aria' };

/** What SelectValue reads from the select's props: its placeholder, react-aria's own (the blank option reads '--'). */
const noPlaceholder = {};

/** Contexts that the popover's contents must not inherit from the select (as react-aria-components' Select clears them). */
const clearContexts = [LabelContext, ButtonContext, TextContext];

/**
 * react-aria-components 1.22.1's SelectInner with no HiddenSelect: the state and the props of the label, the button,
 * the value, the popover, the list, the hint and the error, provided to the react-aria-components children as its
 * Select provides them, in a div marked as its is (data-focused, -focus-visible, -open, -invalid, -required).
 */
function SelectWithoutNative({
  collection,
  props,
  onFirstUse,
  onPointerEnter,
  onCollection,
  children,
}: {
  collection: ChoiceCollection;
  props: SelectInnerProps;
  /**
   * Called at a pointer down, a focus or a click within the select, before react-aria's own handlers. Focus alone is
   * not enough: Chromium opened the list at a touch tap with no focus event on the button (Playwright, mobile emulation).
   */
  onFirstUse?: () => void;
  /** A pointer over the select (a mouse's, well before its press): its list is prepared. */
  onPointerEnter?: () => void;
  /** Told of each collection the select is drawn from. */
  onCollection?: (collection: ChoiceCollection) => unknown;
  children: ReactNode;
}) {
  useEffect(() => {
    onCollection?.(collection);
  }, [onCollection, collection]);
  const state = useSelectState<Choice>({ ...props, collection, children: undefined });
  const { isFocusVisible, focusProps } = useFocusRing({ within: true });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const {
    labelProps,
    triggerProps,
    valueProps,
    menuProps,
    descriptionProps,
    errorMessageProps,
    hiddenSelectProps: _unused,
    ...validation
  } = useSelect<Choice>({ ...props, label: true }, state, buttonRef);

  return (
    <Provider
      values={[
        [SelectContext, noPlaceholder],
        [SelectStateContext, state],
        [SelectValueContext, valueProps],
        [LabelContext, { ...labelProps, elementType: 'span' }],
        [ButtonContext, { ...triggerProps, ref: buttonRef, isPressed: state.isOpen }],
        [OverlayTriggerStateContext, state],
        [
          PopoverContext,
          {
            trigger: 'Select',
            triggerRef: buttonRef,
            scrollRef,
            placement: 'bottom start',
            'aria-labelledby': menuProps['aria-labelledby'],
            clearContexts,
          },
        ],
        [ListBoxContext, { ...menuProps, ref: scrollRef }],
        [ListStateContext, state],
        [TextContext, { slots: { description: descriptionProps, errorMessage: errorMessageProps } }],
        [FieldErrorContext, validation],
      ]}
    >
      <div
        {...focusProps}
        onPointerEnter={onPointerEnter}
        onPointerDownCapture={onFirstUse}
        onFocusCapture={onFirstUse}
        onClickCapture={onFirstUse}
        className="field"
        data-rac=""
        data-focused={state.isFocused || undefined}
        data-focus-visible={isFocusVisible || undefined}
        data-open={state.isOpen || undefined}
        data-invalid={validation.isInvalid || undefined}
        data-required={props.isRequired || undefined}
      >
        {children}
      </div>
    </Provider>
  );
}
