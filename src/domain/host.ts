// Spec §1: the brand is the first label of the host name. A host with no subdomain
// (`localhost`, a bare IP) falls back to the default brand.
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function brandLabelFromHost(
  host: string | null | undefined,
  defaultBrand: string,
): string | null {
  if (!host) return defaultBrand;
  let name = host.trim().toLowerCase();
  if (name.startsWith("[")) return defaultBrand; // IPv6 literal, e.g. [::1]:3000
  name = name.replace(/:\d+$/, "").replace(/\.$/, "");
  if (name === "" || IPV4.test(name) || !name.includes(".")) return defaultBrand;
  const label = name.slice(0, name.indexOf("."));
  return LABEL.test(label) ? label : null;
}
