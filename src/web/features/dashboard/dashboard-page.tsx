import { Redirect } from "wouter";
import { useAuth } from "../auth/auth-context";

// Signed-in only (spec §6): everyone else is sent to "/".
export default function DashboardPage() {
  const { user, userData, loading } = useAuth();
  if (loading) {
    return (
      <div className="grid min-h-[50vh] place-items-center" role="status">
        <span className="size-8 animate-spin rounded-full border-4 border-muted border-t-primary" />
        <span className="sr-only">Loading your dashboard…</span>
      </div>
    );
  }
  if (!user) return <Redirect to="/" replace />;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">Welcome back, {userData?.name ?? user.name}!</h1>
    </section>
  );
}
