import type { UserDto } from '@club/domain';

/** "Jean Dupont", as people are named to each other in the club. */
export const fullName = (user: Pick<UserDto, 'firstName' | 'lastName'>): string => `${user.firstName} ${user.lastName}`;
