import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. There is deliberately no tailwind-merge (8 KB on every first visit): a
 * component's `className` adds classes and must not fight its own (use a variant or a prop instead).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
