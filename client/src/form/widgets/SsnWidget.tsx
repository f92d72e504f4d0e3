// A social security number formatted 999-99-9999 as the student types; after signing in with a visitor's answers (which
// never carry it), a note asks for it again until it is given.
import type { SsnQuestion } from '@transfer/form';
import { useState } from 'react';
import { wereVisitorAnswersCarried } from '../../session/ssn-not-carried';
import { useAnswer, useFormNodes } from './context';
import { MaskedField } from './MaskedField';

const ssnPattern = '000-00-0000';

export const ssnNotCarriedNote =
  'For your security, a Social Security number entered before you signed in is not kept. If you entered it then, please enter it again.';

export default function SsnWidget({ node }: { node: SsnQuestion }) {
  const { value, error, change } = useAnswer(node.key);
  const { isSignedIn } = useFormNodes();
  const noteId = `${node.key}-not-carried`;
  // Decided as the question shows, so that the note stays put while the student types.
  const [showsNote] = useState(() => isSignedIn && value === '' && wereVisitorAnswersCarried());
  return (
    <>
      {showsNote && (
        <p id={noteId} className="field__notice">
          {ssnNotCarriedNote}
        </p>
      )}
      <MaskedField
        question={node}
        pattern={ssnPattern}
        value={String(value)}
        error={error}
        describedBy={showsNote ? noteId : undefined}
        onChange={(text) => change({ [node.key]: text })}
      />
    </>
  );
}
