import { Fragment } from 'react';

/** An e-mail address that may wrap after its "@" only, never in the middle of a word. */
export function EmailText({ email }: { email: string | null }) {
  if (email === null || email === '') return <>—</>;
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <Fragment>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </Fragment>
  );
}
