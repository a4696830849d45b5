import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
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

export function SignInForm({ pending, onSubmit }: FormProps<SignInValues>) {
  const { register, handleSubmit, formState } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const e = formState.errors;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormField label="Email" error={e.email?.message}>
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
      <FormField label="Password" error={e.password?.message}>
        {(f) => (
          <Input
            id={f.id}
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={f.invalid}
            aria-describedby={f.describedBy}
            {...register("password")}
          />
        )}
      </FormField>
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
      <FormField label="Email" error={e.email?.message}>
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
      <FormField label="Password" error={e.password?.message} hint={`At least ${PASSWORD_MIN} characters`}>
        {(f) => (
          <Input
            id={f.id}
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            aria-invalid={f.invalid}
            aria-describedby={f.describedBy}
            {...register("password")}
          />
        )}
      </FormField>
      <SubmitButton pending={pending} label="Create Account" />
    </form>
  );
}
