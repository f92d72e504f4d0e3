// A select list drawn from the theme: the blank '--' option first, type-ahead on the closed button (reset after 1 s by react-aria), the open list virtualized (only the rows in view are in the page).
import { blankOption, type ChoiceQuestion, type Option } from '@transfer/form';
import { useRef } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  ListLayout,
  Popover,
  Select,
  SelectValue,
  Virtualizer,
  type Key,
} from 'react-aria-components';
import { FieldLabel, FieldNotes, fieldProps } from '../../ui/fields';

/** An option's row: one line of text with its padding (a longer label ends in an ellipsis, widgets.css). */
const listLayout = { rowHeight: 40, padding: 4 };

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
  const choices = [blankOption, ...options];
  const list = useRef<HTMLDivElement>(null);

  // react-aria opens a long list scrolled to its top even when the chosen option is far below (adobe/react-spectrum#8703).
  function showChosenOption(isOpen: boolean) {
    if (!isOpen) return;
    requestAnimationFrame(() => {
      const chosen = list.current?.querySelector<HTMLElement>('[aria-selected="true"]');
      if (list.current && chosen)
        list.current.scrollTop = chosen.offsetTop - (list.current.clientHeight - chosen.offsetHeight) / 2;
    });
  }

  function select(key: Key | null) {
    const chosen = choices.find((option) => option.value === key) ?? blankOption;
    onChange(chosen.value, chosen === blankOption ? '' : chosen.label);
  }

  return (
    <Select
      {...fieldProps(question, error)}
      isInvalid={Boolean(error ?? sharedError)}
      aria-describedby={sharedError?.id}
      className="field"
      value={value}
      onChange={select}
      onOpenChange={showChosenOption}
      autoComplete={question.autoComplete}
    >
      <FieldLabel question={question} announceRequired />
      <Button className="field__input select__button">
        <SelectValue className="select__value" />
        <span className="select__chevron" aria-hidden="true" />
      </Button>
      <FieldNotes hint={question.hint} error={error} />
      <Popover className="select__popover" maxHeight={320}>
        {/* A country list has about 250 options: only those in view are rendered, so the list opens at once. */}
        <Virtualizer layout={ListLayout} layoutOptions={listLayout}>
          <ListBox ref={list} className="select__list" items={choices.map((option) => ({ id: option.value, ...option }))}>
            {(option) => (
              <ListBoxItem className="select__option" textValue={option.label}>
                {option.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Virtualizer>
      </Popover>
    </Select>
  );
}
