import { Redirect } from "wouter";

// Signed-in only (spec §6). Until accounts exist nobody is signed in, so every visitor goes home.
export default function DashboardPage() {
  return <Redirect to="/" replace />;
}
