import { balanceOf, payableCents, refundableCents, type FamilyAccountDto, type PaymentKind, type PaymentMethod } from '@club/domain';
import { eurosInputText, parseEuros } from '@/lib/money';

/**
 * The rules of the payment and refund form (docs/product.md#fees-and-payments), apart from
 * the screen: which children it lists, what it prefills, and how typed euros become the
 * contract's allocations.
 */

/** One child of the family in the form. */
export interface AllocationRow {
  subscriptionId: number;
  memberName: string;
  /** What this child may take: its payable balance, or for a refund what it paid and was not refunded. */
  limitCents: number;
}

export interface MovementFormValues {
  method: PaymentMethod | '';
  reference: string;
  paidOn: string;
  /** A cheque's cashing day; empty: the day it was handed in (docs/product.md#instalments). */
  depositOn: string;
  reason: string;
  /** The euros typed for each row, in the rows' order. */
  amounts: { text: string }[];
  /** Holds no value: where the errors about the allocations as a whole are shown, beside the total. */
  total: string;
}

/**
 * A payment lists every child still enrolled, prefilled with what each still owes; a refund
 * lists the children who paid something not yet refunded, prefilled with their credit.
 */
export const allocationRows = (kind: PaymentKind, family: readonly FamilyAccountDto[]): AllocationRow[] =>
  family.flatMap((account) => {
    const limitCents = kind === 'PAYMENT' ? payableCents(account.fees) : refundableCents(account.fees);
    if (kind === 'PAYMENT' ? account.state === 'CANCELLED' : limitCents <= 0) return [];
    return [{ subscriptionId: account.subscriptionId, memberName: account.memberName, limitCents }];
  });

export const prefilledCents = (kind: PaymentKind, account: FamilyAccountDto): number =>
  kind === 'PAYMENT' ? payableCents(account.fees) : Math.min(refundableCents(account.fees), Math.max(0, -balanceOf(account.fees)));

export const prefilledAmounts = (
  kind: PaymentKind,
  rows: readonly AllocationRow[],
  family: readonly FamilyAccountDto[],
  language: string,
): { text: string }[] =>
  rows.map((row) => {
    const account = family.find((candidate) => candidate.subscriptionId === row.subscriptionId);
    return { text: eurosInputText(account === undefined ? 0 : prefilledCents(kind, account), language) };
  });

/** An empty field counts as 0: the child is not part of this payment. */
export const centsOfText = (text: string): number | null => (text.trim() === '' ? 0 : parseEuros(text));

/** The sum of the amounts that read as euros, in cents. */
export const totalCents = (texts: readonly string[]): number => texts.reduce((sum, text) => sum + (centsOfText(text) ?? 0), 0);

export interface Allocations {
  allocations: { subscriptionId: number; amountCents: number }[];
  /** For each allocation sent, the row it came from: the server's `allocations.<i>` names the i-th. */
  rowOfAllocation: number[];
}

/** The rows with an amount above 0, in order. */
export const allocationsOf = (rows: readonly AllocationRow[], cents: readonly (number | null)[]): Allocations => {
  const allocations: Allocations['allocations'] = [];
  const rowOfAllocation: number[] = [];
  rows.forEach((row, index) => {
    const amountCents = cents[index] ?? 0;
    if (amountCents <= 0) return;
    allocations.push({ subscriptionId: row.subscriptionId, amountCents });
    rowOfAllocation.push(index);
  });
  return { allocations, rowOfAllocation };
};

type MovementField = 'method' | 'reference' | 'paidOn' | 'depositOn' | 'reason' | 'total' | `amounts.${number}.text`;

const ALLOCATION_FIELD = /^allocations\.(?<index>\d+)(?:\.\w+)?$/;
const PLAIN_FIELDS = new Set(['method', 'reference', 'paidOn', 'depositOn', 'reason']);

/**
 * The form field where an error about `field` (`allocations.1.amountCents`, `method`…, as the
 * schema's issue paths and the server's `fields` write them) belongs; undefined when none fits.
 */
export const movementFieldOf = (field: string, rowOfAllocation: readonly number[]): MovementField | undefined => {
  if (field === 'allocations') return 'total';
  if (PLAIN_FIELDS.has(field)) return field as MovementField;
  const index = ALLOCATION_FIELD.exec(field)?.groups?.index;
  if (index === undefined) return undefined;
  const row = rowOfAllocation[Number(index)];
  return row === undefined ? 'total' : `amounts.${row}.text`;
};

/** Only a cheque may be cashed later than the day it was handed in; a refund is never cashed by the club. */
export const offersDepositOn = (kind: PaymentKind, method: PaymentMethod | ''): boolean => kind === 'PAYMENT' && method === 'CHEQUE';

/** What the reference is on the receipt: the cheque, the transfer, the vouchers. */
export const referenceLabelKey = (method: PaymentMethod | ''): string => {
  if (method === 'CHEQUE') return 'form.referenceCHEQUE';
  if (method === 'TRANSFER') return 'form.referenceTRANSFER';
  if (method === 'ANCV' || method === 'PASS_SPORT') return 'form.referenceVOUCHERS';
  return 'form.reference';
};
