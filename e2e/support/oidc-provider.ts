import { OAuth2Server } from "oauth2-mock-server";

// A local OpenID Connect provider standing in for Google (selected by GOOGLE_ISSUER_URL), so the whole
// code flow runs for real: discovery, authorize redirect, PKCE token exchange, signed ID token.

export const GOOGLE_TEST_CLIENT = { id: "nutriweek-e2e", secret: "e2e-client-secret" };
export const GOOGLE_TEST_USER = {
  sub: "google-user-42",
  email: "gia.google@example.com",
  name: "Gia Google",
};

export async function startOidcProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  server.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, {
      sub: GOOGLE_TEST_USER.sub,
      aud: GOOGLE_TEST_CLIENT.id,
      email: GOOGLE_TEST_USER.email,
      email_verified: true,
      name: GOOGLE_TEST_USER.name,
    });
  });
  server.service.on("beforeUserinfo", (res) => {
    res.body = { ...GOOGLE_TEST_USER, email_verified: true };
  });
  await server.start(0, "127.0.0.1");
  const issuerUrl = server.issuer.url;
  if (!issuerUrl) throw new Error("The local OpenID provider did not start");
  return { issuerUrl, stop: () => server.stop() };
}
