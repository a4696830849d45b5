import { Menu, Settings, X } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { useAuth } from "../../features/auth/auth-context";
import { useAuthDialog } from "../../features/auth/auth-dialog-context";
import { Button, buttonVariants } from "../ui/button";
import { BrandMark } from "./brand-mark";
import { NavLink } from "./nav-link";
import { HEADER_LINKS } from "./nav-links";

function AuthControls({ onChoose, stacked }: { onChoose?: () => void; stacked?: boolean }) {
  const { user, loading, signOut } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const [, navigate] = useLocation();
  const layout = stacked ? "flex flex-col gap-2" : "flex items-center gap-2";
  // Until the first session check the space is held, so nothing jumps.
  if (loading)
    return <div className={`${layout} invisible`} aria-hidden="true" style={{ minWidth: 220, height: 40 }} />;
  if (user) {
    return (
      <div className={layout}>
        <Link href="/dashboard" className={buttonVariants({ variant: "ghost" })} onClick={onChoose}>
          Dashboard
        </Link>
        {/* SETTINGS_PATH (src/shared/dashboard-paths.ts) as text: importing that module would bring
            zod into every page's first download. Between md and lg the header has room for its icon
            only; the word stays for screen readers. */}
        <Link href="/dashboard/settings" className={buttonVariants({ variant: "ghost" })} onClick={onChoose}>
          {stacked ? null : <Settings aria-hidden className="lg:hidden" />}
          <span className={stacked ? undefined : "sr-only lg:not-sr-only"}>Settings</span>
        </Link>
        <Button
          variant="outline"
          onClick={async () => {
            onChoose?.();
            await signOut();
            navigate("/");
          }}
        >
          Sign Out
        </Button>
      </div>
    );
  }
  return (
    <div className={layout}>
      <Button
        variant="ghost"
        onClick={() => {
          onChoose?.();
          // Whoever signs in has come for their plan.
          openAuthDialog("signin", { next: "/dashboard" });
        }}
      >
        Sign In
      </Button>
      <Button
        onClick={() => {
          onChoose?.();
          openAuthDialog("signup", { next: "/dashboard" });
        }}
      >
        Get Started Free
      </Button>
    </div>
  );
}

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <BrandMark />
        <nav aria-label="Main" className="hidden items-center gap-6 md:flex">
          {HEADER_LINKS.map((l) => (
            <NavLink
              key={l.href}
              href={l.href}
              className="text-sm font-medium text-muted-foreground hover:text-foreground"
            >
              {l.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden md:block">
          <AuthControls />
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X aria-hidden /> : <Menu aria-hidden />}
        </Button>
      </div>
      {open ? (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t px-4 pb-4 md:hidden">
          <ul className="flex flex-col py-2">
            {HEADER_LINKS.map((l) => (
              <li key={l.href}>
                <NavLink href={l.href} className="block rounded-md px-2 py-3 font-medium" onNavigate={close}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <AuthControls onChoose={close} stacked />
        </nav>
      ) : null}
    </header>
  );
}
