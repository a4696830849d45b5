import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldError, type UseFormRegisterReturn, useForm } from "react-hook-form";
import { type ForgotPasswordValues, forgotPasswordSchema } from "../../../shared/account";
import {
  PASSWORD_MIN,
  type SignInValues,
  type SignUpValues,
  signInSchema,
  signUpSchema,
} from "../../../shared/auth";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";

interface FormProps<T> {
  pending: boolean;
  onSubmit(values: T): void;
}

function SubmitButton({ pending, label }: { pending: boolean; label: string }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending}>
      {pending ? "Loading..." : label}
    </Button>
  );
}

/** The e-mail and password fields both forms share; only the password's autocomplete and hint differ. */
function CredentialFields({
  email,
  password,
  errors,
  newPassword,
}: {
  email: UseFormRegisterReturn<"email">;
  password: UseFormRegisterReturn<"password">;
  errors: { email?: FieldError | undefined; password?: FieldError | undefined };
  newPassword: boolean;
}) {
  return (
    <>
      <FormField label="Email" error={errors.email?.message}>
        {(f) => (
          <Input
            id={f.id}
            type="email"
            autoComplete="email"
            required
            aria-invalid={f.invalid}
            aria-describedby={f.describedBy}
            {...email}
          />
        )}
      </FormField>
      <FormField
        label="Password"
        error={errors.password?.message}
        hint={newPassword ? `At least ${PASSWORD_MIN} characters` : undefined}
      >
        {(f) => (
          <Input
            id={f.id}
            type="password"
            autoComplete={newPassword ? "new-password" : "current-password"}
            required
            minLength={newPassword ? PASSWORD_MIN : undefined}
            aria-invalid={f.invalid}
            aria-describedby={f.describedBy}
            {...password}
          />
        )}
      </FormField>
    </>
  );
}

/** A text-style button inside the dialog (switching forms), focusable and visible on focus. */
export const LINK_BUTTON =
  "font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

export function SignInForm({ pending, onSubmit, onForgot }: FormProps<SignInValues> & { onForgot(): void }) {
  const { register, handleSubmit, formState } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const e = formState.errors;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <CredentialFields
        email={register("email")}
        password={register("password")}
        errors={e}
        newPassword={false}
      />
      <button type="button" className={`-mt-2 justify-self-start text-sm ${LINK_BUTTON}`} onClick={onForgot}>
        Forgot password?
      </button>
      <SubmitButton pending={pending} label="Sign In" />
    </form>
  );
}

export function SignUpForm({ pending, onSubmit }: FormProps<SignUpValues>) {
  const { register, handleSubmit, formState } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: "", email: "", password: "" },
  });
  const e = formState.errors;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormField label="Name" error={e.name?.message}>
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
      <CredentialFields
        email={register("email")}
        password={register("password")}
        errors={e}
        newPassword={true}
      />
      <SubmitButton pending={pending} label="Create Account" />
    </form>
  );
}

/** "Forgot password?": the address to send a reset link to. */
export function ForgotPasswordForm({ pending, onSubmit }: FormProps<ForgotPasswordValues>) {
  const { register, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormField label="Email" error={formState.errors.email?.message}>
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
      <SubmitButton pending={pending} label="Send Reset Link" />
    </form>
  );
}
