import type { TestApp } from "./test-app";

let counter = 0;

export function uniqueEmail(tag = "user") {
  counter++;
  return `${tag}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** The session cookie from a Set-Cookie answer, as a browser would send it back. */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => c && !c.endsWith("="))
    .join("; ");
}

export function jsonInit(method: string, body: unknown, cookie?: string): RequestInit {
  return {
    method,
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  };
}

export interface SignedUpUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

export async function signUp(t: TestApp, name = "Asha Rao"): Promise<SignedUpUser> {
  const email = uniqueEmail();
  const password = "correct-horse-battery";
  const res = await t.request("/api/auth/sign-up/email", jsonInit("POST", { name, email, password }));
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  // Sign-up answers alike for known addresses and does not sign in; the session comes from sign-in.
  const signIn = await t.request("/api/auth/sign-in/email", jsonInit("POST", { email, password }));
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const body = (await signIn.json()) as { user: { id: string } };
  return { id: body.user.id, email, password, cookie: cookieFrom(signIn) };
}
