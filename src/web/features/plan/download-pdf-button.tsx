import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, throwIfResNotOk } from "../../lib/api-request";
import { errorMessage } from "../../lib/error-message";

/** Ask the server for the file's address, then download it under its name (docs/product/plan-pdf.md). */
export function DownloadPdfButton({ planId }: { planId: string }) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      let prepared: { url: string; filename?: string };
      try {
        const res = await apiRequest("POST", `/api/meal-plans/${planId}/pdf`, {});
        prepared = (await res.json()) as { url: string; filename?: string };
      } catch (err) {
        toast({ title: "Failed to generate PDF", description: errorMessage(err), variant: "destructive" });
        return;
      }
      const filename = prepared.filename || `meal-plan-${Date.now()}.pdf`;
      if (typeof URL.createObjectURL !== "function") {
        // No blob support: let the browser fetch the attachment itself.
        window.location.assign(prepared.url);
        toast({ title: "Download started!", description: "Your meal plan PDF is being downloaded" });
        return;
      }
      try {
        const file = await fetch(prepared.url, { credentials: "include" });
        await throwIfResNotOk(file);
        const href = URL.createObjectURL(await file.blob());
        const link = document.createElement("a");
        link.href = href;
        link.download = filename;
        document.body.append(link);
        link.click();
        link.remove();
        window.setTimeout(() => URL.revokeObjectURL(href), 30_000);
        toast({
          title: "PDF downloaded!",
          description: "Your meal plan PDF has been downloaded to your device",
        });
      } catch {
        toast({
          title: "Download failed",
          description: "Unable to generate your meal plan file. Please try again.",
          variant: "destructive",
        });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button onClick={download} disabled={busy}>
      <Download aria-hidden /> {busy ? "Generating..." : "Download"}
    </Button>
  );
}
