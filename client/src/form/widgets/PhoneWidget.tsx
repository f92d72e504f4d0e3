// A phone number formatted (999) 999-9999 as the student types, with the text-message opt-in beside it where the question offers one.
import type { PhoneQuestion } from '@transfer/form';
import { BooleanCheckbox } from './BooleanCheckbox';
import { useAnswer } from './context';
import { MaskedField } from './MaskedField';

const phonePattern = '(000) 000-0000';

function SmsOptIn({ question }: { question: NonNullable<PhoneQuestion['smsOptIn']> }) {
  const { value, error, change } = useAnswer(question.key);
  return (
    <BooleanCheckbox
      question={question}
      isSelected={value === true}
      error={error}
      onChange={(isSelected) => change({ [question.key]: isSelected })}
    />
  );
}

export default function PhoneWidget({ node }: { node: PhoneQuestion }) {
  const { value, error, change } = useAnswer(node.key);
  const { smsOptIn } = node;
  return (
    <div className="phone-field">
      <MaskedField
        question={node}
        pattern={phonePattern}
        inputMode="tel"
        value={String(value)}
        error={error}
        onChange={(text) => change({ [node.key]: text })}
      />
      {smsOptIn && <SmsOptIn question={smsOptIn} />}
    </div>
  );
}
