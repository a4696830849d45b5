import { type ClassValue, clsx } from "clsx";

// clsx alone: tailwind-merge would cost ~7 KB gzip on every page, so components avoid conflicting
// classes by design (variants own their colours and sizes; callers add layout classes only).
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
