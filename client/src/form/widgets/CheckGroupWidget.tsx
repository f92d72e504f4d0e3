// Several checkboxes under one label, each answering its own key true or false.
import type { CheckGroup } from '@transfer/form';
import { Checkbox, CheckboxGroup, FieldError, Label, Text } from 'react-aria-components';
import { useFormNodes, useFormValue } from './context';

export default function CheckGroupWidget({ node }: { node: CheckGroup }) {
  const { change } = useFormNodes();
  const keys = node.questions.map((question) => question.key);
  const checked = useFormValue(keys, ({ state }) => keys.filter((key) => state.answers[key] === true));
  // A rule may report the group under its own id or under one of its keys; each message is shown once.
  const messages = useFormValue([node.id, ...keys], ({ errors }) =>
    [...new Set([node.id, ...keys].map((key) => errors[key]))].filter(Boolean),
  );

  function onChange(keys: string[]) {
    change(Object.fromEntries(node.questions.map((question) => [question.key, keys.includes(question.key)])));
  }

  return (
    <CheckboxGroup
      id={node.id}
      className="field choice-group"
      value={checked}
      onChange={onChange}
      isInvalid={messages.length > 0}
      validationBehavior="aria"
    >
      <Label className="field__label">{node.label}</Label>
      <div className="choice-group__options">
        {node.questions.map((question) => (
          <Checkbox key={question.key} id={question.key} value={question.key} className="checkbox">
            <span className="checkbox__box" aria-hidden="true" />
            {question.label}
          </Checkbox>
        ))}
      </div>
      {node.hint && (
        <Text slot="description" className="field__hint">
          {node.hint}
        </Text>
      )}
      <FieldError className="field__error">{messages.join(' ')}</FieldError>
    </CheckboxGroup>
  );
}
