/** The readable part of an apiRequest error ("401: Invalid email or password" -> the text). */
export function errorMessage(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.replace(/^\d{3}: /, "") || "Something went wrong. Please try again.";
}
