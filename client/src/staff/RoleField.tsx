// The role of a member of staff as a choice of two, each saying what it may do, its error tied to the group; and the foot of the dialogs that set it.
import { Button, FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { roleDescriptions, roleLabels } from './labels';

export type Role = 'admin' | 'reader';

export function RoleField({ value, onChange, error }: { value: Role; onChange(role: Role): void; error?: string }) {
  return (
    <RadioGroup
      className="field role-field"
      value={value}
      onChange={(role) => onChange(role as Role)}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <Label className="field__label">Role</Label>
      {(['reader', 'admin'] as const).map((role) => (
        <Radio key={role} value={role} className="role-field__option">
          <span className="role-field__name">{roleLabels[role]}</span>
          <span className="role-field__description">{roleDescriptions[role]}</span>
        </Radio>
      ))}
      <FieldError className="field__error">{error}</FieldError>
    </RadioGroup>
  );
}

/** A staff dialog's form foot: Cancel (closing it) and the submit button. */
export function FormActions({ submit, isPending }: { submit: string; isPending: boolean }) {
  return (
    <div className="modal__actions modal__actions--row">
      <Button slot="close" className="button">
        Cancel
      </Button>
      <Button type="submit" className="button button--primary" isPending={isPending}>
        {submit}
      </Button>
    </div>
  );
}
