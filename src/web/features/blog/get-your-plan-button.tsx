import { Link } from "wouter";
import { Button, buttonVariants } from "../../components/ui/button";
import { useAuth } from "../auth/auth-context";
import { useAuthDialog } from "../auth/auth-dialog-context";

/** 'Get Your Meal Plan' opens the auth dialog; a signed-in reader goes to the dashboard. */
export function GetYourPlanButton() {
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  if (user) {
    return (
      <Link href="/dashboard" className={buttonVariants({ className: "mt-4" })}>
        Get Your Meal Plan
      </Link>
    );
  }
  return (
    <Button className="mt-4" onClick={() => openAuthDialog("signup", { next: "/dashboard" })}>
      Get Your Meal Plan
    </Button>
  );
}
