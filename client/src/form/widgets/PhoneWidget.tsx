// A phone number formatted (999) 999-9999 as the student types, with the text-message opt-in beside it where the question offers one.
import type { PhoneQuestion } from '@transfer/form';
import { BooleanCheckbox } from './BooleanCheckbox';
import { useAnswer, useFormNodes } from './context';
import { MaskedField } from './MaskedField';

const phonePattern = '(000) 000-0000';

export default function PhoneWidget({ node }: { node: PhoneQuestion }) {
  const { value, error, change } = useAnswer(node.key);
  const { state, errors } = useFormNodes();
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
      {smsOptIn && (
        <BooleanCheckbox
          question={smsOptIn}
          isSelected={state.answers[smsOptIn.key] === true}
          error={errors[smsOptIn.key]}
          onChange={(isSelected) => change({ [smsOptIn.key]: isSelected })}
        />
      )}
    </div>
  );
}
