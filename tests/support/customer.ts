import { authClient, cookieOf } from "./auth-flow";

/** Signs a test number in through the real API; answers its uid, bearer header and session cookie. */
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
  const session = await api.session(token);
  const { uid, idToken } = session.json<{ data: { uid: string; idToken: string } }>().data;
  return {
    uid,
    headers: { authorization: `Bearer ${idToken}` } as Record<string, string>,
    /** The `kedai_session=…` pair, as a browser sends it back. */
    cookie: cookieOf(session),
  };
}
