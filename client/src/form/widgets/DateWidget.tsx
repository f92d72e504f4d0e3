// A date typed as MM/DD/YYYY; the answer is the date as YYYY-MM-DD once it is a real calendar date, and '' until then.
import type { DateQuestion } from '@transfer/form';
import { isExists } from 'date-fns';
import { useState } from 'react';
import { useAnswer } from './context';
import { typedDateOf } from './display';
import { MaskedField } from './MaskedField';

const datePattern = '00/00/0000';
const dateFormatHint = 'MM/DD/YYYY';

/** 'MM/DD/YYYY' -> 'YYYY-MM-DD' when that day exists (not 02/30), else ''. */
function isoDateOf(text: string): string {
  const parts = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!parts) return '';
  const [month, day, year] = parts.slice(1).map(Number);
  return isExists(year, month - 1, day) ? `${parts[3]}-${parts[1]}-${parts[2]}` : '';
}

export default function DateWidget({ node }: { node: DateQuestion }) {
  const { value, error, change } = useAnswer(node.key);
  const answer = String(value);
  const [text, setText] = useState(() => typedDateOf(answer));
  const [shownAnswer, setShownAnswer] = useState(answer);

  // The answer changed from outside (loaded, or cleared with a hidden section): show it, unless it is what the text already says.
  if (answer !== shownAnswer) {
    setShownAnswer(answer);
    if (answer !== isoDateOf(text)) setText(typedDateOf(answer));
  }

  function onChange(next: string) {
    setText(next);
    const iso = isoDateOf(next);
    if (iso !== answer) change({ [node.key]: iso });
  }

  return (
    <MaskedField
      question={node}
      pattern={datePattern}
      value={text}
      error={error}
      hint={node.hint ? `${node.hint} (${dateFormatHint})` : dateFormatHint}
      onChange={onChange}
    />
  );
}
