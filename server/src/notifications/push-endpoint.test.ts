// Where the server may send a push message: the endpoint rules (a known push service's host,
// https, default port), the public-address classifier and the DNS lookup that applies it to the
// connection itself, proved against a local listener that must never see a connection.
import type { LookupAddress } from "node:dns";
import { createServer, type LookupFunction, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { hostsFile } from "../../test/fakes/hosts-file";
import { loadConfig } from "../config";
import { ProviderHttp } from "./channels/http-client";
import { SendError } from "./channels/types";
import { DEFAULT_PUSH_SERVICE_HOSTS } from "./config";
import {
  isPublicAddress,
  NOT_PUBLIC_ADDRESS,
  publicAddressLookup,
  pushEndpointProblem,
} from "./push-endpoint";

describe("isPublicAddress", () => {
  const table: Array<[string, boolean]> = [
    // IPv4: public
    ["8.8.8.8", true],
    ["142.250.64.74", true],
    ["1.1.1.1", true],
    // IPv4: loopback, private, link-local (cloud metadata), CGNAT, unspecified, broadcast, multicast
    ["127.0.0.1", false],
    ["127.255.255.254", false],
    ["10.0.0.1", false],
    ["172.16.0.1", false],
    ["172.31.255.255", false],
    ["192.168.1.1", false],
    ["169.254.169.254", false],
    ["100.64.0.1", false],
    ["100.127.255.255", false],
    ["0.0.0.0", false],
    ["0.1.2.3", false],
    ["255.255.255.255", false],
    ["224.0.0.1", false],
    ["239.255.255.250", false],
    // IPv4: documentation, benchmarking, IETF protocol assignments, reserved class E
    ["192.0.2.1", false],
    ["198.51.100.7", false],
    ["203.0.113.9", false],
    ["198.18.0.1", false],
    ["192.0.0.8", false],
    ["240.0.0.1", false],
    // IPv4 neighbours of the blocks above are public
    ["172.32.0.1", true],
    ["100.128.0.1", true],
    ["11.0.0.1", true],
    // IPv6: public
    ["2001:4860:4860::8888", true],
    ["2a00:1450:4001:80b::200a", true],
    // IPv6: loopback, unspecified, link-local, unique-local, multicast, site-local, documentation
    ["::1", false],
    ["::", false],
    ["fe80::1", false],
    ["fe80::1%eth0", false],
    ["fc00::1", false],
    ["fd12:3456:789a::1", false],
    ["ff02::1", false],
    ["fec0::1", false],
    ["2001:db8::1", false],
    ["3fff::1", false],
    ["100::1", false],
    // IPv6 carrying an IPv4 address (mapped, NAT64, the old compatible form): judged by it
    ["::ffff:127.0.0.1", false],
    ["::ffff:7f00:1", false],
    ["::ffff:10.0.0.1", false],
    ["::ffff:169.254.169.254", false],
    ["::ffff:8.8.8.8", true],
    ["64:ff9b::8.8.8.8", true],
    ["64:ff9b::127.0.0.1", false],
    ["64:ff9b::a00:1", false],
    ["::127.0.0.1", false],
    ["::8.8.8.8", true],
    // 6to4 and Teredo: outside public use
    ["2002:7f00:1::1", false],
    ["2001:0:4136:e378::1", false],
    // Not an address
    ["localhost", false],
    ["", false],
  ];
  it.each(table)("%s is public: %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe("pushEndpointProblem", () => {
  const policy = { serviceHosts: DEFAULT_PUSH_SERVICE_HOSTS, allowLocalEndpoints: false };

  it("accepts the browsers' push services over https on the default port", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://fcm.googleapis.com/wp/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
      "https://web.push.apple.com/QGuQyavXutnMH",
      "https://fcm.googleapis.com:443/fcm/send/abc",
      "https://FCM.googleapis.com/fcm/send/abc",
    ])
      expect(pushEndpointProblem(endpoint, policy), endpoint).toBeNull();
  });

  it("refuses local and internal names, other hosts, other schemes, ports and credentials", () => {
    for (const endpoint of [
      "https://vm:7151/push",
      "https://localhost/push",
      "https://localhost./push",
      "https://metadata/computeMetadata/v1/",
      "https://metadata.google.internal/computeMetadata/v1/",
      "https://metadata.google.internal./computeMetadata/v1/",
      "https://kubernetes.default.svc/api",
      "https://127.0.0.1.nip.io/push",
      "https://instance-data/latest/meta-data/",
      "https://127.0.0.1/push",
      "https://[::1]/push",
      "https://push.example.net/send/1",
      "https://fcm.googleapis.com.evil.example/fcm/send/1",
      "https://evilfcm.googleapis.com/fcm/send/1",
      "https://notify.windows.com.attacker.net/w/",
      "https://push.apple.com/x",
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://user:pass@fcm.googleapis.com/fcm/send/abc",
      "not a url",
    ])
      expect(pushEndpointProblem(endpoint, policy), endpoint).not.toBeNull();
  });

  it("reads PUSH_SERVICE_HOSTS, and a wrong entry stops the server naming the variable", () => {
    const hostsOf = (value?: string) =>
      loadConfig({ NODE_ENV: "test", PUSH_SERVICE_HOSTS: value }).notifications.vapid.serviceHosts;
    expect(hostsOf(undefined)).toEqual(DEFAULT_PUSH_SERVICE_HOSTS);
    expect(hostsOf(" ")).toEqual(DEFAULT_PUSH_SERVICE_HOSTS);
    expect(hostsOf("Push.Example.net, *.push.example.org")).toEqual([
      "push.example.net",
      "*.push.example.org",
    ]);
    for (const wrong of [
      "127.0.0.1",
      "vm",
      "localhost",
      "*",
      "push.example.net:8443",
      "https://push.example.net",
    ])
      expect(() => hostsOf(wrong), wrong).toThrow(/PUSH_SERVICE_HOSTS/);
  });

  it("takes the hosts it is given, and anything with the local-fake switch (tests)", () => {
    const own = { serviceHosts: ["push.example.net", "*.push.example.org"], allowLocalEndpoints: false };
    expect(pushEndpointProblem("https://push.example.net/a", own)).toBeNull();
    expect(pushEndpointProblem("https://eu.push.example.org/a", own)).toBeNull();
    expect(pushEndpointProblem("https://fcm.googleapis.com/fcm/send/a", own)).not.toBeNull();
    const local = { serviceHosts: DEFAULT_PUSH_SERVICE_HOSTS, allowLocalEndpoints: true };
    expect(pushEndpointProblem("http://127.0.0.1:7151/push/a", local)).toBeNull();
  });
});

