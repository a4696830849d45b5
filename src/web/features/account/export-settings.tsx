import { Download } from "lucide-react";
import { buttonVariants } from "../../components/ui/button";
import { EXPORT_URL } from "./account-api";
import { SettingsSection } from "./settings-section";

// The whole account as one JSON file (docs/product/account.md); the server sends it as an attachment,
// so a plain link downloads it with the session cookie.

export function ExportSettings() {
  return (
    <SettingsSection
      id="export"
      title="Download your data"
      description="Your profile, settings, every plan in full, share links and shopping ticks, as one JSON file."
    >
      <a
        href={EXPORT_URL}
        download
        className={`${buttonVariants({ variant: "outline" })} justify-self-start`}
      >
        <Download aria-hidden /> Download My Data
      </a>
    </SettingsSection>
  );
}
