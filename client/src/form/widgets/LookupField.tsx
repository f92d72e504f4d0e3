// The search field of an address or school block: suggests places as the student types and fills the block from the
// one chosen (docs/product.md §3.8), with a 'Use: ...' option for free text. Lookups fail quietly (docs/product.md §3.8).
import { maxLengthOf } from '@transfer/form';
import debounce from 'lodash.debounce';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { ComboBox, Input, ListBox, ListBoxItem, Popover, Text, type Key } from 'react-aria-components';
import { useAnswer, useRequirement } from './context';
import { FieldLabel, FieldNotes, fieldProps } from '../../ui/fields';
import {
  blockAnswers,
  findRecord,
  findSuggestions,
  freeTextAnswers,
  searchQuestionOf,
  type LookupBlock,
  type LookupSuggestion,
} from './lookup';

/** The key of the 'Use: ...' option; lookup ids are digits, ZIP codes and `street-<row>`. */
const freeTextKey = 'use-typed-text';

/** docs/product.md §3.8: searches wait for 200 ms without typing, and at most 500 ms while typing goes on. */
const searchDelay = { wait: 200, maxWait: 500 };

export interface LookupFieldProps {
  block: LookupBlock;
  /** Takes the focus as it appears (it replaces the plain field the student is in). */
  autoFocus?: boolean;
}

export default function LookupField({ block, autoFocus }: LookupFieldProps) {
  const question = useRequirement(searchQuestionOf(block));
  const answer = useAnswer(question.key);
  const { error, change } = answer;
  const value = String(answer.value);
  const [text, setText] = useState(value);
  /** What the student typed since the last choice (null before typing): what the options are for. */
  const [typed, setTyped] = useState<string | null>(null);
  const [shownValue, setShownValue] = useState(value);
  const [suggestions, setSuggestions] = useState<LookupSuggestion[]>([]);
  const field = useRef<HTMLInputElement>(null);
  const search = useRef<AbortController | null>(null);
  /** The answer before the student started typing: the street that a ZIP code, chosen from the digits typed, keeps. */
  const valueBeforeTyping = useRef(value);
  const latestChange = useRef(change);

  useLayoutEffect(() => {
    latestChange.current = change;
  });

  // An answer changed from outside (loaded, chosen, cleared) shows in the field.
  if (shownValue !== value) {
    setShownValue(value);
    setText(value);
  }

  const searchSoon = useMemo(
    () =>
      debounce(
        // eslint-disable-next-line react-hooks/refs -- runs when the student has typed, never during a render
        (searched: string) => {
          search.current?.abort();
          const request = new AbortController();
          search.current = request;
          findSuggestions(block, searched, request.signal).then(
            (found) => !request.signal.aborted && setSuggestions(found),
            () => !request.signal.aborted && setSuggestions([]),
          );
        },
        searchDelay.wait,
        { maxWait: searchDelay.maxWait },
      ),
    [block],
  );

  useEffect(
    () => () => {
      searchSoon.cancel();
      search.current?.abort();
    },
    [searchSoon],
  );

  /** No more options: the menu closes, and leaving the field takes nothing as typed. */
  function stopSearching() {
    searchSoon.cancel();
    search.current?.abort();
    setSuggestions([]);
    setTyped(null);
  }

  // Typed text is the answer as it is typed, as in a plain field, and is searched for; text filled in without a focus
  // (an autofill) is not. Emptying the field clears the block.
  function input(event: ChangeEvent<HTMLInputElement>) {
    const typedText = event.target.value;
    if (typedText.trim() === '') {
      stopSearching();
      change(freeTextAnswers(block, ''));
      return;
    }
    change({ [question.key]: typedText });
    if (document.activeElement !== field.current) return;
    if (typed === null) valueBeforeTyping.current = value;
    setTyped(typedText);
    searchSoon(typedText.trim());
  }

  function choose(key: Key | null) {
    if (key === null) return;
    const chosen = suggestions.find((suggestion) => suggestion.id === key);
    stopSearching();
    if (!chosen) {
      change(freeTextAnswers(block, text));
      return;
    }
    setText(chosen.text);
    findRecord(block, chosen.id).then(
      (record) => {
        const patch = { [question.key]: valueBeforeTyping.current, ...blockAnswers(block, record) };
        latestChange.current(patch);
        setText(String(patch[question.key]));
      },
      () => latestChange.current({ [question.key]: chosen.text }),
    );
  }

  const items = typed?.trim() ? [{ id: freeTextKey, text: typed, sub_text: '' }, ...suggestions] : [];

  return (
    <ComboBox
      {...fieldProps(question, error)}
      className="field"
      items={items}
      inputValue={text}
      onInputChange={setText}
      selectedKey={null}
      onSelectionChange={choose}
      allowsCustomValue
      menuTrigger="input"
    >
      <FieldLabel question={question} />
      <Input
        ref={field}
        // React focuses it in the commit that removes the plain field, so that no keystroke falls in between.
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the plain field it replaces had the focus (FieldBlock)
        autoFocus={autoFocus}
        className="field__input"
        maxLength={maxLengthOf(question)}
        autoComplete={'autoComplete' in question ? question.autoComplete : undefined}
        onChange={input}
        onBlur={stopSearching}
      />
      <FieldNotes hint={question.hint} error={error} />
      {/* Room for 'Use: ...' and 5 suggestions of two lines, where the screen has it. */}
      <Popover className="select__popover" maxHeight={380}>
        <ListBox className="select__list">
          {(item: LookupSuggestion) => (
            <ListBoxItem className="select__option lookup__option" textValue={item.text}>
              {item.id === freeTextKey ? (
                `Use: ${item.text}`
              ) : (
                <>
                  <Text slot="label">{item.text}</Text>
                  {item.sub_text && (
                    <Text slot="description" className="lookup__where">
                      {item.sub_text}
                    </Text>
                  )}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
