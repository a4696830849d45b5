import { zodResolver } from "@hookform/resolvers/zod";
import { Mail } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { type SubscriptionRequest, subscriptionRequestSchema } from "../../../shared/subscription-api";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/use-toast";
import { apiSend } from "../../lib/api-request";
import { errorMessage } from "../../lib/error-message";

/** docs/product/blog-subscriptions.md: the address is validated and stored; the toast appears once it is. */
export function SubscribeBox() {
  const id = useId();
  const [pending, setPending] = useState(false);
  const { register, handleSubmit, reset, formState } = useForm<SubscriptionRequest>({
    resolver: zodResolver(subscriptionRequestSchema),
    defaultValues: { email: "" },
  });
  const error = formState.errors.email?.message;

  const onSubmit = async (values: SubscriptionRequest) => {
    setPending(true);
    try {
      await apiSend("POST", "/api/subscriptions", values);
      reset({ email: "" });
      toast({ title: "Subscribed!", description: "We'll e-mail you when new articles are published." });
    } catch (err) {
      toast({ variant: "destructive", title: "Subscription failed", description: errorMessage(err) });
    } finally {
      setPending(false);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-primary p-6 text-primary-foreground sm:p-8"
    >
      <div className="mx-auto max-w-2xl text-center">
        <Mail className="mx-auto size-8" aria-hidden />
        <h2 id={`${id}-title`} className="mt-3 text-2xl font-bold">
          New articles in your inbox
        </h2>
        <p className="mt-2 opacity-90">
          One e-mail when a new guide is published. No spam, no sharing your address.
        </p>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-5 flex flex-col gap-3 sm:flex-row">
          <label htmlFor={`${id}-email`} className="sr-only">
            Email address
          </label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            className="h-12 bg-background text-foreground"
            {...register("email")}
          />
          <Button type="submit" size="lg" variant="secondary" disabled={pending} className="shrink-0">
            {pending ? "Subscribing..." : "Subscribe"}
          </Button>
        </form>
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium">
            {error}
          </p>
        ) : null}
      </div>
    </section>
  );
}
