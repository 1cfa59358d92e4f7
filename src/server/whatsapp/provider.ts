import "server-only";
import type { WhatsAppAccount } from "./settings";

// TEMPORARY shim on i37-console until W1's provider (i37-core) is merged: deleted before the merge.
export interface WhatsAppProvider {
  sendTest(account: WhatsAppAccount, to: string): Promise<void>;
}
export function whatsapp(): WhatsAppProvider {
  return {
    sendTest: () =>
      Promise.reject(Object.assign(new Error("no provider yet"), { permanent: false })),
  };
}
