import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { type DeleteAccountValues, deleteAccountSchema } from "../../../shared/account";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/use-toast";
import { errorMessage } from "../../lib/error-message";
import { useAuth } from "../auth/auth-context";
import { deleteAccount } from "./account-api";
import { SettingsSection } from "./settings-section";

// Deleting the account removes everything in it at once, and asks for the password again
// (docs/product/account.md). Afterwards the person is signed out and sent to the landing page.

export function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection
      id="delete"
      title="Delete your account"
      description="Your profile, every plan, share links and shopping ticks are deleted at once. This cannot be undone."
    >
      {hasPassword ? (
        <Button variant="destructive" className="justify-self-start" onClick={() => setOpen(true)}>
          Delete My Account
        </Button>
      ) : (
        <p className="text-sm">Set a password first (above): deleting the account asks for it.</p>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>{open ? <ConfirmDelete onCancel={() => setOpen(false)} /> : null}</DialogContent>
      </Dialog>
    </SettingsSection>
  );
}

function ConfirmDelete({ onCancel }: { onCancel(): void }) {
  const [pending, setPending] = useState(false);
  const { signOut } = useAuth();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const form = useForm<DeleteAccountValues>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: "" },
  });

  const onSubmit = form.handleSubmit(async (v) => {
    setPending(true);
    try {
      const refusal = await deleteAccount(v.password);
      if (refusal) {
        const message = refusal.code === "INVALID_PASSWORD" ? "That password is not right" : refusal.message;
        form.setError("password", { message }, { shouldFocus: true });
        setPending(false);
        return;
      }
      await signOut();
      queryClient.clear();
      navigate("/", { replace: true });
      toast({
        title: "Your account is deleted",
        description: "Everything in it is gone. Thank you for trying us.",
      });
    } catch (err) {
      setPending(false);
      toast({
        title: "Your account was not deleted",
        description: errorMessage(err),
        variant: "destructive",
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-1 pr-6">
        <DialogTitle className="text-xl font-bold">Delete your account?</DialogTitle>
        <DialogDescription className="text-sm text-muted-foreground">
          Everything goes at once: profile, plans, share links and ticks. Type your password to confirm.
        </DialogDescription>
      </div>
      <FormField label="Password" error={form.formState.errors.password?.message}>
        {(f) => (
          <Input
            id={f.id}
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={f.invalid}
            aria-describedby={f.describedBy}
            {...form.register("password")}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? "Deleting…" : "Delete Everything"}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Keep My Account
        </Button>
      </div>
    </form>
  );
}
