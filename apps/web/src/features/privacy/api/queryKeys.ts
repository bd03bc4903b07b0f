export const privacyKeys = {
  all: ['privacy'] as const,
  member: (memberId: number) => [...privacyKeys.all, 'member', memberId] as const,
};
