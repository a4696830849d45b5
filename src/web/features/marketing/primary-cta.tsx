import { Link } from "wouter";
import { Button, buttonVariants } from "../../components/ui/button";
import { useAuth } from "../auth/auth-context";
import { useAuthDialog } from "../auth/auth-dialog-context";

/** 'Start Free Plan' opens sign-up for visitors; signed-in users get 'Go to Dashboard'. */
export function PrimaryCta({ inverted = false }: { inverted?: boolean }) {
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const variant = inverted ? "secondary" : "default";
  if (user) {
    return (
      <Link href="/dashboard" className={buttonVariants({ size: "lg", variant })}>
        Go to Dashboard
      </Link>
    );
  }
  return (
    <Button size="lg" variant={variant} onClick={() => openAuthDialog("signup", { next: "/dashboard" })}>
      Start Free Plan
    </Button>
  );
}
