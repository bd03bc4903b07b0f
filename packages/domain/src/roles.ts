/** Staff roles (docs/product.md#roles). A user may hold several. */
export const ROLES = ['ADMIN', 'COACH', 'SECTION_MANAGER'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);
