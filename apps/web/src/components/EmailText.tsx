import { Fragment } from 'react';

/** Where an address may wrap: after its « @ », and before each dot. */
const segmentsOf = (email: string): string[] => {
  const segments: string[] = [];
  let current = '';
  for (const character of email) {
    if (character === '.' && current !== '') {
      segments.push(current);
      current = '';
    }
    current += character;
    if (character === '@') {
      segments.push(current);
      current = '';
    }
  }
  if (current !== '') segments.push(current);
  return segments;
};

/** Longer than this, a piece may not fit a narrow column: it keeps its own break points. */
const UNBREAKABLE_UP_TO = 24;

/**
 * An e-mail address that wraps at the points a reader expects (« jean.dupont@<wbr>exemple<wbr>.fr »)
 * rather than in the middle of a word or at one of its hyphens, which would read as part of the
 * address. A piece too long for the line still needs the parent's `overflow-wrap: break-word`.
 */
export function EmailText({ email }: { email: string }) {
  return (
    <>
      {segmentsOf(email).map((segment, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {segment.length <= UNBREAKABLE_UP_TO ? <span style={{ whiteSpace: 'nowrap' }}>{segment}</span> : segment}
        </Fragment>
      ))}
    </>
  );
}
