// The "Keyboard shortcuts" help of a staff page: a disclosure listing its keys, so that they are documented where they work.
import { useId, useState } from 'react';
import { Button } from 'react-aria-components';

const keysOf = {
  worklist: [
    ['/', 'Search applications'],
    ['↑ ↓', 'Move between applications in the table'],
    ['Enter', 'Open the application'],
    ['Space', 'Select the application (admins, to assign readers)'],
  ],
  reader: [
    ['j', 'Next application'],
    ['k', 'Previous application'],
    ['/', 'Search applications'],
    ['Esc', 'Back to the list, at this application'],
  ],
  queue: [
    ['↑ ↓', 'Move between applications in the table'],
    ['Enter', 'Open the application'],
  ],
  queueReader: [
    ['j', 'Next application in my queue'],
    ['k', 'Previous application in my queue'],
    ['/', 'Search applications'],
    ['Esc', 'Back to my queue'],
  ],
} as const;

export function ShortcutsHelp({ page }: { page: keyof typeof keysOf }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="shortcuts-help">
      <Button className="button shortcuts-help__toggle" aria-expanded={open} aria-controls={id} onPress={() => setOpen(!open)}>
        Keyboard shortcuts
      </Button>
      <dl id={id} className="shortcuts-help__list" hidden={!open}>
        {keysOf[page].map(([key, what]) => (
          <div key={key}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
