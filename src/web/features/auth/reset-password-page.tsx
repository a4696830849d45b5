import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { BRAND } from "../../../../content/site";
import { type ResetPasswordFormValues, resetPasswordFormSchema } from "../../../shared/account";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { errorMessage } from "../../lib/error-message";
import { useHead } from "../../lib/head";
import { useAuthDialog } from "./auth-dialog-context";
import { NewPasswordFields } from "./password-fields";
import { resetPassword } from "./password-reset-api";

// /reset-password?token=…, where a reset e-mail's link lands (docs/product/account.md): the new password
// is asked for with sign-up's rules, then the person signs in with it (every session ended).

export default function ResetPasswordPage() {
  useHead({
    title: `Choose a new password | ${BRAND}`,
    description: `Choose a new password for your ${BRAND} account.`,
    path: "/reset-password",
    noindex: true,
  });
  const [token] = useState(() => new URLSearchParams(window.location.search).get("token")?.trim() ?? "");
  const [linkInvalid, setLinkInvalid] = useState(token === "");
  const [pending, setPending] = useState(false);
  const { openAuthDialog } = useAuthDialog();
  const [, navigate] = useLocation();
  const form = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });

  const onSubmit = form.handleSubmit(async (v) => {
    setPending(true);
    try {
      const refusal = await resetPassword(token, v.newPassword);
      if (!refusal) {
        toast({ title: "Password changed", description: "Sign in with your new password." });
        navigate("/", { replace: true });
        openAuthDialog("signin", { next: "/dashboard" });
      } else if (refusal.fields.newPassword) {
        form.setError("newPassword", { message: refusal.fields.newPassword }, { shouldFocus: true });
      } else if (refusal.code === "INVALID_TOKEN" || refusal.fields.token) {
        setLinkInvalid(true);
      } else {
        form.setError("newPassword", { message: refusal.message }, { shouldFocus: true });
      }
    } catch (err) {
      toast({
        title: "Your password was not changed",
        description: errorMessage(err),
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  });

  return (
    <div className="mx-auto grid w-full max-w-md gap-6 px-4 py-10 sm:py-16">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">Choose a new password</h1>
        <p className="text-muted-foreground">
          {linkInvalid
            ? "This link has expired or was already used."
            : "Type it twice. Once it is saved, sign in with it on every device."}
        </p>
      </div>
      {linkInvalid ? (
        <div className="grid gap-3 rounded-xl border p-5">
          <p>Reset links work once, for an hour. Ask for a new one and use the newest e-mail.</p>
          <Button
            onClick={() => {
              navigate("/", { replace: true });
              openAuthDialog("forgot", { next: "/dashboard" });
            }}
          >
            Send Me a New Link
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4 rounded-xl border p-5">
          <NewPasswordFields
            password={form.register("newPassword")}
            confirm={form.register("confirmPassword")}
            errors={{
              newPassword: form.formState.errors.newPassword?.message,
              confirmPassword: form.formState.errors.confirmPassword?.message,
            }}
          />
          <Button type="submit" size="lg" disabled={pending}>
            {pending ? "Saving…" : "Save New Password"}
          </Button>
        </form>
      )}
    </div>
  );
}
