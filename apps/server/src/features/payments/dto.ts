import {
  isPaymentMethod,
  type FamilyAccountDto,
  type InstalmentPlanDto,
  type PaymentDto,
  type PaymentKind,
  type ReductionDto,
} from '@club/domain';
import type { Account } from './accounts.js';
import { memberNameOf } from './accounts.js';
import type { AllocationRow, PaymentRow, reductionsOf } from './repository.js';

/** `R2026-2027-0001`: R, the season's label and the receipt's number on four digits (more past 9999). */
export const receiptReference = (seasonLabel: string, number: number): string => `R${seasonLabel}-${String(number).padStart(4, '0')}`;

const kindOf = (kind: string): PaymentKind => (kind === 'REFUND' ? 'REFUND' : 'PAYMENT');

/** A payment as recorded, with the allocations given (all of them for staff, the family's own for a family). */
export const paymentDtoOf = (row: PaymentRow, allocations: readonly AllocationRow[]): PaymentDto => {
  if (!isPaymentMethod(row.method)) throw new Error(`Payment ${row.id} has an unknown method`);
  return {
    id: row.id,
    kind: kindOf(row.kind),
    receiptNumber: row.receipt_number === null ? null : Number(row.receipt_number),
    receiptReference: row.receipt_reference,
    seasonId: row.season_id,
    method: row.method,
    reference: row.reference,
    paidOn: row.paid_on,
    depositOn: row.deposit_on,
    amountCents: Number(row.amount_cents),
    reason: row.reason,
    recordedAt: row.recorded_at,
    recordedBy: row.recorded_by_login,
    allocations: allocations.map((allocation) => ({
      subscriptionId: allocation.subscription_id,
      memberName: allocation.member_name,
      amountCents: Number(allocation.amount_cents),
    })),
  };
};

/** `instalments`: the account's plan with its parts' states (instalments.ts), null without one. */
export const familyAccountDtoOf = ({ row, fees }: Account, instalments: InstalmentPlanDto | null): FamilyAccountDto => ({
  subscriptionId: row.id,
  memberId: row.member_id,
  memberName: memberNameOf(row),
  groupName: row.group_name,
  state: row.state,
  fees,
  instalments,
});

export const reductionDtoOf = (row: Awaited<ReturnType<typeof reductionsOf>>[number]): ReductionDto => ({
  id: row.id,
  amountCents: Number(row.amount_cents),
  reason: row.reason,
  createdAt: row.created_at,
  createdBy: row.created_by_login,
});

/** The allocations of each payment, by payment id. */
export const allocationsByPayment = (allocations: readonly AllocationRow[]): Map<number, AllocationRow[]> => {
  const byPayment = new Map<number, AllocationRow[]>();
  for (const allocation of allocations) {
    const list = byPayment.get(allocation.payment_id) ?? [];
    list.push(allocation);
    byPayment.set(allocation.payment_id, list);
  }
  return byPayment;
};
