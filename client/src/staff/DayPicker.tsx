// A day picked with react-aria's DatePicker (typed segment by segment, or chosen on a calendar), as YYYY-MM-DD or none.
import { parseDate, type CalendarDate } from '@internationalized/date';
import { useState } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
} from 'react-aria-components';

interface DayPickerProps {
  label: string;
  day: string | null;
  onChange(day: string | null): void;
}

/** A year typed so far ("2", "20", "202") is no day yet: the day is given once its year has four digits. */
const isWholeDate = (value: CalendarDate | null) => value === null || value.year >= 1000;

export function DayPicker({ label, day, onChange }: DayPickerProps) {
  const [draft, setDraft] = useState<CalendarDate | null>(day ? parseDate(day) : null);
  const [given, setGiven] = useState(day);
  // The address changed under the picker (back, a saved view): the picker follows it.
  if (given !== day) {
    setGiven(day);
    setDraft(day ? parseDate(day) : null);
  }
  return (
    <DatePicker<CalendarDate>
      className="field day-picker"
      value={draft}
      onChange={(value) => {
        setDraft(value);
        if (isWholeDate(value)) onChange(value ? value.toString() : null);
      }}
      granularity="day"
    >
      <Label className="field__label">{label}</Label>
      <Group className="field__input day-picker__group">
        <DateInput className="day-picker__input">
          {(segment) => <DateSegment segment={segment} className="day-picker__segment" />}
        </DateInput>
        {day && (
          <Button className="day-picker__button" aria-label={`Clear ${label.toLowerCase()}`} onPress={() => onChange(null)}>
            <span className="staff-icon staff-icon--clear" aria-hidden="true" />
          </Button>
        )}
        <Button className="day-picker__button" aria-label={`Choose ${label.toLowerCase()} on a calendar`}>
          <span className="staff-icon staff-icon--down" aria-hidden="true" />
        </Button>
      </Group>
      <Popover className="day-picker__popover">
        <Dialog className="day-picker__dialog" aria-label={label}>
          <Calendar>
            <header className="day-picker__header">
              <Button slot="previous" className="day-picker__button" aria-label="Previous month">
                <span className="staff-icon staff-icon--previous" aria-hidden="true" />
              </Button>
              <Heading className="day-picker__month" />
              <Button slot="next" className="day-picker__button" aria-label="Next month">
                <span className="staff-icon staff-icon--next" aria-hidden="true" />
              </Button>
            </header>
            <CalendarGrid className="day-picker__grid">{(date) => <CalendarCell date={date} className="day-picker__cell" />}</CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
