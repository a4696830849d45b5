import type { UseFormRegisterReturn } from "react-hook-form";
import { PASSWORD_MIN } from "../../../shared/auth";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";

// A new password typed twice, with sign-up's rule as the hint (the server also refuses one that is
// easy to guess: src/server/auth/password-strength.ts). The reset page and the settings page use it.

export function NewPasswordFields({
  password,
  confirm,
  errors,
}: {
  password: UseFormRegisterReturn<"newPassword">;
  confirm: UseFormRegisterReturn<"confirmPassword">;
  errors: { newPassword?: string | undefined; confirmPassword?: string | undefined };
}) {
  return (
    <>
      <FormField
        label="New password"
        error={errors.newPassword}
        hint={`At least ${PASSWORD_MIN} characters. A few unrelated words make a strong one.`}
      >
        {(f) => (
          <Input
            id={f.id}
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            aria-invalid={f.invalid}
            aria-describedby={f.describedBy}
            {...password}
          />
        )}
      </FormField>
      <FormField label="New password again" error={errors.confirmPassword}>
        {(f) => (
          <Input
            id={f.id}
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={f.invalid}
            aria-describedby={f.describedBy}
            {...confirm}
          />
        )}
      </FormField>
    </>
  );
}
