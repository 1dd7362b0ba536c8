/** One entry of the error catalogue: the HTTP status and the message in each interface language. */
export interface ErrorDefinition {
  status: number;
  message: { en: string; fr: string };
}

/** Keeps the literal codes of a group of errors while checking each entry's shape. */
export function defineErrors<const T extends Record<string, ErrorDefinition>>(definitions: T): T {
  return definitions;
}
