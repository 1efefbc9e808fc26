/** `raw` as one of `values` (a tab, a filter kept in the address), or undefined when it is none of them. */
export function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return values.find((value) => value === raw);
}
