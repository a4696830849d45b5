import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { CONTACT_CATEGORIES, type ContactRequest, contactRequestSchema } from "../../../shared/contact-api";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { NativeSelect } from "../../components/ui/native-select";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/use-toast";
import { apiSend } from "../../lib/api-request";
import { errorMessage } from "../../lib/error-message";

const EMPTY: ContactRequest = { name: "", email: "", subject: "", category: "", message: "", website: "" };

/**
 * docs/product/contact-messages.md: the message is stored before "Message sent!" appears; on failure the form
 * keeps it.
 */
export function ContactForm() {
  const [pending, setPending] = useState(false);
  const { register, handleSubmit, reset, formState } = useForm<ContactRequest>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: EMPTY,
  });
  const { errors } = formState;

  const onSubmit = async (values: ContactRequest) => {
    setPending(true);
    try {
      await apiSend("POST", "/api/contact", values);
      reset(EMPTY);
      toast({
        title: "Message sent!",
        description: "Thank you for contacting us. We'll get back to you within 24 hours.",
      });
    } catch (err) {
      toast({ variant: "destructive", title: "Message not sent", description: errorMessage(err) });
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          {(f) => (
            <Input
              id={f.id}
              autoComplete="name"
              required
              aria-invalid={f.invalid}
              aria-describedby={f.describedBy}
              {...register("name")}
            />
          )}
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          {(f) => (
            <Input
              id={f.id}
              type="email"
              autoComplete="email"
              required
              aria-invalid={f.invalid}
              aria-describedby={f.describedBy}
              {...register("email")}
            />
          )}
        </FormField>
      </div>
      <FormField label="Subject" error={errors.subject?.message}>
        {(f) => (
          <Input
            id={f.id}
            required
            aria-invalid={f.invalid}
            aria-describedby={f.describedBy}
            {...register("subject")}
          />
        )}
      </FormField>
      <FormField label="Category (optional)" error={errors.category?.message}>
        {(f) => (
          <NativeSelect
            id={f.id}
            aria-invalid={f.invalid}
            aria-describedby={f.describedBy}
            {...register("category")}
          >
            <option value="">Choose a category</option>
            {CONTACT_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Message" error={errors.message?.message}>
        {(f) => (
          <Textarea
            id={f.id}
            rows={6}
            required
            aria-invalid={f.invalid}
            aria-describedby={f.describedBy}
            {...register("message")}
          />
        )}
      </FormField>
      {/* A field people never see; bots that fill in every input give themselves away. */}
      <div className="absolute -left-[9999px] size-px overflow-hidden" aria-hidden="true">
        <label>
          Website
          <input type="text" tabIndex={-1} autoComplete="off" {...register("website")} />
        </label>
      </div>
      <Button type="submit" size="lg" disabled={pending} className="sm:justify-self-start">
        {pending ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
