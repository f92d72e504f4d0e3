// An e-mail address that wraps, where it must, after its @ or before a dot, never in the middle of a name.
import { Fragment } from 'react';

export function EmailAddress({ address }: { address: string }) {
  return (
    <>
      {address.split(/(?=\.)|(?<=@)/).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
