// A long answer with a live count of the characters left: shown as the student types, announced once they pause.
import { maxLengthOf, type TextareaQuestion } from '@transfer/form';
import { useEffect, useRef, useState } from 'react';
import { FieldError, Text, TextArea, TextField } from 'react-aria-components';
import { useAnswer } from './context';
import { FieldLabel, fieldProps } from '../../ui/fields';

/** Screen readers hear the count only after this pause in typing, not on every keystroke. */
const announcementDelayMs = 1000;

function charactersRemaining(count: number): string {
  return `${count} ${count === 1 ? 'character' : 'characters'} remaining`;
}

export default function TextareaWidget({ node }: { node: TextareaQuestion }) {
  const { value, error, change } = useAnswer(node.key);
  const text = String(value);
  const maxLength = maxLengthOf(node);
  const [announcement, setAnnouncement] = useState('');
  const announcementTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(announcementTimer.current), []);

  function onChange(next: string) {
    change({ [node.key]: next });
    clearTimeout(announcementTimer.current);
    announcementTimer.current = setTimeout(() => setAnnouncement(charactersRemaining(maxLength - next.length)), announcementDelayMs);
  }

  return (
    <TextField
      {...fieldProps(node, error)}
      className="field"
      value={text}
      onChange={onChange}
      maxLength={maxLength}
      autoComplete={node.autoComplete}
    >
      <FieldLabel question={node} />
      <TextArea className="field__input field__textarea" rows={6} />
      <Text slot="description" className="field__hint field__hint--counted">
        {node.hint && <span>{node.hint}</span>}
        <span className="field__counter" data-at-limit={text.length >= maxLength || undefined}>
          {charactersRemaining(maxLength - text.length)}
        </span>
      </Text>
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
      <FieldError className="field__error">{error}</FieldError>
    </TextField>
  );
}
