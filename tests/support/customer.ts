import { authClient } from "./auth-flow";

/** Signs a test number in through the real API; answers its uid and bearer header. */
export async function signedInCustomer(
  baseUrl: string,
  phone: string,
  host = "demo.localhost",
  brandId = "demo",
) {
  const api = authClient(baseUrl, host, brandId);
  const sent = await api.createOtp(phone);
  if (sent.status !== 200) throw new Error(`create-otp ${sent.status}: ${sent.body}`);
  const token = (await api.token(phone, "12345")).json<{ data: { token: string } }>().data.token;
  const { uid, idToken } = (await api.session(token)).json<{
    data: { uid: string; idToken: string };
  }>().data;
  return { uid, headers: { authorization: `Bearer ${idToken}` } as Record<string, string> };
}
