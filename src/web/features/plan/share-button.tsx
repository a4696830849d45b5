import { Link2Off, Share2 } from "lucide-react";
import { BRAND } from "../../../../content/site";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { errorMessage } from "../../lib/error-message";
import { usePlanShare, useSharePlan, useStopSharing } from "./plan-queries";

/** The device share sheet when there is one, else the clipboard with "Link copied!". */
async function handOver(url: string, goalLabel: string) {
  const data = {
    title: `My ${BRAND} meal plan`,
    text: `My 7-day ${goalLabel} meal plan from ${BRAND}`,
    url,
  };
  if (typeof navigator.share === "function") {
    try {
      await navigator.share(data);
      return;
    } catch (err) {
      // Closing the share sheet is not a failure.
      if (err instanceof DOMException && err.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: "Link copied!", description: "Meal plan link has been copied to clipboard" });
  } catch {
    toast({
      title: "Could not share",
      description: `Copy this address instead: ${url}`,
      variant: "destructive",
    });
  }
}

/** docs/product/sharing.md: Share creates (or reuses) the plan's read-only public link and hands it over. */
export function ShareButton({ planId, goalLabel }: { planId: string; goalLabel: string }) {
  const current = usePlanShare(planId);
  const share = useSharePlan(planId);
  const onShare = async () => {
    try {
      const link = current.data ?? (await share.mutateAsync({ include_profile: false }));
      await handOver(link.url, goalLabel);
    } catch (err) {
      toast({ title: "Could not share", description: errorMessage(err), variant: "destructive" });
    }
  };
  return (
    <Button variant="outline" onClick={onShare} disabled={share.isPending}>
      <Share2 aria-hidden /> Share
    </Button>
  );
}

/** Shown while the plan is shared: who can see what, the owner's profile choice, and Stop sharing. */
export function SharingPanel({ planId }: { planId: string }) {
  const current = usePlanShare(planId);
  const share = useSharePlan(planId);
  const stop = useStopSharing(planId);
  const link = current.data;
  if (!link) return null;
  const setProfile = (include_profile: boolean) =>
    share.mutate(
      { include_profile },
      {
        onError: (err) =>
          toast({
            title: "Could not update sharing",
            description: errorMessage(err),
            variant: "destructive",
          }),
      },
    );
  const onStop = () =>
    stop.mutate(undefined, {
      onSuccess: () => toast({ title: "Sharing stopped", description: "The link no longer opens this plan" }),
      onError: (err) =>
        toast({ title: "Could not stop sharing", description: errorMessage(err), variant: "destructive" }),
    });
  return (
    <section
      aria-label="Sharing"
      className="grid gap-3 rounded-xl border border-primary/30 bg-accent p-4 text-sm"
    >
      <p>
        <strong>This plan is shared.</strong> Anyone with the link can see the meals and the shopping list
        {link.include_profile
          ? ", with your name, body figures and health conditions."
          : ", but not who you are."}
      </p>
      <p className="break-all">
        <a className="font-medium text-primary underline underline-offset-4" href={link.url}>
          {link.url}
        </a>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={link.include_profile}
            disabled={share.isPending}
            onChange={(e) => setProfile(e.currentTarget.checked)}
          />
          Show my name, body figures and health conditions
        </label>
        <Button variant="outline" size="sm" className="ml-auto" onClick={onStop} disabled={stop.isPending}>
          <Link2Off aria-hidden /> Stop sharing
        </Button>
      </div>
    </section>
  );
}
