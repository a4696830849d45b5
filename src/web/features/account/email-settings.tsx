import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { changeEmailSchema } from "../../../shared/account";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/use-toast";
import { errorMessage } from "../../lib/error-message";
import { changeEmail } from "./account-api";
import { SettingsSection } from "./settings-section";

// A new address is used once the link sent to it is opened (docs/product/account.md): a mistyped one
// can never take the account away from its owner.

const formSchema = changeEmailSchema.pick({ newEmail: true });

export function EmailSettings({ email }: { email: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useForm<{ newEmail: string }>({
    resolver: zodResolver(formSchema),
    defaultValues: { newEmail: "" },
  });

  const onSubmit = form.handleSubmit(async (v) => {
    if (v.newEmail.toLowerCase() === email.toLowerCase()) {
      form.setError("newEmail", { message: "That is already your address" }, { shouldFocus: true });
      return;
    }
    setPending(true);
    try {
      const refusal = await changeEmail(v.newEmail);
      if (refusal)
        form.setError(
          "newEmail",
          { message: refusal.fields.newEmail ?? refusal.message },
          { shouldFocus: true },
        );
      else {
        setSentTo(v.newEmail);
        form.reset();
      }
    } catch (err) {
      toast({ title: "Address not changed", description: errorMessage(err), variant: "destructive" });
    } finally {
      setPending(false);
    }
  });

  return (
    <SettingsSection id="email" title="E-mail address">
      <p className="min-w-0 text-sm break-words">
        You sign in with <span className="font-medium">{email}</span>.
      </p>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField
          label="New e-mail address"
          error={form.formState.errors.newEmail?.message}
          hint="We'll send a link to it. Your address changes once you open that link."
        >
          {(f) => (
            <Input
              id={f.id}
              type="email"
              autoComplete="email"
              required
              aria-invalid={f.invalid}
              aria-describedby={f.describedBy}
              {...form.register("newEmail")}
            />
          )}
        </FormField>
        <Button type="submit" className="justify-self-start" disabled={pending}>
          {pending ? "Sending…" : "Change E-mail Address"}
        </Button>
      </form>
      <p aria-live="polite" className="min-w-0 text-sm break-words">
        {sentTo
          ? `Check ${sentTo} for a link. Open it within 24 hours to start signing in with it; until then, keep using ${email}.`
          : null}
      </p>
    </SettingsSection>
  );
}
