// An e-mail address that wraps, when it must, only before its @ and its dots, never mid-word
// ("…@example.or / g"); only a single part wider than the whole line is broken inside.
import { Fragment } from 'react';
import { emailParts } from '#site/lib/email-parts.ts';

interface Props {
  address: string;
  className?: string;
}

export default function EmailAddress({ address, className = '' }: Props) {
  return (
    <span className={`break-words ${className}`}>
      {emailParts(address).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
