/** Small helpers shared by components. */
import { clsx, type ClassValue } from 'clsx';

/** Joins class names, dropping falsy values (clsx). */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
