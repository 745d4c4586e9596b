import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { SendError } from "./channels/types";
import type { VapidConfig } from "./config";

// Where the server may POST a browser's push message. Anyone can hand the server an endpoint
// (the subscribe form, a push ticket), so an endpoint must name a known push service's host
// over https on the default port, and the address actually connected to must be on the public
// internet: a name can be made to resolve to a loopback, private or cloud metadata address,
// and it can change between a check and the connection, so the address is checked in the
// connection's own DNS lookup.

export type PushEndpointPolicy = Pick<VapidConfig, "serviceHosts" | "allowLocalEndpoints">;

/** Whether a host name is one of the push services' hosts (`*.domain`: any host under domain). */
export function isPushServiceHost(hostname: string, hosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  // A URL's host name never starts with a dot, so ending with ".domain" means a host under it.
  return hosts.some((entry) => (entry.startsWith("*.") ? host.endsWith(entry.slice(1)) : host === entry));
}

/** Why the server must not send to this endpoint, or null when it may (subject to its address). */
export function pushEndpointProblem(endpoint: string, policy: PushEndpointPolicy): string | null {
  if (policy.allowLocalEndpoints) return null;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "must be a push service's https address";
  }
  if (url.protocol !== "https:" || url.username !== "" || url.password !== "")
    return "must be a push service's https address";
  if (!isPushServiceHost(url.hostname, policy.serviceHosts))
    return "must be the address of a known push service";
  // URL drops an explicit :443, so any port left is another one.
  if (url.port !== "") return "must use the push service's standard https port";
  return null;
}

/** The global unicast block (RFC 4291): every public IPv6 address lies in it. */
const IPV6_GLOBAL_UNICAST = ipaddr.parseCIDR("2000::/3");
/** NAT64's well-known prefix (RFC 6052): an IPv6-only network reaches IPv4 hosts through it. */
const NAT64_WELL_KNOWN = ipaddr.parseCIDR("64:ff9b::/96");

/**
 * Whether a connection to this address reaches the public internet: not loopback, private,
 * link-local, shared (CGNAT), multicast, unspecified, broadcast, documentation or otherwise
 * reserved, for IPv4 and IPv6, an IPv4 address written as IPv6 judged as that IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.range() === "unicast";
  const v6 = parsed as ipaddr.IPv6;
  if (v6.match(NAT64_WELL_KNOWN)) {
    const bytes = v6.toByteArray().slice(12);
    return isPublicAddress(bytes.join("."));
  }
  return v6.match(IPV6_GLOBAL_UNICAST) && v6.range() === "unicast";
}

/** A push service whose name resolves to an address off the public internet is not connected to. */
export const NOT_PUBLIC_ADDRESS = "refused: the push service's address is not public";

/**
 * A DNS lookup for outgoing connections that fails unless every address the name resolves to is
 * public. As the connection's own lookup, the address checked is the address connected to.
 * IP literals skip a socket's lookup: pushEndpointProblem admits host names only.
 */
export function publicAddressLookup(resolve: LookupFunction = dnsLookup as LookupFunction): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const found = addresses as LookupAddress[];
      if (found.length === 0 || !found.every((a) => isPublicAddress(a.address)))
        return callback(new SendError(NOT_PUBLIC_ADDRESS, false, false), "", 0);
      if (options.all) return callback(null, found);
      return callback(null, found[0]!.address, found[0]!.family);
    });
  };
}
