/**
 * How many live-message streams (server/message-stream.ts) one user and one client address may
 * hold open in this process. Each open stream is a socket, a file descriptor and ~45 KB; without
 * a cap one signed-in account opened 500 and the process's open files went from 457 to 957.
 *
 * Per process on purpose: what a stream exhausts (descriptors, memory) is per process, so each
 * process guarding its own is what protects it. With several processes behind a load balancer
 * (docs/scaling.md) a user may reach the cap on each, which costs each process no more than the
 * cap. A site-wide count would need a shared table written on every open and close, left wrong
 * by a crashed process, to guard against nothing the per-process count lets through.
 */
import { isIPv6 } from "node:net";

/** Several tabs and a phone are normal; one stream carries every conversation (decision 012). */
export const STREAMS_PER_USER = 6;
/** An office, a hostel or a carrier's NAT shares one address between many users. */
export const STREAMS_PER_ADDRESS = 20;

export type SlotRefusal = "user" | "address";

export interface StreamSlots {
  /** A release function (idempotent), or which cap is full. */
  take(userId: string, address: string): (() => void) | SlotRefusal;
  readonly open: number;
}

/**
 * One IPv6 customer gets a /64 and may use any address in it, so a v6 address counts by its
 * first four groups; IPv4 (and v4-mapped v6) counts by the whole address.
 */
export function addressKey(address: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (v4) return v4[1]!;
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = address.includes("::") && tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = address.includes("::") ? [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups] : headGroups;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

export function createStreamSlots(limits = { perUser: STREAMS_PER_USER, perAddress: STREAMS_PER_ADDRESS }): StreamSlots {
  const byUser = new Map<string, number>();
  const byAddress = new Map<string, number>();
  let open = 0;
  const change = (counts: Map<string, number>, key: string, by: number) => {
    const next = (counts.get(key) ?? 0) + by;
    if (next === 0) counts.delete(key);
    else counts.set(key, next);
  };
  return {
    take(userId, address) {
      const key = addressKey(address);
      if ((byUser.get(userId) ?? 0) >= limits.perUser) return "user";
      if ((byAddress.get(key) ?? 0) >= limits.perAddress) return "address";
      change(byUser, userId, 1);
      change(byAddress, key, 1);
      open++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        change(byUser, userId, -1);
        change(byAddress, key, -1);
        open--;
      };
    },
    get open() {
      return open;
    },
  };
}
