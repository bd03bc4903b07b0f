import type { ClubTextKey } from '@club/domain/club';

export const clubKeys = {
  all: ['club'] as const,
  /** The identity as an admin reads it (private fields and version). */
  identity: () => [...clubKeys.all, 'identity'] as const,
  places: () => [...clubKeys.all, 'places'] as const,
  /** The health document asked for, a certificate's validity and the reminder days (docs/product.md#health-rules). */
  healthRules: () => [...clubKeys.all, 'health-rules'] as const,
  /** The licence fee, family discount tiers and ranking rule (docs/product.md#fees-and-payments). */
  feeSettings: () => [...clubKeys.all, 'fees'] as const,
  /** Where each legal text stands (docs/product.md, "Legal texts"). */
  texts: () => [...clubKeys.all, 'texts'] as const,
  /** A text's current sources (the shipped draft until a first version is published). */
  text: (key: ClubTextKey) => [...clubKeys.texts(), key] as const,
  textVersions: (key: ClubTextKey) => [...clubKeys.text(key), 'versions'] as const,
  textVersion: (key: ClubTextKey, version: number) => [...clubKeys.textVersions(key), version] as const,
};
