/**
 * docs/product.md#question-ids: a question id is the categoryId, a dash, then the statement in lower case with spaces
 * turned to dashes and characters other than a-z, 0-9 and dash removed.
 */
export function questionId(categoryId: string, statement: string): string {
  const slug = statement
    .toLowerCase()
    .replace(/ /g, "-")
    .replace(/[^a-z0-9-]/g, "");
  return `${categoryId}-${slug}`;
}
