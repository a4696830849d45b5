// Between a test and the embedded database's worker thread (pglite-disk-fault.ts, imported there
// only: importing it here would fake the fault on this thread too).

export const DISK_FAULT_CHANNEL = "nutriweek-disk-fault";
export type DiskFault = "full" | "read_only" | null;
export interface DiskFaultMessage {
  id: number;
  dataDir: string;
  fault: DiskFault;
}
export const DISK_FAULT_MODULE = new URL("./pglite-disk-fault.ts", import.meta.url).href;
