/** What this needs of a zod issue: where it is and its message key. */
interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The `fields` of a 400 answer (docs/product.md#errors) from a schema's issues: each field's
 * first message key, by its dotted path (`student.school`), `body` for the body as a whole.
 * For schemas a service checks itself, which the route's validation leaves alone.
 */
export const zodIssuesToFields = (issues: readonly Issue[]): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  return fields;
};
