"use client";

import { useAuth } from "./auth-store";

function send(url: string, init: RequestInit, idToken: string | null): Promise<Response> {
  const headers = new Headers(init.headers);
  if (idToken) headers.set("Authorization", `Bearer ${idToken}`);
  return fetch(url, { ...init, headers });
}

/**
 * Every customer call that needs the signed-in user goes through here (issue 14). The id token is
 * renewed from the session before it runs out, and a 401 is retried once with a fresh one: a page
 * left open for hours still places the order. When the session itself is gone, the renewal marks
 * it ended and the app sends the customer to sign in (AuthBootstrap), the basket kept.
 */
export async function authedFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const auth = useAuth.getState();
  const current =
    auth.idToken && Date.now() < auth.idTokenRenewAt ? auth.idToken : await auth.renew();
  const response = await send(url, init, current);
  if (response.status !== 401) return response;
  const fresh = await useAuth.getState().renew();
  return fresh && fresh !== current ? send(url, init, fresh) : response;
}
