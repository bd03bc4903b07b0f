import type { Executor } from '../../db/executor.js';
import { forgetNamesInPayments, subscriptionContactNames } from './repository.js';

interface Named {
  first_name: string | null;
  last_name: string | null;
}

/** A name as payments copy it: first then last name, trimmed (features/invoices/draft.ts). */
const fullName = (row: Named): string =>
  [row.first_name ?? '', row.last_name ?? '']
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');

/**
 * The member's identity leaves the club's books on erasure and anonymisation
 * (docs/product.md#fees-and-payments): their allocations and attestations, and the payer when it
 * was them or a guardian who goes with them (the one on file, or the contact typed on their
 * subscriptions when none is on file), say `ERASED_MEMBER_NAME`. Run before their rows are
 * deleted or replaced: it reads them.
 */
export const forgetMemberInPayments = async (
  db: Executor,
  member: Named & { id: number; birth_date: string },
  guardian: Named | undefined,
  guardianGoes: boolean,
): Promise<void> => {
  const names = [fullName(member)];
  if (guardian === undefined || guardianGoes) {
    if (guardian !== undefined) names.push(fullName(guardian));
    for (const contact of await subscriptionContactNames(db, member.id)) {
      names.push(fullName({ first_name: contact.guardian_first_name, last_name: contact.guardian_last_name }));
    }
  }
  await forgetNamesInPayments(db, member.id, [...new Set(names.filter((name) => name !== ''))], member.birth_date.slice(0, 4));
};
