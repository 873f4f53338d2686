import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not resolve Tailwind conflicts (no tailwind-merge on the first page):
 * components expose props (size, variant) for what callers may change, never two classes for one property.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
