/** Query keys of the payments feature; a recorded payment, refund or reduction invalidates from the root. */
export const paymentsKeys = {
  all: ['payments'] as const,
  ledgers: () => [...paymentsKeys.all, 'ledger'] as const,
  /** A subscription's fees, family accounts, payments and reductions, by subscription id. */
  ledger: (subscriptionId: number) => [...paymentsKeys.ledgers(), subscriptionId] as const,
};
