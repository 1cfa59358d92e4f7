import { BRANCH_COOKIE } from "./routes";

/** The cookie that lets the server render the chosen branch's menu (read by src/proxy.ts). */
export function branchCookie(branchId: string): string {
  return `${BRANCH_COOKIE}=${encodeURIComponent(branchId)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
