import fs from "node:fs";
import { BroadcastChannel } from "node:worker_threads";
import { DISK_FAULT_CHANNEL, type DiskFault, type DiskFaultMessage } from "./disk-fault-channel";

// Imported first by the embedded database's worker thread (openDatabase `pglitePreload`), where PGlite
// writes its files: a write that would extend a file of the data folder fails as on a full (or
// read-only) disk, while the test says so over the channel. PGlite's file system calls fs.writeSync on
// the module object, so that is what is replaced.

let fault: DiskFault = null;
let dataDir = "";
const channel = new BroadcastChannel(DISK_FAULT_CHANNEL);
// The worker's loop stays free to end when the database closes.
channel.unref();
channel.onmessage = (event) => {
  const message = (event as { data: DiskFaultMessage }).data;
  if (typeof message.fault === "undefined") return;
  ({ fault, dataDir } = message);
  channel.postMessage({ ack: message.id });
};

const writeSync = fs.writeSync;
(fs as { writeSync: unknown }).writeSync = (fd: number, buffer: unknown, ...rest: unknown[]) => {
  if (fault && typeof buffer !== "string") {
    const [, length, position] = rest as [number, number, number | null];
    const inFolder = fs.readlinkSync(`/proc/self/fd/${fd}`).startsWith(dataDir);
    if (inFolder && (position ?? Number.POSITIVE_INFINITY) + length > fs.fstatSync(fd).size) {
      const code = fault === "full" ? "ENOSPC" : "EROFS";
      throw Object.assign(new Error(`${code}: write`), { code, syscall: "write" });
    }
  }
  return (writeSync as (...args: unknown[]) => number)(fd, buffer, ...rest);
};
