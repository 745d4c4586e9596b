// A resolver stub for outgoing connections, as a hosts file (or a name's owner) would answer:
// a `lookup` for node:net and node:https that answers from a fixed table and notes each name
// asked, so a test can point a real host name at 127.0.0.1 without touching the system's DNS.
import type { LookupAddress } from "node:dns";
import type { LookupFunction } from "node:net";

export type HostsFile = LookupFunction & { asked: string[] };

export function hostsFile(entries: Record<string, string[]>): HostsFile {
  const asked: string[] = [];
  const lookup: LookupFunction = (hostname, options, callback) => {
    asked.push(hostname);
    const addresses = entries[hostname];
    if (!addresses) {
      callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }), "", 0);
      return;
    }
    const all: LookupAddress[] = addresses.map((address) => ({
      address,
      family: address.includes(":") ? 6 : 4,
    }));
    if (options.all) callback(null, all);
    else callback(null, all[0]!.address, all[0]!.family);
  };
  return Object.assign(lookup, { asked });
}
