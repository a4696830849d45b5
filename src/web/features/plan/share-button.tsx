import { Share2 } from "lucide-react";
import { BRAND } from "../../../../content/site";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";

/** Spec §7: the device share sheet, or the address copied to the clipboard. */
export function ShareButton({ goalLabel }: { goalLabel: string }) {
  const share = async () => {
    const url = window.location.href;
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
  };
  return (
    <Button variant="outline" onClick={share}>
      <Share2 aria-hidden /> Share
    </Button>
  );
}
