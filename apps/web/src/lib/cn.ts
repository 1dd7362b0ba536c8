import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not resolve conflicting Tailwind utilities (tailwind-merge weighed 8 KiB
 * on the first screen): a component offers a variant or a flag where a caller needs another size or
 * colour, and conditional classes are alternatives (`a ? x : y`), never an override of the base.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
