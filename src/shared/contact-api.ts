import { z } from "zod";
import { safeString } from "./text";

// The contact form (docs/product/contact-messages.md): one schema for the form and the server.

export const CONTACT_CATEGORIES = [
  { value: "general", label: "General question" },
  { value: "technical", label: "Technical support" },
  { value: "billing", label: "Billing" },
  { value: "feature", label: "Feature request" },
  { value: "partnership", label: "Partnership" },
  { value: "media", label: "Media and press" },
  { value: "feedback", label: "Feedback" },
] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number]["value"];
const categoryValues = CONTACT_CATEGORIES.map((c) => c.value) as [ContactCategory, ...ContactCategory[]];

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

const required = (label: string, max: number) =>
  safeString({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const contactRequestSchema = z.object({
  name: required("Name", CONTACT_LIMITS.name),
  email: safeString({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(CONTACT_LIMITS.email, `Email must be at most ${CONTACT_LIMITS.email} characters`)
    .pipe(z.email("Please enter a valid email address")),
  subject: required("Subject", CONTACT_LIMITS.subject),
  // The form's empty choice is "", which means no category.
  category: z
    .union([z.enum(categoryValues), z.literal("")])
    .optional()
    .transform((v) => (v ? v : undefined)),
  message: required("Message", CONTACT_LIMITS.message),
  /** Hidden from people; bots that fill every field fill this one too. */
  website: safeString().max(500).optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ received: z.literal(true) });
