import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type ChangePasswordFormValues, changePasswordFormSchema } from "../../../shared/account";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/use-toast";
import { errorMessage } from "../../lib/error-message";
import { NewPasswordFields } from "../auth/password-fields";
import { requestPasswordReset } from "../auth/password-reset-api";
import { changePassword } from "./account-api";
import { SettingsSection } from "./settings-section";

// Changing the password signs out every other device (docs/product/account.md).

export function PasswordSettings({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  return (
    <SettingsSection
      id="password"
      title="Password"
      description={
        hasPassword
          ? "Changing it signs you out on every other device."
          : "You sign in with Google, so your account has no password. Set one to sign in with your e-mail address too."
      }
    >
      {hasPassword ? <ChangePasswordForm /> : <SetPasswordByEmail email={email} />}
    </SettingsSection>
  );
}

function ChangePasswordForm() {
  const [pending, setPending] = useState(false);
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (v) => {
    setPending(true);
    try {
      const refusal = await changePassword(v.currentPassword, v.newPassword);
      if (!refusal) {
        form.reset();
        toast({ title: "Password changed", description: "Every other device is now signed out." });
      } else if (refusal.code === "INVALID_PASSWORD") {
        form.setError(
          "currentPassword",
          { message: "That is not your current password" },
          { shouldFocus: true },
        );
      } else {
        const field = refusal.fields.currentPassword ? "currentPassword" : "newPassword";
        form.setError(field, { message: refusal.fields[field] ?? refusal.message }, { shouldFocus: true });
      }
    } catch (err) {
      toast({ title: "Password not changed", description: errorMessage(err), variant: "destructive" });
    } finally {
      setPending(false);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField label="Current password" error={errors.currentPassword?.message}>
        {(f) => (
          <Input
            id={f.id}
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={f.invalid}
            aria-describedby={f.describedBy}
            {...form.register("currentPassword")}
          />
        )}
      </FormField>
      <NewPasswordFields
        password={form.register("newPassword")}
        confirm={form.register("confirmPassword")}
        errors={{
          newPassword: errors.newPassword?.message,
          confirmPassword: errors.confirmPassword?.message,
        }}
      />
      <Button type="submit" className="justify-self-start" disabled={pending}>
        {pending ? "Saving…" : "Change Password"}
      </Button>
    </form>
  );
}

/** A Google-only account sets its first password through the reset e-mail, which proves the address. */
function SetPasswordByEmail({ email }: { email: string }) {
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <div className="grid gap-3">
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={pending || sent}
        onClick={async () => {
          setPending(true);
          try {
            await requestPasswordReset(email);
            setSent(true);
          } catch (err) {
            toast({ title: "No link sent", description: errorMessage(err), variant: "destructive" });
          } finally {
            setPending(false);
          }
        }}
      >
        Send Me a Link to Set One
      </Button>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {sent ? `We've sent a link to ${email}. It works for one hour.` : null}
      </p>
    </div>
  );
}