function lookupOnce(
  lookup: LookupFunction,
  hostname: string,
  all: boolean,
): Promise<{ error: Error | null; address: string | LookupAddress[] }> {
  return new Promise((resolve) => lookup(hostname, { all }, (error, address) => resolve({ error, address })));
}

describe("publicAddressLookup", () => {
  const stub = hostsFile({
    "fcm.googleapis.com": ["142.250.64.74", "2a00:1450:4001:80b::200a"],
    "updates.push.services.mozilla.com": ["127.0.0.1"],
    "web.push.apple.com": ["17.188.180.10", "10.0.0.5"],
    "wns2-par02p.notify.windows.com": ["::ffff:169.254.169.254"],
  });
  const lookup = publicAddressLookup(stub);

  it("hands on the addresses of a name that resolves to public addresses only", async () => {
    const one = await lookupOnce(lookup, "fcm.googleapis.com", false);
    expect(one).toEqual({ error: null, address: "142.250.64.74" });
    const all = await lookupOnce(lookup, "fcm.googleapis.com", true);
    expect(all.error).toBeNull();
    expect(all.address).toEqual([
      { address: "142.250.64.74", family: 4 },
      { address: "2a00:1450:4001:80b::200a", family: 6 },
    ]);
  });

  it("fails, not to be retried, when any address is off the public internet", async () => {
    for (const host of [
      "updates.push.services.mozilla.com",
      "web.push.apple.com",
      "wns2-par02p.notify.windows.com",
    ]) {
      for (const all of [false, true]) {
        const { error } = await lookupOnce(lookup, host, all);
        expect(error, host).toBeInstanceOf(SendError);
        expect(error).toMatchObject({ message: NOT_PUBLIC_ADDRESS, retryable: false, uncertain: false });
      }
    }
  });

  it("passes a resolver failure on as it is", async () => {
    const { error } = await lookupOnce(lookup, "nowhere.push.apple.com", false);
    expect(error).toMatchObject({ code: "ENOTFOUND" });
  });
});

describe("a connection under the public-address lookup", () => {
  let listener: Server | null = null;
  afterEach(async () => {
    const server = listener;
    listener = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** A local listener standing where the name points: it counts every connection made to it. */
  async function listen(): Promise<{ port: number; connections: () => number }> {
    let count = 0;
    const server = createServer((socket) => {
      count += 1;
      socket.destroy();
    });
    listener = server;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    if (address === null || typeof address === "string") throw new Error("no port");
    return { port: address.port, connections: () => count };
  }

  const post = (http: ProviderHttp, url: string) =>
    http.call(url, { method: "POST", headers: {}, body: "x", timeoutMs: 5_000 }).then(
      () => null,
      (error: unknown) => error,
    );

  it("never connects to a push service name that resolves to 127.0.0.1", async () => {
    const { port, connections } = await listen();
    const stub = hostsFile({ "fcm.googleapis.com": ["127.0.0.1"] });
    const url = `https://fcm.googleapis.com:${port}/fcm/send/abc`;

    // The same name through a lookup without the check reaches the listener: it would see one.
    const unchecked = new ProviderHttp("the push service", { lookup: stub });
    expect(await post(unchecked, url)).toBeInstanceOf(SendError);
    await unchecked.close();
    expect(connections()).toBe(1);

    const checked = new ProviderHttp("the push service", { lookup: publicAddressLookup(stub) });
    const error = await post(checked, url);
    await checked.close();
    expect(error).toBeInstanceOf(SendError);
    expect(error).toMatchObject({ message: NOT_PUBLIC_ADDRESS, retryable: false, uncertain: false });
    expect(stub.asked).toEqual(["fcm.googleapis.com", "fcm.googleapis.com"]);
    expect(connections()).toBe(1);
  });
});
